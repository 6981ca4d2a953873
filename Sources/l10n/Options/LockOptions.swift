import ArgumentParser
import L10nSession

/// How a command that writes catalogs waits for another l10n run writing the same catalog.
struct LockOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "If another l10n run is writing a catalog, fail at once (exit 2) instead of waiting for it.",
      discussion:
        "Without it, l10n waits up to 60 seconds (L10N_LOCK_TIMEOUT sets the seconds), saying so after 1 second."))
  var noWait = false

  /// The waiting this run does.
  var waiting: LockWaiting {
    ProjectSession.lockWaiting(noWait: noWait) { path in
      Terminal.standardError.printNote("Waiting for another l10n run that is writing \(path)…")
    }
  }
}
