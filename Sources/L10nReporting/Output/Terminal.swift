import Foundation

/// When to colour output: `--color`'s values.
public enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}

/// One output stream (stdout or stderr): whether it is a terminal, and colour that is only used
/// there. The command line writes a command's output through it; the library never does.
public struct Terminal: Sendable {
  let descriptor: Int32
  let handle: FileHandle

  public static let standardOutput = Terminal(descriptor: STDOUT_FILENO, handle: .standardOutput)
  public static let standardError = Terminal(descriptor: STDERR_FILENO, handle: .standardError)

  public var isTTY: Bool { isatty(descriptor) == 1 }

  /// Whether to colour this stream: `always`, `never`, or on a terminal unless `NO_COLOR` is set
  /// or `TERM` is `dumb`.
  public func usesColor(_ mode: ColorMode) -> Bool {
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

  public func write(_ text: String) {
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
  public static let commandLineColor: ColorMode = colorMode(in: CommandLine.arguments.dropFirst())

  public static func colorMode(in arguments: some Sequence<String>) -> ColorMode {
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

  public func printError(_ error: any Error, color: ColorMode = Terminal.commandLineColor) {
    printError(message: "\(error)", color: color)
  }

  public func printError(message: String, color: ColorMode = Terminal.commandLineColor) {
    write("\(Paint(usesColor(color)).errorLabel) \(message)\n")
  }

  public func printNote(_ text: String) {
    write(text + "\n")
  }

  public func printWarning(_ warning: Warning, color: ColorMode = Terminal.commandLineColor) {
    write(warning.line(Paint(usesColor(color))) + "\n")
  }
}
