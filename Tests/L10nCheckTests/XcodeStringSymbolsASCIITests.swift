import Foundation
import L10nTestSupport
import Testing

@testable import L10nProject

/// `XcodeStringSymbols.symbol(forKey:)` reads ASCII keys by their bytes; the walk over characters
/// stays for the rest. Both must give the same symbol for every ASCII text.
@Suite struct XcodeStringSymbolsASCIITests {
  static func bothWays(_ text: String) -> (bytes: String?, characters: String?)? {
    var text = text
    guard let ascii = text.withUTF8(XcodeStringSymbols.asciiSymbol) else { return nil }
    return (ascii, XcodeStringSymbols.characterSymbol(text))
  }

  @Test func everyKeyOfTheRealCatalogsGivesTheSameSymbol() throws {
    var compared = 0
    for name in Fixtures.realCatalogNames {
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url("real/\(name)")))
      for key in ((json as? [String: Any])?["strings"] as? [String: Any] ?? [:]).keys {
        guard let both = Self.bothWays(key) else { continue }
        #expect(both.bytes == both.characters, "\(key)")
        compared += 1
      }
    }
    #expect(compared > 1000)
  }

  /// Texts made of the characters the rules treat apart: cases, digits, `$`, apostrophes,
  /// separators, reserved words.
  @Test func randomASCIITextsGiveTheSameSymbol() {
    let alphabet = Array("aBcXYZ019$'._- \n\r\t/").map(String.init) + ["Type", "self", "JSON", "iCloud", "2nd"]
    var generator = SeededGenerator(seed: 37)
    for _ in 0..<20_000 {
      let length = Int(generator.next() % 9)
      let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
      guard let both = Self.bothWays(text) else { continue }
      #expect(both.bytes == both.characters, "\(text.debugDescription)")
    }
    #expect(Self.bothWays("café") == nil)
  }
}
