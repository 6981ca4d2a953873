import L10nCatalog
import OrderedCollections

extension AndroidReader.Document {
  /// A new catalog of this file's texts, for a team moving an Android app's texts to a String
  /// Catalog: each unit a key (its resource name, or the key `keys` gave the reader) with its
  /// comment, `shouldTranslate: false` where the file said `translatable="false"`, and its text,
  /// `translated`, in `language` (a `<plurals>` as plural cases). `<string-array>`s are not in it
  /// (`arrays`, and a warning each).
  public func catalog(sourceLanguage language: String) -> StringCatalog {
    var catalog = StringCatalog(sourceLanguage: language)
    for unit in units {
      var entry = catalog.strings[unit.key] ?? CatalogEntry()
      if entry.comment == nil { entry.comment = unit.note }
      if !unit.translate { entry.shouldTranslate = false }
      var localizations = entry.localizations ?? [:]
      var localization = localizations[language] ?? Localization()
      localization[unit.path] = Localization(stringUnit: StringUnit(state: .translated, value: unit.target ?? ""))
      localizations[language] = localization
      entry.localizations = localizations
      catalog.strings[unit.key] = entry
    }
    return catalog
  }
}
