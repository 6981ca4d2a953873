import L10nExchange
import L10nText

/// What a command prints of its result: text for standard output (results), and notes for
/// standard error (what was written, a dry run, nothing to do), and whether the result is
/// findings (exit status 1). Made by the library from a request's result, so the command line
/// only passes it on.
public struct CommandOutput: Sendable {
  public var standardOutput = ""
  public var notes: [String] = []
  /// Warnings for standard error, each shown as such (`warning: …`).
  public var warnings: [String] = []
  public var findings = false

  public init(standardOutput: String = "", notes: [String] = [], findings: Bool = false) {
    (self.standardOutput, self.notes, self.findings) = (standardOutput, notes, findings)
  }

  /// A merge into catalogs (import, translate): its summary (JSON, or the problems and then a
  /// line per language and catalog), the files written, a dry run, nothing changed; findings when
  /// a unit was rejected, held or unknown.
  public static func importing(
    _ merge: CatalogImport, written: [String], dryRun: Bool, strict: Bool = false, json: Bool
  ) throws -> CommandOutput {
    var report = CommandOutput(findings: !merge.problems.isEmpty)
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
    -> CommandOutput
  {
    var report = CommandOutput(findings: !fill.problems.isEmpty)
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

extension FmtRequest.Result {
  /// The catalogs written (or, checking, not in Xcode's form), then a count; checking, findings
  /// when one is not.
  public func output(checkOnly: Bool, sort: Bool) -> CommandOutput {
    var output = CommandOutput(standardOutput: changed.map { $0 + "\n" }.joined())
    let catalogs = Counted.phrase(total, "catalog")
    if !checkOnly {
      output.notes = ["Formatted \(changed.count) of \(catalogs); \(total - changed.count) already in Xcode's format."]
    } else if changed.isEmpty {
      output.notes = ["\(catalogs) \(total == 1 ? "is" : "are") in Xcode's format."]
    } else {
      output.notes = [
        "\(changed.count) of \(catalogs) \(changed.count == 1 ? "is" : "are") not in Xcode's format\(sort ? " and order" : ""); run `l10n fmt\(sort ? " --sort" : "")` to fix."
      ]
      output.findings = true
    }
    return output
  }
}

extension ExportFilesRequest.Result {
  /// The files written (or the one file's text for standard output), and the units per language.
  public var output: CommandOutput {
    if let onlyLanguage {
      return CommandOutput(notes: ["The catalogs have no language other than \(onlyLanguage); nothing to export."])
    }
    var output = CommandOutput(standardOutput: standardOutput ?? "")
    let units = exported.map { "\($0.language): \(Counted.phrase($0.units, "unit"))" }
    for (exported, units) in zip(exported, units) {
      if let path = exported.path { output.standardOutput += path + "\n" } else { output.notes.append(units) }
    }
    let written = zip(exported, units).filter { $0.0.path != nil }.map(\.1)
    if !written.isEmpty { output.notes.append("Exported " + written.joined(separator: "; ") + ".") }
    return output
  }
}
