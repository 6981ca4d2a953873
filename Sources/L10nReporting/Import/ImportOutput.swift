import L10nCatalog
import L10nExchange

/// A merge into catalogs (import, translate): its summary (JSON, or the problems and then a line
/// per language and catalog), the files written, a dry run, nothing changed; findings when a unit
/// was rejected, held or unknown.
public struct ImportOutput: Rendered {
  public var merge: CatalogImport
  /// The catalogs written, as shown.
  public var written: [String]
  public var dryRun: Bool
  /// `--strict`: a unit rejected or held kept every catalog as it was.
  public var strict: Bool

  public init(_ merge: CatalogImport, written: [String], dryRun: Bool, strict: Bool = false) {
    (self.merge, self.written, self.dryRun, self.strict) = (merge, written, dryRun, strict)
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    var report = CommandOutput(findings: !merge.problems.isEmpty)
    if style.format == .json {
      report.standardOutput = try JSONValueEncoder.document(
        ImportSummary(rows: merge.rows, problems: merge.problems, written: written, dryRun: dryRun))
    } else {
      report.standardOutput = CommandOutput.lines(merge.problems.map(\.description) + merge.rows.map(Self.textLine))
      report.notes = written.map { "Wrote \($0)" }
    }
    if strict && merge.rejected && !dryRun {
      let units = merge.problems.filter { $0.kind != .unknown }.count
      report.notes.append("--strict: \(Counted.phrase(units, "unit")) rejected or held, so nothing was written.")
    } else {
      report.closing(written: written, dryRun: dryRun)
    }
    return report
  }

  /// A row as the text summary prints it: the counts, then the held units per reason, and how
  /// many went in as needs_review for their state-qualifier.
  public static func textLine(_ row: ImportSummary.Row) -> String {
    let c = row.counts
    var line =
      "\(row.language)  \(row.catalog): \(c.added) added, \(c.updated) updated, \(c.unchanged) unchanged, \(c.empty) empty, \(c.rejected) rejected"
    if c.held > 0 {
      let reasons = HoldReason.allCases.filter { c[held: $0] > 0 }.map { "\(c[held: $0]) \($0.phrase)" }
      line += ", \(c.held) held (\(reasons.joined(separator: ", ")))"
    }
    line += ", \(c.unknown) unknown"
    if c.machineOrMemory > 0 {
      line += "; \(c.machineOrMemory) made by a machine or memory, in as needs_review"
    }
    if c.noBreakSpacesKept > 0 {
      line += "; \(c.noBreakSpacesKept) with no-break spaces beside placeholders kept (the file had plain ones)"
    }
    return line
  }
}
