import Foundation
import L10nTestSupport
import Testing

/// `l10n extract`, end to end.
@Suite struct ExtractCommandTests {
  @Test func theEmbeddedSamplesAndCatalogAgree() throws {
    let result = try CommandRunner.run(["extract", "--check", "--no-cache"], in: Fixtures.packageRoot)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("Catalogs/Localizable.xcstrings: in sync"))
    // The sample's dynamic key is a warning with its position.
    #expect(result.standardError.contains("SettingsView.swift:"))
    #expect(result.standardError.contains("warning: a key with interpolation cannot be extracted"))
  }

  @Test func extractWritesOnceThenIsInSync() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [App]\ncatalogs: [Localizable.xcstrings]\n")
    try folder.write("Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    try folder.write(
      "App/Editor.swift",
      """
      let title = "editor.title".i18n // Editor
      let save = NSLocalizedString("editor.save_button.title", comment: "Saves the document")
      """)
    let check = try CommandRunner.run(["extract", "--check"], in: folder.url)
    #expect(check.status == 1)
    let dryRun = try CommandRunner.run(["extract", "--dry-run", "--format", "json"], in: folder.url)
    #expect(dryRun.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(dryRun.standardOutput.utf8)) as? [String: Any])
    let usages = try #require(json["usages"] as? [String: [String]])
    #expect(usages["editor.title"] == ["App/Editor.swift:1:13"])
    let write = try CommandRunner.run(["extract"], in: folder.url)
    #expect(write.status == 0, "\(write.standardError)")
    let bytes = try Fixtures.bytesAt(folder.file("Localizable.xcstrings"))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\"editor.save_button.title\" : {\n      \"comment\" : \"Saves the document\",\n      \"extractionState\" : \"manual\"\n    },"))
    #expect(text.contains("\"value\" : \"Editor\""))
    let again = try CommandRunner.run(["extract", "--check"], in: folder.url)
    #expect(again.status == 0, "\(again.standardOutput)")
    _ = try CommandRunner.run(["extract"], in: folder.url)
    expectSameBytes(try Fixtures.bytesAt(folder.file("Localizable.xcstrings")), bytes, "second extract")
  }

  @Test func conflictingFlagsAreUsageErrors() throws {
    let result = try CommandRunner.run(["extract", "--mark-stale", "--prune"], in: Fixtures.packageRoot)
    #expect(result.status == 64)
  }
}
