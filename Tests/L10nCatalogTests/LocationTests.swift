import Foundation
import L10nCatalog
import Testing

/// Where keys and localizations stand: lines, and columns in characters, also on long lines.
@Suite struct LocationTests {
  @Test func columnsCountCharactersOnOneLineAndAcrossLines() throws {
    let text = """
      {"sourceLanguage":"en","strings":{"é.ü":{"localizations":{"fr":{"stringUnit":{"state":"new","value":"Ça"}},"de":{}}},"b.c":{}},
        "version":"1.0"}
      """
    let (_, locations) = try StringCatalog.decodeWithLocations(bytes: Array(text.utf8))
    #expect(locations.location(key: "é.ü") == SourceLocation(line: 1, column: 35))
    #expect(locations.location(key: "é.ü", language: "fr") == SourceLocation(line: 1, column: 59))
    #expect(locations.location(key: "é.ü", language: "de") == SourceLocation(line: 1, column: 108))
    #expect(locations.location(key: "b.c") == SourceLocation(line: 1, column: 118))
    let twoLines = text.replacingOccurrences(of: "\"b.c\"", with: "\n   \"b.c\"")
    let (_, moved) = try StringCatalog.decodeWithLocations(bytes: Array(twoLines.utf8))
    #expect(moved.location(key: "é.ü", language: "de") == SourceLocation(line: 1, column: 108))
    #expect(moved.location(key: "b.c") == SourceLocation(line: 2, column: 4))
  }
}
