import L10nCatalog

/// `l10n merge-driver`: each conflict on standard error (its label red on a terminal), then how
/// to resolve them (findings: git reports a conflict); a version that could not be read is a
/// failure (exit 2), ours left as it was.
public struct MergeOutput: Rendered {
  /// The catalog's path in the repository.
  public var name: String
  /// The conflicts marked in the result (none: a clean merge).
  public var conflicts: [String]
  /// Why a version could not be read: nothing was merged.
  public var unreadable: String?

  public init(name: String, conflicts: [String], unreadable: String? = nil) {
    (self.name, self.conflicts, self.unreadable) = (name, conflicts, unreadable)
  }

  public func output(_ style: OutputStyle) -> CommandOutput {
    var output = CommandOutput()
    if let unreadable {
      output.errors = [unreadable]
      output.notes = ["l10n merge-driver: \(name) was not merged; it is left as ours, resolve it by hand."]
      return output
    }
    guard !conflicts.isEmpty else { return output }
    let label = style.errorPaint("CONFLICT (l10n):", .boldRed)
    output.notes = conflicts.map { "\(label) \(name): \($0)" }
    output.notes.append(
      "l10n merge-driver: \(Counted.phrase(conflicts.count, "conflict")) in \(name), marked with <<<<<<< ours / ======= / >>>>>>> theirs; "
        + "keep one side of each and delete the other with the markers.")
    output.findings = true
    return output
  }
}
