import L10nCatalog
import L10nText
import OrderedCollections

extension ExchangeFile {
  /// Adds to each unit without a translation (none, or only a `new` one) up to `limit` matches at
  /// `minimumScore` or above, for translators: XLIFF writes them as `<alt-trans>`, CSV as the
  /// suggestion and match columns. A suggestion is never taken as a translation.
  public mutating func addSuggestions(from search: MemorySearch, minimumScore: Int, limit: Int = 3) {
    guard search.pairCount > 0 else { return }
    for index in units.indices {
      let unit = units[index]
      guard unit.isOpenForMemory else { continue }
      units[index].suggestions = search.matches(
        for: unit.source, pluralCategory: unit.pluralCategory, minimumScore: minimumScore, limit: limit)
    }
  }
}

/// `l10n memory stats`: per language, the pairs in memory and how many missing translations it
/// could fill, exactly or with a fuzzy match. This is what a team wants to know before it sends
/// texts to a translator.
public struct MemoryStats: Encodable, Sendable {
  public struct Row: Encodable, Sendable, Hashable {
    public var language: String
    /// Pairs of source text and translation into the language.
    public var pairs = 0
    /// Units of the catalogs without a translation (none, or only a `new` one).
    public var missing = 0
    /// Missing units with a 100 match, and with a fuzzy match (and no 100 one).
    public var exact = 0
    public var fuzzy = 0
  }

  public static let schemaVersion = 1
  var schemaVersion = MemoryStats.schemaVersion
  public var fuzzyMinimum: Int
  public var languages: [Row] = []

  /// Counts over `catalogs` for `languages` (each catalog's languages but its source when nil).
  public init(catalogs: [StringCatalog], memory: TranslationMemory, languages wanted: [String]?, fuzzyMinimum: Int) {
    self.fuzzyMinimum = fuzzyMinimum
    var rows: [String: Row] = [:]
    var order: [String] = []
    var searches = MemorySearches(memory)
    var pairs: [String: [String: Int]] = [:]
    for catalog in catalogs {
      for language in MemorySearches.languages(of: catalog, wanted: wanted) {
        let search = searches.search(language: language, sourceLanguage: catalog.sourceLanguage)
        // Pairs per language, once per source language (several catalogs share one search).
        pairs[language, default: [:]][catalog.sourceLanguage] = search.pairCount
        if rows[language] == nil {
          order.append(language)
          rows[language] = Row(language: language)
        }
        let open = UnitCollector(targetLanguage: language, selection: .untranslated).file(for: catalog, original: "")
        for unit in open.units where unit.isOpenForMemory {
          rows[language]!.missing += 1
          guard
            let best = search.bestMatch(
              for: unit.source, pluralCategory: unit.pluralCategory, minimumScore: fuzzyMinimum)
          else { continue }
          if best.isExact { rows[language]!.exact += 1 } else { rows[language]!.fuzzy += 1 }
        }
      }
    }
    languages = order.sorted().map { language in
      var row = rows[language]!
      row.pairs = pairs[language]?.values.reduce(0, +) ?? 0
      return row
    }
  }
}
