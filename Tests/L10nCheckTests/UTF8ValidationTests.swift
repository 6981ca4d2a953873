import L10nText
import Testing

/// `UTF8Validation`, the one UTF-8 judgement of the readers (XLIFF, CSV, Swift sources, the
/// extraction cache), which stands in for `String(validating:as:)` below macOS 15.
@Suite struct UTF8ValidationTests {
  @Test(arguments: [
    ([UInt8](), nil as Int?),
    (Array("plain ASCII, longer than one eight-byte word".utf8), nil),
    (Array("Éditeur • 編集 • 🎞️".utf8), nil),
    ([0x41, 0x80], 1),  // a continuation byte with no lead
    ([0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0xC3], 9),  // cut short after a word of ASCII
    ([0xC0, 0xAF], 0),  // overlong "/"
    ([0xE0, 0x80, 0xAF], 0),  // overlong, three bytes
    ([0xED, 0xA0, 0x80], 0),  // a UTF-16 surrogate
    ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
    ([0xF5, 0x80, 0x80, 0x80], 0),
    ([0xFF], 0),
    (Array("ok ".utf8) + [0xE2, 0x82] + Array(" then".utf8), 3),  // "€" cut short mid-text
  ])
  func firstInvalidByte(bytes: [UInt8], expected: Int?) {
    #expect(UTF8Validation.firstInvalidOffset(bytes) == expected)
    #expect(UTF8Validation.isValid(bytes) == (expected == nil))
    #expect(UTF8Validation.firstInvalidOffset(bytes[...]) == expected)
  }

  @Test func textOfValidBytes() {
    #expect(UTF8Validation.string(Array("Éditeur".utf8)) == "Éditeur")
    #expect(UTF8Validation.string([0x41, 0xFF]) == nil)
  }

  /// The same verdict as the standard library's, on random bytes of every kind, where that exists
  /// (macOS 15, and Linux, where it always does).
  @Test func agreesWithTheStandardLibrary() {
    guard #available(macOS 15.0, iOS 18.0, *) else { return }
    var generator = SystemRandomNumberGenerator()
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("編".utf8), Array("🎞".utf8), [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F],
      [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xFF],
    ]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...24, using: &generator) {
        bytes += pieces.randomElement(using: &generator)!
      }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      #expect(UTF8Validation.isValid(bytes) == expected, "\(bytes)")
    }
  }
}
