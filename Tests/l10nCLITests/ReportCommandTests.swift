import Foundation
import L10nTestSupport
import Testing

/// `l10n report`: the page, its history from git, and the page opened in Chromium.
@Suite struct ReportCommandTests {
  static func catalog(french: String?) -> String {
    let fr = french.map { #", "fr" : { "stringUnit" : { "state" : "translated", "value" : "\#($0)" } }"# } ?? ""
    return """
      { "sourceLanguage" : "en", "strings" : {
        "app.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } }\(fr) } },
        "app.done" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } } } }
      }, "version" : "1.0" }
      """
  }

  /// The data the page embeds, parsed back.
  func data(_ page: URL) throws -> [String: Any] {
    let html = try String(contentsOf: page, encoding: .utf8)
    let start = try #require(html.range(of: #"<script id="l10n-data" type="application/json">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let object = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    return try #require(object as? [String: Any])
  }

  @Test(.requires(.git)) func writesThePageOutsideGitWithAHistoryNote() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [App.xcstrings]\nlanguages: [fr]\n")
    try folder.write("App.xcstrings", Self.catalog(french: nil))
    let result = try CommandRunner.run(["report", "--history", "3", "--output", "out/site"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "out/site/index.html\n")
    let page = try data(folder.file("out/site/index.html"))
    let history = try #require(page["history"] as? [String: Any])
    #expect(history["state"] as? String == "unavailable")
    #expect((history["note"] as? String)?.contains("not in a git repository") == true, "\(history)")
    let usage = try CommandRunner.run(["report", "--history", "-1"], in: folder.url)
    #expect(usage.status == 64)
  }

  /// A key not done lists where code uses it (`file:line`, from l10n.yml's sources), for the
  /// heatmap cell's key list; none with --no-sources.
  @Test func keysNotDoneListWhereCodeUsesThem() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\nsources: [Sources]\ncatalogs: [Localizable.xcstrings]\nlanguages: [fr]\n")
    try folder.write("Localizable.xcstrings", Self.catalog(french: "Titre"))
    try folder.write(
      "Sources/App.swift", "import Foundation\n\nlet done = \"app.done\".i18n\nlet again = \"app.done\".i18n\n")
    func usages(_ arguments: [String]) throws -> [String: [String]] {
      let result = try CommandRunner.run(["report", "--output", "site"] + arguments, in: folder.url)
      #expect(result.status == 0, "\(result.standardError)")
      let catalog = try #require((try data(folder.file("site/index.html"))["catalogs"] as? [[String: Any]])?.first)
      let keys = try #require(catalog["keys"] as? [[Any]])
      return Dictionary(uniqueKeysWithValues: keys.map { ($0[0] as? String ?? "", $0[4] as? [String] ?? ["?"]) })
    }
    #expect(try usages([]) == ["app.done": ["Sources/App.swift:3", "Sources/App.swift:4"]])
    #expect(try usages(["--no-sources"]) == ["app.done": []])
  }

  @Test(.requires(.git))
  func historyFollowsTheCommitsThatChangedACatalog() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    try repository.commit("l10n.yml", "version: 1\ncatalogs: [App.xcstrings]\n", message: "configuration")
    try repository.commit(
      "App.xcstrings",
      Self.catalog(french: nil).replacingOccurrences(of: "\"en\" : {", with: "\"fr\" : { }, \"en\" : {"),
      message: "start")
    try repository.commit("Other.txt", "not a catalog", message: "unrelated")
    try repository.commit("App.xcstrings", Self.catalog(french: "Titre"), message: "French title")
    let result = try CommandRunner.run(["report", "--history", "10"], in: repository.url)
    #expect(result.status == 0, "\(result.standardError)")
    let history = try #require(try data(repository.folder.file("l10n-report/index.html"))["history"] as? [String: Any])
    let points = try #require(history["points"] as? [[String: Any]], "\(history)")
    #expect(points.map { $0["subject"] as? String } == ["start", "French title"])
    #expect(points.map { ($0["percents"] as? [String: Double])?["fr"] } == [0, 50])

    // A shallow clone has no history to read: a note says so.
    let clone = try TemporaryDirectory()
    defer { clone.remove() }
    try repository.git("clone", "-q", "--depth", "1", "file://\(repository.url.path)", clone.url.path)
    let shallow = try CommandRunner.run(["report", "--history", "10"], in: clone.url)
    #expect(shallow.status == 0, "\(shallow.standardError)")
    let note = try #require(try data(clone.file("l10n-report/index.html"))["history"] as? [String: Any])
    #expect((note["note"] as? String)?.contains("shallow clone") == true, "\(note)")
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
