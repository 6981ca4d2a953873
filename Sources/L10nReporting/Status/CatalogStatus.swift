import L10nCatalog
import L10nCheck

/// How far one catalog is translated, per language: what `l10n status` shows.
public struct CatalogStatus: Encodable, Sendable, Equatable {
  public var file: String
  public var sourceLanguage: String
  /// Keys that count: translatable (`shouldTranslate` is not false) and not stale.
  public var keys: Int
  public var staleKeys: Int
  public var untranslatableKeys: Int
  public var languages: [LanguageStatus]

  public init(
    file: String, sourceLanguage: String, keys: Int, staleKeys: Int, untranslatableKeys: Int,
    languages: [LanguageStatus]
  ) {
    self.file = file
    self.sourceLanguage = sourceLanguage
    self.keys = keys
    self.staleKeys = staleKeys
    self.untranslatableKeys = untranslatableKeys
    self.languages = languages
  }
}

/// One language of one catalog: its keys counted as `check` counts coverage (`CoverageCounts`),
/// the keys not translated split into new and missing.
public struct LanguageStatus: Encodable, Sendable, Equatable {
  public var language: String
  public var isSource: Bool
  /// Every counted key in one of translated, needs review and not translated (`counts.missing`):
  /// a key is translated when every text (all variation cases) is `translated` (and not empty
  /// where the source has text) and every plural has the categories the language needs (ICU).
  public var counts: CoverageCounts
  /// The keys not translated that have some text: `new` (or a state l10n does not know), empty
  /// where the source has text, or a plural without a category the language needs.
  public var new: Int
  /// Source words still to translate and to review (`status --words`); nil when not counted.
  public var words: WordCounts?

  public init(language: String, isSource: Bool, counts: CoverageCounts, new: Int) {
    self.language = language
    self.isSource = isSource
    self.counts = counts
    self.new = new
  }

  /// The keys not translated without any text: no localization for the language, or one without
  /// a text.
  public var missing: Int { counts.missing - new }

  private enum Key: String, CodingKey {
    case language, isSource, keys, translated, needsReview, new, missing, percentTranslated, words
  }

  /// The counts as status's JSON has them: `keys`, `translated`, `needsReview`, `new`, `missing`
  /// and `percentTranslated` (translated ÷ keys × 100; 100 when there are no keys).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(language, forKey: .language)
    try container.encode(isSource, forKey: .isSource)
    try container.encode(counts.total, forKey: .keys)
    try container.encode(counts.translated, forKey: .translated)
    try container.encode(counts.needsReview, forKey: .needsReview)
    try container.encode(new, forKey: .new)
    try container.encode(missing, forKey: .missing)
    try container.encode(counts.percent, forKey: .percentTranslated)
    try container.encodeIfPresent(words, forKey: .words)
  }
}

extension CatalogStatus {
  /// Counts a catalog. In the source language a key with no localization counts as translated:
  /// like Xcode, the key itself is then the source text.
  ///
  /// - Parameters:
  ///   - extraLanguages: languages to report even where the catalog has nothing for them.
  ///   - countWords: also count the source words each language still needs (`WordCounts`).
  public init(catalog: StringCatalog, file: String, extraLanguages: [String] = [], countWords: Bool = false) {
    let states = CatalogKeyStates(catalog: catalog, extraLanguages: extraLanguages)
    self.init(file: file, states: states)
    if countWords {
      for (index, words) in states.wordCounts(in: catalog).enumerated() { languages[index].words = words }
    }
  }

  /// The counts of a catalog's key states.
  public init(file: String, states: CatalogKeyStates) {
    let rows = zip(states.languages, states.states).map { language, keyStates in
      LanguageStatus(
        language: language, isSource: language == states.sourceLanguage, counts: CoverageCounts(keyStates),
        new: keyStates.count { $0 == .new })
    }
    self.init(
      file: file, sourceLanguage: states.sourceLanguage, keys: states.keys.count, staleKeys: states.staleKeys,
      untranslatableKeys: states.untranslatableKeys, languages: rows)
  }
}
