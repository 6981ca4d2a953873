import Foundation
import L10nCatalog
import L10nCheck
import L10nReporting
import L10nTestSupport
import Testing

@Suite struct ReportPageTests {
  static let hostileKey = "paywall.</script><script>alert(1)</script>"

  /// A catalog with a key whose name, source text and comment are markup, and a plain one.
  static let hostileCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "\(hostileKey.replacingOccurrences(of: "/", with: "\\/"))" : {
          "comment" : "<!-- </script> -->",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "<img src=x onerror=alert(2)>" } }
          }
        },
        "paywall.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Go Pro" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Passez à Pro" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func page(_ catalog: StringCatalog, file: String, history: ReportHistory = .off) -> (ReportInput, String) {
    let check = Checker().check([CatalogInput(file: file, catalog: catalog, locations: nil)])
    let input = ReportInput(
      title: "Test <App>", catalogs: [ReportCatalog(catalog: catalog, file: file, extraLanguages: [], usages: [:])],
      check: check, minimumCoverage: nil, minimumCoverageByLanguage: [:], history: history, generated: "now")
    return (input, ReportPage.html(input))
  }

  /// The page's embedded data, parsed back.
  func data(of html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: #"<script id="l10n-data" type="application/json">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let object = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    return try #require(object as? [String: Any])
  }

  @Test func catalogMarkupCannotLeaveTheDataElement() throws {
    let catalog = try StringCatalog(bytes: Array(Self.hostileCatalog.utf8))
    let (_, html) = page(catalog, file: "Hostile.xcstrings")
    // Two script elements (data, code) and no other markup from the catalog.
    #expect(html.components(separatedBy: "<script").count == 3)
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(!html.contains("<img"))
    #expect(!html.contains("<!--"))
    #expect(html.contains("<title>Test &lt;App&gt;: localization report</title>"))
    // The texts are all there, whole, once parsed.
    let parsed = try data(of: html)
    let catalogs = try #require(parsed["catalogs"] as? [[String: Any]])
    let keys = try #require(catalogs.first?["keys"] as? [[Any]])
    let hostile = try #require(keys.first { $0.first as? String == Self.hostileKey })
    #expect(hostile[2] as? String == "<img src=x onerror=alert(2)>")
    #expect(hostile[3] as? String == "<!-- </script> -->")
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func dataAgreesWithStatusAndCheck(name: String) throws {
    let catalog = try StringCatalog(bytes: Fixtures.bytes("real/\(name)"), file: name)
    let (input, html) = page(catalog, file: name)
    let parsed = try data(of: html)
    #expect((parsed["findings"] as? [Any])?.count == input.check.findings.count)
    let catalogData = try #require((parsed["catalogs"] as? [[String: Any]])?.first)
    let status = CatalogStatus(catalog: catalog, file: name)
    let statusData = try JSONSerialization.jsonObject(with: Data(StatusReport.json([status]).utf8)) as? [String: Any]
    let expected = try #require((statusData?["catalogs"] as? [[String: Any]])?.first)
    #expect(NSDictionary(dictionary: try #require(catalogData["status"] as? [String: Any])).isEqual(to: expected))
    // Per language: the keys left to do are those status does not count as translated, and the
    // screens' translated keys add up to status's.
    let todo = try #require(catalogData["todo"] as? [[Int]])
    let screens = try #require(catalogData["screens"] as? [[String: Any]])
    for (index, language) in status.languages.enumerated() {
      #expect(todo[index].count / 2 == language.keys - language.translated, "\(language.language)")
      let translated = screens.map { ($0["translated"] as? [Int])?[index] ?? -1 }.reduce(0, +)
      #expect(translated == language.translated, "\(language.language)")
    }
    #expect(screens.map { $0["keys"] as? Int ?? -1 }.reduce(0, +) == status.keys)
    // The heatmap's cells are check's coverage per screen.
    for language in input.check.coverage.first?.languages ?? [] {
      let index = try #require(status.languages.firstIndex { $0.language == language.language })
      for screen in language.screens {
        let row = try #require(screens.first { $0["name"] as? String == screen.screen }, "\(screen.screen)")
        #expect(row["keys"] as? Int == screen.counts.total, "\(screen.screen)")
        #expect(
          (row["translated"] as? [Int])?[index] == screen.counts.translated, "\(screen.screen) \(language.language)")
      }
    }
  }

  @Test func historyPointsSumCatalogsPerLanguage() throws {
    let one = CatalogStatus(
      file: "A.xcstrings", sourceLanguage: "en", keys: 10, staleKeys: 0, untranslatableKeys: 0,
      languages: [
        LanguageStatus(language: "en", isSource: true, keys: 10, translated: 10, needsReview: 0, new: 0, missing: 0),
        LanguageStatus(language: "fr", isSource: false, keys: 10, translated: 5, needsReview: 0, new: 0, missing: 5),
      ])
    var two = one
    two.languages[1] = LanguageStatus(
      language: "fr", isSource: false, keys: 30, translated: 30, needsReview: 0, new: 0, missing: 0)
    let point = HistoryPoint(commit: "abc", date: 0, subject: "s", statuses: [one, two])
    #expect(point.percents.map(\.language) == ["fr"])
    #expect(point.percents.first?.percent == 87.5)
    let catalog = try StringCatalog(bytes: Array(Self.hostileCatalog.utf8))
    let (_, html) = page(catalog, file: "A.xcstrings", history: .points([point]))
    let history = try #require(try data(of: html)["history"] as? [String: Any])
    #expect(history["state"] as? String == "points")
    #expect(((history["points"] as? [[String: Any]])?.first?["percents"] as? [String: Double])?["fr"] == 87.5)
  }
}
