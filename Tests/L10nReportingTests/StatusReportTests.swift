import L10nCatalog
import L10nReporting
import OrderedCollections
import Testing

/// `l10n status`'s text: a header per catalog with its counts, then a row per language.
@Suite struct StatusReportTests {
  static func catalog(keys: Int, stale: Int = 0) -> StringCatalog {
    var catalog = StringCatalog(sourceLanguage: "en")
    let text = Localization(stringUnit: StringUnit(state: .translated, value: "Text"))
    for index in 0..<(keys + stale) {
      var entry = CatalogEntry(localizations: ["en": text, "fr": text])
      if index >= keys { entry.extractionState = .stale }
      catalog.strings["screen.key_\(index)"] = entry
    }
    return catalog
  }

  @Test(arguments: [
    (1, 0, "L.xcstrings (1 key)"), (2, 0, "L.xcstrings (2 keys)"), (1, 1, "L.xcstrings (1 key, 1 stale)"),
  ])
  func theHeaderCountsKeysInWords(keys: Int, stale: Int, header: String) {
    let text = StatusReport.text(
      [CatalogStatus(catalog: Self.catalog(keys: keys, stale: stale), file: "L.xcstrings")], color: false)
    #expect(text.split(separator: "\n").first.map(String.init) == header, "\(text)")
  }
}
