import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nProject
import OrderedCollections

/// The translation memory of a project, for the requests that read it.
extension ProjectSession {
  /// Every configured catalog (those in `loaded` are not read again), then l10n.yml's `memory`
  /// files and `files` (TMX, from the working directory), for `languages` (all when nil).
  public func memory(loaded: [CatalogFile], languages: Set<String>?, files: [String] = []) throws -> TranslationMemory {
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
      let file = try CatalogFile(path: url.path, displayPath: display(url), onlyLanguages: languages)
      memory.add(catalog: file.catalog, origin: file.displayPath, languages: languages)
      catalogs.append(file.catalog)
      keep(file.catalog)
    }
    let tmx = project.configuration.memory.map { PathDisplay.resolve($0, against: project.root) } + files.map(resolve)
    guard !tmx.isEmpty else { return memory }
    // A TMX whose srclang is `*all*` gives pairs from each of the catalogs' source languages.
    let sourceLanguages = Array(
      OrderedSet(catalogs.isEmpty ? [project.configuration.sourceLanguage] : catalogs.map(\.sourceLanguage)))
    // The catalogs' spelling of each language, for TMX tags such as fr-FR or FR_fr.
    var known = sourceLanguages
    for catalog in catalogs { known += catalog.languages.dropFirst() }
    known += project.configuration.languages
    for url in tmx {
      var read = try TMX.read(url, displayPath: display(url), sourceLanguages: sourceLanguages)
      read.spellLanguages(as: known)
      memory.add(contentsOf: read)
    }
    return memory
  }

  /// What `l10n fill --from-memory --lang LANGUAGE` (exact matches only) would fill in a key of a
  /// catalog, for `check`'s `memory-match`: `MemoryFill.fillable` over the project's memory from
  /// each catalog's source language, every search built before the check's threads ask.
  func memoryFillable(loaded: [CatalogFile]) throws
    -> @Sendable (_ catalog: StringCatalog, _ key: String, _ language: String) -> [MemoryMatchText]
  {
    let memory = try memory(loaded: loaded, languages: nil)
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
