import ArgumentParser
import L10nSession

/// A leaf command: its options make a request (`request()`), which runs in a session; the
/// request's renderer turns the result into what goes to standard output and standard error, and
/// the exit status (0 clean, 1 findings, 2 tool failure; usage errors are ArgumentParser's 64).
/// A command declares its options and `request()`; `run()` is this one.
protocol SessionCommand: ParsableCommand {
  associatedtype Request: RenderedRequest
  /// The request the options make.
  func request() throws -> Request
  /// The session the request runs in.
  func session() throws -> ProjectSession
  /// `--color`: colour only on a terminal (`auto`), `always` or `never`.
  var colorMode: ColorMode { get }
  /// `--format`, for the commands that have one.
  var outputFormat: OutputFormat { get }
}

extension SessionCommand {
  var outputFormat: OutputFormat { .text }

  func run() throws {
    let request = try request()
    let session = try session()
    let result = try session.run(request)
    let style = OutputStyle(
      format: outputFormat, paint: Paint(Terminal.standardOutput.usesColor(colorMode)),
      errorPaint: Paint(Terminal.standardError.usesColor(colorMode)))
    try Terminal.render(request.output(of: result, in: session, style: style))
  }
}

/// A command that takes `GlobalOptions`: its session is the project of the working directory (or
/// `--config`), or with `needsProject` false the working directory alone (no l10n.yml read).
protocol ProjectCommand: SessionCommand {
  var global: GlobalOptions { get }
  /// `--quiet`, for the commands that show progress.
  var quiet: Bool { get }
  /// False for a run that reads no l10n.yml, so that a broken one does not stop it.
  var needsProject: Bool { get }
}

extension ProjectCommand {
  var quiet: Bool { false }
  var needsProject: Bool { true }
  var colorMode: ColorMode { global.color }

  func session() throws -> ProjectSession {
    try global.session(quiet: quiet, project: needsProject)
  }
}

extension Terminal {
  /// A result's text on standard output, its warnings, errors and notes on standard error; exit
  /// status 2 for errors, 1 for findings.
  static func render(_ output: CommandOutput) throws {
    standardOutput.write(output.standardOutput)
    for warning in output.warnings { standardError.printWarning(warning) }
    for error in output.errors { standardError.printError(message: error) }
    for note in output.notes { standardError.printNote(note) }
    if !output.errors.isEmpty { throw ExitCode.toolFailure }
    if output.findings { throw ExitCode.findings }
  }
}
