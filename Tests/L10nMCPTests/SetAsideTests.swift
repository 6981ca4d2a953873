import Foundation
import MCP
import Testing

@testable import L10nMCP

/// The server's transport sets a `tools/call` request's arguments aside before the SDK reads it,
/// and the call gets them back as the client sent them; a tool's result goes through the SDK as a
/// stand-in, and the client gets the result as the tool returned it (`SetAside`).
@Suite struct SetAsideTests {
  @Test func aToolCallsArgumentsComeBackAsSent() throws {
    let aside = SetAside()
    let message = Data(
      #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"submit_translations","arguments":{"translations":[{"key":"k","language":"fr","text":"data:,Bonjour \"x\" é"}],"apply":true,"n":2}}}"#
        .utf8)
    let rewritten = aside.setAside(in: message)
    #expect(rewritten != message)
    // What the SDK reads: the request, its arguments one token.
    let request = try JSONDecoder().decode(Value.self, from: rewritten)
    #expect(request.objectValue?["id"] == .int(7))
    #expect(request.objectValue?["method"] == .string("tools/call"))
    let parameters = try JSONDecoder().decode(
      CallTool.Parameters.self, from: JSONEncoder().encode(request.objectValue?["params"]))
    #expect(parameters.name == "submit_translations")
    #expect(parameters.arguments?.count == 1)
    let arguments = aside.arguments(of: parameters)
    #expect(
      arguments == [
        "translations": .array([
          .object(["key": .string("k"), "language": .string("fr"), "text": .string("data:,Bonjour \"x\" é")])
        ]),
        "apply": .bool(true), "n": .int(2),
      ])
    // Given back once.
    #expect(aside.arguments(of: parameters) == parameters.arguments)
  }

  @Test func otherMessagesPassAsTheyAre() {
    let aside = SetAside()
    for text in [
      #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"status"}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"status","arguments":{}}}"#,
      #"[{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"status","arguments":{"a":1}}}]"#,
      #"{"jsonrpc":"2.0","id":5,"method":"tools/call","#,
    ] {
      let message = Data(text.utf8)
      #expect(aside.setAside(in: message) == message, "\(text)")
    }
  }

  /// A token no request set aside is an argument like any other.
  @Test func aTokenOfNothingSetAsideIsLeftAsGiven() {
    let parameters = CallTool.Parameters(name: "status", arguments: [SetAside.tokenKey: .string("nothing")])
    #expect(SetAside().arguments(of: parameters) == parameters.arguments)
  }

  /// A result whose texts the SDK would take for data URLs or escape otherwise.
  static let result: [String: Value] = [
    "units": .array([
      .object([
        "key": .string("greeting"), "source": .string("data:,Hello \"you\"\n\ttab é ✓ \\ / \u{1}"),
        "count": .int(3), "share": .double(0.25), "ok": .bool(true), "none": .null,
      ])
    ]),
    "nextCursor": .string("l10n.resultSetAside.not-one"),
  ]

  /// What the SDK sends for a tool's result: encoded, read back as its `Value`, encoded in the
  /// response (`TypedRequestHandler`, `Response<AnyMethod>`).
  static func response(id: Int, _ result: CallTool.Result) throws -> Data {
    let value = try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(result))
    return try JSONEncoder().encode(Value.object(["jsonrpc": .string("2.0"), "id": .int(id), "result": value]))
  }

  @Test func aResultSetAsideLeavesAsTheToolReturnedIt() throws {
    let aside = SetAside()
    aside.serve(true)
    let result = try ToolResult.structured(Self.result)
    let standIn = aside.standIn(for: result)
    #expect(standIn != result)
    let sent = aside.putBack(in: try Self.response(id: 4, standIn))
    guard case .object(let message) = try ToolResult.parse(String(decoding: sent, as: UTF8.self)),
      case .object(let received) = message["result"]
    else {
      Issue.record("not a response: \(String(decoding: sent, as: UTF8.self))")
      return
    }
    #expect(message["id"] == .int(4))
    #expect(received["structuredContent"] == .object(Self.result))
    guard case .array(let content) = received["content"], content.count == 1, case .object(let item) = content[0],
      case .string(let text) = item["text"]
    else {
      Issue.record("no text content: \(received)")
      return
    }
    #expect(item["type"] == .string("text"))
    #expect(try ToolResult.parse(text) == .object(Self.result))
    guard case .text(let original, _, _) = result.content.first else { return }
    #expect(text == original)
    // Put back once: what is set aside is gone with it.
    let again = try Self.response(id: 5, standIn)
    #expect(aside.putBack(in: again) == again)
  }

  /// Without the transport (a test's in-memory one), and for a failure, the result is its own
  /// stand-in; a message without a token leaves as it is.
  @Test func resultsAreSetAsideOnlyWhileTheTransportServes() throws {
    let aside = SetAside()
    let result = try ToolResult.structured(Self.result)
    #expect(aside.standIn(for: result) == result)
    aside.serve(true)
    let failure = ToolResult.failure(CatalogsUnreadableStandIn())
    #expect(aside.standIn(for: failure) == failure)
    let plain = try Self.response(id: 6, result)
    #expect(aside.putBack(in: plain) == plain)
    let standIn = aside.standIn(for: result)
    aside.serve(false)
    // Ended: what was set aside is dropped, and the tokens leave as they are.
    let sent = try Self.response(id: 7, standIn)
    #expect(aside.putBack(in: sent) == sent)
  }
}

private struct CatalogsUnreadableStandIn: Error, CustomStringConvertible {
  var description: String { "the catalog cannot be read" }
}
