import Foundation
import L10nCatalog
import L10nCheck
import L10nSession
import L10nTestSupport
import L10nText
import Testing

/// check's glossary and consistency rules as a project runs them: l10n.yml's glossary file, and
/// `check.consistency.splitByComment`.
@Suite struct GlossaryCheckTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "album.delete" : { "comment" : "Deletes an album", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Entfernen" } } } },
        "photo.delete" : { "comment" : "Deletes a photo", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } } } }
      },
      "version" : "1.0"
    }
    """

  func findings(_ yaml: String) throws -> [Finding] {
    let folder = try MemoryFolder()
    _ = try folder.write("L.xcstrings", Self.catalog)
    _ = try folder.write("terms.csv", "term,de\nDelete,Löschen|!Entfernen\n")
    _ = try folder.write("l10n.yml", "catalogs: [L.xcstrings]\n" + yaml)
    return try folder.session().run(CheckRequest(sources: nil)).findings
  }

  @Test func theGlossaryFromL10nYmlIsChecked() throws {
    let glossary = try findings("glossary: [terms.csv]\n").filter { $0.rule == .glossaryTerm }
    #expect(glossary.map(\.key) == ["album.delete"])
    #expect(glossary.first?.language == "de" && glossary.first?.severity == .warning)
    #expect(glossary.first?.message.contains("\"Entfernen\"") == true, "\(glossary)")
    #expect(try findings("").filter { $0.rule == .glossaryTerm }.isEmpty)
  }

  @Test func commentsSplitConsistencyUnlessL10nYmlSaysNot() throws {
    #expect(try findings("").filter { $0.rule == .inconsistentTranslation }.isEmpty)
    let joined = try findings("check:\n  consistency:\n    splitByComment: false\n").filter {
      $0.rule == .inconsistentTranslation
    }
    #expect(joined.count == 1)
    #expect(joined.first?.message.contains("translated 2 ways in de") == true, "\(joined)")
  }
}
