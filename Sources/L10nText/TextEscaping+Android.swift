/// Android string resources (`res/values*/strings.xml`), both ways: what a text becomes as the
/// content of a `<string>` or a plural `<item>` so that aapt2 reads it back as the same text, and
/// what aapt2 reads from such content. Part of `TextEscaping`, the one home of escaping.
extension TextEscaping {
  /// `text` as the content of a `<string>` or `<item>` element, already XML-escaped: `\`, `'` and
  /// `"` backslash-escaped (aapt2 refuses a bare apostrophe and takes a bare `"` for a quote),
  /// `@` and `?` at the start escaped (else a reference to a resource or an attribute), a line
  /// feed as `\n`, a tab as `\t`, other control characters (CR included) and U+FFFE, U+FFFF as
  /// `\uXXXX`, `&`, `<` and `>` as entities. aapt2 collapses runs of blanks and drops them at both
  /// ends outside double quotes, so a text with a space at either end or two in a row is written
  /// in double quotes, where blanks stay as they are.
  public static func androidString(_ text: String) -> String {
    var body = ""
    var previous: Unicode.Scalar?
    var needsQuotes = false
    for (index, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "\\": body += "\\\\"
      case "'": body += "\\'"
      case "\"": body += "\\\""
      case "\n": body += "\\n"
      case "\t": body += "\\t"
      case "@" where index == 0: body += "\\@"
      case "?" where index == 0: body += "\\?"
      case "&": body += "&amp;"
      case "<": body += "&lt;"
      case ">": body += "&gt;"
      case " ":
        if index == 0 || previous == " " { needsQuotes = true }
        body += " "
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || !scalar.isXMLCharacter {
          body += "\\u" + hex4(scalar.value)
        } else {
          body.unicodeScalars.append(scalar)
        }
      }
      previous = scalar
    }
    if previous == " " { needsQuotes = true }
    return needsQuotes ? "\"" + body + "\"" : body
  }

  /// The text aapt2 makes of a `<string>`'s or `<item>`'s content (entities already decoded by the
  /// XML parser): escapes undone (`\n`, `\t`, `\uXXXX`, and `\` before any other character stands
  /// for that character), double quotes that are not escaped dropped, blanks outside them (space,
  /// tab, line breaks) collapsed into one space and dropped at both ends.
  public static func androidUnescaped(_ content: String) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(content.unicodeScalars)
    var quoted = false
    // Blanks seen outside quotes: one space, written only before what follows them.
    var pendingSpace = false
    var index = 0
    func isBlank(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
    func append(_ scalar: Unicode.Scalar) {
      if pendingSpace {
        if !out.isEmpty { out.append(" ") }
        pendingSpace = false
      }
      out.append(scalar)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\\", index < scalars.count {
        let next = scalars[index]
        index += 1
        switch next {
        case "n": append("\n")
        case "t": append("\t")
        case "u":
          let digits = scalars[index..<min(index + 4, scalars.count)]
          if digits.count == 4, let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
            let decoded = Unicode.Scalar(value)
          {
            append(decoded)
            index += 4
          } else {
            append("u")
          }
        default: append(next)
        }
      } else if scalar == "\"" {
        quoted.toggle()
      } else if !quoted && isBlank(scalar) {
        pendingSpace = true
      } else {
        append(scalar)
      }
    }
    return String(out)
  }

  /// `text` as the inside of an XML comment (`<!-- … -->`), which may hold neither `--` nor end
  /// with `-`: a space goes between two hyphens and after a last one. Android resource files
  /// carry a key's comment so.
  public static func xmlComment(_ text: String) -> String {
    var out = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "-" && previous == "-" { out += " " }
      if scalar.isXMLCharacter { out.unicodeScalars.append(scalar) } else { out += "\u{FFFD}" }
      previous = scalar
    }
    if previous == "-" { out += " " }
    return out
  }

  private static func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
