import Foundation
import L10nCatalog
import L10nExchange
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// What the SwiftPM build-tool plugin (`L10nCompilePlugin`) asks of `l10n compile`: off Apple
/// platforms `--format strings-only` (no `.stringsdict`, which swift-corelibs-foundation crashes
/// on; the keys that vary left out, counted in a warning), and `--all-tables`, every table of every
/// language of the catalog, empty ones too, since SwiftPM needs the outputs before l10n runs.
@Suite struct CompileForBuildToolsTests {
  static let catalog = #"""
    {"sourceLanguage":"en","strings":{
    "a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},"fr":{"stringUnit":{"state":"translated","value":"À"}}}},
    "n":{"localizations":{"en":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
      "de":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}},
    "d":{"localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Click"}},
      "other":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}}
    },"version":"1.0"}
    """#

  static func compile(_ configure: (inout CompileRequest) -> Void) throws -> (MemoryFolder, CompileRequest.Result) {
    let folder = try MemoryFolder()
    _ = try folder.write("Localizable.xcstrings", catalog)
    var request = CompileRequest(output: "out")
    request.catalogs = ["Localizable.xcstrings"]
    configure(&request)
    return (folder, try folder.session().run(request))
  }

  static func plist(_ folder: MemoryFolder, _ path: String) throws -> [String: Any] {
    let bytes = Data(try folder.bytes(path))
    return try #require(PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
  }

  @Test func stringsOnlyLeavesOutTheKeysThatVaryAndSaysHowMany() throws {
    let (folder, result) = try Self.compile { $0.appleOutput = .stringsOnly }
    // German has only a plural: no file for it.
    #expect(result.files.map(\.path) == ["out/en.lproj/Localizable.strings", "out/fr.lproj/Localizable.strings"])
    #expect(try Self.plist(folder, "out/en.lproj/Localizable.strings") as? [String: String] == ["a": "A"])
    #expect(
      result.warnings.map(\.message) == [
        "2 keys with variations (plural, device, substitutions) left out (the first: 'n'): --format strings-only writes no .stringsdict"
      ])
    #expect(result.warnings.map { $0.place?.description } == ["Localizable.xcstrings"])
  }

  @Test func theDefaultFormatStillWritesTheVariations() throws {
    let (folder, result) = try Self.compile { _ in }
    #expect(result.files.map(\.path).contains("out/en.lproj/Localizable.stringsdict"))
    #expect(try Self.plist(folder, "out/de.lproj/Localizable.stringsdict")["n"] is [String: Any])
    #expect(result.warnings.isEmpty)
  }

  /// In the catalog's order of languages (the source first, then Xcode's).
  @Test func allTablesWritesEveryTableOfEveryLanguageEmptyOnesToo() throws {
    let (folder, both) = try Self.compile { $0.allTables = true }
    #expect(
      both.files.map(\.path) == [
        "out/en.lproj/Localizable.strings", "out/en.lproj/Localizable.stringsdict",
        "out/de.lproj/Localizable.strings", "out/de.lproj/Localizable.stringsdict",
        "out/fr.lproj/Localizable.strings", "out/fr.lproj/Localizable.stringsdict",
      ])
    #expect(try Self.plist(folder, "out/fr.lproj/Localizable.stringsdict").isEmpty)
    #expect(try folder.text("out/de.lproj/Localizable.strings").contains("<dict/>"))

    let (_, stringsOnly) = try Self.compile {
      ($0.allTables, $0.appleOutput) = (true, .stringsOnly)
    }
    #expect(
      stringsOnly.files.map(\.path) == [
        "out/en.lproj/Localizable.strings", "out/de.lproj/Localizable.strings", "out/fr.lproj/Localizable.strings",
      ])
    let (_, dryRun) = try Self.compile {
      ($0.allTables, $0.appleOutput, $0.dryRun, $0.languages) = (true, .stringsdictOnly, true, ["de"])
    }
    #expect(dryRun.files.map(\.path) == ["out/de.lproj/Localizable.stringsdict"])
  }
}
