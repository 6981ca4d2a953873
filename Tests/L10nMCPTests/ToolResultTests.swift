import Foundation
import L10nMCP
import MCP
import Testing

/// What a tool returns is read from the session's JSON by the project's reader (`ToolResult.parse`),
/// not the SDK's `Decodable` one: the same values the SDK makes of it, except that a text that
/// looks like a data URL stays a text.
@Suite struct ToolResultTests {
  @Test func theSessionsJSONIsReadAsTheSDKReadsIt() throws {
    let text =
      #"{"a":[1,-2,0.5,1e3,1.0,-0.0,2.5e-1,true,false,null],"#
      + #""o":{"k":"v\n\"q\" é ✓","e":{}},"s":"","big":12345678901}"#
    let sdk = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    let mine = try ToolResult.parse(text)
    #expect(mine == sdk, "\(mine) vs \(sdk)")
    #expect(try ToolResult.value(text) == sdk.objectValue)
  }

  @Test func aTranslationThatLooksLikeADataURLStaysAText() throws {
    let parsed = try ToolResult.parse(#"{"text":"data:,Hello"}"#)
    #expect(parsed == .object(["text": .string("data:,Hello")]))
  }

  @Test func whatIsNotJSONIsAnError() {
    #expect(throws: (any Error).self) { try ToolResult.parse("{\"a\":") }
    #expect(throws: (any Error).self) { try ToolResult.parse("{\"a\":1,\"a\":2}") }
  }
}
