import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `CheckRequest` (`l10n check`): findings, the gate, baselines, configuration and the code,
/// rendered as the command line renders them.
@Suite struct CheckRequestTests {
  static func check(_ folder: MemoryFolder, _ request: CheckRequest = CheckRequest()) throws -> CheckReport {
    try folder.session().run(request)
  }

  static func json(_ report: CheckReport) throws -> [String: Any] {
    try jsonObject(CheckReportRenderer.render(report, format: .json))
  }

  @Test func configurationSwitchesRulesOffAndStrictCountsWarnings() throws {
    let folder = try MemoryFolder.project(
      config: "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules:\n    plural-missing-category: warning\n")
    defer { folder.remove() }
    let report = try Self.check(folder)
    #expect(!report.failed, "\(CheckReportRenderer.render(report, format: .text))")
    #expect(try Self.check(folder, CheckRequest(strict: true)).failed)
  }

  @Test func jsonFindingsCarryTheRequiredFields() throws {
    let folder = try MemoryFolder.project()
    defer { folder.remove() }
    let report = try Self.check(folder)
    #expect(report.failed)
    let json = try Self.json(report)
    #expect(json["schemaVersion"] as? Int == 1)
    let findings = try #require(json["findings"] as? [[String: Any]])
    let plural = try #require(findings.first { $0["rule"] as? String == "plural-missing-category" })
    #expect(plural["severity"] as? String == "error")
    #expect(plural["file"] as? String == "L.xcstrings")
    #expect(plural["line"] as? Int == 3)
    #expect(plural["key"] as? String == "editor.count")
    #expect(plural["language"] as? String == "ru")
    #expect((plural["message"] as? String)?.isEmpty == false)
  }

  @Test func minCoverageGate() throws {
    let folder = try MemoryFolder.project(
      config: "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules: {plural-missing-category: off}\n")
    defer { folder.remove() }
    #expect(!(try Self.check(folder, CheckRequest(minCoverage: try CheckRequest.parseCoverage("40"))).failed))
    let failing = try Self.check(folder, CheckRequest(minCoverage: try CheckRequest.parseCoverage("ru=100")))
    #expect(failing.failed)
    #expect(
      CheckReportRenderer.render(failing, format: .text).contains(
        "ru coverage is 50%, under the required 100% [min-coverage]"))
    #expect(throws: UsageError.self) { try CheckRequest.parseCoverage("lots") }
  }

  @Test func baselineAdoptsTodaysFindingsAndCatchesNewOnes() throws {
    let folder = try MemoryFolder.project()
    defer { folder.remove() }
    // What `check --write-baseline` records: every finding, no baseline applied.
    let session = try folder.session()
    let today = try session.run(CheckRequest(appliesBaseline: false))
    try session.write(Baseline.encode(today.findings), to: session.resolve("baseline.json"), what: "the baseline")
    let adopted = try session.run(CheckRequest(baseline: "baseline.json"))
    #expect(!adopted.failed, "\(CheckReportRenderer.render(adopted, format: .text))")
    #expect(CheckReportRenderer.render(adopted, format: .text).contains("suppressed by the baseline"))
    try folder.write(
      "L.xcstrings",
      SampleProjects.checkCatalog.replacingOccurrences(of: "\"%lld предмета\"", with: "\"%lld предмета %@\""))
    let regressed = try session.run(CheckRequest(baseline: "baseline.json"))
    #expect(regressed.failed)
    #expect(CheckReportRenderer.render(regressed, format: .text).contains("[format-specifiers]"))
    #expect(thrownMessage { _ = try session.run(CheckRequest(baseline: "missing.json")) } != nil)
  }

  @Test func everyFormatRenders() throws {
    let folder = try MemoryFolder.project()
    defer { folder.remove() }
    let report = try Self.check(folder)
    #expect(report.failed)
    for format in OutputFormat.allCases {
      #expect(CheckReportRenderer.render(report, format: format).contains("plural-missing-category"), "\(format)")
    }
    #expect(OutputFormat.allCases.count == 6)
  }

  @Test func keysInCodeAreComparedWhenSourcesAreGiven() throws {
    let folder = try MemoryFolder.project()
    defer { folder.remove() }
    try folder.write("App/Editor.swift", "let title = \"editor.title\".i18n\nlet gone = \"editor.gone\".i18n\n")
    let findings = try #require(
      try Self.json(Self.check(folder, CheckRequest(sources: ["App"])))["findings"] as? [[String: Any]])
    let missing = try #require(findings.first { $0["rule"] as? String == "missing-key" })
    #expect(missing["file"] as? String == "App/Editor.swift")
    #expect(missing["line"] as? Int == 2)
    #expect(findings.contains { $0["rule"] as? String == "unused-key" && $0["key"] as? String == "editor.count" })
  }

  @Test func theEmbeddedDefaultReportsItsPlantedGap() throws {
    let report = try ProjectSession.at(Fixtures.packageRoot).run(CheckRequest())
    #expect(report.failed, "the sample catalog has a Russian plural without `many` on purpose")
    #expect(CheckReportRenderer.render(report, format: .json).contains("paywall.trial_days.message"))
  }
}
