import Foundation
import L10nTestSupport
import Testing

/// `l10n status --words` end to end: the JSON carries the counts, a new language costs every word,
/// and without --words the JSON is as it was.
@Suite struct StatusWordsCommandTests {
  static func languages(_ output: String) throws -> [String: [String: Any]] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let catalogs = try #require(json["catalogs"] as? [[String: Any]])
    var result: [String: [String: Any]] = [:]
    for language in catalogs.first?["languages"] as? [[String: Any]] ?? [] {
      result[language["language"] as! String] = language
    }
    return result
  }

  @Test func wordsInJSONAndForANewLanguage() throws {
    let folder = try MemoryCommandTests.project()
    defer { folder.remove() }
    let plain = try CommandRunner.run(["status", "--format", "json"], in: folder.url)
    #expect(!plain.standardOutput.contains("\"words\""))
    let result = try CommandRunner.run(["status", "--words", "--format", "json"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let rows = try Self.languages(result.standardOutput)
    // Cancel (1) + Do you want to save these changes (7) + Settings (1) are not in French yet.
    let french = try #require(rows["fr"]?["words"] as? [String: Int])
    #expect(french == ["untranslated": 9, "needsReview": 0, "total": 17])
    // A language the catalog does not have: every word, and only that language (and the source).
    let italian = try CommandRunner.run(["status", "--words", "--lang", "it", "--format", "json"], in: folder.url)
    let newRows = try Self.languages(italian.standardOutput)
    #expect(Set(newRows.keys) == ["en", "it"])
    #expect(newRows["it"]?["words"] as? [String: Int] == ["untranslated": 17, "needsReview": 0, "total": 17])
    let text = try CommandRunner.run(["status", "--words"], in: folder.url)
    #expect(text.standardOutput.contains("words to translate"))
  }

  /// --lang names languages as import takes them: a tag ICU does not know, or one spelled
  /// otherwise than Xcode writes it, is a usage error, not a new language costing every word.
  @Test func unknownLanguagesAreRefused() throws {
    let folder = try MemoryCommandTests.project()
    defer { folder.remove() }
    for (tag, message) in [
      ("fr_FR", #"--lang 'fr_FR' is not a language tag as Xcode writes it; did you mean "fr-FR"?"#),
      ("xx-Bogus-Tag-123", "--lang 'xx-Bogus-Tag-123' is not a language tag ICU knows"),
    ] {
      let result = try CommandRunner.run(["status", "--words", "--lang", "it," + tag], in: folder.url)
      #expect(result.status == 64, "\(tag)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }
}
