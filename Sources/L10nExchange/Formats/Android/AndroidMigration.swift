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

extension AndroidReader {
  /// A `res` folder's string files as one new catalog: each file by its path under `res`
  /// (`values/strings.xml`, `values-fr/strings.xml`, any `values…/*.xml`), its language from its
  /// folder (`AndroidNames.language(ofFolder:)`; `values/` is `sourceLanguage`). The default
  /// folder's files come first, so its comments win. A migration: every key is `migrated`, and the
  /// catalog is in Xcode's order (`l10n fmt` leaves it as it is).
  ///
  /// Left out, with a warning: a folder for a device or a configuration rather than a language
  /// (`values-night`, `values-car`, `values-fr-land`: the same texts again for another screen,
  /// which a catalog has no place for), when its file has texts; a file with no text at all
  /// (`colors.xml`), in one warning rather than one per resource; and what each file reports
  /// (`<string-array>`s, other resources).
  public static func catalog(
    files: [(path: String, bytes: [UInt8])], sourceLanguage: String, keys: [String: String] = [:]
  ) throws(ExchangeError) -> (catalog: StringCatalog, warnings: [ExchangeError]) {
    var catalog = StringCatalog(sourceLanguage: sourceLanguage, version: "1.0")
    var warnings: [ExchangeError] = []
    let ordered = files.enumerated().sorted { a, b in
      let (x, y) = (folder(of: a.element.path) == "values", folder(of: b.element.path) == "values")
      return x != y ? x : a.offset < b.offset
    }
    for (_, file) in ordered {
      let folder = folder(of: file.path)
      let language = folder == "values" ? sourceLanguage : AndroidNames.language(ofFolder: folder)
      let document = try read(bytes: file.bytes, file: file.path, keys: keys)
      let texts = Set(document.units.map(\.key)).count + document.arrays.count
      guard let language else {
        if texts > 0 {
          warnings.append(
            ExchangeError(
              file: file.path,
              "\(folder) is for a device or a configuration, not a language (a language's folder is values-xx, values-xx-rYY or values-b+…): its \(Counted.phrase(texts, "text")) left out"
            ))
        }
        continue
      }
      guard texts > 0 else {
        if !document.warnings.isEmpty {
          warnings.append(
            ExchangeError(
              file: file.path,
              "no <string>, <plurals> or <string-array>; its \(Counted.phrase(document.warnings.count, "other resource")) left out"
            ))
        }
        continue
      }
      warnings += document.warnings
      let part = document.catalog(sourceLanguage: language)
      for (key, entry) in part.strings {
        var merged = catalog.strings[key] ?? CatalogEntry(extractionState: .migrated)
        if merged.comment == nil { merged.comment = entry.comment }
        if entry.shouldTranslate == false { merged.shouldTranslate = false }
        var localizations = merged.localizations ?? [:]
        localizations[language] = entry.localizations?[language]
        merged.localizations = localizations
        catalog.strings[key] = merged
      }
    }
    catalog.sortAllKeys()
    return (catalog, warnings)
  }

  private static func folder(of path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.count >= 2 ? String(parts[parts.count - 2]) : "values"
  }
}
