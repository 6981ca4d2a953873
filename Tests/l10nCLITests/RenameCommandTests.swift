import Foundation
import L10nTestSupport
import Testing

/// `l10n rename` and `check --fix-names` on the command line: what they print where, the rename
/// map --fix-names --dry-run prints, exit statuses. What a rename does to catalogs and code:
/// `RenameRequestTests` and `FixNamesTests` (L10nSessionTests).
@Suite struct RenameCommandTests {
  static func text(_ url: URL) throws -> String {
    String(decoding: try Fixtures.bytesAt(url), as: UTF8.self)
  }

  @Test func onTheSampleApp() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    for item in ["Samples", "Catalogs", "l10n.yml"] {
      try FileManager.default.copyItem(
        at: Fixtures.packageRoot.appendingPathComponent(item), to: folder.file(item))
    }
    let catalog = folder.file("Catalogs/Localizable.xcstrings")
    let swift = folder.file("Samples/SampleApp/Screens/Editor/EditorView.swift")
    let (catalogBefore, swiftBefore) = (try Self.text(catalog), try Self.text(swift))
    let result = try CommandRunner.run(
      ["rename", "editor.add_frame_button.title", "editor.frame.add_button"], in: folder.url)
    // A key built at run time (`"\(prefix).title"`) could make the old key: reported, exit 1.
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardOutput.contains("editor.add_frame_button.title → editor.frame.add_button"))
    #expect(result.standardError.contains("SettingsView.swift:86:5: warning: a key built at run time (*.title)"))
    #expect(
      try Self.text(catalog)
        == CatalogTextEdits.renaming(catalogBefore, "editor.add_frame_button.title", to: "editor.frame.add_button"))
    #expect(
      try Self.text(swift)
        == swiftBefore.replacingOccurrences(
          of: "\"editor.add_frame_button.title\"", with: "\"editor.frame.add_button\""))
  }

  /// A refused rename exits 2 with the reason and writes nothing.
  @Test func aRefusalExitsTwoAndWritesNothing() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("L.xcstrings", RenameFixtures.editorTitleCatalog)
    try folder.write("l10n.yml", RenameFixtures.config)
    try folder.write("Sources/A.swift", "let a = \"editor.title\".i18n\n")
    let catalog = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let refused = try CommandRunner.run(["rename", "editor.title", "Editor Title"], in: folder.url)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("--allow-any-name renames to it anyway"), "\(refused.standardError)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == catalog)
    #expect(try Self.text(folder.file("Sources/A.swift")) == "let a = \"editor.title\".i18n\n")
  }

  /// `check --fix-names --dry-run` prints the renames as a map `rename --map` takes; the lock
  /// options go only with --fix-names; `check --fix-names` renames.
  @Test func fixNamesPrintsAMapRenameTakes() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("L.xcstrings", RenameFixtures.badNamesCatalog)
    try folder.write("l10n.yml", RenameFixtures.config)
    try folder.write("Sources/A.swift", RenameFixtures.badNamesSource)
    let catalog = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let map = try CommandRunner.run(["check", "--fix-names", "--dry-run"], in: folder.url)
    #expect(map.status == 0, "\(map.standardError)")
    #expect(
      map.standardOutput
        == "'Settings.URLField': 'settings.url_field'\n'editor.addButton.title': 'editor.add_button.title'\n"
        || map.standardOutput
          == "'editor.addButton.title': 'editor.add_button.title'\n'Settings.URLField': 'settings.url_field'\n",
      "\(map.standardOutput)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == catalog)
    // The printed map is one `rename --map` takes.
    try folder.write("renames.yml", map.standardOutput)
    let dry = try CommandRunner.run(["rename", "--map", "renames.yml", "--dry-run"], in: folder.url)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(dry.standardOutput.contains("editor.addButton.title → editor.add_button.title: L.xcstrings; 1 usage"))
    #expect(dry.standardError.contains("Dry run: nothing was written."))
    // The lock options only go with --fix-names, the one way check writes.
    let noWait = try CommandRunner.run(["check", "--no-wait"], in: folder.url)
    #expect(noWait.status == 64)
    #expect(noWait.standardError.contains("--no-wait goes with --fix-names"), "\(noWait.standardError)")
    let fixed = try CommandRunner.run(["check", "--fix-names", "--no-wait"], in: folder.url)
    #expect(fixed.status == 0, "\(fixed.standardOutput)\(fixed.standardError)")
    let after = try Self.text(folder.file("L.xcstrings"))
    #expect(after.contains("\"editor.add_button.title\"") && after.contains("\"settings.url_field\""))
    #expect(!after.contains("\"editor.addButton.title\""))
  }
}
