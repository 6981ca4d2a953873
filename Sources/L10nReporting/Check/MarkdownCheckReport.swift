import L10nCatalog
import L10nCheck
import L10nText

/// The `markdown` format: a pull-request comment with a verdict, coverage tables, findings tables
/// per severity and the versions the verdict depends on. Keys are inline code; the rest, messages
/// that quote texts included, is text in which GitHub finds no mention, reference or link.
enum MarkdownCheckReport {
  /// Rows per findings table; the rest is counted in an "…and N more" line.
  static let maximumRows = 50
  /// Tables with more rows than this fold into `<details>`.
  static let foldedAbove = 10

  static func render(_ report: CheckReport) -> String {
    var blocks = ["## l10n check", verdict(report)]
    if !report.coverage.isEmpty { blocks.append(coverage(report.coverage)) }
    if !report.coverageFailures.isEmpty {
      blocks.append(
        "### Coverage failures\n\n" + report.coverageFailures.map { "- " + escape($0.message) }.joined(separator: "\n"))
    }
    for severity in [Severity.error, .warning, .note] {
      let findings = report.findings.filter { $0.severity == severity }
      if !findings.isEmpty { blocks.append(table(findings, severity: severity)) }
    }
    let versions = ["l10n \(report.toolVersion)", "ICU \(report.icuVersion)", "CLDR \(report.cldrVersion)"]
    blocks.append("<sub>" + versions.map(escape).joined(separator: " · ") + "</sub>")
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// `**Failed**: 3 errors, …` or `**Passed**: …`.
  static func verdict(_ report: CheckReport) -> String {
    let counts = escape(CheckReportRenderer.countsPhrase(report))
    return report.failed ? "❌ **Failed**: \(counts)." : "✅ **Passed**: \(counts)."
  }

  static func coverage(_ catalogs: [CatalogCoverage]) -> String {
    var lines = ["### Coverage"]
    for catalog in catalogs {
      lines.append("")
      lines.append("**\(escape(catalog.file))**")
      lines.append("")
      lines.append("| Language | Translated | Needs review | Missing | Coverage % |")
      lines.append("| --- | ---: | ---: | ---: | ---: |")
      for language in catalog.languages {
        let counts = language.counts
        let cells = [
          escape(language.language), "\(counts.translated) of \(counts.total)", String(counts.needsReview),
          String(counts.missing), CheckReportRenderer.percentText(counts),
        ]
        lines.append(row(cells))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func table(_ findings: [Finding], severity: Severity) -> String {
    let title = "\(heading(severity)) (\(findings.count))"
    var lines = ["### \(title)", ""]
    let folded = findings.count > foldedAbove
    if folded {
      let count = Counted.phrase(findings.count, severity.rawValue)
      lines += ["<details><summary>Show \(count)</summary>", ""]
    }
    lines.append("| Location | Rule | Key | Language | Message |")
    lines.append("| --- | --- | --- | --- | --- |")
    for finding in findings.prefix(maximumRows) {
      lines.append(
        row([
          escape(SourcePlace(file: finding.file, line: finding.line).description), code("\(finding.rule)"),
          code(finding.key ?? ""),
          escape(finding.language ?? ""), escape(finding.message),
        ]))
    }
    if findings.count > maximumRows {
      lines += ["", "…and \(findings.count - maximumRows) more."]
    }
    if folded { lines += ["", "</details>"] }
    return lines.joined(separator: "\n")
  }

  static func heading(_ severity: Severity) -> String {
    switch severity {
    case .error: "Errors"
    case .warning: "Warnings"
    case .note: "Notes"
    }
  }

  static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  /// A table cell's or a line's text (`TextEscaping.markdownCell`: no mention, reference or link).
  static func escape(_ text: String) -> String { TextEscaping.markdownCell(text) }

  /// A rule id or a key in a table cell, as inline code (`TextEscaping.markdownCode`).
  static func code(_ text: String) -> String { TextEscaping.markdownCode(text) }
}
