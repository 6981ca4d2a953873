import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `StatusRequest` (`l10n status`): the numbers per catalog and language, rendered as the command
/// line renders them.
@Suite struct StatusRequestTests {
  @Test func statusJSONCountsACatalog() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write(
      "L.xcstrings",
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "a":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"A"}}}},
        "b":{"localizations":{"fr":{"stringUnit":{"state":"needs_review","value":"B"}}}},
        "c":{"localizations":{"fr":{"variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"1"}},
          "other":{"stringUnit":{"state":"new","value":"n"}}}}}}},
        "d":{},
        "e":{"extractionState":"stale"},
        "f":{"shouldTranslate":false}
      }}
      """)
    let statuses = try folder.session().run(StatusRequest(catalogs: ["L.xcstrings"]))
    let json = try jsonObject(try StatusReport.json(statuses))
    let catalog = try #require((json["catalogs"] as? [[String: Any]])?.first)
    #expect(catalog["keys"] as? Int == 4)
    #expect(catalog["staleKeys"] as? Int == 1)
    #expect(catalog["untranslatableKeys"] as? Int == 1)
    let languages = try #require(catalog["languages"] as? [[String: Any]])
    let french = try #require(languages.first { $0["language"] as? String == "fr" })
    #expect(french["translated"] as? Int == 1)
    #expect(french["needsReview"] as? Int == 1)
    #expect(french["new"] as? Int == 1)
    #expect(french["missing"] as? Int == 1)
    #expect(french["percentTranslated"] as? Double == 25)
    let english = try #require(languages.first { $0["language"] as? String == "en" })
    #expect(english["isSource"] as? Bool == true)
    #expect(english["translated"] as? Int == 4)
  }

  static func languages(_ output: String) throws -> [String: [String: Any]] {
    let catalogs = try #require(try jsonObject(output)["catalogs"] as? [[String: Any]])
    var result: [String: [String: Any]] = [:]
    for language in catalogs.first?["languages"] as? [[String: Any]] ?? [] {
      result[language["language"] as! String] = language
    }
    return result
  }

  /// With words counted the JSON carries them, a new language costs every word, and without
  /// them the JSON is as it was.
  @Test func wordsInJSONAndForANewLanguage() throws {
    let folder = try MemoryFolder.memoryProject()
    defer { folder.remove() }
    let session = try folder.session()
    let plain = try StatusReport.json(try session.run(StatusRequest()))
    #expect(!plain.contains("\"words\""))
    let rows = try Self.languages(try StatusReport.json(try session.run(StatusRequest(countWords: true))))
    // Cancel (1) + Do you want to save these changes (7) + Settings (1) are not in French yet.
    let french = try #require(rows["fr"]?["words"] as? [String: Int])
    #expect(french == ["untranslated": 9, "needsReview": 0, "total": 17])
    // A language the catalog does not have: every word, and only that language (and the source).
    let italian = try session.run(StatusRequest(countWords: true, languages: ["it"]))
    let newRows = try Self.languages(try StatusReport.json(italian))
    #expect(Set(newRows.keys) == ["en", "it"])
    #expect(newRows["it"]?["words"] as? [String: Int] == ["untranslated": 17, "needsReview": 0, "total": 17])
    let text = StatusReport.text(try session.run(StatusRequest(countWords: true)), color: false)
    #expect(text.contains("words to translate"))
  }
}
