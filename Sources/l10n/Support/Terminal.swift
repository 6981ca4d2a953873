import ArgumentParser
import Foundation
import L10nSession

/// One output stream (stdout or stderr): whether it is a terminal, and colour that is only used
/// there.
struct Terminal: Sendable {
  let descriptor: Int32
  let handle: FileHandle

  static let standardOutput = Terminal(descriptor: STDOUT_FILENO, handle: .standardOutput)
  static let standardError = Terminal(descriptor: STDERR_FILENO, handle: .standardError)

  var isTTY: Bool { isatty(descriptor) == 1 }

  /// Whether to colour this stream: `always`, `never`, or on a terminal unless `NO_COLOR` is set
  /// or `TERM` is `dumb`.
  func usesColor(_ mode: ColorMode) -> Bool {
    switch mode {
    case .always: return true
    case .never: return false
    case .auto: return Self.environmentAllowsColor && isTTY
    }
  }

  /// Whether `NO_COLOR` and `TERM` leave colour on, read once (a command may write a warning per
  /// file, and reading the environment copies all of it).
  private static let environmentAllowsColor: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return environment["TERM"] != "dumb"
  }()

  func write(_ text: String) {
    if descriptor == STDOUT_FILENO {
      // Through print(), so it stays in order with the commands' own print() calls.
      print(text, terminator: "")
    } else {
      fflush(nil)
      handle.write(Data(text.utf8))
    }
  }

  /// The `--color` of the command line, for messages printed where the parsed options are not
  /// at hand (an error thrown out of a command's `run()`). ArgumentParser has already accepted
  /// the command line, so a value found here is a valid one; `auto` when there is none.
  static let commandLineColor: ColorMode = colorMode(in: CommandLine.arguments.dropFirst())

  static func colorMode(in arguments: some Sequence<String>) -> ColorMode {
    var mode = ColorMode.auto
    var takesValue = false
    for argument in arguments {
      if argument == "--" { break }
      if takesValue {
        mode = ColorMode(rawValue: argument) ?? mode
        takesValue = false
      } else if argument == "--color" {
        takesValue = true
      } else if argument.hasPrefix("--color=") {
        mode = ColorMode(rawValue: String(argument.dropFirst("--color=".count))) ?? mode
      }
    }
    return mode
  }

  func printError(_ error: any Error, color: ColorMode = Terminal.commandLineColor) {
    printError(message: "\(error)", color: color)
  }

  func printError(message: String, color: ColorMode = Terminal.commandLineColor) {
    write("\(Paint(usesColor(color)).errorLabel) \(message)\n")
  }

  func printNote(_ text: String) {
    write(text + "\n")
  }

  func printWarning(_ warning: Warning, color: ColorMode = Terminal.commandLineColor) {
    write(warning.line(Paint(usesColor(color))) + "\n")
  }

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
