import L10nCatalog
import L10nCheck
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

  /// A language's row: check's coverage counts, the keys not translated split into new (some text)
  /// and missing (none), in the table and in the JSON.
  @Test func aRowSplitsTheKeysNotTranslatedIntoNewAndMissing() throws {
    var catalog = Self.catalog(keys: 4)
    let keys = catalog.strings.keys
    catalog.strings[keys[0]]?.localizations?["fr"]?.stringUnit?.state = .new
    catalog.strings[keys[1]]?.localizations?["fr"] = nil
    catalog.strings[keys[2]]?.localizations?["fr"]?.stringUnit?.state = .needsReview
    let status = CatalogStatus(catalog: catalog, file: "L.xcstrings")
    let french = try #require(status.languages.last)
    #expect(french.counts == CoverageCounts(total: 4, translated: 1, needsReview: 1, missing: 2))
    #expect(french.new == 1 && french.missing == 1)
    let json = try StatusReport.json([status])
    #expect(
      json.contains(
        """
                  "isSource" : false,
                  "keys" : 4,
                  "language" : "fr",
                  "missing" : 1,
                  "needsReview" : 1,
                  "new" : 1,
                  "percentTranslated" : 25,
                  "translated" : 1
        """), "\(json)")
    let row = StatusReport.text([status], color: false).split(separator: "\n").last.map(String.init)
    #expect(row?.split(separator: " ") == ["fr", "4", "1", "1", "1", "1", "25.0"])
  }
}
