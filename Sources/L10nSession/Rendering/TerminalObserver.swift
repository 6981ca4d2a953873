import L10nReporting

extension SessionObserver {
  /// Progress on a terminal's standard error (unless `quiet`), warnings as they are.
  public static func terminal(quiet: Bool, color: ColorMode) -> SessionObserver {
    SessionObserver(
      progress: { label, total, unit, minimum in
        let progress = Progress(label, total: total, unit: unit, quiet: quiet, minimum: minimum)
        return SessionProgress(
          isShown: progress.isShown, update: { progress.update($0, item: $1) }, finish: { progress.finish() })
      },
      note: { Terminal.standardError.printNote($0) },
      warning: { Terminal.standardError.printWarning($0) })
  }
}
