import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `DiffRequest` (`l10n diff`): two files, and the working tree against a git revision, rendered
/// as the command line renders them.
@Suite struct DiffRequestTests {
  /// Whether `diff --exit-code` exits 1.
  static func differ(_ items: [CatalogDiffItem]) -> Bool {
    items.contains { !$0.diff.isEmpty }
  }

  @Test func listsExactlyTheChangedUnitsOfTwoVersions() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    let original = try DiffFixture.original()
    let (changed, expected) = DiffFixture.changedVersion(of: original)
    try folder.write("Old.xcstrings", original)
    try folder.write("New.xcstrings", changed)
    let session = try folder.session()
    let items = try session.run(DiffRequest.files(old: "Old.xcstrings", new: "New.xcstrings"))
    let found = try DiffFixture.listed(try DiffReport.json(items))
    #expect(found == expected, "extra: \(found.subtracting(expected)), missing: \(expected.subtracting(found))")

    let text = DiffReport.text(items, color: false)
    let keys = CatalogTextEdits.keys(original)
    #expect(text.hasPrefix("Old.xcstrings → New.xcstrings: 1 key added, 1 key removed, 5 keys changed\n"))
    #expect(text.contains("\n+ FileScope.New.key\n"))
    #expect(text.contains("\n- \(keys[7])"))
    #expect(text.contains("\n    en (source): "), "\(text)")
    #expect(text.contains("→ \"New source text\"\n"))
    #expect(text.contains("\n    ko: state translated → needs_review\n"))
    #expect(!text.contains("\u{1B}["))

    let markdown = DiffReport.markdown(items)
    #expect(markdown.hasPrefix("## String Catalog changes\n"))
    #expect(markdown.contains("| `\(keys[1])` | ko | state | "))
    #expect(markdown.contains("| `\(keys[0])` | de | retranslated | "))

