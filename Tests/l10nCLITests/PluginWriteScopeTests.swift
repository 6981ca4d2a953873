import Foundation
import L10nTestSupport
import Testing

/// Under `swift package l10n` (which sets `L10N_WRITABLE_DIRECTORIES` to the package folder and
/// the folders allowed), a command that would write outside them stops before writing anything,
/// says what to pass, and exits 2: what macOS's plugin sandbox would otherwise refuse half way.
/// Here the plugin's variable is set by hand: a write target the plugin does not own.
@Suite struct PluginWriteScopeTests {
  static let emptyCatalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"

  /// A monorepo: the package's l10n.yml names a catalog in a shared folder beside the package.
  func monorepo() throws -> (TemporaryDirectory, package: URL, catalog: URL) {
    let folder = try TemporaryDirectory()
    try folder.write(
      "App/l10n.yml", "sources: [Sources]\ncatalogs: [../Shared/Localizable.xcstrings]\nlanguages: [fr]\n")
    try folder.write("App/Sources/Home.swift", "let title = \"home.title\".i18n // Welcome\n")
    let catalog = try folder.write("Shared/Localizable.xcstrings", Self.emptyCatalog)
    return (folder, folder.url.appendingPathComponent("App"), catalog)
  }

  func files(under url: URL) -> [String] {
    (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
  }

  @Test func extractIntoACatalogOutsideThePackageStopsFirst() throws {
    let (folder, package, catalog) = try monorepo()
    defer { folder.remove() }
    let before = files(under: folder.url)
    let result = try CommandRunner.run(
      ["extract"], in: package, environment: ["L10N_WRITABLE_DIRECTORIES": package.path])
    #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.contains("../Shared/Localizable.xcstrings"))
    #expect(result.standardError.contains("may write only inside"))
    #expect(result.standardError.contains("nothing was written"))
    #expect(result.standardError.contains("--allow-writing-to-directory"))
    #expect(result.standardError.contains("l10n extract"))
    #expect(String(decoding: try Fixtures.bytesAt(catalog), as: UTF8.self) == Self.emptyCatalog)
    #expect(files(under: folder.url) == before)

    // Allowed (what the plugin's --allow-writing-to-directory ../Shared passes on): it writes.
    let shared = catalog.deletingLastPathComponent().path
    let allowed = try CommandRunner.run(
      ["extract"], in: package, environment: ["L10N_WRITABLE_DIRECTORIES": "\(package.path):\(shared)"])
    #expect(allowed.status == 0, "\(allowed.standardError)")
    #expect(String(decoding: try Fixtures.bytesAt(catalog), as: UTF8.self).contains("\"home.title\""))
  }

  @Test func exportOutsideThePackageStopsFirst() throws {
    let (folder, package, _) = try monorepo()
    defer { folder.remove() }
    let before = files(under: folder.url)
    for output in ["../Out", "../fr.xliff"] {
      let result = try CommandRunner.run(
        ["export", "--lang", "fr", "--output", output], in: package,
        environment: ["L10N_WRITABLE_DIRECTORIES": package.path])
      #expect(result.status == 2, "\(output): \(result.standardOutput)\(result.standardError)")
      #expect(result.standardError.contains("may write only inside"), "\(output): \(result.standardError)")
      #expect(files(under: folder.url) == before, "\(output)")
    }
    // Inside the package it writes.
    let inside = try CommandRunner.run(
      ["export", "--lang", "fr", "--output", "Out"], in: package,
      environment: ["L10N_WRITABLE_DIRECTORIES": package.path])
    #expect(inside.status == 0, "\(inside.standardError)")
    #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Out/fr.xliff").path))
  }

  /// Without the plugin's variable nothing is confined: l10n run by hand writes where it is told.
  @Test func withoutThePluginNothingIsConfined() throws {
    let (folder, package, _) = try monorepo()
    defer { folder.remove() }
    let result = try CommandRunner.run(["export", "--lang", "fr", "--output", "../Out"], in: package)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Out/fr.xliff").path))
  }
}
