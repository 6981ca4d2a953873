import L10nCatalog
import L10nTestSupport
import OrderedCollections
import Testing

/// A catalog's languages, the one list every command goes by (`StringCatalog+Languages.swift`).
@Suite struct CatalogLanguagesTests {
  static func catalog(source: String = "en", _ keys: [String: [String]]) -> StringCatalog {
    var catalog = StringCatalog(sourceLanguage: source)
    for (key, languages) in keys.sorted(by: { $0.key < $1.key }) {
      var entry = CatalogEntry()
      entry.localizations = [:]
      for language in languages {
        entry.localizations![language] = Localization(stringUnit: StringUnit(state: .translated, value: key))
      }
      catalog.strings[key] = entry
    }
    return catalog
  }

  @Test func theSourceComesFirstThenXcodesOrder() {
    let catalog = Self.catalog(["a": ["zh-Hans", "fr"], "b": ["zh-HK", "en", "de"], "c": []])
    #expect(catalog.languages == ["en", "de", "fr", "zh-Hans", "zh-HK"])
    #expect(Self.catalog(source: "ja", [:]).languages == ["ja"])
  }

  @Test func extraLanguagesFollowTheCatalogsOnce() {
    let catalog = Self.catalog(["a": ["fr", "de"]])
    #expect(catalog.languages(adding: ["ja", "fr", "en", "ja", "es"]) == ["en", "de", "fr", "ja", "es"])
    #expect(StringCatalog.languages(catalog.languages, adding: ["it"]) == ["en", "de", "fr", "it"])
  }

  /// What `export --all-languages` starts from: the languages keys have, the source only where a
  /// key has it.
  @Test func localizedLanguagesOfSeveralCatalogs() {
    let one = Self.catalog(["a": ["fr", "de"], "b": ["fr", "ja"]])
    let two = Self.catalog(source: "de", ["a": ["es", "en"]])
    #expect(StringCatalog.localizedLanguages(of: [one, two]) == ["fr", "de", "ja", "es", "en"])
    #expect(StringCatalog.localizedLanguages(of: [Self.catalog(source: "en", ["a": []])]) == [])
  }

  @Test func realCatalogsListEachLanguageTheirKeysHave() throws {
    for url in Fixtures.realCatalogs {
      let catalog = try StringCatalog(bytes: try Fixtures.bytesAt(url))
      var expected = Set([catalog.sourceLanguage])
      for entry in catalog.strings.values { expected.formUnion(entry.localizations?.keys ?? []) }
      #expect(Set(catalog.languages) == expected && catalog.languages.count == expected.count, "\(url)")
      #expect(catalog.languages.first == catalog.sourceLanguage)
    }
  }
}
