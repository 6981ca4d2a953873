import Testing

@testable import L10nCheck

/// The quality rules profile a text from its bytes when it is ASCII (`TextProfile.init`), and
/// from its Unicode scalars otherwise (`init(scalarsOf:)`). For ASCII text both must agree.
@Suite struct TextProfileTests {
  /// Texts over the bytes the profile looks at: letters, digits, blanks, line breaks, brackets,
  /// closers and sentence ends, in every short combination and in random longer ones.
  static let alphabet: [Character] = [
    "a", "Z", "7", " ", "\n", "\t", "\r", "(", ")", "[", "]", "{", "}", "\"", "'", ".", "!", "?", ":", ";", "%", "-",
    "\u{0B}",
  ]

  static var texts: [String] {
    var texts = [""]
    for first in alphabet {
      texts.append(String(first))
      for second in alphabet { texts.append(String([first, second])) }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let length = Int.random(in: 3...40, using: &generator)
      texts.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    return texts + ["Save the file.", "  Leading", "Trailing  ", "Two  spaces", "(unbalanced", "\"Quoted.\""]
  }

  @Test func asciiBytesGiveWhatTheScalarWalkGives() {
    for text in Self.texts {
      #expect(TextProfile(text) == TextProfile(scalarsOf: text), "\(text.debugDescription)")
    }
  }

  @Test func aProfileSeesWhatTheRulesAskOf() {
    let profile = TextProfile("  Two  lines\n(one.)\" ")
    #expect(profile.leadingWhitespace)
    #expect(profile.trailingWhitespace)
    #expect(profile.doubleSpace)
    #expect(profile.lineBreaks == 1)
    #expect(profile.bracketsBalanced)
    #expect(profile.hasLetters)
    #expect(profile.endsSentence)
    #expect(!TextProfile("(open").bracketsBalanced)
    #expect(!TextProfile("123 456").hasLetters)
  }
}
