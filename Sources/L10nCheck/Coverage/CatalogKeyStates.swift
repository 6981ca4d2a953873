import L10nCatalog
import L10nICU
import OrderedCollections

/// Where each counted key of a catalog stands in each language: the one count behind `l10n status`
/// (`CatalogStatus` adds these up) and the report's lists of keys left to do. `check` keeps the
/// same states from its own walk when asked (`CheckOptions.keepsKeyStates`), so that `report`
/// judges every key once.
public struct CatalogKeyStates: Sendable {
  /// One key in one language. Every counted key is in exactly one state.
  public enum State: UInt8, Sendable, CaseIterable {
    /// Every text (all variation cases) translated, every plural with the categories the language needs.
    case translated
    /// Every text translated or `needs_review`, at least one needs review.
    case needsReview
    /// Some text not translated yet, empty where the source has text, or a plural lacking a category.
    case new
    /// No localization for this language, or one without any text.
    case missing
  }

  public var sourceLanguage: String
  /// The catalog's languages, then the extra ones it has nothing for (`StringCatalog.languages(adding:)`).
  public var languages: [String]
  /// The keys that count (translatable and not stale), in catalog order.
  public var keys: [String]
  public var staleKeys: Int
  public var untranslatableKeys: Int
  /// Per language (as `languages`), the state of each key (as `keys`).
  public var states: [[State]]

  /// Judges every counted key in every language with `check`'s coverage rule (`CoverageCounter`).
  ///
  /// - Parameters:
  ///   - extraLanguages: languages to report even where the catalog has nothing for them.
  ///
  /// In the source language a key with no localization counts as translated: like Xcode, the key
  /// itself is then the source text.
  public init(catalog: StringCatalog, extraLanguages: [String] = []) {
    let languages = catalog.languages(adding: extraLanguages)
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
    // Only the localizations are read per language: no copy of the rest of each entry.
    let localizations = counted.map(\.entry.localizations)
    @Sendable func judge(_ language: String) -> [State] {
      let required = PluralRules.forLanguage(language).required
      var counter = CoverageCounter()
      var states = [State](repeating: .missing, count: localizations.count)
      for index in localizations.indices {
        guard let localization = localizations[index]?[language] else {
          if language == source { states[index] = .translated }
          continue
        }
        states[index] = State(
          counter.coverage(of: localization, requiredPlurals: required, source: sources[index]), localization)
      }
      return states
    }
    // Languages are judged in parallel (each reads the catalog only); a large catalog has 20 or
    // more of them.
    let rows =
      counted.count * languages.count < 20_000
      ? languages.map(judge) : Parallel.map(languages.count) { judge(languages[$0]) }
    self.init(
      sourceLanguage: source, languages: languages, keys: counted.map(\.key), staleKeys: stale,
      untranslatableKeys: untranslatable, states: rows)
  }

  /// The states as `check`'s walk judged them (`CheckOptions.keepsKeyStates`).
  init(
    sourceLanguage: String, languages: [String], keys: [String], staleKeys: Int, untranslatableKeys: Int,
    states: [[State]]
  ) {
    self.sourceLanguage = sourceLanguage
    self.languages = languages
    self.keys = keys
    self.staleKeys = staleKeys
    self.untranslatableKeys = untranslatableKeys
    self.states = states
  }

  /// Whether the localization has any text (`leafStates` is not empty), without listing them
  /// where its own text or string set answers.
  static func hasText(_ localization: Localization) -> Bool {
    if localization.stringSet != nil || (localization.variations == nil && localization.stringUnit != nil) {
      return true
    }
    return !localization.leafStates.isEmpty
  }
}

extension CatalogKeyStates.State {
  /// A key's state from `check`'s judgement (`KeyCoverage`) of its `localization` in a language:
  /// what check calls untranslated is missing here when the localization has no text at all, else
  /// new.
  init(_ coverage: KeyCoverage, _ localization: Localization) {
    switch coverage {
    case .translated: self = .translated
    case .needsReview: self = .needsReview
    case .untranslated: self = CatalogKeyStates.hasText(localization) ? .new : .missing
    }
  }
}
