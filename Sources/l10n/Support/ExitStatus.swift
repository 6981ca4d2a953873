import ArgumentParser

/// The exit statuses every command uses.
enum ExitStatus {
  /// Nothing to report.
  static let clean: Int32 = 0
  /// The command found problems (files to format, gaps below a threshold).
  static let findings: Int32 = 1
  /// The tool could not do its job: unreadable or invalid files, bad configuration.
  static let failure: Int32 = 2
  /// The command line was wrong (ArgumentParser's `ValidationError` status, EX_USAGE).
  static let usage: Int32 = 64
}

extension ExitCode {
  static let findings = ExitCode(ExitStatus.findings)
  static let toolFailure = ExitCode(ExitStatus.failure)
}
