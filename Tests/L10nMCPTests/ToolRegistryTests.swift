import L10nMCP
import MCP
import Testing

/// The registry (`ToolRegistry`): names, schemas, annotations and argument decoding.
@Suite struct ToolRegistryTests {
  @Test func toolNamesAreUniqueAndSnakeCase() {
    let names = ToolRegistry.all.map(\.tool.name)
    #expect(Set(names).count == names.count, "a name is given twice: \(names)")
    for name in names {
      #expect(name.allSatisfy { $0.isLowercase || $0 == "_" }, "\(name) is not snake_case")
    }
  }

  @Test func readToolsSayTheyOnlyRead() {
    for definition in ReadTools.all {
      let annotations = definition.tool.annotations
      #expect(annotations.readOnlyHint == true, "\(definition.tool.name)")
      #expect(annotations.destructiveHint == false, "\(definition.tool.name)")
      #expect(annotations.openWorldHint == false, "\(definition.tool.name)")
    }
  }

  @Test func argumentsOfTheWrongTypeAreInvalidParams() throws {
    let arguments = Arguments(
      ["language": 3, "limit": "ten", "flag": "yes"], tool: "demo",
      schema: ArgumentSchema([
        .string("language", "", required: true), .integer("limit", ""), .boolean("flag", ""),
      ]))
    #expect(throws: MCPError.invalidParams("demo's argument 'language' must be a string, not a number.")) {
      try arguments.string("language")
    }
    #expect(throws: MCPError.invalidParams("demo's argument 'limit' must be a whole number, not a string.")) {
      try arguments.int("limit", default: 1, in: 1...10)
    }
    #expect(throws: MCPError.invalidParams("demo's argument 'flag' must be true or false, not a string.")) {
      try arguments.bool("flag")
    }
    #expect(throws: MCPError.invalidParams("demo needs the argument 'other' (a string).")) {
      try arguments.string("other")
    }
  }

  @Test func cursorsComeBackAsGivenAndMadeUpOnesAreRefused() throws {
    let first = Page(offset: 0, limit: 2)
    let cursor = try #require(first.nextCursor(total: 5))
    let next = try Arguments(["cursor": .string(cursor), "limit": 2], tool: "demo").page()
    #expect(next == Page(offset: 2, limit: 2))
    #expect(Page(offset: 4, limit: 2).nextCursor(total: 5) == nil)
    #expect(throws: MCPError.self) { try Arguments(["cursor": "42"], tool: "demo").page() }
  }
}
