import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import L10nTestSupport
import OrderedCollections
import Testing

/// `l10n migrate`'s request on the legacy app fixture, in memory: one catalog per table beside the
/// `.lproj` folders, written once and never over an existing file.
@Suite struct MigrateRequestTests {
  func appFolder() throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.copy(Fixtures.url("legacy/app"), to: "App/Resources")
    try folder.copy(Fixtures.url("legacy/real/en.lproj"), to: "Tools/en.lproj")
    return folder
  }

  @Test func aFolderOfLprojFoldersBecomesOneCatalogPerTable() throws {
    let folder = try appFolder()
    let result = try folder.session().run(MigrateRequest(paths: ["App/Resources", "Tools"]))
    #expect(
      result.catalogs.map(\.path) == [
        "App/Resources/Localizable.xcstrings", "Tools/Apple Clang.xcstrings", "Tools/Rez.xcstrings",
      ])
    #expect(result.catalogs[0].languages == ["en", "de", "fr", "ja", "ru"])
    #expect(result.catalogs[0].files.count == 7)
    #expect(result.warnings.count == 1)
    #expect(result.warnings[0].message.contains("Welcome width"))
    let catalog = try StringCatalog(bytes: folder.bytes("App/Resources/Localizable.xcstrings"))
    #expect(catalog.strings["welcome.title"]?.extractionState == .migrated)
    let rez = try StringCatalog(bytes: folder.bytes("Tools/Rez.xcstrings"))
    #expect(rez.strings["Name"]?.comment == "Localized strings for basic info")
    // The legacy files are left as they are.
    #expect(folder.exists("App/Resources/fr.lproj/Localizable.strings"))
  }

  @Test func aDryRunWritesNothingAndAnExistingCatalogIsNotReplaced() throws {
    let folder = try appFolder()
    let dry = try folder.session().run(MigrateRequest(paths: ["App/Resources/en.lproj"], dryRun: true))
    #expect(dry.catalogs.map(\.path) == ["App/Resources/Localizable.xcstrings"])
    #expect(dry.catalogs[0].languages == ["en"])
    #expect(!folder.exists("App/Resources/Localizable.xcstrings"))
    try folder.write("App/Resources/Localizable.xcstrings", "{}")
    #expect(throws: UsageError.self) { try folder.session().run(MigrateRequest(paths: ["App/Resources"])) }
    #expect(try folder.text("App/Resources/Localizable.xcstrings") == "{}")
    let result = try folder.session().run(
      MigrateRequest(
        paths: ["App/Resources/fr.lproj/Localizable.strings"], sourceLanguage: "fr", output: "New.xcstrings"))
    #expect(result.catalogs.map(\.path) == ["New.xcstrings"])
    #expect(try StringCatalog(bytes: folder.bytes("New.xcstrings")).sourceLanguage == "fr")
  }

  @Test func pathsWithoutLegacyFilesAreUsageErrors() throws {
    let folder = try appFolder()
    try folder.write("notes/readme.strings", "\"a\" = \"b\";")
    #expect(throws: UsageError.self) { try folder.session().run(MigrateRequest(paths: ["notes/readme.strings"])) }
    #expect(throws: UsageError.self) { try folder.session().run(MigrateRequest(paths: ["notes"])) }
    #expect(throws: UsageError.self) { try folder.session().run(MigrateRequest(paths: ["missing"])) }
    #expect(throws: UsageError.self) {
      try folder.session().run(MigrateRequest(paths: ["App/Resources", "Tools"], output: "One.xcstrings"))
    }
  }

  @Test func aBrokenFileStopsTheRunWithItsPlace() throws {
    let folder = try appFolder()
    try folder.write("Broken/fr.lproj/Main.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
    #expect {
      try folder.session().run(MigrateRequest(paths: ["Broken"]))
    } throws: { error in
      (error as? ExchangeError)?.description
        == "Broken/fr.lproj/Main.strings:2:1: expected ; after the entry \"a\", found \"\"\""
    }
    #expect(!folder.exists("Broken/Main.xcstrings"))
  }
}
