import Dispatch
import L10nCatalog
import L10nCheck
import L10nICU
import OrderedCollections

/// How far one catalog is translated, per language: what `l10n status` shows.
public struct CatalogStatus: Codable, Sendable, Equatable {
  public var file: String
  public var sourceLanguage: String
  /// Keys that count: translatable (`shouldTranslate` is not false) and not stale.
  public var keys: Int
  public var staleKeys: Int
  public var untranslatableKeys: Int
  public var languages: [LanguageStatus]
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
    var counted: [(key: String, entry: CatalogEntry)] = []
    for (key, entry) in catalog.strings {
      if entry.extractionState == .stale {
        stale += 1
      } else if !entry.isTranslatable {
        untranslatable += 1
      } else {
        counted.append((key, entry))
      }
    }
    let sources = counted.map { CoverageSource($0.entry.localizations?[source], key: $0.key) }
    let entries = counted.map(\.entry)
    // Languages are counted in parallel (each reads the catalog only); a large catalog has 20 or
    // more of them.
    @Sendable func count(_ language: String) -> LanguageStatus {
      let required = PluralRules.forLanguage(language).required
      var counter = CoverageCounter()
      var translated = 0
      var needsReview = 0
      var new = 0
      var missing = 0
      for (index, entry) in entries.enumerated() {
        guard let localization = entry.localizations?[language] else {
          if language == source { translated += 1 } else { missing += 1 }
          continue
        }
        // As `check` counts coverage (`KeyCoverage`); what it calls untranslated is missing here
        // when the localization has no text at all, else new.
        switch counter.coverage(of: localization, requiredPlurals: required, source: sources[index]) {
        case .translated: translated += 1
        case .needsReview: needsReview += 1
        case .untranslated:
          if localization.leafStates.isEmpty { missing += 1 } else { new += 1 }
        }
      }
      return LanguageStatus(
        language: language, isSource: language == source, keys: entries.count, translated: translated,
        needsReview: needsReview, new: new, missing: missing)
    }
    var rows = [LanguageStatus?](repeating: nil, count: languages.count)
    if counted.count * languages.count < 20_000 {
      for index in languages.indices { rows[index] = count(languages[index]) }
    } else {
      rows.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let results = buffer
        let all = languages
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
          results[index] = count(all[index])
        }
      }
    }
    self.init(
      file: file, sourceLanguage: source, keys: counted.count, staleKeys: stale, untranslatableKeys: untranslatable,
      languages: rows.map { $0! })
  }
}
