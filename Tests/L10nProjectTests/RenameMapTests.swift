import Foundation
import L10nProject
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

  @Test func badMapsNameTheLine() {
    #expect(throws: ConfigError(file: "m.csv", line: 2, "expected two cells, old key and new key, found 3")) {
      try RenameMap.parseCSV("a.b,c.d\na.b,c.d,e.f\n", file: "m.csv")
    }
    #expect(throws: ConfigError(file: "m.csv", line: 1, "a quoted cell has no closing quote")) {
      try RenameMap.parseCSV("\"a.b,c.d\n", file: "m.csv")
    }
    #expect(throws: ConfigError.self) { try RenameMap.parseYAML("- a\n- b\n", file: "m.yml") }
  }
}
