import L10nCatalog
import L10nCheck
import L10nText

/// The `github` format: GitHub Actions workflow commands, which show as annotations on the files
/// of a pull request, then the plain summary line.
enum GitHubCheckReport {
  static func render(_ report: CheckReport) -> String {
    var lines: [String] = []
    for finding in report.findings {
      let properties = [
        ("file", finding.file), ("line", String(finding.line)), ("col", String(finding.column)),
        ("title", finding.rule.rawValue),
      ]
      lines.append(command(finding.severity, properties, finding.message))
    }
    for failure in report.coverageFailures {
      var properties: [(String, String)] = []
      if let file = failure.file { properties.append(("file", file)) }
      properties.append(("title", CheckReportRenderer.coverageRuleID))
      lines.append(command(.error, properties, failure.message))
    }
    lines.append(CheckReportRenderer.summaryLine(report))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `::error file=F,line=L,col=C,title=T::message`.
  static func command(_ severity: Severity, _ properties: [(String, String)], _ message: String) -> String {
    let name =
      switch severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(name) \(list)::\(escapeData(message))"
  }

  /// The runner's escaping for a command's message: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    escaped(text.unicodeScalars) { scalar in
      switch scalar {
      case "%": "%25"
      case "\r": "%0D"
      case "\n": "%0A"
      default: nil
      }
    }
  }

  /// The runner's escaping for a property value: as for data, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escaped(escapeData(text).unicodeScalars) { $0 == ":" ? "%3A" : $0 == "," ? "%2C" : nil }
  }
}
