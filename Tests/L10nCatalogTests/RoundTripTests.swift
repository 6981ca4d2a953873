import Foundation
import L10nCatalog
import L10nTestSupport
import OrderedCollections
import Testing

/// Read then write must give back the bytes of every real Xcode-written catalog.
@Suite struct RoundTripTests {
  @Test func theCorpusIsThere() {
    #expect(Fixtures.realCatalogs.count >= 13)
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func readThenWriteIsIdentical(name: String) throws {
    let bytes = try Fixtures.bytes("real/\(name)")
    let catalog = try StringCatalog(bytes: bytes, file: name)
    expectSameBytes(catalog.encoded(), bytes, name)
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func readingTwiceGivesEqualModels(name: String) throws {
    let bytes = try Fixtures.bytes("real/\(name)")
    let first = try StringCatalog(bytes: bytes)
    let second = try StringCatalog(bytes: first.encoded())
    let equal = first == second
    #expect(equal, "the model changed through a write and a read")
  }

  @Test func theSampleAppCatalogRoundTrips() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Catalogs/Localizable.xcstrings")
    let bytes = [UInt8](try Data(contentsOf: url))
    expectSameBytes(try StringCatalog(bytes: bytes).encoded(), bytes, "the sample catalog")
  }

  @Test func versionIsKeptVerbatim() throws {
    let catalog = try StringCatalog(bytes: Fixtures.bytes("real/coteditor_CotEditor_FileScopeEditor.xcstrings"))
    #expect(catalog.version == "1.3")
    let other = try StringCatalog(bytes: Array(#"{"sourceLanguage":"en","strings":{},"version":"7.42"}"#.utf8))
    #expect(other.version == "7.42")
    #expect(String(decoding: other.encoded(), as: UTF8.self).contains(#""version" : "7.42""#))
  }

  @Test func theModelSeesWhatTheFileHolds() throws {
    let catalog = try StringCatalog(bytes: Fixtures.bytes("real/coteditor_CotEditor_Document.xcstrings"))
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.version == "1.1")
    // A substitution with argNum and plural cases.
    let entry = try #require(catalog.strings["FolderFind.Metrics.message"])
    let czech = try #require(entry.localizations?["cs"])
    #expect(czech.stringUnit?.value == "%#@arg1@ v %#@arg2@")
    let arg1 = try #require(czech.substitutions?["arg1"])
    #expect(arg1.argNum == 1)
    #expect(arg1.formatSpecifier == "lld")
    #expect(arg1.variations?.plural?["few"]?.stringUnit?.value.hasSuffix("shody") == true)

    let shortcuts = try StringCatalog(bytes: Fixtures.bytes("real/coteditor_CotEditor_AppShortcuts.xcstrings"))
    let sets = shortcuts.strings.values.compactMap { $0.localizations?["en-GB"]?.stringSet }
    #expect(sets.contains { $0.values.contains("Create a document in ${applicationName}") })

    let infoPlist = try StringCatalog(bytes: Fixtures.bytes("real/coteditor_CotEditor_InfoPlist.xcstrings"))
    #expect(infoPlist.strings["CFBundleName"]?.shouldTranslate == false)

    let variations = try StringCatalog(bytes: Fixtures.bytes("real/liamnichols_xcstrings-tool_Variations.xcstrings"))
    let devices = variations.strings.values.compactMap { $0.localizations?["en"]?.variations?.device }
    #expect(devices.contains { $0["mac"] != nil && $0["other"] != nil })

    let rectangle = try StringCatalog(bytes: Fixtures.bytes("real/rxhanson_Rectangle_Main.xcstrings"))
    let states = rectangle.strings.values.flatMap { $0.localizations?.values.flatMap(\.leafStates) ?? [] }
    #expect(states.contains(TranslationState("")))
  }

  @Test func trailingNewlineIsRememberedAndReproduced() throws {
    let withNewline = try StringCatalog(bytes: Fixtures.bytes("real/apple_sample-backyard-birds_Localizable.xcstrings"))
    #expect(withNewline.fileFormat.hasTrailingNewline)
    #expect(withNewline.encoded().last == 0x0A)
    let without = try StringCatalog(bytes: Fixtures.bytes("real/geteduroam_apple-app_Localizable.xcstrings"))
    #expect(!without.fileFormat.hasTrailingNewline)
    #expect(without.encoded().last == UInt8(ascii: "}"))
  }
}
