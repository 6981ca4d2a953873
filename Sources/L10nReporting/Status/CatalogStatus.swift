import OrderedCollections
import L10nCatalog

/// How far one catalog is translated, per language: what `l10n status` shows.
public struct CatalogStatus: Codable, Sendable, Equatable {
  public var file: String
  public var sourceLanguage: String
  /// Keys that count: translatable (`shouldTranslate` is not false) and not stale.
  public var keys: Int
  public var staleKeys: Int
  public var untranslatableKeys: Int
  public var languages: [LanguageStatus]

  public init(file: String, sourceLanguage: String, keys: Int, staleKeys: Int, untranslatableKeys: Int, languages: [LanguageStatus]) {
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
  /// Every text of the key (all variation cases) is `translated`.
  public var translated: Int
  /// At least one text is `needs_review`.
  public var needsReview: Int
  /// At least one text is `new` (or has a state l10n does not know), none needs review.
  public var new: Int
  /// No localization for this language, or one without any text.
  public var missing: Int
  /// translated ÷ keys × 100; 100 when there are no keys.
  public var percentTranslated: Double

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

extension CatalogStatus {
  /// Counts a catalog.
  ///
  /// - Parameters:
  ///   - extraLanguages: languages to report even where the catalog has nothing for them.
  ///
  /// In the source language a key with no localization counts as translated: like Xcode, the key
  /// itself is then the source text.
  public init(catalog: StringCatalog, file: String, extraLanguages: [String] = []) {
    var languages = catalog.languages
    for language in extraLanguages where !languages.contains(language) { languages.append(language) }
    let source = catalog.sourceLanguage
    var stale = 0
    var untranslatable = 0
    var counted: [CatalogEntry] = []
    for entry in catalog.strings.values {
      if entry.extractionState == .stale {
        stale += 1
      } else if !entry.isTranslatable {
        untranslatable += 1
      } else {
        counted.append(entry)
      }
    }
    let rows = languages.map { language -> LanguageStatus in
      var translated = 0
      var needsReview = 0
      var new = 0
      var missing = 0
      for entry in counted {
        guard let localization = entry.localizations?[language] else {
          if language == source { translated += 1 } else { missing += 1 }
          continue
        }
        let states = localization.leafStates
        if states.isEmpty {
          missing += 1
        } else if states.allSatisfy({ $0 == .translated }) {
          translated += 1
        } else if states.contains(.needsReview) {
          needsReview += 1
        } else {
          new += 1
        }
      }
      return LanguageStatus(
        language: language, isSource: language == source, keys: counted.count, translated: translated,
        needsReview: needsReview, new: new, missing: missing)
    }
    self.init(
      file: file, sourceLanguage: source, keys: counted.count, staleKeys: stale, untranslatableKeys: untranslatable,
      languages: rows)
  }
}
