import Foundation
import L10nTestSupport
import Testing

/// `l10n extract` on the command line: what it prints where, and its exit statuses. What it
/// writes: `ExtractRequestTests` and the app fixtures' tests (L10nSessionTests).
@Suite struct ExtractCommandTests {
  @Test func theEmbeddedSamplesAndCatalogAgree() throws {
    let result = try CommandRunner.run(["extract", "--check", "--no-cache"], in: Fixtures.packageRoot)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("Catalogs/Localizable.xcstrings: in sync"))
    // The sample's dynamic key is a warning with its position.
    #expect(result.standardError.contains("SettingsView.swift:"))
    #expect(result.standardError.contains("warning: a key with interpolation cannot be extracted"))
  }

  /// --check exits 1 while the catalog is out of sync with the code; extract then writes it.
  @Test func checkExitsOneUntilExtractWrites() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [App]\ncatalogs: [Localizable.xcstrings]\n")
    try folder.write(
      "Localizable.xcstrings",
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    try folder.write("App/Editor.swift", "let title = \"editor.title\".i18n // Editor\n")
    let check = try CommandRunner.run(["extract", "--check"], in: folder.url)
    #expect(check.status == 1)
    #expect(check.standardOutput.contains("Localizable.xcstrings: would change (1 change)"), "\(check.standardOutput)")
    #expect(check.standardError.contains("out of sync with the code; run `l10n extract`"), "\(check.standardError)")
    let write = try CommandRunner.run(["extract"], in: folder.url)
    #expect(write.status == 0, "\(write.standardError)")
    #expect(write.standardOutput.hasPrefix("Localizable.xcstrings: updated (1 change)\n"), "\(write.standardOutput)")
  }

  /// A prune that cannot see all the code says why on standard error, writes nothing, exits 1.
  @Test func aRefusedPruneExitsOne() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [Framely]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    let before = try Data(contentsOf: folder.file(ModularAppFixture.catalogPath))
    let run = try CommandRunner.run(["extract", "--prune"], in: folder.url)
    #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardError.contains("nothing was written"), "\(run.standardError)")
    #expect(try Data(contentsOf: folder.file(ModularAppFixture.catalogPath)) == before)
  }

  @Test func conflictingFlagsAreUsageErrors() throws {
    let result = try CommandRunner.run(["extract", "--mark-stale", "--prune"], in: Fixtures.packageRoot)
    #expect(result.status == 64)
    let bad = try CommandRunner.run(["extract", "--prune", "--max-prune", "101"], in: Fixtures.packageRoot)
    #expect(bad.status == 64)
  }
}
