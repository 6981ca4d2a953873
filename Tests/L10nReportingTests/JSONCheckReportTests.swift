import Foundation
import L10nCheck
import L10nReporting
import L10nText
import Testing

@Suite struct JSONCheckReportTests {
  /// The rendered report parsed back with `JSONSerialization`.
  func parsed(_ report: CheckReport) throws -> [String: Any] {
    let text = CheckReportRenderer.render(report, format: .json)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func topLevelFieldsAndSummary() throws {
    let json = try parsed(Samples.report)
    #expect(
      Set(json.keys) == [
        "schemaVersion", "tool", "icuVersion", "cldrVersion", "summary", "findings", "coverage", "coverageFailures",
        "rules",
      ])
    #expect(json["schemaVersion"] as? Int == 1)
    let tool = try #require(json["tool"] as? [String: Any])
    #expect(tool["name"] as? String == "l10n")
    #expect(tool["version"] as? String == "1.2.0")
    #expect(json["icuVersion"] as? String == "72.1")
    #expect(json["cldrVersion"] as? String == "42.0")
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 2)
    #expect(summary["warnings"] as? Int == 1)
    #expect(summary["notes"] as? Int == 1)
    #expect(summary["suppressedByBaseline"] as? Int == 5)
    #expect(summary["failed"] as? Bool == true)
    #expect(summary["failingSeverity"] as? String == "error")
  }

  @Test func cleanRunHasNotFailed() throws {
    let summary = try #require(try parsed(Samples.clean)["summary"] as? [String: Any])
    #expect(summary["failed"] as? Bool == false)
    #expect(summary["errors"] as? Int == 0)
  }

  @Test func findingsKeepOrderAndOmitMissingFields() throws {
    let findings = try #require(try parsed(Samples.report)["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == Samples.report.findings.map(\.rule.rawValue))
    let second = findings[1]
    #expect(second["severity"] as? String == "warning")
    #expect(second["file"] as? String == Samples.catalog)
    #expect(second["line"] as? Int == 30)
    #expect(second["column"] as? Int == 7)
    #expect(second["key"] as? String == "a|b <c>")
    #expect(second["language"] as? String == "fr")
    #expect(second["message"] as? String == "Placeholders differ: %d, %@ vs. %@\nsecond line: done")
    #expect(findings[2]["message"] as? String == "Fehlt: \"few\" & 'many' für ру́сский")
    // The Swift-file finding has a key but no language.
    #expect(findings[3]["key"] as? String == "menu.open")
    #expect(findings[3].keys.contains("language") == false)
    #expect(Set(findings[3].keys) == ["rule", "severity", "file", "line", "column", "key", "message"])
  }

  @Test func coverageWithScreensAndOneDecimalPercent() throws {
    let coverage = try #require(try parsed(Samples.report)["coverage"] as? [[String: Any]])
    #expect(coverage.count == 1)
    #expect(coverage[0]["file"] as? String == Samples.catalog)
    let languages = try #require(coverage[0]["languages"] as? [[String: Any]])
    #expect(languages.map { $0["language"] as? String } == ["de", "fr"])
    let german = languages[0]
    #expect(german["total"] as? Int == 16)
    #expect(german["translated"] as? Int == 15)
    #expect(german["needsReview"] as? Int == 1)
    #expect(german["missing"] as? Int == 0)
    // 15 of 16 is 93.75 %: one decimal, rounded down.
    #expect(german["percent"] as? Double == 93.7)
    let screens = try #require(german["screens"] as? [[String: Any]])
    #expect(screens.map { $0["screen"] as? String } == ["editor", "menu"])
    #expect(screens[0]["percent"] as? Double == 100)
    #expect(screens[1]["percent"] as? Double == 83.3)
    #expect(screens[1]["total"] as? Int == 6)
    #expect(screens[1]["translated"] as? Int == 5)
    #expect(screens[1]["needsReview"] as? Int == 1)
    #expect(screens[1]["missing"] as? Int == 0)
  }

  @Test func percentIsWrittenWithAtMostOneDecimal() {
    let text = CheckReportRenderer.render(Samples.report, format: .json)
    let numbers = text.split(separator: "\n").filter { $0.contains("\"percent\"") || $0.contains("\"threshold\"") }
    #expect(numbers.count == 7)
    for line in numbers {
      let value = line.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: " ,")) ?? ""
      let decimals = value.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
      #expect(decimals <= 1, "\(line)")
      #expect(Double(value) != nil, "\(line)")
    }
  }

  @Test func coverageFailuresAndRules() throws {
    let json = try parsed(Samples.report)
    let failures = try #require(json["coverageFailures"] as? [[String: Any]])
    #expect(failures.count == 1)
    #expect(failures[0]["file"] as? String == Samples.catalog)
    #expect(failures[0]["language"] as? String == "de")
    #expect(failures[0]["percent"] as? Double == 93.7)
    #expect(failures[0]["threshold"] as? Double == 95)
    #expect(failures[0]["message"] as? String == Samples.coverageFailure.message)
    let rules = try #require(json["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Samples.rules.map(\.id))
    #expect(rules[1]["summary"] as? String == "A translation's placeholders differ.")
    #expect(rules[1]["severity"] as? String == "warning")
  }

  @Test func keysAreSortedAndSlashesUnescaped() {
    let text = CheckReportRenderer.render(Samples.report, format: .json)
    #expect(text.hasPrefix("{\n  \"cldrVersion\""))
    #expect(text.contains("Catalogs/My App/Localizable.xcstrings"))
    #expect(!text.contains("\\/"))
    let topLevelKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      $0.dropFirst(3).prefix { $0 != "\"" }
    }
    #expect(topLevelKeys == topLevelKeys.sorted())
    #expect(topLevelKeys.count == 9)
  }
}
