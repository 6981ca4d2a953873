import L10nText

/// `text` with each of its elements (characters or scalars) that `replacement` names replaced by
/// what it names; the others kept as they are.
func escaped<Elements: Sequence>(_ text: Elements, _ replacement: (Elements.Element) -> String?) -> String
where Elements.Element: CustomStringConvertible {
  var result = ""
  for element in text { result += replacement(element) ?? element.description }
  return result
}

/// Text for XML and HTML (JUnit reports, the report page): what markup would read as markup
/// escaped, and characters XML 1.0 cannot hold removed.
enum MarkupText {
  /// Character data: markup characters escaped, CR kept as a reference so parsers do not turn it
  /// into LF, and characters XML 1.0 cannot hold removed.
  static func text(_ value: String) -> String {
    escape(value, inAttribute: false)
  }

  /// An attribute value in double quotes; line breaks and tabs as references, which survive
  /// attribute-value normalization.
  static func attribute(_ value: String) -> String {
    escape(value, inAttribute: true)
  }

  private static func escape(_ value: String, inAttribute: Bool) -> String {
    escaped(value.unicodeScalars) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"" where inAttribute: "&quot;"
      case "'" where inAttribute: "&apos;"
      case "\n" where inAttribute: "&#10;"
      case "\t" where inAttribute: "&#9;"
      case "\r": "&#13;"
      // A character XML cannot hold is left out.
      default: scalar.isXMLCharacter ? nil : ""
      }
    }
  }
}
