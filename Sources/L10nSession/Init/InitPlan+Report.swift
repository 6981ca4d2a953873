extension InitPlan {
  /// What the run did (or, with `dryRun`, would do), file by file, and the steps that follow.
  public func report(dryRun: Bool) -> String {
    var lines = [layout.explanation] + found
    for step in steps {
      switch step.change {
      case .create:
        lines.append((dryRun ? "would create  " : "created  ") + step.path)
      case .addLine(let line, _, _):
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
        "Once per clone, so that git merges catalogs with l10n: \(GitSetup.configCommand)",
        #"Write user-facing text as keys: title = "settings.title".i18n // Settings"#,
        "l10n extract (adds the keys to the catalog), l10n check, l10n status",
      ]
    lines += next.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
