import L10nCatalog
import L10nExtraction

/// `l10n extract`: the report, or the guard's refusal (findings); with `checkOnly`, findings when
/// the catalogs are out of sync with the code.
public struct ExtractOutput: Rendered {
  public var report: ExtractionReport
  /// Nothing was written: what would change.
  public var dryRun: Bool
  /// `--check`: out of sync is findings.
  public var checkOnly: Bool

  public init(_ report: ExtractionReport, dryRun: Bool, checkOnly: Bool) {
    (self.report, self.dryRun, self.checkOnly) = (report, dryRun, checkOnly)
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    if let refusal = report.refusal { return CommandOutput(notes: [refusal], findings: true) }
    var output = CommandOutput(
      standardOutput: style.format == .json
        ? try Self.json(report) : Self.text(report, dryRun: dryRun || checkOnly))
    if checkOnly && (report.changeCount > 0 || report.catalogs.contains(where: \.new)) {
      output.notes.append("The catalog is out of sync with the code; run `l10n extract`.")
      output.findings = true
    }
    return output
  }

  /// The report as JSON (`schemaVersion` 1), keys sorted, with a final newline.
  public static func json(_ report: ExtractionReport) throws -> String {
    try JSONValueEncoder.document(report)
  }

  /// One line per change and finding: `added  editor.title  "Editor"`.
  public static func text(_ report: ExtractionReport, dryRun: Bool) -> String {
    var lines: [String] = []
    for part in report.catalogs {
      let verb =
        part.new
        ? (part.written ? "created" : "would be created")
        : part.written ? "updated" : (part.changes.isEmpty ? "in sync" : (dryRun ? "would change" : "changes"))
      lines.append("\(part.file): \(verb) (\(Counted.phrase(part.changes.count, "change")))")
      for change in part.changes {
        lines.append("  \(change.kind.rawValue)  \(change.key)" + (change.detail.map { "  \"\($0)\"" } ?? ""))
      }
      for finding in part.findings {
        lines.append("  \(finding.kind.rawValue)  \(finding.key)  \(finding.message)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
