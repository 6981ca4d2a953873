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

  /// A search over the pairs into `language` from `sourceLanguage`, with its index built.
  public func search(language: String, sourceLanguage: String) -> MemorySearch {
    MemorySearch(
      units.filter {
        Self.sameLanguage($0.targetLanguage, language) && Self.sameLanguage($0.sourceLanguage, sourceLanguage)
      })
  }

  /// Language tags compare without case, `_` as `-`, and a tag with a region is the language
  /// without one: TMX files write `fr-FR`, `FR-fr` or `fr_FR` where a catalog has `fr`. A script
  /// is never dropped (`zh-Hans` is not `zh-Hant`, nor `zh`).
  static func sameLanguage(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    let (x, y) = (a.lowercased().replacing("_", with: "-"), b.lowercased().replacing("_", with: "-"))
    if x == y { return true }
    let (short, long) = x.count < y.count ? (x, y) : (y, x)
    guard long.hasPrefix(short + "-") else { return false }
    let region = long.dropFirst(short.count + 1)
    return (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber))
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
