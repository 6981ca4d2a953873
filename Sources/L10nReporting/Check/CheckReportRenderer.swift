import L10nCatalog
import L10nCheck

/// Turns a ``CheckReport`` into the text of one ``OutputFormat`` (check takes every one).
///
/// Renderers print what they are given: findings keep the caller's order (already sorted by
/// file, line, column and rule), and nothing is filtered out.
public enum CheckReportRenderer {
  /// The report in `format`.
  ///
  /// - Parameters:
  ///   - report: What the checks found.
  ///   - format: The output format.
  ///   - color: ANSI colours; only affects `text`, and the caller passes it only for a TTY.
  /// - Returns: The rendered report, always ending with a newline.
  public static func render(_ report: CheckReport, format: OutputFormat, color: Bool = false) -> String {
    let output: String
    switch format {
    case .text: output = TextCheckReport.render(report, color: color)
    case .json: output = JSONCheckReport.render(report)
    case .sarif: output = SARIFCheckReport.render(report)
    case .github: output = GitHubCheckReport.render(report)
    case .junit: output = JUnitCheckReport.render(report)
    case .markdown: output = MarkdownCheckReport.render(report)
    }
    return output.hasSuffix("\n") ? output : output + "\n"
  }

  /// The rule id under which coverage failures are reported.
  static let coverageRuleID = RuleID.minCoverage.rawValue

  /// What `min-coverage` means, for rule tables.
  static let coverageRuleSummary = Rules.rule(.minCoverage).summary

  /// `3 errors, 2 warnings, 1 note in 2 catalogs (5 suppressed by the baseline); ICU 72.1, CLDR 42.0`.
  ///
  /// Coverage failures are counted after the notes when there are any, because they fail the run
  /// like errors do.
  static func summaryLine(_ report: CheckReport) -> String {
    "\(countsPhrase(report)); ICU \(report.icuVersion), CLDR \(report.cldrVersion)"
  }

  /// `3 errors, 2 warnings, 1 note in 2 catalogs (5 suppressed by the baseline)`.
  static func countsPhrase(_ report: CheckReport) -> String {
    var counts = [
      Counted.phrase(report.count(.error), "error"), Counted.phrase(report.count(.warning), "warning"),
      Counted.phrase(report.count(.note), "note"),
    ]
    if !report.coverageFailures.isEmpty {
      counts.append(Counted.phrase(report.coverageFailures.count, "coverage failure"))
    }
    var phrase = counts.joined(separator: ", ") + " in " + Counted.phrase(report.files.count, "catalog")
    if report.suppressedByBaseline > 0 {
      phrase += " (\(report.suppressedByBaseline) suppressed by the baseline)"
    }
    return phrase
  }

  /// A coverage percentage as a number with at most one decimal, rounded down.
  static func percent(_ counts: CoverageCounts) -> Double {
    Double(counts.percentTenths) / 10
  }

  /// A coverage percentage as text with at most one decimal, rounded down (`93.7`, `100`).
  static func percentText(_ counts: CoverageCounts) -> String {
    Percentage.text(tenths: counts.percentTenths)
  }
}
