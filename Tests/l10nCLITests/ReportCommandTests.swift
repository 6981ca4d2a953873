import Foundation
import L10nTestSupport
import Testing

/// `l10n report` on the command line: where the page goes, usage errors, and the page opened in
/// Chromium. What the page says: `ReportRequestTests` (L10nSessionTests).
@Suite struct ReportCommandTests {
  static func catalog(french: String?) -> String { SampleProjects.reportCatalog(french: french) }

  @Test(.requires(.git)) func writesThePageOutsideGitWithAHistoryNote() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [App.xcstrings]\nlanguages: [fr]\n")
    try folder.write("App.xcstrings", Self.catalog(french: nil))
    let result = try CommandRunner.run(["report", "--history", "3", "--output", "out/site"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "out/site/index.html\n")
    let page = try SampleProjects.reportData(folder.file("out/site/index.html"))
    let history = try #require(page["history"] as? [String: Any])
    #expect(history["state"] as? String == "unavailable")
    #expect((history["note"] as? String)?.contains("not in a git repository") == true, "\(history)")
    let usage = try CommandRunner.run(["report", "--history", "-1"], in: folder.url)
    #expect(usage.status == 64)
  }

  /// The page in a real browser: Tests/Scripts/report-browser.sh (numbers as status and check
  /// say, no request, no script error, a planted markup key shown as text).
  @Test(.requires(.chromium, .python3, .git))
  func pagePassesInChromium() throws {
    let result = try CommandRunner.runTool(
      "bash", ["Tests/Scripts/report-browser.sh"], in: Fixtures.packageRoot,
      environment: ["L10N_BIN": CommandRunner.executable.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("report-browser: all pages passed"), "\(result.output)")
  }
}
