import Foundation
import L10nTestSupport
import Testing

/// `l10n status --words --lang` on the command line: a language that is not one is a usage error.
/// The counts: `StatusRequestTests` (L10nSessionTests).
@Suite struct StatusWordsCommandTests {
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
