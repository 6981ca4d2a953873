import L10nCheck
import L10nReporting
import L10nText
import Testing

@Suite struct JUnitCheckReportTests {
  func document(_ report: CheckReport) throws -> JUnitDocument {
    let xml = CheckReportRenderer.render(report, format: .junit)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"l10n check\" "))
    return try #require(JUnitDocument(xml), "not well-formed:\n\(xml)")
  }

  @Test func countsMatchSuitesCasesAndFailures() throws {
    let junit = try document(Samples.report)
    #expect(junit.root["name"] == "l10n check")
    // Both catalogs run all four rules; the catalog also has min-coverage; the Swift file only
    // gets the rule that reported something there.
    #expect(junit.suites.map { $0.attributes["name"] } == [Samples.catalog, Samples.settings, Samples.source])
    #expect(junit.suites.map { $0.cases.count } == [5, 4, 1])
    #expect(junit.root["tests"] == "10")
    #expect(junit.root["failures"] == "3")
    for suite in junit.suites {
      #expect(suite.attributes["tests"] == String(suite.cases.count))
      #expect(suite.attributes["failures"] == String(suite.cases.filter { $0.failure != nil }.count))
      #expect(suite.attributes["errors"] == "0")
      #expect(suite.attributes["skipped"] == "0")
      #expect(suite.cases.allSatisfy { $0.classname == suite.attributes["name"] })
    }
    let catalog = try #require(junit.suite(Samples.catalog))
    #expect(
      catalog.cases.map(\.name) == [
        "missing-translation", "format-specifiers", "plural-missing-category", "missing-key", "min-coverage",
      ])
    #expect(catalog.cases.map { $0.failure != nil } == [true, false, false, false, true])
  }

  @Test func failureTextAndBelowThresholdOutputRoundTrip() throws {
    let junit = try document(Samples.report)
    let catalog = try #require(junit.suite(Samples.catalog))
    let missing = try #require(catalog.cases[0].failure)
    #expect(missing.type == "missing-translation")
    #expect(missing.message == "1 finding")
    #expect(missing.text == "12:5: error: \"editor.title\" has no German translation")
    // A warning does not fail the default gate: it goes to system-out.
    #expect(catalog.cases[1].failure == nil)
    #expect(catalog.cases[1].systemOut == "30:7: warning: Placeholders differ: %d, %@ vs. %@\nsecond line: done")
    let coverage = try #require(catalog.cases[4].failure)
    #expect(coverage.type == "min-coverage")
    #expect(coverage.message == Samples.coverageFailure.message)
    #expect(coverage.text == Samples.coverageFailure.message)
    let settings = try #require(junit.suite(Samples.settings))
    #expect(settings.cases[2].systemOut == "3:9: note: Fehlt: \"few\" & 'many' für ру́сский")
    let source = try #require(junit.suite(Samples.source))
    #expect(source.cases.map(\.name) == ["missing-key"])
    #expect(source.cases[0].failure?.text == "4:15: error: \"menu.open\" is used but in no catalog")
  }

  @Test func strictModeFailsWarningsAndCountsThem() throws {
    var report = Samples.many(3)
    report.failingSeverity = .warning
    let junit = try document(report)
    let suite = try #require(junit.suite(Samples.catalog))
    let failure = try #require(suite.cases[1].failure)
    #expect(failure.message == "3 findings")
    #expect(failure.text == "1:3: warning: Message 1\n2:3: warning: Message 2\n3:3: warning: Message 3")
    #expect(suite.cases[1].systemOut == nil)
    #expect(junit.root["failures"] == "1")
  }

  @Test func markupQuotesAndInvalidCharactersAreEscapedOrStripped() throws {
    let file = "Odd & \"quoted\" <dir>/it's.xcstrings"
    let finding = Finding(
      rule: .missingTranslation, severity: .error, file: file, line: 1, column: 2,
      message: "a < b && c > d ]]> \"q\" 'a'\u{0}\u{1}\u{8}\u{B}\u{FFFE} end\r\nnext\ttab")
    let report = CheckReport(
      findings: [finding], coverageFailures: [CoverageFailure(language: "ar", percent: 1, threshold: 2)],
      rules: Samples.rules, files: [file], toolVersion: "1", icuVersion: "72.1", cldrVersion: "42.0")
    let xml = CheckReportRenderer.render(report, format: .junit)
    #expect(!xml.unicodeScalars.contains { $0.value < 0x9 || $0 == "\u{B}" || $0 == "\u{FFFE}" })
    let junit = try document(report)
    #expect(junit.suites.map { $0.attributes["name"] } == [file, "(all catalogs)"])
    let failure = try #require(junit.suite(file)?.cases.first?.failure)
    #expect(failure.text == "1:2: error: a < b && c > d ]]> \"q\" 'a' end\r\nnext\ttab")
    #expect(junit.suite(file)?.cases.first?.classname == file)
    let coverage = try #require(junit.suite("(all catalogs)")?.cases.first)
    #expect(coverage.name == "min-coverage")
    #expect(coverage.failure?.message == "ar coverage is 1%, under the required 2%")
  }

  @Test func attributesKeepLineBreaks() throws {
    let report = CheckReport(
      findings: [],
      coverageFailures: [CoverageFailure(file: "a\nb\tc.xcstrings", language: "de", percent: 1, threshold: 2)],
      files: [], toolVersion: "1", icuVersion: "72.1", cldrVersion: "42.0")
    let junit = try document(report)
    #expect(junit.suites.map { $0.attributes["name"] } == ["a\nb\tc.xcstrings"])
    #expect(
      junit.suites.first?.cases.first?.failure?.message
        == "de coverage in a\nb\tc.xcstrings is 1%, under the required 2%")
  }

  @Test func cleanRunHasPassingCasesOnly() throws {
    let junit = try document(Samples.clean)
    #expect(junit.root["tests"] == "4")
    #expect(junit.root["failures"] == "0")
    #expect(junit.suites.first?.cases.allSatisfy { $0.failure == nil && $0.systemOut == nil } == true)
  }
}
