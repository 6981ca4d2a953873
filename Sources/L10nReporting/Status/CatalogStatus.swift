import L10nCatalog
import L10nCheck

/// How far one catalog is translated, per language: what `l10n status` shows.
public struct CatalogStatus: Codable, Sendable, Equatable {
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

/// One language of one catalog. Every counted key is in exactly one of translated, needsReview,
/// new and missing.
public struct LanguageStatus: Codable, Sendable, Equatable {
  public var language: String
  public var isSource: Bool
  public var keys: Int
  /// Every text of the key (all variation cases) is `translated` (and not empty where the source
  /// has text), and every plural has the categories the language needs (ICU): as `check` counts.
  public var translated: Int
  /// Every text is translated or `needs_review`, at least one needs review.
  public var needsReview: Int
  /// Some text is not translated yet: `new` (or a state l10n does not know), empty where the
  /// source has text, or a plural lacks a category the language needs.
  public var new: Int
  /// No localization for this language, or one without any text.
  public var missing: Int
  /// translated ÷ keys × 100; 100 when there are no keys.
  public var percentTranslated: Double
  /// Source words still to translate and to review (`status --words`); nil when not counted.
  public var words: WordCounts?

  public init(language: String, isSource: Bool, keys: Int, translated: Int, needsReview: Int, new: Int, missing: Int) {
    self.language = language
    self.isSource = isSource
    self.keys = keys
    self.translated = translated
    self.needsReview = needsReview
    self.new = new
    self.missing = missing
    self.percentTranslated = keys == 0 ? 100 : Double(translated) * 100 / Double(keys)
  }
}

extension LanguageStatus {
  /// The counts as `check` keeps them: what status calls new or missing, check calls missing.
  public var coverageCounts: CoverageCounts {
    CoverageCounts(total: keys, translated: translated, needsReview: needsReview, missing: new + missing)
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
      var counts = [Int](repeating: 0, count: CatalogKeyStates.State.allCases.count)
      for state in keyStates { counts[Int(state.rawValue)] += 1 }
      return LanguageStatus(
        language: language, isSource: language == states.sourceLanguage, keys: keyStates.count,
        translated: counts[0], needsReview: counts[1], new: counts[2], missing: counts[3])
    }
    self.init(
      file: file, sourceLanguage: states.sourceLanguage, keys: states.keys.count, staleKeys: states.staleKeys,
      untranslatableKeys: states.untranslatableKeys, languages: rows)
  }
}
