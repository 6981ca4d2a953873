import L10nCatalog
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nText

/// A report's output format, as the commands that print one take it (`--format`).
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, markdown
}

extension CommandOutput {
  /// `status`: a table per catalog, or the JSON document.
  public static func status(_ statuses: [CatalogStatus], format: ReportFormat, color: Bool) throws -> CommandOutput {
    CommandOutput(
      standardOutput: format == .json ? try StatusReport.json(statuses) : StatusReport.text(statuses, color: color))
  }

  /// `diff`: the changes as text, JSON or a Markdown comment; findings when asked to
  /// (`exitCode`) and something changed.
  public static func diff(_ items: [CatalogDiffItem], format: ReportFormat, color: Bool, exitCode: Bool) throws
    -> CommandOutput
  {
    let text: String
    switch format {
    case .text: text = DiffReport.text(items, color: color)
    case .json: text = try DiffReport.json(items)
    case .markdown: text = DiffReport.markdown(items)
    }
    return CommandOutput(standardOutput: text, findings: exitCode && items.contains { !$0.diff.isEmpty })
  }

  /// `extract`: the report, or the guard's refusal (findings); with `checkOnly`, findings when the
  /// catalogs are out of sync with the code.
  public static func extract(_ report: ExtractionReport, format: ReportFormat, dryRun: Bool, checkOnly: Bool) throws
    -> CommandOutput
  {
    if let refusal = report.refusal { return CommandOutput(notes: [refusal], findings: true) }
    var output = CommandOutput(
      standardOutput: format == .json ? try report.json() : report.text(dryRun: dryRun || checkOnly))
    if checkOnly && (report.changeCount > 0 || report.catalogs.contains(where: \.new)) {
      output.notes.append("The catalog is out of sync with the code; run `l10n extract`.")
      output.findings = true
    }
    return output
  }

  /// `memory stats`: the table or the JSON document.
  public static func memoryStats(_ stats: MemoryStats, format: ReportFormat) throws -> CommandOutput {
    CommandOutput(standardOutput: format == .json ? try stats.json() : stats.text())
  }
}

extension RenameRequest.Result {
  /// A line per rename, the places to check by hand as warnings (findings), the files written.
  public func output(dryRun: Bool) -> CommandOutput {
    var output = CommandOutput(findings: !manualChecks.isEmpty)
    for row in rows {
      output.standardOutput +=
        "\(row.pair.old) → \(row.pair.new): \(row.catalogs.joined(separator: ", ")); \(Counted.phrase(row.usages, "usage"))\n"
    }
    output.warnings = manualChecks
    output.notes = written.map { "Wrote \($0)" } + (dryRun ? ["Dry run: nothing was written."] : [])
    return output
  }
}
