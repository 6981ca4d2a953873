import L10nCatalog
import L10nExchange
import L10nProject
import L10nReporting
import OrderedCollections

/// `l10n status`: how far each catalog is translated, per language; with words, what each
/// language still needs, and with rates, what it will take and cost.
public struct StatusRequest: SessionRequest {
  public var catalogs: [String]
  /// Count the source words each language still needs.
  public var countWords: Bool
  /// Only these languages (and the source), as typed; any the catalogs lack is added.
  public var languages: [String]
  /// Words per day and price per word (default: l10n.yml's `costs:`); with either, words are
  /// counted, and the words the memory fills exactly are taken off before days and cost.
  public var rates = CostRates()

  public init(catalogs: [String] = [], countWords: Bool = false, languages: [String] = []) {
    self.catalogs = catalogs
    self.countWords = countWords
    self.languages = languages
  }

  public func run(in session: ProjectSession) throws -> [CatalogStatus] {
    let files = try session.catalogs(catalogs, access: .readOnly)
    session.keep(files.map(\.catalog))
    // A language the catalogs lack must be one: a typo would show a language no device loads
    // as costing every word.
    let wanted = try LanguageOption.tags(
      languages, project: session.project, catalogs: files.map(\.catalog), option: "--lang")
    let configured = session.project.configuration.costs
    let rates = CostRates(
      wordsPerDay: self.rates.wordsPerDay ?? configured.wordsPerDay,
      pricePerWord: self.rates.pricePerWord ?? configured.pricePerWord)
    let costs = countWords && !rates.isEmpty || !self.rates.isEmpty
    var statuses = files.map {
      var status = CatalogStatus(
        catalog: $0.catalog, file: $0.displayPath, extraLanguages: session.project.configuration.languages + wanted,
        countWords: countWords || costs)
      if !wanted.isEmpty { status.languages.removeAll { !$0.isSource && !wanted.contains($0.language) } }
      return status
    }
    if costs { try session.addCosts(rates, to: &statuses, files: files) }
    return statuses
  }
}

extension ProjectSession {
  /// Days and cost per language, after the words of texts the memory fills exactly
  /// (`MemoryFill.fillable`, as `fill --from-memory` fills them).
  /// `statuses[i]` is `files[i]`'s, its words counted.
  func addCosts(_ rates: CostRates, to statuses: inout [CatalogStatus], files: [CatalogFile]) throws {
    let languages = Set(statuses.flatMap { $0.languages.filter { !$0.isSource }.map(\.language) })
    var searches = MemorySearches(try memory(loaded: files, languages: languages))
    for (index, file) in files.enumerated() {
      let catalog = file.catalog
      let words = SourceWords(sourceLanguage: catalog.sourceLanguage)
      for row in statuses[index].languages.indices where !statuses[index].languages[row].isSource {
        let language = statuses[index].languages[row].language
        let search = searches.search(language: language, sourceLanguage: catalog.sourceLanguage)
        var exact = 0
        // Keys status counts: not stale (untranslatable ones memory never fills).
        for (key, entry) in catalog.strings where entry.extractionState != .stale {
          for unit in MemoryFill.fillable(key: key, in: catalog, language: language, search: search) {
            exact += words.count(unit.source)
          }
        }
        statuses[index].languages[row].words?.addCosts(rates, memoryExact: exact)
      }
    }
  }
}
