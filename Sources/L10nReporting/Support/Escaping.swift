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

/// Text for Markdown that GitHub renders (pull-request comments, job summaries): check's and diff's
/// Markdown reports both write their cells with it, so a text cannot mention anyone, link an
/// issue, or start markup.
enum MarkdownText {
  /// Text that shows as itself inside a table cell: Markdown and HTML punctuation
  /// backslash-escaped (`|` as `\|`, which GitHub's tables need; `#` so `#12` links no issue), `@`
  /// before a name so nobody is mentioned, line breaks as `<br>`. Placeholders such as `%@` stay.
  static func cell(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\n" where index > 0 && scalars[index - 1] == "\r": continue
      case "\n", "\r", "\u{2028}", "\u{2029}": result += "<br>"
      case "@" where index + 1 < scalars.count && scalars[index + 1].properties.isAlphabetic:
        result += "\\@"
      case "\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#":
        result += "\\"
        result.unicodeScalars.append(scalar)
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text as inline code, fenced with enough backticks: inside code nothing is a mention or
  /// markup, so only `|` (for tables) and line breaks are changed.
  static func code(_ text: String) -> String {
    let safe = text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    let fence = safe.contains("`") ? "`` " : "`"
    return fence + safe + (fence == "`" ? "`" : " ``")
  }
}
