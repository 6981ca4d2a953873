import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// What is left to translate has one answer: on real catalogs, in every language, the keys with a
/// unit in `export --only untranslated` (and `l10n mcp`'s `untranslated`) are exactly those
/// `status` does not count as translated or marked for review (`CatalogKeyStates`). Found on a
/// real app (Applite): Chinese says "%lld apps" with one plain text where English varies by
/// plural; status counted the key translated, while export offered its `plural.other` case as
/// untranslated, which import then refused.
@Suite struct UntranslatedAgreementTests {
  /// The real catalogs, and the shared corpus's apps' catalogs when the folder is there.
  static let catalogs: [URL] = {
    let apps = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/apps")
    let found = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil)?.compactMap {
      ($0 as? URL)?.pathExtension == "xcstrings" ? $0 as? URL : nil
    }
    return Fixtures.realCatalogs + (found ?? []).sorted { $0.path < $1.path }
  }()

  @Test(arguments: catalogs)
  func exportsUntranslatedKeysAreThoseStatusCountsLeft(url: URL) throws {
    let catalog = try CatalogFile(path: url.path).catalog
    let states = CatalogKeyStates(catalog: catalog)
    for (row, language) in states.languages.enumerated() where language != catalog.sourceLanguage {
      let left = Set(
        zip(states.keys, states.states[row]).filter { $0.1 == .new || $0.1 == .missing }.map(\.0))
      let collector = UnitCollector(targetLanguage: language, selection: .untranslated)
      let exported = Set(
        collector.file(for: catalog, original: url.lastPathComponent).units.map(\.key).filter {
          catalog.strings[$0]?.extractionState != .stale
        })
      #expect(
        exported == left,
        """
        \(url.lastPathComponent) \(language): exported only \(exported.subtracting(left).sorted().prefix(5)), \
        counted only \(left.subtracting(exported).sorted().prefix(5))
        """)
    }
  }

  /// The shape itself, on a catalog made for it: a plain translation where the source varies by
  /// plural, and one that says its count plainly where the source has substitutions.
  @Test func aPlainTranslationOfAVaryingSourceIsOneUnit() throws {
    let catalog = try StringCatalog(
      bytes: Array(
        #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld apps" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld app" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld apps" } }
                } } },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個應用程式" } },
                "ja" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "%lld of %lld" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@done@ of %#@all@" },
                  "substitutions" : {
                    "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
                    } } },
                    "all" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } }
                    } } }
                  }
                },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld / %2$lld" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%#@done@ / %2$lld" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#.utf8), file: "L.xcstrings")
    func units(_ language: String) -> [String: String?] {
      Dictionary(
        uniqueKeysWithValues: UnitCollector(targetLanguage: language).file(for: catalog, original: "L").units.map {
          ($0.id, $0.target)
        })
    }
    // Chinese: one unit per key, its own text, the source's `other` case beside it.
    #expect(units("zh-Hant") == ["%lld apps": "%lld 個應用程式", "%lld of %lld": "%1$lld / %2$lld"])
    let apps = try #require(
      UnitCollector(targetLanguage: "zh-Hant").file(for: catalog, original: "L").units.first { $0.key == "%lld apps" })
    #expect(apps.source == "%lld apps")
    // Japanese: no text yet, so the source's cases to fill; a text that names one substitution
    // keeps that one's cases only.
    #expect(
      units("ja") == [
        "%lld apps|==|plural.other": nil, "%lld of %lld": "%#@done@ / %2$lld",
        "%lld of %lld|==|substitutions.done.plural.other": nil,
      ])
  }
}
