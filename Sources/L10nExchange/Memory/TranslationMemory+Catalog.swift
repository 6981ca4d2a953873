import L10nCatalog
import OrderedCollections

extension TranslationMemory {
  /// Adds the translated units of `catalog`: each unit an export would write (a key's text, or one
  /// case of its plural, device or substitution variations) whose translation is `translated`, or
  /// `needs_review` at the lower rank. Keys marked `shouldTranslate: false`, empty translations
  /// and App Shortcut phrase sets are left out. `languages` limits the target languages (all but
  /// the source language when nil); `origin` names the catalog in matches.
  public mutating func add(catalog: StringCatalog, origin: String, languages: Set<String>? = nil) {
    for language in catalog.languages.dropFirst() where languages?.contains(language) ?? true {
      let collector = UnitCollector(targetLanguage: language)
      for (key, entry) in catalog.strings where entry.isTranslatable {
        guard let localization = entry.localizations?[language], !localization.isEmptyOfTexts else { continue }
        for unit in collector.units(key: key, entry: entry, sourceLanguage: catalog.sourceLanguage) {
          guard unit.targetValues == nil, let target = unit.target, !target.isEmpty else { continue }
          let rank: Rank
          switch unit.state {
          case "translated": rank = .translated
          case ExchangeState.xliff(.needsReview): rank = .needsReview
          default: continue
          }
          add(
            Unit(
              source: unit.source, target: target, sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
              pluralCategory: unit.pluralCategory, rank: rank, origin: origin + ": " + unit.id))
        }
      }
    }
  }
}

extension Localization {
  /// No text at all: no unit, set, variations or substitutions.
  fileprivate var isEmptyOfTexts: Bool {
    stringUnit == nil && stringSet == nil && variations == nil && substitutions == nil
  }
}