    #expect(Self.differ(items))
    let same = try session.run(DiffRequest.files(old: "Old.xcstrings", new: "Old.xcstrings"))
    #expect(!Self.differ(same) && DiffReport.text(same, color: false).isEmpty)
    #expect(DiffReport.text(items, color: true).contains("\u{1B}[32m+ FileScope.New.key\u{1B}[0m"))
  }

  @Test(.requires(.git))
  func baseRevisionComparesTheWorkingTree() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    let original = try DiffFixture.original()
    let (changed, expected) = DiffFixture.changedVersion(of: original)
    try repository.folder.write("l10n.yml", "version: 1\ncatalogs: [App/Catalogs]\n")
    try repository.commit("App/Catalogs/FileScope.xcstrings", original, message: "catalog")
    try repository.git("add", "l10n.yml")
    try repository.git("commit", "-q", "-m", "configuration")
    let session = try repository.folder.session()

    let clean = try session.run(DiffRequest.revision("HEAD", catalogs: []))
    #expect(!Self.differ(clean))
    #expect(DiffReport.text(clean, color: false).isEmpty)

    try repository.folder.write("App/Catalogs/FileScope.xcstrings", changed)
    let json = try DiffReport.json(try session.run(DiffRequest.revision("HEAD", catalogs: [])))
    let found = try DiffFixture.listed(json)
    #expect(found == expected, "extra: \(found.subtracting(expected)), missing: \(expected.subtracting(found))")
    #expect(json.contains("\"file\" : \"App/Catalogs/FileScope.xcstrings\""))

    // From a subfolder, naming the catalog: paths resolve against the top of the work tree.
    let named = try repository.folder.session(in: "App").run(
      DiffRequest.revision("HEAD", catalogs: ["Catalogs/FileScope.xcstrings"]))
    #expect(Self.differ(named))
    let namedText = DiffReport.text(named, color: false)
    #expect(namedText.hasPrefix("Catalogs/FileScope.xcstrings: 1 key added"), "\(namedText)")

    // A catalog the revision does not have: all its keys are added.
    try repository.folder.write("App/Catalogs/Other.xcstrings", original)
    let added = DiffReport.text(
      try session.run(DiffRequest.revision("HEAD", catalogs: ["App/Catalogs/Other.xcstrings"])), color: false)
    #expect(added.hasPrefix("App/Catalogs/Other.xcstrings: 19 keys added (not in HEAD)"), "\(added)")

    let unknown = thrownMessage { _ = try session.run(DiffRequest.revision("no-such-branch", catalogs: [])) }
    #expect(unknown?.contains("unknown revision 'no-such-branch'") == true, "\(unknown ?? "")")
  }

  /// A key renamed since the revision is shown as renamed, old name and new, in every format.
  @Test(.requires(.git))
  func baseShowsARenamedKey() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    let original = try DiffFixture.original()
    let key = CatalogTextEdits.keys(original)[0]
    try repository.folder.write("l10n.yml", "version: 1\ncatalogs: [F.xcstrings]\n")
    try repository.commit("F.xcstrings", original, message: "catalog")
    try repository.git("add", "l10n.yml")
    try repository.git("commit", "-q", "-m", "configuration")
    let renamed = original.replacingOccurrences(of: "    \"\(key)\" : {", with: "    \"FileScope.renamed\" : {")
    #expect(renamed != original)
    try repository.folder.write("F.xcstrings", renamed)

    let items = try repository.folder.session().run(DiffRequest.revision("HEAD", catalogs: []))
    let text = DiffReport.text(items, color: false)
    #expect(text.hasPrefix("F.xcstrings: 1 key renamed\n> \(key) → FileScope.renamed"), "\(text)")
    let document = try jsonObject(try DiffReport.json(items))
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary["renamed"] == 1 && summary["added"] == 0 && summary["removed"] == 0)
    let keys = (document["catalogs"] as? [[String: Any]])?.first?["keys"] as? [[String: Any]]
    #expect(keys?.count == 1)
    #expect(keys?.first?["change"] as? String == "renamed")
    #expect(keys?.first?["key"] as? String == "FileScope.renamed")
    #expect(keys?.first?["oldKey"] as? String == key)
    #expect(
      DiffReport.markdown(items).contains(
        "| `FileScope.renamed` | | key renamed | `\(key)` | `FileScope.renamed` |"))
  }

  /// A catalog deleted since the revision: with the configured catalogs, it is listed with all
  /// its keys removed, whether its folder still holds other catalogs or none.
  @Test(.requires(.git))
  func baseListsCatalogsDeletedSince() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    let original = try DiffFixture.original()
    try repository.folder.write("l10n.yml", "version: 1\ncatalogs: [App/Catalogs, Extra/Gone.xcstrings]\n")
    try repository.commit("App/Catalogs/FileScope.xcstrings", original, message: "catalog")
    try repository.commit("App/Catalogs/Other.xcstrings", original, message: "other")
    try repository.commit("Extra/Gone.xcstrings", original, message: "gone")
    try repository.git("add", "l10n.yml")
    try repository.git("commit", "-q", "-m", "configuration")
    let session = try repository.folder.session()

    try FileManager.default.removeItem(at: repository.url.appendingPathComponent("App/Catalogs/Other.xcstrings"))
    try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Extra/Gone.xcstrings"))
    let items = try session.run(DiffRequest.revision("HEAD", catalogs: []))
    #expect(Self.differ(items))
    let text = DiffReport.text(items, color: false)
    let lines = text.components(separatedBy: "\n")
    #expect(lines.contains("App/Catalogs/Other.xcstrings: 19 keys removed (deleted since HEAD)"), "\(text)")
    #expect(lines.contains("Extra/Gone.xcstrings: 19 keys removed (deleted since HEAD)"), "\(text)")
    #expect(!lines.contains { $0.hasPrefix("App/Catalogs/FileScope.xcstrings") }, "an unchanged catalog is not listed")

    // The folder without any catalog left.
    try FileManager.default.removeItem(at: repository.url.appendingPathComponent("App/Catalogs/FileScope.xcstrings"))
    let none = DiffReport.text(try session.run(DiffRequest.revision("HEAD", catalogs: [])), color: false)
    #expect(none.contains("App/Catalogs/FileScope.xcstrings: 19 keys removed (deleted since HEAD)"), "\(none)")
  }
}
