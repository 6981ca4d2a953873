import L10nCatalog
import L10nExchange

/// `l10n fill --from-memory`: the problems and a line per language and catalog (or the JSON
/// summary), the files written; findings when a unit could not be filled as it stands.
public struct FillOutput: Rendered {
  public var fill: MemoryFill
  public var minimumScore: Int
  /// The catalogs written, as shown.
  public var written: [String]
  public var dryRun: Bool

  public init(_ fill: MemoryFill, minimumScore: Int, written: [String], dryRun: Bool) {
    (self.fill, self.minimumScore, self.written, self.dryRun) = (fill, minimumScore, written, dryRun)
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    var report = CommandOutput(findings: !fill.problems.isEmpty)
    if style.format == .json {
      report.standardOutput = try JSONValueEncoder.document(
        FillSummary(fill, minimumScore: minimumScore, written: written, dryRun: dryRun))
    } else {
      report.standardOutput = CommandOutput.lines(
        fill.problems.map(\.description)
          + fill.rows.map {
            "\($0.language)  \($0.catalog): \($0.exact) filled exact, \($0.fuzzy) filled fuzzy, \($0.noMatch) no match, \($0.misfit) misfit"
          })
      report.notes = written.map { "Wrote \($0)" }
    }
    report.closing(written: written, dryRun: dryRun)
    return report
  }
}
