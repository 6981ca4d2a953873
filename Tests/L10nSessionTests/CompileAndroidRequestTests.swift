import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import L10nTestSupport
import Testing

/// `l10n compile --platform android` in a session: the files go through the session's files under
/// `-o`, every catalog in one strings.xml per language, with the writer's warnings; clashing names
/// stop the run before anything is written. The files' shapes are `AndroidWriterTests`'.
@Suite struct CompileAndroidRequestTests {
  static func compile(_ catalogs: [String: String], dryRun: Bool = false) throws -> (
    MemoryFolder, CompileRequest.Result
  ) {
    let folder = try MemoryFolder()
    for (name, json) in catalogs { try folder.write(name, json) }
    var request = CompileRequest(output: "app/src/main/res")
    request.catalogs = catalogs.keys.sorted()
    request.platform = .android
    request.dryRun = dryRun
    return (folder, try folder.session().run(request))
  }

  static let main = #"""
    {"sourceLanguage":"en","strings":{
      "Hello %@":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Bonjour %@"}}}},
      "tap":{"localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Click"}},
        "other":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}}},"version":"1.0"}
    """#
  static let settings = #"""
    {"sourceLanguage":"en","strings":{"Settings":{"localizations":{"pt-BR":{"stringUnit":{"state":"translated","value":"Ajustes"}}}}},"version":"1.0"}
    """#

  @Test func everyCatalogGoesToOneFilePerLanguage() throws {
    let (folder, result) = try Self.compile(["Main.xcstrings": Self.main, "Settings.xcstrings": Self.settings])
    #expect(
      result.files.map(\.path) == [
        "app/src/main/res/values/strings.xml", "app/src/main/res/values-fr/strings.xml",
        "app/src/main/res/values-pt-rBR/strings.xml",
      ])
    #expect(result.files.map(\.keys) == [3, 1, 1])
    let english = try folder.text("app/src/main/res/values/strings.xml")
    #expect(english.contains("<string name=\"hello___\">Hello %1$s</string>"))
    #expect(english.contains("<string name=\"settings\">Settings</string>"))
    #expect(try folder.text("app/src/main/res/values-fr/strings.xml").contains(">Bonjour %1$s</string>"))
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.message.contains("'tap'") == true)
    #expect(result.warnings.first?.place?.file == "Main.xcstrings")
  }

  @Test func aDryRunWritesNothing() throws {
    let (folder, result) = try Self.compile(["Main.xcstrings": Self.main], dryRun: true)
    #expect(result.files.count == 2)
    #expect((try? folder.text("app/src/main/res/values/strings.xml")) == nil)
  }

  @Test func clashingNamesStopTheRunNamingTheKeys() throws {
    // The same key in another catalog is one resource unless a language has two texts for it.
    let clash =
      #"{"sourceLanguage":"en","strings":{"Settings":{"localizations":{"pt-BR":{"stringUnit":{"state":"translated","value":"Configurações"}}}}},"version":"1.0"}"#
    #expect {
      _ = try Self.compile(["Main.xcstrings": Self.settings, "Other.xcstrings": clash])
    } throws: { error in
      "\(error)".contains("\"Settings\" (Main.xcstrings) and \"Settings\" both become settings")
    }
  }
}
