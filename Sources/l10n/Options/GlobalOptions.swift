import ArgumentParser
import L10nSession

extension ColorMode: ExpressibleByArgument {}

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The configuration file (default: the nearest l10n.yml in this folder or above).", valueName: "file"),
    completion: .file(extensions: ["yml", "yaml"]))
  var config: String?

  @Option(help: "When to colour output: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorMode = .auto

  /// The project of the working directory (or `--config`), opened for one command: progress and
  /// notes on standard error, `--quiet` hiding progress, and large values kept until the process
  /// exits. Without `project`, the working directory alone (no l10n.yml read).
  func session(quiet: Bool = false, project: Bool = true) throws -> ProjectSession {
    let observer = SessionObserver.terminal(quiet: quiet, color: color)
    guard project else {
      return .unconfigured(
        workingDirectory: ProjectSession.currentDirectory, observer: observer, keepingValuesUntilExit: true)
    }
    return try ProjectSession.open(
      configPath: config, workingDirectory: ProjectSession.currentDirectory, observer: observer,
      keepingValuesUntilExit: true)
  }
}

/// The catalogs a command works on.
struct CatalogArguments: ParsableArguments {
  @Argument(
    help: .catalogs("Catalogs (.xcstrings), or folders to search for them. Default: the catalogs l10n.yml names."),
    completion: .catalogs)
  var catalogs: [String] = []
}

extension ArgumentHelp {
  /// Help for arguments that name catalogs, or folders of them.
  static func catalogs(_ text: String) -> ArgumentHelp { ArgumentHelp(text, valueName: "catalog") }
}

extension CompletionKind {
  /// String Catalogs (`.xcstrings`).
  static var catalogs: CompletionKind { .file(extensions: ["xcstrings"]) }
}

/// A usage error found by the libraries (`UsageError`), as ArgumentParser reports it (exit 64).
func asValidation<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as UsageError {
    throw ValidationError(error.message)
  }
}
