import Foundation
import L10nProject
import L10nSession
import Testing

/// The rename map's two spellings, and what a map may not say.
@Suite struct RenameMapTests {
  @Test func yamlAndCSVGiveTheSamePairs() throws {
    let yaml = try RenameMap.parseYAML("editor.addButton: editor.add_button\n'a.B': a.b\n", file: "m.yml")
    let csv = try RenameMap.parseCSV("old,new\neditor.addButton,editor.add_button\n\"a.B\" , a.b\n\n", file: "m.csv")
    let pairs = [
      KeyRename.Pair(old: "editor.addButton", new: "editor.add_button"), KeyRename.Pair(old: "a.B", new: "a.b"),
    ]
    #expect(yaml == pairs)
    #expect(csv == pairs)
    // A quoted cell may hold a comma and a quote.
    #expect(try RenameMap.parseCSV("\"x,\"\"y\",z.a\n", file: "m.csv") == [KeyRename.Pair(old: "x,\"y", new: "z.a")])
  }

  /// A map saved by Excel: a byte order mark, CRLF, and a natural-language key with a comma and
  /// a line break in its quoted cell (which an earlier reader split at the line break).
  @Test func csvWithByteOrderMarkAndAQuotedCommaAndLineBreak() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RenameMapTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("renames.csv")
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF]
      + Array("old,new\r\n\"Hello, world\nand you\",greeting.hello\r\nsettings.Title,settings.title\r\n".utf8)
    try Data(bytes).write(to: url)
    let pairs = try RenameMap.read(url, displayPath: "renames.csv")
    #expect(
      pairs == [
        KeyRename.Pair(old: "Hello, world\nand you", new: "greeting.hello"),
        KeyRename.Pair(old: "settings.Title", new: "settings.title"),
      ])
    // The header is still known with the mark before it (it would otherwise be a pair).
    #expect(!pairs.contains { $0.old.hasSuffix("old") })
    // The record after the quoted line break starts on line 4: a mistake there names line 4.
    #expect(throws: ConfigError(file: "m.csv", line: 4, "expected two cells, old key and new key, found 1")) {
      try RenameMap.parseCSV("\u{FEFF}old,new\n\"a\nb\",c.d\nlonely\n", file: "m.csv")
    }
  }

  @Test func badMapsNameTheLine() {
    #expect(throws: ConfigError(file: "m.csv", line: 2, "expected two cells, old key and new key, found 3")) {
      try RenameMap.parseCSV("a.b,c.d\na.b,c.d,e.f\n", file: "m.csv")
    }
    #expect(
      throws: ConfigError(file: "m.csv", line: 1, column: 1, "this quoted field has no closing quote (\")")
    ) {
      try RenameMap.parseCSV("\"a.b,c.d\n", file: "m.csv")
    }
    #expect(
      throws: ConfigError(
        file: "m.csv", line: 2, column: 6,
        "expected a comma or the end of the line after a closing quote; write a quote inside a quoted field as \"\"")
    ) {
      try RenameMap.parseCSV("a.b,c.d\n\"e.f\"x,g.h\n", file: "m.csv")
    }
    #expect(throws: ConfigError.self) { try RenameMap.parseYAML("- a\n- b\n", file: "m.yml") }
  }
}
