import Foundation
import MCP
import Testing

@testable import L10nMCP

/// The server's transport sets a `tools/call` request's arguments aside before the SDK reads it
/// (`ArgumentsAside`), and the call gets them back as the client sent them.
@Suite struct ArgumentsAsideTests {
  @Test func aToolCallsArgumentsComeBackAsSent() throws {
    let aside = ArgumentsAside()
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
    let aside = ArgumentsAside()
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
    let parameters = CallTool.Parameters(name: "status", arguments: [ArgumentsAside.tokenKey: .string("nothing")])
    #expect(ArgumentsAside().arguments(of: parameters) == parameters.arguments)
  }
}
