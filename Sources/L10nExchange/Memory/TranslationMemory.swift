import L10nCatalog
import L10nICU

/// Pairs of source text and translation that earlier work produced: the project's catalogs (every
/// translated unit, per language) and TMX files. `l10n fill --from-memory`, export's suggestions
/// and `l10n memory` read it.
public struct TranslationMemory: Sendable {
  /// One pair.
  public struct Unit: Sendable, Hashable {
    public var source: String
    public var target: String
    public var sourceLanguage: String
    public var targetLanguage: String
    /// The plural category when the pair is one case of a plural variation; a case matches only
    /// the same category.
    public var pluralCategory: String?
    public var rank: Rank
    /// Where the pair comes from: `catalog: id` for a catalog's unit, the file for a TMX's.
    public var origin: String

    public init(
      source: String, target: String, sourceLanguage: String, targetLanguage: String, pluralCategory: String? = nil,
      rank: Rank = .translated, origin: String
    ) {
      self.source = source
      self.target = target
      self.sourceLanguage = sourceLanguage
      self.targetLanguage = targetLanguage
      self.pluralCategory = pluralCategory
      self.rank = rank
      self.origin = origin
    }
  }

  /// How much a pair is trusted: a translation marked for review comes after a confirmed one.
  public enum Rank: Int, Sendable, Hashable, Comparable {
    case translated = 0
    case needsReview = 1

    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public private(set) var units: [Unit] = []

  public init(units: [Unit] = []) {
    self.units = units
  }

  public mutating func add(_ unit: Unit) {
    guard !unit.source.isEmpty, !unit.target.isEmpty else { return }
    units.append(unit)
  }

  public mutating func add(contentsOf other: TranslationMemory) {
    units += other.units
  }

  /// The target languages the memory has pairs for, sorted.
  public var languages: [String] {
    Set(units.map(\.targetLanguage)).sorted()
  }

  /// A search over the pairs into `language` from `sourceLanguage`, with its index built (for
  /// several, `MemorySearches` sorts the pairs by languages once).
  public func search(language: String, sourceLanguage: String) -> MemorySearch {
    var searches = MemorySearches(self)
    return searches.search(language: language, sourceLanguage: sourceLanguage)
  }

  /// Spells the languages of the pairs as `known` does (the catalogs' languages): the same tag in
  /// another case or with `_` (`LanguageTags.same`), or, where `known` has no such tag, the language of a regional tag
  /// (`fr-FR` pairs count for `fr`). Other tags stay as they are.
  public mutating func spellLanguages(as known: [String]) {
    var spelled: [String: String] = [:]
    func spelling(_ tag: String) -> String {
      if let found = spelled[tag] { return found }
      let result =
        known.first { LanguageTags.same($0, tag) } ?? known.first { LanguageTags.isRegional(tag, of: $0) } ?? tag
      spelled[tag] = result
      return result
    }
    for index in units.indices {
      units[index].targetLanguage = spelling(units[index].targetLanguage)
      units[index].sourceLanguage = spelling(units[index].sourceLanguage)
    }
  }
}

/// A memory's searches, each built the first time a pair of languages asks for it. The pairs are
/// sorted by their languages once, so a search reads only its own.
public struct MemorySearches: Sendable {
  public let memory: TranslationMemory
  private var built: [String: MemorySearch] = [:]
  /// The indices of the pairs by source and target language (`LanguageTags.comparable`).
  private let byLanguages: [String: [Int]]

  public init(_ memory: TranslationMemory) {
    self.memory = memory
    var comparable: [String: String] = [:]  // each distinct tag made comparable once
    func form(_ tag: String) -> String {
      if let found = comparable[tag] { return found }
      let result = LanguageTags.comparable(tag)
      comparable[tag] = result
      return result
    }
    var groups: [String: [Int]] = [:]
    for (index, unit) in memory.units.enumerated() {
      groups[form(unit.sourceLanguage) + "\u{0}" + form(unit.targetLanguage), default: []].append(index)
    }
    byLanguages = groups
  }

  /// The search into `language` from `sourceLanguage`.
  public mutating func search(language: String, sourceLanguage: String) -> MemorySearch {
    let key = sourceLanguage + "\u{0}" + language
    if let found = built[key] { return found }
    let pairs =
      byLanguages[LanguageTags.comparable(sourceLanguage) + "\u{0}" + LanguageTags.comparable(language)] ?? []
    let search = MemorySearch(pairs.map { memory.units[$0] })
    built[key] = search
    return search
  }

  /// The languages to work on in `catalog`: `wanted` but its source language, else the
  /// catalog's languages but the source (`StringCatalog.languages`, in Xcode's order).
  public static func languages(of catalog: StringCatalog, wanted: [String]?) -> [String] {
    wanted?.filter { $0 != catalog.sourceLanguage } ?? Array(catalog.languages.dropFirst())
  }

  /// The search into `language` from `sourceLanguage` when it is built, without building it (for
  /// readers on several threads, once every search they need is built).
  public func built(language: String, sourceLanguage: String) -> MemorySearch? {
    built[sourceLanguage + "\u{0}" + language]
  }
}

/// One match the memory offers for a source text.
public struct MemoryMatch: Sendable, Hashable {
  /// 100 for the same text (placeholders abstracted), else the fuzzy score below it.
  public var score: Int
  /// The memory's source text and its translation.
  public var source: String
  public var target: String
  public var rank: TranslationMemory.Rank
  public var origin: String
  /// How many pairs in the memory gave this translation for this source.
  public var occurrences: Int

  public var isExact: Bool { score == 100 }
}
