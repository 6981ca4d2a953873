import L10nCatalog
import L10nCheck
import L10nText

/// `file:line:col: severity: message [rule-id]` lines, which GCC, Xcode and editors parse, then a
/// summary line.
enum TextCheckReport {
  static func render(_ report: CheckReport, color: Bool) -> String {
    let style = Style(enabled: color)
    var lines: [String] = []
    for finding in report.findings {
      let word = style.severity(finding.severity)
      lines.append("\(finding.place): \(word): \(oneLine(finding.message)) \(style.dim("[\(finding.rule)]"))")
    }
    for failure in report.coverageFailures {
      let word = style.severity(.error)
      lines.append("\(word): \(oneLine(failure.message)) \(style.dim("[\(CheckReportRenderer.coverageRuleID)]"))")
    }
    lines.append(CheckReportRenderer.summaryLine(report))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Keeps one finding on one line: line breaks in a message show as `\n` and `\r`.
  static func oneLine(_ text: String) -> String {
    // The scalars `Character.isNewline` stands for, looked at one scalar at a time (far cheaper
    // than walking the text's characters, for every finding).
    func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
      default: false
      }
    }
    guard text.unicodeScalars.contains(where: breaksLine) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The report's colours, or none.
  struct Style {
    var paint: Paint

    init(enabled: Bool) { paint = Paint(enabled) }

    /// The severity word, bold red, yellow or cyan.
    func severity(_ severity: Severity) -> String {
      let style: Paint.Style =
        switch severity {
        case .error: .boldRed
        case .warning: .boldYellow
        case .note: .boldCyan
        }
      return paint(severity.rawValue, style)
    }

    func dim(_ text: String) -> String { paint(text, .dim) }
  }
}
