import ArgumentParser
import Foundation
import L10nProject

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The configuration file (default: the nearest l10n.yml in this folder or above).", valueName: "file"),
    completion: .file(extensions: ["yml", "yaml"]))
  var config: String?

  @Option(help: "When to colour output: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorMode = .auto

  var workingDirectory: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }

  func loadProject() throws -> Project {
    try Project.load(configPath: config, workingDirectory: workingDirectory)
  }
}

/// The catalogs a command works on.
struct CatalogArguments: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Catalogs (.xcstrings), or folders to search for them. Default: the catalogs l10n.yml names.",
      valueName: "catalog"),
    completion: .file(extensions: ["xcstrings"]))
  var catalogs: [String] = []
}
