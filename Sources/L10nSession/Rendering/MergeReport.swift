import L10nExchange
import L10nText

/// What a command that merges into catalogs (import, translate, fill) prints: its summary on
/// standard output (JSON, or the problems and then a line per language and catalog), and notes for
/// standard error (the files written, a dry run, nothing changed).
public struct MergeReport: Sendable {
  public var standardOutput: String
  public var notes: [String]

  /// An import's (or translate's, whose answers are imported) summary.
  public static func importing(
    _ merge: CatalogImport, written: [String], dryRun: Bool, strict: Bool = false, json: Bool
  ) throws -> MergeReport {
    var report = MergeReport(standardOutput: "", notes: [])
    if json {
      report.standardOutput = try ImportSummary(
        rows: merge.rows, problems: merge.problems, written: written, dryRun: dryRun
      ).json()
    } else {
      report.standardOutput = lines(merge.problems.map(\.description) + merge.rows.map(ImportSummary.textLine))
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

  /// `fill --from-memory`'s summary.
  public static func filling(_ fill: MemoryFill, minimumScore: Int, written: [String], dryRun: Bool, json: Bool) throws
    -> MergeReport
  {
    var report = MergeReport(standardOutput: "", notes: [])
    if json {
      report.standardOutput = try FillSummary(fill, minimumScore: minimumScore, written: written, dryRun: dryRun).json()
    } else {
      report.standardOutput = lines(
        fill.problems.map(\.description)
          + fill.rows.map {
            "\($0.language)  \($0.catalog): \($0.exact) filled exact, \($0.fuzzy) filled fuzzy, \($0.noMatch) no match, \($0.misfit) misfit"
          })
      report.notes = written.map { "Wrote \($0)" }
    }
    report.closing(written: written, dryRun: dryRun)
    return report
  }

  private mutating func closing(written: [String], dryRun: Bool) {
    if dryRun {
      notes.append("Dry run: nothing was written.")
    } else if written.isEmpty {
      notes.append("No catalog changed.")
    }
  }

  private static func lines(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}
