/// `l10n init`: the layout found, what was (or, in a dry run, would be) done file by file, and
/// the steps that follow.
public struct InitOutput: Rendered {
  /// One file's change.
  public enum Change: Sendable {
    case create
    /// A line added to the file.
    case addLine(String)
    /// The file kept as it is, and why.
    case keep(String)
  }

  /// How the layout was read (`ProjectLayout.explanation`).
  public var explanation: String
  /// What was found there (catalogs adopted).
  public var found: [String]
  public var steps: [(path: String, change: Change)]
  /// Steps for the person (a line for Package.swift).
  public var manualSteps: [String]
  /// The git config command the merge driver needs.
  public var gitConfigCommand: String
  public var dryRun: Bool

  public init(
    explanation: String, found: [String], steps: [(path: String, change: Change)], manualSteps: [String],
    gitConfigCommand: String, dryRun: Bool
  ) {
    (self.explanation, self.found, self.steps) = (explanation, found, steps)
    (self.manualSteps, self.gitConfigCommand, self.dryRun) = (manualSteps, gitConfigCommand, dryRun)
  }

  /// Any step changes a file.
  var changesFiles: Bool {
    steps.contains {
      if case .keep = $0.change { return false }
      return true
    }
  }

  public func output(_ style: OutputStyle) -> CommandOutput {
    var lines = [explanation] + found
    for step in steps {
      switch step.change {
      case .create:
        lines.append((dryRun ? "would create  " : "created  ") + step.path)
      case .addLine(let line):
        lines.append((dryRun ? "would add     " : "added    ") + "\(line) to \(step.path)")
      case .keep(let reason):
        lines.append((dryRun ? "would keep    " : "kept     ") + "\(step.path): \(reason)")
      }
    }
    if !changesFiles {
      lines.append("Nothing to change: this folder is set up for l10n already.")
    } else if dryRun {
      lines.append("Nothing was written (--dry-run).")
    }
    lines.append("")
    lines.append("Next steps:")
    let next =
      manualSteps + [
        "Once per clone, so that git merges catalogs with l10n: \(gitConfigCommand)",
        #"Write user-facing text as keys: title = "settings.title".i18n // Settings"#,
        "l10n extract (adds the keys to the catalog), l10n check, l10n status",
      ]
    lines += next.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n")
  }
}
