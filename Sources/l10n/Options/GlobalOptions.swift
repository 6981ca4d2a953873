import ArgumentParser
import Foundation
import L10nICU
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
    // Its languages are judged as every --lang is: a typo there is a language no device loads.
    try Project.load(configPath: config, workingDirectory: workingDirectory) {
      LanguageTags.problem(with: $0, catalogLanguages: [])
    }
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
