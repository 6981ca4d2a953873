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
      ? [] : try catalogURLs()
    for url in configured where !seen.contains(url.resolvingSymlinksInPath().path) {
      let file = try self.files.catalog(at: url, onlyLanguages: languages)
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
      var read = try TMX.read(
        url, displayPath: display(url), sourceLanguages: sourceLanguages, from: self.files)
      read.spellLanguages(as: known)
      memory.add(contentsOf: read)
    }
    return memory
  }
}
