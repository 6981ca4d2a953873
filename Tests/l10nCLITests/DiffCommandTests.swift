import Foundation
import L10nTestSupport
import Testing

/// `l10n diff`: two files, and the working tree against a git revision.
@Suite struct DiffCommandTests {
  static let catalog = "real/coteditor_CotEditor_FileScopeEditor.xcstrings"

  func original() throws -> String {
    String(decoding: try Fixtures.bytes(Self.catalog), as: UTF8.self)
  }

  /// A second version with a known set of changes, made on the text, and that set as
  /// `key|language|variation|changes` (units) and `key|added`/`key|removed`/`key|comment` (keys).
  func changedVersion(of original: String) -> (text: String, expected: Set<String>) {
    let keys = CatalogTextEdits.keys(original)
    var text = original
    text = CatalogTextEdits.replacing("value", of: keys[0], language: "de", with: "Alle Regeln", in: text)
    text = CatalogTextEdits.replacing("state", of: keys[1], language: "ko", with: "needs_review", in: text)
    text = CatalogTextEdits.replacing("value", of: keys[2], language: "en", with: "New source text", in: text)
    text = CatalogTextEdits.replacing("value", of: keys[2], language: "ja", with: "新しい", in: text)
    text = CatalogTextEdits.replacing("state", of: keys[2], language: "ja", with: "new", in: text)
    text = CatalogTextEdits.removingLanguage(text, key: keys[3], language: "it")
    // A comment change, a removed key and an added key.
    let comment = "      \"comment\" : "
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let keyLine = lines.firstIndex(of: "    \"\(keys[6])\" : {")!
    let commentLine = lines[keyLine...].firstIndex { $0.hasPrefix(comment) }!
    #expect(commentLine == keyLine + 1)
    lines[commentLine] = comment + "\"A clearer comment\","
    let removedStart = lines.firstIndex(of: "    \"\(keys[7])\" : {")!
    let removedEnd = lines[removedStart...].firstIndex(of: "    },")!
    lines.removeSubrange(removedStart...removedEnd)
    let insertAt = lines.firstIndex(of: "    \"\(keys[10])\" : {")!
    lines.insert(
      contentsOf: ["    \"FileScope.New.key\" : {", "      \"extractionState\" : \"manual\"", "    },"], at: insertAt)
    text = lines.joined(separator: "\n")
    let expected: Set<String> = [
      "\(keys[0])|de||value", "\(keys[1])|ko||state", "\(keys[2])|en||value", "\(keys[2])|ja||value+state",
      "\(keys[3])|it||removed", "\(keys[6])|comment", "\(keys[7])|removed", "FileScope.New.key|added",
    ]
    return (text, expected)
  }

