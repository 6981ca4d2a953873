import L10nCatalog

/// `l10n rename` (and `check --fix-names`): a line per rename, the places to check by hand as
/// warnings (findings), the files written.
public struct RenameOutput: Rendered {
  /// One key renamed.
  public struct Line: Sendable {
    public var old: String
    public var new: String
    /// The catalogs that have it, as shown.
    public var catalogs: [String]
    /// The usages in code rewritten.
    public var usages: Int

    public init(old: String, new: String, catalogs: [String], usages: Int) {
      (self.old, self.new, self.catalogs, self.usages) = (old, new, catalogs, usages)
    }
  }

  public var lines: [Line]
  /// Places to look at by hand (findings: exit 1).
  public var manualChecks: [Warning]
  /// The files written, as shown.
  public var written: [String]
  public var dryRun: Bool

  public init(lines: [Line], manualChecks: [Warning], written: [String], dryRun: Bool) {
    (self.lines, self.manualChecks, self.written, self.dryRun) = (lines, manualChecks, written, dryRun)
  }

  public func output(_ style: OutputStyle) -> CommandOutput {
    var output = CommandOutput(findings: !manualChecks.isEmpty)
    for line in lines {
      output.standardOutput +=
        "\(line.old) → \(line.new): \(line.catalogs.joined(separator: ", ")); \(Counted.phrase(line.usages, "usage"))\n"
    }
    output.warnings = manualChecks
    output.notes = written.map { "Wrote \($0)" } + (dryRun ? ["Dry run: nothing was written."] : [])
    return output
  }
}
