import Foundation

/// The one home of escaping text for a document: XML as Xcode writes it (XLIFF, TMX), XML and
/// HTML for reports (JUnit, the report page), Markdown that GitHub renders (check's and diff's
/// pull-request comments), and single-quoted YAML (check's rename map, l10n.yml). Every writer asks here, so two documents never disagree on
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

  /// Text that shows as itself in Markdown that GitHub renders (a table cell, a list item, a
  /// paragraph) and that links nothing and mentions nobody. Markdown and HTML punctuation is
  /// backslash-escaped (`|` as `\|`, which GitHub's tables need; `#` so no line becomes a heading)
  /// and line breaks become `<br>`. A backslash does not stop GitHub's links, though: it renders
  /// the Markdown first and then links `@name`, `@org/team`, `#12`, `GH-12`, `owner/repo#12`, URLs
  /// and e-mail addresses in every text node outside `code`, `pre` and `a`. So a zero-width joiner
  /// (U+200D) goes after `@` and `#` before a letter, digit or `_`, after the `-` between a letter
  /// and a digit (`GH-12`, and a repository's own `JIRA-12`), after a URL's `:` before `//`, and
  /// after `www` before `.`: the text reads the same and none of those patterns is left.
  /// Placeholders such as `%@` stay. Catalog texts belong in `markdownCode`, which shows them as
  /// they are; this is for the prose around them (messages, paths, language tags, states).
  public static func markdownCell(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\n" where index > 0 && scalars[index - 1] == "\r": continue
      case "\n", "\r", "\u{2028}", "\u{2029}": result += "<br>"
      case "\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#":
        result += "\\"
        result.unicodeScalars.append(scalar)
      default:
        result.unicodeScalars.append(scalar)
      }
      if linksAfter(index, in: scalars) { result += "\u{200D}" }
    }
    return result
  }

  /// Whether GitHub could start or go on with a mention, a reference or a link right after
  /// `scalars[index]` (see `markdownCell`).
  private static func linksAfter(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    guard index + 1 < scalars.count else { return false }
    let next = scalars[index + 1]
    switch scalars[index] {
    case "@", "#": return next == "_" || next.properties.isAlphabetic || next.properties.numericType != nil
    case "-": return index > 0 && scalars[index - 1].properties.isAlphabetic && ("0"..."9").contains(next)
    case ":": return next == "/" && index + 2 < scalars.count && scalars[index + 2] == "/"
    case "w", "W":
      return next == "." && index >= 2 && scalars[(index - 2)...index].allSatisfy { $0 == "w" || $0 == "W" }
    default: return false
    }
  }

  /// Text as Markdown inline code, in which GitHub links and mentions nothing and no markup
  /// counts: the text as it is, fenced with one backtick more than its longest run of backticks,
  /// and padded with a space where it starts or ends with a backtick (or has a space at both
  /// ends, which CommonMark would take off). A code span holds no line break, so each line is a
  /// span of its own and the lines are joined by `<br>` (an empty line gives no span, an empty
  /// text nothing). In a table (`inTable`) every `|` is written `\|`, as GitHub's tables need
  /// even inside code; they show it as `|`.
  public static func markdownCode(_ text: String, inTable: Bool = true) -> String {
    var lines: [String] = []
    var line = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n" where previous == "\r": break
      case "\n", "\r", "\u{2028}", "\u{2029}":
        lines.append(line)
        line = ""
      default: line.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    lines.append(line)
    return lines.map { codeSpan($0, inTable: inTable) }.joined(separator: "<br>")
  }

  /// Text as a single-quoted YAML scalar (`'it''s'`): reads back as the same string, whatever it
  /// holds (a rename map, l10n.yml's values).
  public static func yamlSingleQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }

  /// One line as a code span (`markdownCode`); nothing for an empty line.
  private static func codeSpan(_ line: String, inTable: Bool) -> String {
    guard !line.isEmpty else { return "" }
    var longest = 0
    var run = 0
    for scalar in line.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let (first, last) = (line.unicodeScalars.first, line.unicodeScalars.last)
    let spaced = first == " " && last == " " && line.unicodeScalars.contains { $0 != " " }
    let pad = first == "`" || last == "`" || spaced ? " " : ""
    let body = inTable ? line.replacingOccurrences(of: "|", with: "\\|") : line
    return fence + pad + body + pad + fence
  }
}
