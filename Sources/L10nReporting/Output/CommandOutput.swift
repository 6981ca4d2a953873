/// What a command prints of its result: text for standard output (results); warnings, errors and
/// notes for standard error (what was written, a dry run, nothing to do); and its exit status:
/// a failure (exit 2) when there are errors, else findings (exit 1) or clean. Made by a renderer
/// (`Rendered`), so the command line only passes it on.
public struct CommandOutput: Sendable {
  public var standardOutput = ""
  public var notes: [String] = []
  /// Warnings for standard error (`Warning`: `place: warning: …`).
  public var warnings: [Warning] = []
  /// Errors for standard error, each shown as such (`error: …`), before the notes: the run
  /// failed (exit 2).
  public var errors: [String] = []
  public var findings = false

  public init(standardOutput: String = "", notes: [String] = [], findings: Bool = false) {
    (self.standardOutput, self.notes, self.findings) = (standardOutput, notes, findings)
  }

  /// Lines, each with its newline.
  static func lines(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  /// A run that wrote into catalogs: a dry run says so, else a run that wrote none.
  mutating func closing(written: [String], dryRun: Bool) {
    if dryRun {
      notes.append("Dry run: nothing was written.")
    } else if written.isEmpty {
      notes.append("No catalog changed.")
    }
  }
}

/// How a result is shown: the format asked for, and the colours of each stream.
public struct OutputStyle: Sendable {
  public var format: OutputFormat
  /// Standard output's colours.
  public var paint: Paint
  /// Standard error's colours.
  public var errorPaint: Paint

  public init(format: OutputFormat = .text, paint: Paint = .none, errorPaint: Paint = .none) {
    (self.format, self.paint, self.errorPaint) = (format, paint, errorPaint)
  }
}

/// A result as a command prints it. Every command's result has one renderer, in a folder of
/// this module named for the command.
public protocol Rendered {
  func output(_ style: OutputStyle) throws -> CommandOutput
}
