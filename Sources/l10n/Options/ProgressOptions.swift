import ArgumentParser

/// `--quiet`, for commands that can take long enough to show progress.
struct ProgressOptions: ParsableArguments {
  @Flag(
    name: [.short, .long],
    help: "Show no progress line on standard error (it is shown only when standard error is a terminal).")
  var quiet = false
}
