import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `ReportRequest` (`l10n report`): what the page says, and its history from git.
@Suite struct ReportRequestTests {
  static func catalog(french: String?) -> String { SampleProjects.reportCatalog(french: french) }

  static func report(output: String = "l10n-report", history: Int = 0, sources: [String]? = []) -> ReportRequest {
    var request = ReportRequest()
    (request.output, request.history, request.sources) = (output, history, sources)
    return request
  }

  /// A key not done lists where code uses it (`file:line`, from l10n.yml's sources), for the
  /// heatmap cell's key list; none without sources.
  @Test func keysNotDoneListWhereCodeUsesThem() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\nsources: [Sources]\ncatalogs: [Localizable.xcstrings]\nlanguages: [fr]\n")
    try folder.write("Localizable.xcstrings", Self.catalog(french: "Titre"))
    try folder.write(
      "Sources/App.swift", "import Foundation\n\nlet done = \"app.done\".i18n\nlet again = \"app.done\".i18n\n")
    let session = try folder.session()
    func usages(_ sources: [String]?) throws -> [String: [String]] {
      _ = try session.run(Self.report(output: "site", sources: sources))
      let data = try SampleProjects.reportData(html: folder.text("site/index.html"))
      let catalog = try #require((data["catalogs"] as? [[String: Any]])?.first)
      let keys = try #require(catalog["keys"] as? [[Any]])
      return Dictionary(uniqueKeysWithValues: keys.map { ($0[0] as? String ?? "", $0[4] as? [String] ?? ["?"]) })
    }
    #expect(try usages([]) == ["app.done": ["Sources/App.swift:3", "Sources/App.swift:4"]])
    #expect(try usages(nil) == ["app.done": []])
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
    _ = try repository.folder.session().run(Self.report(history: 10))
    let history = try #require(
      try SampleProjects.reportData(repository.folder.file("l10n-report/index.html"))["history"] as? [String: Any])
    let points = try #require(history["points"] as? [[String: Any]], "\(history)")
    #expect(points.map { $0["subject"] as? String } == ["start", "French title"])
    #expect(points.map { ($0["percents"] as? [String: Double])?["fr"] } == [0, 50])

    // A shallow clone has no history to read: a note says so.
    let clone = try TemporaryDirectory()
    defer { clone.remove() }
    try repository.git("clone", "-q", "--depth", "1", "file://\(repository.url.path)", clone.url.path)
    _ = try clone.session().run(Self.report(history: 10))
    let note = try #require(
      try SampleProjects.reportData(clone.file("l10n-report/index.html"))["history"] as? [String: Any])
    #expect((note["note"] as? String)?.contains("shallow clone") == true, "\(note)")
  }
}
