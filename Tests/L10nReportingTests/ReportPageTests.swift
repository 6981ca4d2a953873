import Foundation
import L10nCatalog
import L10nCheck
import L10nReporting
import L10nTestSupport
import L10nText
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

  /// The page as `l10n report` makes it: check keeps the key states, the page shows them.
  func page(
    _ catalog: StringCatalog, file: String, options: CheckOptions = CheckOptions(), history: ReportHistory = .off
  ) -> (ReportInput, String) {
    var options = options
    options.keepsKeyStates = true
    let check = Checker(options: options).check([CatalogInput(file: file, catalog: catalog, locations: nil)])
    let input = ReportInput(
      title: "Test <App>",
      catalogs: [ReportCatalog(catalog: catalog, file: file, states: check.keyStates[0], usages: [:])],
      check: check, options: options, history: history, generated: "now")
    return (input, ReportPage.html(input))
  }

  func object(_ json: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
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

  /// The page against what `l10n status --format json` and `l10n check --format json` print for
  /// the same catalog, each from its own run: status judges every key in a walk of its own, check
  /// (without kept states) in another; the page's numbers come from a third run that keeps them.
  @Test(arguments: Fixtures.realCatalogNames)
  func dataAgreesWithStatusAndCheck(name: String) throws {
    let catalog = try StringCatalog(bytes: Fixtures.bytes("real/\(name)"), file: name)
    let (_, html) = page(catalog, file: name)
    let parsed = try data(of: html)
    let catalogData = try #require((parsed["catalogs"] as? [[String: Any]])?.first)
    let status = try #require(
      (try object(StatusReport.json([CatalogStatus(catalog: catalog, file: name)]))["catalogs"] as? [[String: Any]])?
        .first)
    let check = try object(
      CheckReportRenderer.render(
        Checker().check([CatalogInput(file: name, catalog: catalog, locations: nil)]), format: .json))

    // The overview is status's.
    #expect(NSDictionary(dictionary: try #require(catalogData["status"] as? [String: Any])).isEqual(to: status))
    // The findings are check's, in its order, field by field.
    let findings = try #require(parsed["findings"] as? [[Any]])
    let expected = try #require(check["findings"] as? [[String: Any]])
    #expect(findings.count == expected.count)
    for (shown, finding) in zip(findings, expected) {
      let fields = ["rule", "severity", "file", "line", "column", "key", "language", "message"]
      for (index, field) in fields.enumerated() {
        #expect("\(shown[index])" == "\(finding[field] ?? NSNull())", "\(field) of \(finding)")
      }
    }
    // Per language: the keys left to do are those status does not count as translated, and where
    // check counts coverage (every language but the source) its counts are status's.
    let languages = try #require(status["languages"] as? [[String: Any]])
    let todo = try #require(catalogData["todo"] as? [[Int]])
    let coverage = try #require(((check["coverage"] as? [[String: Any]])?.first)?["languages"] as? [[String: Any]])
    for (index, language) in languages.enumerated() {
      let name = try #require(language["language"] as? String)
      let keys = try #require(language["keys"] as? Int)
      let translated = try #require(language["translated"] as? Int)
      #expect(todo[index].count / 2 == keys - translated, "\(name)")
      if language["isSource"] as? Bool == true { continue }
      let counted = try #require(coverage.first { $0["language"] as? String == name }, "\(name)")
      #expect(counted["total"] as? Int == keys, "\(name)")
      #expect(counted["translated"] as? Int == translated, "\(name)")
      #expect(counted["needsReview"] as? Int == language["needsReview"] as? Int, "\(name)")
      #expect(
        counted["missing"] as? Int == (language["new"] as? Int ?? 0) + (language["missing"] as? Int ?? 0), "\(name)")
    }
    // The heatmap: a column per language check counts, each cell check's count for the screen,
    // the screens' translated keys adding up to status's.
    let heat = try #require(catalogData["heat"] as? [Int])
    let screens = try #require(catalogData["screens"] as? [[String: Any]])
    #expect(heat.map { languages[$0]["language"] as? String } == coverage.map { $0["language"] as? String })
    for (column, statusIndex) in heat.enumerated() {
      let checked = try #require(coverage[column]["screens"] as? [[String: Any]])
      #expect(screens.map { $0["name"] as? String } == checked.map { $0["screen"] as? String })
      for (row, screen) in zip(screens, checked) {
        #expect(row["keys"] as? Int == screen["total"] as? Int)
        #expect((row["translated"] as? [Int])?[column] == screen["translated"] as? Int)
      }
      let translated = screens.map { ($0["translated"] as? [Int])?[column] ?? -1 }.reduce(0, +)
      #expect(translated == languages[statusIndex]["translated"] as? Int)
    }
  }

  /// The gate: its thresholds, whether min-coverage applies them, and each language's percentage
  /// over every catalog as check compares it; with the rule off, nothing is below it.
  @Test func gateIsPerLanguageAndOffWithItsRule() throws {
    let catalog = try StringCatalog(
      bytes: Array(
        """
        { "sourceLanguage" : "en", "strings" : {
          "a.one" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Un" } } } },
          "a.two" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zwei" } } } },
          "a.three" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Drei" } } } }
        }, "version" : "1.0" }
        """.utf8))
    var options = CheckOptions(minimumCoverage: 50, minimumCoverageByLanguage: ["de": 70])
    let gate = try #require(
      try data(of: page(catalog, file: "A.xcstrings", options: options).1)["gate"] as? [String: Any])
    #expect(gate["applied"] as? Bool == true)
    #expect(gate["all"] as? Double == 50)
    #expect((gate["languages"] as? [String: Double]) == ["de": 70])
    let totals = try #require(gate["totals"] as? [[String: Any]])
    #expect(totals.map { $0["language"] as? String } == ["de", "fr"])
    #expect(totals.map { $0["percent"] as? Double } == [66.6, 33.3])
    #expect(totals.map { $0["threshold"] as? Double } == [70, 50])
    let below = try #require(
      try data(of: page(catalog, file: "A.xcstrings", options: options).1)["below"] as? [[String: Any]])
    #expect(below.map { $0["language"] as? String } == ["de", "fr"])

    options.rules[.minCoverage] = .off
    let off = try data(of: page(catalog, file: "A.xcstrings", options: options).1)
    #expect((off["gate"] as? [String: Any])?["applied"] as? Bool == false)
    #expect((off["below"] as? [Any])?.isEmpty == true)
  }

  @Test func historyPointsSumCatalogsPerLanguage() throws {
    let one = CatalogStatus(
      file: "A.xcstrings", sourceLanguage: "en", keys: 10, staleKeys: 0, untranslatableKeys: 0,
      languages: [
        LanguageStatus(language: "en", isSource: true, counts: CoverageCounts(total: 10, translated: 10), new: 0),
        LanguageStatus(
          language: "fr", isSource: false, counts: CoverageCounts(total: 10, translated: 5, missing: 5), new: 0),
      ])
    var two = one
    two.languages[1] = LanguageStatus(
      language: "fr", isSource: false, counts: CoverageCounts(total: 30, translated: 30), new: 0)
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