  /// The same set, read from `diff --format json`.
  func listed(_ json: String) throws -> Set<String> {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 1)
    var found: Set<String> = []
    for catalog in document["catalogs"] as? [[String: Any]] ?? [] {
      for key in catalog["keys"] as? [[String: Any]] ?? [] {
        let name = key["key"] as? String ?? ""
        let change = key["change"] as? String ?? ""
        if change != "changed" { found.insert("\(name)|\(change)") }
        for field in key["fields"] as? [[String: Any]] ?? [] {
          found.insert("\(name)|\(field["field"] as? String ?? "")")
        }
        for unit in key["units"] as? [[String: Any]] ?? [] {
          let changes = (unit["changes"] as? [String] ?? []).joined(separator: "+")
          found.insert("\(name)|\(unit["language"] as? String ?? "")|\(unit["variation"] as? String ?? "")|\(changes)")
        }
      }
    }
    return found
  }

  @Test func listsExactlyTheChangedUnitsOfTwoVersions() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let original = try original()
    let (changed, expected) = changedVersion(of: original)
    try folder.write("Old.xcstrings", original)
    try folder.write("New.xcstrings", changed)
    let json = try CommandRunner.run(["diff", "--format", "json", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(json.status == 0, "\(json.standardError)")
    let found = try listed(json.standardOutput)
    #expect(found == expected, "extra: \(found.subtracting(expected)), missing: \(expected.subtracting(found))")

    let text = try CommandRunner.run(["diff", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(text.status == 0)
    let keys = CatalogTextEdits.keys(original)
    #expect(
      text.standardOutput.hasPrefix("Old.xcstrings → New.xcstrings: 1 key added, 1 key removed, 5 keys changed\n"))
    #expect(text.standardOutput.contains("\n+ FileScope.New.key\n"))
    #expect(text.standardOutput.contains("\n- \(keys[7])"))
    #expect(text.standardOutput.contains("\n    en (source): "), "\(text.standardOutput)")
    #expect(text.standardOutput.contains("→ \"New source text\"\n"))
    #expect(text.standardOutput.contains("\n    ko: state translated → needs_review\n"))
    #expect(!text.standardOutput.contains("\u{1B}["))

    let markdown = try CommandRunner.run(
      ["diff", "--format", "markdown", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(markdown.standardOutput.hasPrefix("## String Catalog changes\n"))
    #expect(markdown.standardOutput.contains("| `\(keys[1])` | ko | state | "))
    #expect(markdown.standardOutput.contains("| `\(keys[0])` | de | retranslated | "))

    let exit = try CommandRunner.run(["diff", "--exit-code", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(exit.status == 1)
    let same = try CommandRunner.run(["diff", "--exit-code", "Old.xcstrings", "Old.xcstrings"], in: folder.url)
    #expect(same.status == 0 && same.standardOutput.isEmpty)
    let coloured = try CommandRunner.run(
      ["diff", "--color", "always", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(coloured.standardOutput.contains("\u{1B}[32m+ FileScope.New.key\u{1B}[0m"))
  }

  @Test func errorsAndUsage() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("Good.xcstrings", try original())
    try folder.write("Bad.xcstrings", "{ \"sourceLanguage\" : ")
    let bad = try CommandRunner.run(["diff", "Good.xcstrings", "Bad.xcstrings"], in: folder.url)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("Bad.xcstrings:1:"), "\(bad.standardError)")
    let missing = try CommandRunner.run(["diff", "Good.xcstrings", "Missing.xcstrings"], in: folder.url)
    #expect(missing.status == 2)
    let usage = try CommandRunner.run(["diff", "Good.xcstrings"], in: folder.url)
    #expect(usage.status == 64)
    #expect(usage.standardError.contains("give two catalogs"), "\(usage.standardError)")
    let help = try CommandRunner.run(["diff", "--help"], in: folder.url)
    #expect(help.standardOutput.contains("Examples:") && help.standardOutput.contains("l10n diff --base HEAD"))
  }

  @Test(.requires(.git))
  func baseRevisionComparesTheWorkingTree() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    let original = try original()
    let (changed, expected) = changedVersion(of: original)
    try repository.folder.write("l10n.yml", "version: 1\ncatalogs: [App/Catalogs]\n")
    try repository.commit("App/Catalogs/FileScope.xcstrings", original, message: "catalog")
    try repository.git("add", "l10n.yml")
    try repository.git("commit", "-q", "-m", "configuration")

    let clean = try CommandRunner.run(["diff", "--base", "HEAD", "--exit-code"], in: repository.url)
    #expect(clean.status == 0, "\(clean.standardError)")
    #expect(clean.standardOutput.isEmpty)

    try repository.folder.write("App/Catalogs/FileScope.xcstrings", changed)
    let json = try CommandRunner.run(["diff", "--base", "HEAD", "--format", "json"], in: repository.url)
    #expect(json.status == 0, "\(json.standardError)")
    let found = try listed(json.standardOutput)
    #expect(found == expected, "extra: \(found.subtracting(expected)), missing: \(expected.subtracting(found))")
    #expect(json.standardOutput.contains("\"file\" : \"App/Catalogs/FileScope.xcstrings\""))

    // From a subfolder, naming the catalog: paths resolve against the top of the work tree.
    let inside = repository.url.appendingPathComponent("App")
    let named = try CommandRunner.run(
      ["diff", "--base", "HEAD", "--exit-code", "Catalogs/FileScope.xcstrings"], in: inside)
    #expect(named.status == 1, "\(named.standardError)")
    #expect(named.standardOutput.hasPrefix("Catalogs/FileScope.xcstrings: 1 key added"), "\(named.standardOutput)")

    // A catalog the revision does not have: all its keys are added.
    try repository.folder.write("App/Catalogs/Other.xcstrings", original)
    let added = try CommandRunner.run(["diff", "--base", "HEAD", "App/Catalogs/Other.xcstrings"], in: repository.url)
    #expect(
      added.standardOutput.hasPrefix("App/Catalogs/Other.xcstrings: 19 keys added (not in HEAD)"),
      "\(added.standardOutput)")

    let unknown = try CommandRunner.run(["diff", "--base", "no-such-branch"], in: repository.url)
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown revision 'no-such-branch'"), "\(unknown.standardError)")
  }

  /// A key renamed since the revision is shown as renamed, old name and new, in every format.
  @Test(.requires(.git))
  func baseShowsARenamedKey() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    let original = try original()
    let key = CatalogTextEdits.keys(original)[0]
    try repository.folder.write("l10n.yml", "version: 1\ncatalogs: [F.xcstrings]\n")
    try repository.commit("F.xcstrings", original, message: "catalog")
    try repository.git("add", "l10n.yml")
    try repository.git("commit", "-q", "-m", "configuration")
    let renamed = original.replacingOccurrences(of: "    \"\(key)\" : {", with: "    \"FileScope.renamed\" : {")
    #expect(renamed != original)
    try repository.folder.write("F.xcstrings", renamed)

    let text = try CommandRunner.run(["diff", "--base", "HEAD"], in: repository.url)
    #expect(text.status == 0, "\(text.standardError)")
    #expect(
      text.standardOutput.hasPrefix("F.xcstrings: 1 key renamed\n> \(key) → FileScope.renamed"),
      "\(text.standardOutput)")
    let json = try CommandRunner.run(["diff", "--base", "HEAD", "--format", "json"], in: repository.url)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary["renamed"] == 1 && summary["added"] == 0 && summary["removed"] == 0)
    let keys = (document["catalogs"] as? [[String: Any]])?.first?["keys"] as? [[String: Any]]
    #expect(keys?.count == 1)
    #expect(keys?.first?["change"] as? String == "renamed")
    #expect(keys?.first?["key"] as? String == "FileScope.renamed")
    #expect(keys?.first?["oldKey"] as? String == key)
    let markdown = try CommandRunner.run(["diff", "--base", "HEAD", "--format", "markdown"], in: repository.url)
    #expect(
      markdown.standardOutput.contains("| `FileScope.renamed` | | key renamed | `\(key)` | `FileScope.renamed` |"))
  }

  /// A catalog deleted since the revision: with the configured catalogs, it is listed with all
  /// its keys removed, whether its folder still holds other catalogs or none.
  @Test(.requires(.git))
  func baseListsCatalogsDeletedSince() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    let original = try original()
    try repository.folder.write("l10n.yml", "version: 1\ncatalogs: [App/Catalogs, Extra/Gone.xcstrings]\n")
    try repository.commit("App/Catalogs/FileScope.xcstrings", original, message: "catalog")
    try repository.commit("App/Catalogs/Other.xcstrings", original, message: "other")
    try repository.commit("Extra/Gone.xcstrings", original, message: "gone")
    try repository.git("add", "l10n.yml")
    try repository.git("commit", "-q", "-m", "configuration")

    try FileManager.default.removeItem(at: repository.url.appendingPathComponent("App/Catalogs/Other.xcstrings"))
    try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Extra/Gone.xcstrings"))
    let text = try CommandRunner.run(["diff", "--base", "HEAD", "--exit-code"], in: repository.url)
    #expect(text.status == 1, "\(text.standardError)")
    let lines = text.standardOutput.components(separatedBy: "\n")
    #expect(
      lines.contains("App/Catalogs/Other.xcstrings: 19 keys removed (deleted since HEAD)"), "\(text.standardOutput)")
    #expect(lines.contains("Extra/Gone.xcstrings: 19 keys removed (deleted since HEAD)"), "\(text.standardOutput)")
    #expect(!lines.contains { $0.hasPrefix("App/Catalogs/FileScope.xcstrings") }, "an unchanged catalog is not listed")

    // The folder without any catalog left.
    try FileManager.default.removeItem(at: repository.url.appendingPathComponent("App/Catalogs/FileScope.xcstrings"))
    let none = try CommandRunner.run(["diff", "--base", "HEAD"], in: repository.url)
    #expect(none.status == 0, "\(none.standardError)")
    #expect(
      none.standardOutput.contains("App/Catalogs/FileScope.xcstrings: 19 keys removed (deleted since HEAD)"),
      "\(none.standardOutput)")
  }

  @Test(.requires(.git)) func baseOutsideAGitRepositoryFails() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("F.xcstrings", try original())
    let result = try CommandRunner.run(["diff", "--base", "HEAD", "F.xcstrings"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("is not in a git repository"), "\(result.standardError)")
  }
}
