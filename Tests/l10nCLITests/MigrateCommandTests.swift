import Foundation
import L10nTestSupport
import Testing

/// `l10n migrate` on the command line: its streams, exit statuses and messages, on the legacy
/// fixtures copied to a temporary folder. What the catalogs hold: `MigrateRequestTests`
/// (L10nSessionTests) and `LegacyStringsMigrationTests` (L10nExchangeTests).
@Suite struct MigrateCommandTests {
  /// The legacy app (`Resources/*.lproj`) and swift-build's two tables (`Tools/en.lproj`), with
  /// no l10n.yml (`--source-language` stands in for it).
  static func project() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try FileManager.default.copyItem(at: Fixtures.url("legacy/app"), to: folder.file("Resources"))
    try FileManager.default.createDirectory(at: folder.file("Tools"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Fixtures.url("legacy/real/en.lproj"), to: folder.file("Tools/en.lproj"))
    return folder
  }

  static func exists(_ folder: TemporaryDirectory, _ path: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.file(path).path)
  }

  @Test func writesOneCatalogPerTableAndListsThemOnStandardOutput() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let result = try CommandRunner.run(
      ["migrate", "Resources", "Tools", "--source-language", "en"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "Resources/Localizable.xcstrings\nTools/Apple Clang.xcstrings\nTools/Rez.xcstrings\n")
    // The width rule the catalog cannot hold is a warning on standard error, with its file.
    #expect(result.standardError.contains("warning: "), "\(result.standardError)")
    #expect(result.standardError.contains("Welcome width"), "\(result.standardError)")
    #expect(result.standardError.contains("Migrated 3 catalogs with "), "\(result.standardError)")
    #expect(result.standardError.contains("from 9 legacy files"), "\(result.standardError)")
    for path in ["Resources/Localizable.xcstrings", "Tools/Apple Clang.xcstrings", "Tools/Rez.xcstrings"] {
      #expect(Self.exists(folder, path), "\(path)")
    }
    // The legacy files are left as they are, and the catalogs are in Xcode's format.
    #expect(Self.exists(folder, "Resources/fr.lproj/Localizable.strings"))
    let fmt = try CommandRunner.run(
      ["fmt", "--check", "Resources/Localizable.xcstrings", "Tools"], in: folder.url)
    #expect(fmt.status == 0, "\(fmt.standardOutput)\(fmt.standardError)")
  }

  @Test func aDryRunPrintsTheCatalogsAndWritesNothing() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let result = try CommandRunner.run(
      ["migrate", "Resources", "--source-language", "en", "--dry-run"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "Resources/Localizable.xcstrings\n")
    #expect(result.standardError.contains("Dry run: 1 catalog with "), "\(result.standardError)")
    #expect(!Self.exists(folder, "Resources/Localizable.xcstrings"))
  }

  @Test func jsonListsEveryCatalogWithItsFiles() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let result = try CommandRunner.run(
      ["migrate", "Tools/en.lproj/Rez.strings", "--source-language", "en", "--format", "json", "--dry-run"],
      in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 1)
    #expect(document["dryRun"] as? Bool == true)
    let catalogs = try #require(document["catalogs"] as? [[String: Any]])
    #expect(catalogs.count == 1)
    #expect(catalogs.first?["path"] as? String == "Tools/Rez.xcstrings")
    #expect(catalogs.first?["table"] as? String == "Rez")
    #expect(catalogs.first?["languages"] as? [String] == ["en"])
    #expect(catalogs.first?["files"] as? [String] == ["Tools/en.lproj/Rez.strings"])
    #expect((catalogs.first?["keys"] as? Int ?? 0) > 10)
    #expect(!Self.exists(folder, "Tools/Rez.xcstrings"))
  }

  @Test func anExistingCatalogIsNeverReplaced() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("Resources/Localizable.xcstrings", "{ \"mine\" : true }\n")
    for extra in [[], ["--dry-run"]] {
      let result = try CommandRunner.run(
        ["migrate", "Resources", "Tools", "--source-language", "en"] + extra, in: folder.url)
      #expect(result.status == 64, "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError.contains(
          "Resources/Localizable.xcstrings exists; l10n migrate makes a new catalog and replaces none"),
        "\(result.standardError)")
    }
    #expect(
      try String(contentsOf: folder.file("Resources/Localizable.xcstrings"), encoding: .utf8) == "{ \"mine\" : true }\n"
    )
    // Nothing at all is written: not the other tables' catalogs either.
    #expect(!Self.exists(folder, "Tools/Rez.xcstrings"))
    #expect(!Self.exists(folder, "Tools/Apple Clang.xcstrings"))
    // --output elsewhere is the way around it, into a folder that exists.
    let missing = try CommandRunner.run(
      ["migrate", "Resources", "--source-language", "en", "-o", "New/Localizable.xcstrings"], in: folder.url)
    #expect(missing.status == 2)
    #expect(
      missing.standardError.contains("New/Localizable.xcstrings: cannot create the file: its folder does not exist"),
      "\(missing.standardError)")
    try FileManager.default.createDirectory(at: folder.file("New"), withIntermediateDirectories: true)
    let elsewhere = try CommandRunner.run(
      ["migrate", "Resources", "--source-language", "en", "-o", "New/Localizable.xcstrings"], in: folder.url)
    #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
    #expect(elsewhere.standardOutput == "New/Localizable.xcstrings\n")
  }

  @Test func aBrokenFileIsAToolFailureWithItsPlace() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("Broken/fr.lproj/Main.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
    let result = try CommandRunner.run(["migrate", "Broken", "--source-language", "en"], in: folder.url)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains("Broken/fr.lproj/Main.strings:2:1: expected ; after the entry \"a\""),
      "\(result.standardError)")
    #expect(!Self.exists(folder, "Broken/Main.xcstrings"))
  }

  /// An Android res folder: one catalog beside it, Xcode's format, the night folder reported on
  /// standard error; with .lproj paths in the same run, a usage error.
  @Test func anAndroidResFolderBecomesOneCatalog() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
    try folder.write(
      "app/res/values/strings.xml",
      head + "  <!-- Greeting -->\n  <string name=\"hello\">Hello, %1$s!</string>\n"
        + "  <plurals name=\"files\"><item quantity=\"one\">%d file</item><item quantity=\"other\">%d files</item></plurals>\n"
        + "</resources>\n")
    try folder.write(
      "app/res/values-de/strings.xml", head + "  <string name=\"hello\">Hallo, %1$s!</string>\n</resources>\n")
    try folder.write(
      "app/res/values-night/strings.xml", head + "  <string name=\"hello\">Good night</string>\n</resources>\n")
    let mixed = try CommandRunner.run(["migrate", "app/res", "Resources", "--source-language", "en"], in: folder.url)
    #expect(mixed.status == 64, "\(mixed.standardError)")
    #expect(mixed.standardError.contains("in two runs"), "\(mixed.standardError)")
    #expect(!Self.exists(folder, "app/Localizable.xcstrings"))

    let result = try CommandRunner.run(["migrate", "app/res", "--source-language", "en"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "app/Localizable.xcstrings\n")
    #expect(
      result.standardError.contains("app/res/values-night/strings.xml: warning: values-night is for a device"),
      "\(result.standardError)")
    #expect(
      result.standardError.contains("Migrated 1 catalog with 2 keys from 3 Android resource files"),
      "\(result.standardError)")
    let catalog = try String(contentsOf: folder.file("app/Localizable.xcstrings"), encoding: .utf8)
    #expect(catalog.contains("\"Hallo, %@!\""))
    #expect(catalog.contains("\"%lld files\""))
    let fmt = try CommandRunner.run(["fmt", "--check", "app/Localizable.xcstrings"], in: folder.url)
    #expect(fmt.status == 0, "\(fmt.standardOutput)\(fmt.standardError)")
    // Never over the catalog it made.
    let again = try CommandRunner.run(["migrate", "app/res", "--source-language", "en"], in: folder.url)
    #expect(again.status == 64, "\(again.standardError)")
  }

  @Test(arguments: [
    (["migrate", "--source-language", "en"], "Missing expected argument"),
    (["migrate", "Nowhere", "--source-language", "en"], "Nowhere: no such file or folder"),
    (["migrate", "Resources/notes.txt", "--source-language", "en"], "is not a .strings or .stringsdict file"),
    (
      ["migrate", "Resources", "Tools", "--source-language", "en", "-o", "One.xcstrings"], "--output names one catalog"
    ),
    (["migrate", "Resources", "--source-language", "en", "--format", "sarif"], "sarif"),
  ])
  func usageErrorsExitSixtyFourAndWriteNothing(arguments: [String], message: String) throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("Resources/notes.txt", "not a table\n")
    let result = try CommandRunner.run(arguments, in: folder.url)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(!Self.exists(folder, "Resources/Localizable.xcstrings"))
    #expect(!Self.exists(folder, "One.xcstrings"))
  }
}
