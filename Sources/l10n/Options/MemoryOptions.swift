import ArgumentParser
import L10nSession

/// `--lang fr,de`, for the commands that read the translation memory.
struct MemoryLanguages: ParsableArguments {
  @Option(
    name: [.customLong("lang"), .customLong("language")],
    help: ArgumentHelp("The languages, comma-separated (default: each catalog's).", valueName: "languages"))
  var languages: [String] = []

  /// The languages named (`LanguageTags.list`), nil for every language.
  var list: [String]? {
    let named = LanguageOption.list(languages)
    return named.isEmpty ? nil : named
  }
}

/// `--memory FILE.tmx`, for the commands that read the translation memory.
struct MemoryOptions: ParsableArguments {
  @Option(
    name: .customLong("memory"),
    help: ArgumentHelp(
      "A TMX file to use as translation memory besides the catalogs and l10n.yml's memory (repeatable).",
      valueName: "file.tmx"),
    completion: .file(extensions: ["tmx"]))
  var files: [String] = []

  /// The scope of a memory request: these catalogs, `languages`, and the `--memory` files.
  func scope(catalogs: [String], languages: [String]?) -> MemoryScope {
    MemoryScope(catalogs: catalogs, languages: languages, memoryFiles: files)
  }
}
