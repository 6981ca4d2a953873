import Foundation
import L10nProject
import Testing

/// The key convention is matched by one engine (Swift's `Regex`), against the whole key, in
/// check, extract and export; on the default pattern and the ones the tests use it agrees with
/// the whole-key matches of `NSRegularExpression`, which validated patterns before.
@Suite struct KeyPatternTests {
  static let patterns: [KeyPattern] = [.default, #"^[a-z]+(\.[a-z_]+)+$"#, #"[a-z]+\.[a-z]+"#]
  static let keys = [
    "editor.title", "editor.add_frame_button.title", "Editor.title", "title", "a..b", "a.b.", ".a.b", "a_b.c9",
    "9a.b", "édition.title", "a.b\n", "a-b.c", "", "Hello %@", "settings.title.", "a.b.c.d.e.f",
  ]

  static func foundationMatchesWhole(_ pattern: String, _ key: String) throws -> Bool {
    let expression = try NSRegularExpression(pattern: pattern)
    let whole = NSRange(key.startIndex..., in: key)
    return expression.matches(in: key, range: whole).contains { $0.range == whole }
  }

  @Test(arguments: patterns)
  func bothEnginesAgreeOnWholeKeys(_ pattern: KeyPattern) throws {
    let matcher = pattern.matcher()
    for key in Self.keys {
      #expect(matcher.matches(key) == (try Self.foundationMatchesWhole(pattern.pattern, key)), "\(pattern) on \(key)")
    }
  }

  @Test func theDefaultIsMatchedByHandAsTheRegexMatches() throws {
    let regex = try Regex(KeyPattern.default.pattern)
    for key in Self.keys {
      #expect(KeyPattern.default.matches(key) == ((try regex.wholeMatch(in: key)) != nil), "\(key)")
    }
  }

  @Test func aPatternIsMatchedAgainstTheWholeKey() throws {
    let unanchored = try KeyPattern(pattern: #"[a-z]+\.[a-z]+"#)
    #expect(unanchored.matches("editor.title"))
    #expect(!unanchored.matches("Editor.title!"))
  }

  @Test func aPatternRegexCannotCompileIsAnErrorWithItsLine() {
    #expect(throws: KeyPatternError.self) { try KeyPattern(pattern: "(unclosed") }
    #expect {
      try ConfigurationLoader.parse("version: 1\nkeys:\n  pattern: '(unclosed'\n", file: "l10n.yml")
    } throws: { error in
      (error as? ConfigError)?.description == "l10n.yml:3: keys.pattern: not a valid regular expression"
    }
  }
}
