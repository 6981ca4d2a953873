import Foundation
import L10nText

/// `text` with each of its elements (characters or scalars) that `replacement` names replaced by
/// what it names; the others kept as they are.
func escaped<Elements: Sequence>(_ text: Elements, _ replacement: (Elements.Element) -> String?) -> String
where Elements.Element: CustomStringConvertible {
  var result = ""
  for element in text { result += replacement(element) ?? element.description }
  return result
}

/// Text for XML and HTML (JUnit reports, the report page): `TextEscaping`'s strict style, with
/// characters XML 1.0 cannot hold left out.
enum MarkupText {
  /// Character data: markup characters escaped, CR kept as a reference.
  static func text(_ value: String) -> String {
    TextEscaping.xmlText(value, style: .strict, unrepresentable: .dropped)
  }
}
