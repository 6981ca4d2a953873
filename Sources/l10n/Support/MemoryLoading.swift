import ArgumentParser
import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nICU
import L10nProject
import OrderedCollections

/// `--lang fr,de`, for the commands that read the translation memory.
struct MemoryLanguages: ParsableArguments {
  @Option(
    name: [.customLong("lang"), .customLong("language")],
    help: ArgumentHelp("The languages, comma-separated (default: each catalog's).", valueName: "languages"))
  var languages: [String] = []

  /// The languages named (`LanguageTags.list`), nil for every language.
  var list: [String]? {
    let named = LanguageTags.list(languages)
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

  /// The catalogs a memory command works on, read (and locked, with `locking`) before anything
  /// else, and the translation memory for `languages` (all when nil). The catalogs are kept until
  /// the run ends.
  func load(
    _ global: GlobalOptions, catalogs arguments: [String], languages: [String]?,
    locking: CatalogLock.Waiting? = nil, onlyLanguages: Bool = false
  ) throws -> (project: Project, files: [CatalogFile], memory: TranslationMemory) {
    let project = try global.loadProject()
    let loading = try CatalogLoading(
      project: project, arguments: arguments, workingDirectory: global.workingDirectory, locking: locking,
      onlyLanguages: onlyLanguages ? languages.map(Set.init) : nil)
    try loading.requireAll(color: global.color)
    KeptUntilExit.keep(loading.files.map(\.catalog))
    // Each language named must be one, as export and import judge it.
    _ = try LanguageOption.tags(
      languages ?? [], project: project, catalogs: loading.files.map(\.catalog), option: "--lang")
    let memory = try memory(
      project: project, loaded: loading.files, workingDirectory: global.workingDirectory,
      languages: languages.map(Set.init))
    return (project, loading.files, memory)
  }

  /// The project's translation memory with the `--memory` files (see `ProjectMemory.load`).
  func memory(
    project: Project, loaded: [CatalogFile], workingDirectory: URL, languages: Set<String>?
  ) throws -> TranslationMemory {
    try ProjectMemory.load(
      project: project, loaded: loaded, workingDirectory: workingDirectory, languages: languages, files: files)
  }
}

/// The translation memory of a project, for the commands that read it.
enum ProjectMemory {
  /// Every configured catalog (those already read are not read again), then l10n.yml's `memory`
  /// files and `files` (TMX, relative to the working directory), for `languages` (all when nil).
  static func load(
    project: Project, loaded: [CatalogFile], workingDirectory: URL, languages: Set<String>?, files: [String] = []
  ) throws -> TranslationMemory {
    var memory = TranslationMemory()
    var seen = Set<String>()
    var catalogs = loaded.map(\.catalog)
    for file in loaded {
      seen.insert(URL(fileURLWithPath: file.resolvedPath).resolvingSymlinksInPath().path)
      memory.add(catalog: file.catalog, origin: file.displayPath, languages: languages)
    }
    // The rest of the project's catalogs (none when l10n.yml names none and catalogs were named on
    // the command line): only the languages needed are read. One that cannot be found or read
    // is a failure, not a smaller memory.
    let configured =
      project.configuration.catalogs.isEmpty
      ? [] : try project.catalogURLs(arguments: [], workingDirectory: workingDirectory)
    for url in configured where !seen.contains(url.resolvingSymlinksInPath().path) {
      let display = PathDisplay.relative(url, to: workingDirectory)
      let file = try CatalogFile(path: url.path, displayPath: display, onlyLanguages: languages)
      memory.add(catalog: file.catalog, origin: display, languages: languages)
      catalogs.append(file.catalog)
      KeptUntilExit.keep(file.catalog)
    }
    let tmx =
      project.configuration.memory.map { PathDisplay.resolve($0, against: project.root) }
      + files.map { PathDisplay.resolve($0, against: workingDirectory) }
    guard !tmx.isEmpty else { return memory }
    // A TMX whose srclang is `*all*` gives pairs from each of the catalogs' source languages.
    let sourceLanguages = Array(
      OrderedSet(catalogs.isEmpty ? [project.configuration.sourceLanguage] : catalogs.map(\.sourceLanguage)))
    // The catalogs' spelling of each language, for TMX tags such as fr-FR or FR_fr.
    var known = sourceLanguages
    for catalog in catalogs { known += catalog.languages.dropFirst() }
    known += project.configuration.languages
    for url in tmx {
      var read = try TMX.read(
        url, displayPath: PathDisplay.relative(url, to: workingDirectory), sourceLanguages: sourceLanguages)
      read.spellLanguages(as: known)
      memory.add(contentsOf: read)
    }
    return memory
  }

  /// What `l10n fill --from-memory --lang LANGUAGE` (exact matches only) would fill in a key of a
  /// catalog, for `check`'s `memory-match`: `MemoryFill.fillable` over the project's memory from
  /// each catalog's source language, every search built before the check's threads ask.
  static func fillable(project: Project, loaded: [CatalogFile], workingDirectory: URL) throws
    -> @Sendable (_ catalog: StringCatalog, _ key: String, _ language: String) -> [MemoryMatchText]
  {
    let memory = try load(project: project, loaded: loaded, workingDirectory: workingDirectory, languages: nil)
    var searches = MemorySearches(memory)
    for sourceLanguage in Set(loaded.map(\.catalog.sourceLanguage)) {
      for language in memory.languages where language != sourceLanguage {
        _ = searches.search(language: language, sourceLanguage: sourceLanguage)
      }
    }
    let built = searches
    return { catalog, key, language in
      guard let search = built.built(language: language, sourceLanguage: catalog.sourceLanguage) else { return [] }
      return MemoryFill.fillable(key: key, in: catalog, language: language, search: search).map {
        MemoryMatchText(path: $0.path, source: $0.source, target: $0.target ?? "")
      }
    }
  }
}
