import Foundation

/// The one home of escaping text for a document: XML as Xcode writes it (XLIFF, TMX), XML and
/// HTML for reports (JUnit, the report page), and Markdown that GitHub renders (check's and
/// diff's pull-request comments). Every writer asks here, so two documents never disagree on
/// what a character becomes.
public enum TextEscaping {
  /// How strictly XML is escaped.
  public enum XMLStyle: Sendable {
    /// Xcode's bytes (`xcodebuild -exportLocalizations`): element text escapes `&`, `<`, `>`;
    /// an attribute escapes `&`, `<`, `"`, and keeps `>` and `'` raw.
    case xcode
    /// Every markup character, `'` included, in attributes: for HTML and reports, where no
    /// other tool's bytes are matched.
    case strict
  }

  /// What becomes of a character XML 1.0 cannot carry (U+0001 to U+001F but tab and line breaks,
  /// U+FFFE, U+FFFF).
  public enum Unrepresentable: Sendable {
    /// Left out (reports).
    case dropped
    /// U+FFFD, the replacement character (unit ids, notes, attributes).
    case replaced
    /// An XLIFF `<x ctype="x-l10n-char">` element naming it, read back by import.
    case xliffPlaceholder
    /// A TMX `<ph type="x-l10n-char">` element naming it.
    case tmxPlaceholder
  }

  /// Appends `text` as XML element content: `&`, `<`, `>` escaped, quotes raw, CR as `&#13;` so
  /// parsers do not turn it into LF.
  public static func appendXMLText(
    _ text: String, style: XMLStyle = .xcode, unrepresentable: Unrepresentable = .replaced, to out: inout String
  ) {
    appendXML(text, attribute: false, style: style, unrepresentable: unrepresentable, to: &out)
  }

  /// Appends `text` as an XML attribute value in double quotes: `&`, `<`, `"` escaped (`>` and
  /// `'` too with `.strict`), line feed, CR and tab as references, which survive
  /// attribute-value normalization.
  public static func appendXMLAttribute(
    _ text: String, style: XMLStyle = .xcode, unrepresentable: Unrepresentable = .replaced, to out: inout String
  ) {
    appendXML(text, attribute: true, style: style, unrepresentable: unrepresentable, to: &out)
  }

  /// `appendXMLText` as a string.
  public static func xmlText(_ text: String, style: XMLStyle = .xcode, unrepresentable: Unrepresentable = .replaced)
    -> String
  {
    var out = ""
    appendXMLText(text, style: style, unrepresentable: unrepresentable, to: &out)
    return out
  }

  /// `appendXMLAttribute` as a string.
  public static func xmlAttribute(
    _ text: String, style: XMLStyle = .xcode, unrepresentable: Unrepresentable = .replaced
  ) -> String {
    var out = ""
    appendXMLAttribute(text, style: style, unrepresentable: unrepresentable, to: &out)
    return out
  }

  private static func appendXML(
    _ text: String, attribute: Bool, style: XMLStyle, unrepresentable: Unrepresentable, to out: inout String
  ) {
    let strict = style == .strict
    // Most texts need nothing: no `&`, `<`, the quote or `>` that would be escaped, no control
    // character, and no 0xEF (which starts U+FFFE and U+FFFF).
    let quote: UInt8 = attribute ? 0x22 : 0x3E
    let needsWork = text.utf8.contains { byte in
      byte == 0x26 || byte == 0x3C || byte == quote || byte < 0x20 || byte == 0xEF
        || (strict && (byte == 0x3E || (attribute && byte == 0x27)))
    }
    guard needsWork else {
      out += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case "\r": out += "&#13;"
      case ">" where !attribute || strict: out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "'" where attribute && strict: out += "&apos;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      default:
        if scalar.isXMLCharacter {
          out.unicodeScalars.append(scalar)
        } else {
          switch unrepresentable {
          case .dropped: break
          case .replaced: out += "\u{FFFD}"
          case .xliffPlaceholder: out += "<x id=\"\(codePoint(scalar))\" ctype=\"x-l10n-char\"/>"
          case .tmxPlaceholder: out += "<ph type=\"x-l10n-char\">\(codePoint(scalar))</ph>"
          }
        }
      }
    }
  }

  /// `U+0018`: how the placeholders of `Unrepresentable` name a character.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Text that shows as itself inside a Markdown table cell: Markdown and HTML punctuation
  /// backslash-escaped (`|` as `\|`, which GitHub's tables need; `#` so `#12` links no issue), `@`
  /// before a name so nobody is mentioned, line breaks as `<br>`. Placeholders such as `%@` stay.
  public static func markdownCell(_ text: String) -> String {
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

  /// Text as Markdown inline code, fenced with enough backticks: inside code nothing is a mention
  /// or markup, so only `|` (for tables) and line breaks are changed.
  public static func markdownCode(_ text: String) -> String {
    let safe = text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    let fence = safe.contains("`") ? "`` " : "`"
    return fence + safe + (fence == "`" ? "`" : " ``")
  }
}
