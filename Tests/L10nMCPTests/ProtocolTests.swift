import Foundation
import L10nTestSupport
import Testing

/// Malformed requests to the real `l10n mcp` over stdio, as raw JSON-RPC lines (issue 42): an
/// unknown tool or method, arguments of the wrong type, missing or several megabytes long, lines
/// that are not JSON, a wrong `jsonrpc`, no method, garbage batches. Each gets a protocol error (a
/// JSON-RPC `error`, not a tool result), the server answers the next request as before, and no
/// file of the project changes by one byte.
@Suite struct ProtocolTests {
  /// JSON-RPC's codes.
  static let parseError = -32700
  static let invalidRequest = -32600
  static let methodNotFound = -32601
  static let invalidParams = -32602
  static let internalError = -32603

  /// A copy of the sample project (Samples/, Catalogs/, l10n.yml), with `l10n mcp` serving it.
  struct Served {
    let project: TemporaryDirectory
    let server: ProtocolServerProcess
    let before: FolderSnapshot

    init(initialize: Bool = true) throws {
      project = try FolderSnapshot.copyOfSampleProject()
      before = FolderSnapshot(project.url)
      server = try ProtocolServerProcess(project: project.url)
      if initialize {
        let response = try server.initialize()
        try #require(response.error == nil, "initialize failed: \(response.line)")
      }
    }

    /// The server still serves, quits when its input closes, and left every file as it was.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        server.isServing(), "the server stopped answering: \(server.standardError)", sourceLocation: sourceLocation)
      let status = server.close()
      #expect(status == 0, "l10n mcp did not exit 0 when its input closed: \(String(describing: status))")
      let changed = FolderSnapshot(project.url).changes(since: before)
      #expect(changed.isEmpty, "files changed: \(changed)", sourceLocation: sourceLocation)
      project.remove()
    }

    /// `tools/list`: every tool's name and input schema.
    func tools() throws -> [(name: String, schema: [String: Any])] {
      let response = try server.request("tools/list")
      let tools = try #require(response.result?["tools"] as? [[String: Any]], "tools/list: \(response.line)")
      return tools.compactMap { tool in
        (tool["name"] as? String).map { ($0, tool["inputSchema"] as? [String: Any] ?? [:]) }
      }
    }

    /// Calls a tool; the response, whatever it is.
    func call(_ name: String, _ arguments: [String: Any]) throws -> ProtocolServerProcess.Message {
      try server.request("tools/call", ["name": name, "arguments": arguments], timeout: 60)
    }
  }

  /// Sends `line` as it is: the server's answer to it (notifications skipped), which JSON-RPC
  /// requires even of a line it cannot read (a parse error, or an invalid request).
  static func answer(to line: Data, on server: ProtocolServerProcess, timeout: TimeInterval = 30) throws
    -> ProtocolServerProcess.Message
  {
    try server.send(line)
    while true {
      let message = try server.next(timeout: timeout)
      if message.object["method"] == nil { return message }
    }
  }

  @Test func anUnknownToolIsAProtocolError() throws {
    let served = try Served()
    let response = try served.call("no_such_tool", [:])
    #expect(response.result == nil, "an unknown tool must not be a tool result: \(response.line)")
    #expect([Self.invalidParams, Self.methodNotFound].contains(response.errorCode ?? 0), "\(response.line)")
    let message = response.error?["message"] as? String ?? ""
    #expect(message.contains("no_such_tool"), "the error names the tool: \(response.line)")
    served.finish()
  }

  @Test func anUnknownMethodIsMethodNotFound() throws {
    let served = try Served()
    let response = try served.server.request("catalogs/delete_everything", ["path": "/"])
    #expect(response.errorCode == Self.methodNotFound, "\(response.line)")
    served.finish()
  }

  /// A host that calls a tool before `initialize` gets an answer (the SDK's server, not strict,
  /// serves it), and `initialize` still works afterwards.
  @Test func requestsBeforeInitializeAreAnsweredAndInitializeStillWorks() throws {
    let served = try Served(initialize: false)
    let early = try served.server.request("tools/call", ["name": "status", "arguments": [String: Any]()])
    #expect(early.error != nil || early.result != nil, "\(early.line)")
    let response = try served.server.initialize()
    #expect(response.error == nil, "\(response.line)")
    #expect(try !served.tools().isEmpty)
    served.finish()
  }

  /// Every tool that requires arguments refuses a call without them, with `invalidParams` naming
  /// what is missing; and refuses each required argument given as a value of another JSON type.
  @Test func missingAndMistypedArgumentsAreInvalidParams() throws {
    let served = try Served()
    let tools = try served.tools()
    try #require(!tools.isEmpty, "tools/list is empty")
    var checked = 0
    for (name, schema) in tools {
      let required = schema["required"] as? [String] ?? []
      if required.isEmpty { continue }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      let missing = try served.call(name, [:])
      #expect(missing.errorCode == Self.invalidParams, "\(name) without arguments: \(missing.line)")
      let message = missing.error?["message"] as? String ?? ""
      #expect(required.contains { message.contains($0) }, "\(name): the error names a missing argument: \(message)")
      // Each required argument, in turn, given as a value of a type its schema does not allow.
      for argument in required {
        var arguments = Self.validArguments(required: required, properties: properties)
        arguments[argument] = Self.mistyped((properties[argument] as? [String: Any])?["type"] as? String)
        let response = try served.call(name, arguments)
        #expect(
          response.errorCode == Self.invalidParams, "\(name) with \(argument) of the wrong type: \(response.line)")
      }
      checked += 1
    }
    #expect(checked >= 3, "tools with required arguments: \(tools.map(\.name))")
    // Arguments that are not an object at all.
    let response = try served.server.request("tools/call", ["name": tools[0].name, "arguments": [1, 2, 3]])
    #expect(response.error != nil, "arguments as an array: \(response.line)")
    served.finish()
  }

  /// A value of each required argument's declared type (what a valid call would give, or near it).
  static func validArguments(required: [String], properties: [String: Any]) -> [String: Any] {
    var arguments: [String: Any] = [:]
    for name in required {
      switch (properties[name] as? [String: Any])?["type"] as? String {
      case "integer", "number": arguments[name] = 1
      case "boolean": arguments[name] = false
      case "array": arguments[name] = [Any]()
      case "object": arguments[name] = [String: Any]()
      default: arguments[name] = "fr"
      }
    }
    return arguments
  }

  /// A value that is not of `type`.
  static func mistyped(_ type: String?) -> Any {
    switch type {
    case "string": return 42
    case "integer", "number": return "forty-two"
    case "boolean": return "yes"
    case "array": return ["not": "an array"]
    default: return [1, 2, 3]
    }
  }

  /// A string argument of 64 KB to every tool that takes strings, then one of 2 MB to a search and
  /// a 2 MB line that is not JSON: each is answered (a result or an error) and the server serves on.
  /// (The SDK's stdio transport looks for the end of a line from the start of what it has read at
  /// every 4 KB read, so a line's time grows with its square: 1 MB takes about 6 s in a debug
  /// build, 3 MB 80 s; hence 2 MB here.)
  @Test func hugeArgumentsAreAnsweredAndNothingIsWritten() throws {
    let served = try Served()
    let long = String(repeating: "Ä%@x", count: 16_000)
    var called = 0
    let tools = try served.tools()
    for (name, schema) in tools {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      let strings = properties.filter { ($0.value as? [String: Any])?["type"] as? String == "string" }.map(\.key)
      guard !strings.isEmpty else { continue }
      var arguments = Self.validArguments(required: schema["required"] as? [String] ?? [], properties: properties)
      for argument in strings { arguments[argument] = long }
      // `apply` stays false (its default): a write tool only says what it would do.
      let response = try served.call(name, arguments)
      #expect(response.error != nil || response.result != nil, "\(name): \(response.line.prefix(300))")
      called += 1
    }
    #expect(called >= 3, "tools that take a string: \(tools.map(\.name))")
    let huge = String(repeating: "Ä%@x", count: 500_000)
    let search = try served.server.request(
      "tools/call", ["name": "search_keys", "arguments": ["query": huge]], timeout: 180)
    #expect(search.error != nil || search.result != nil, "\(search.line.prefix(300))")
    let answer = try Self.answer(
      to: Data(String(repeating: "{[", count: 1_000_000).utf8), on: served.server, timeout: 180)
    #expect(answer.errorCode == Self.parseError, "\(answer.line.prefix(300))")
    served.finish()
  }

  /// A line that is not a valid JSON-RPC request, named for the test's report, and the error codes
  /// its answer may have (none: the server ignores it).
  struct MalformedLine: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: Data
    var codes = [parseError, invalidRequest]
    init(_ name: String, _ text: String, codes: [Int]? = nil) {
      (self.name, self.bytes) = (name, Data(text.utf8))
      if let codes { self.codes = codes }
    }
    init(_ name: String, bytes: [UInt8]) { (self.name, self.bytes) = (name, Data(bytes)) }
    var testDescription: String { name }
  }

  static let malformedLines: [MalformedLine] = [
    MalformedLine("not JSON", "this is not json"),
    MalformedLine("truncated JSON", #"{"jsonrpc":"2.0","id":7,"method":"tools/li"#),
    MalformedLine("bytes that are not UTF-8", bytes: [0xFF, 0xFE, 0x7B, 0x80, 0x7D]),
    MalformedLine("a JSON string", #""tools/list""#),
    MalformedLine("a JSON number", "42"),
    MalformedLine("null", "null"),
    MalformedLine("JSON-RPC 1.0", #"{"jsonrpc":"1.0","id":7,"method":"tools/list"}"#),
    MalformedLine("no jsonrpc member", #"{"id":7,"method":"tools/list"}"#),
    MalformedLine("no method", #"{"jsonrpc":"2.0","id":7}"#),
    MalformedLine("a method that is not a string", #"{"jsonrpc":"2.0","id":7,"method":12}"#),
    // The SDK (swift-sdk 0.12.1) reads a message whose id is neither a string nor a number as a
    // notification, and a notification no one handles is dropped: no answer, nothing run.
    MalformedLine("an id that is an object", #"{"jsonrpc":"2.0","id":{"a":1},"method":"tools/call"}"#, codes: []),
    // The SDK decodes a method's parameters before the server's handler sees them, and words a
    // failure there as an internal error.
    MalformedLine(
      "params that are a string", #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":"status"}"#,
      codes: [invalidParams, internalError]),
    MalformedLine("an empty batch", "[]"),
    MalformedLine("a batch of numbers", "[1,2,3]"),
    MalformedLine("a batch with garbage", #"[{"jsonrpc":"2.0","id":7,"method":"ping"},"garbage",{}]"#),
    MalformedLine("a nested batch", #"[[{"jsonrpc":"2.0","id":7,"method":"ping"}]]"#),
  ]

  @Test(arguments: malformedLines)
  func invalidJSONRPCIsAnErrorAndTheServerServesOn(line: MalformedLine) throws {
    let served = try Served()
    if line.codes.isEmpty {
      // Ignored: the answer to a ping sent after it is the next thing the server says.
      try served.server.send(line.bytes)
      let next = try Self.answer(to: Data(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8), on: served.server)
      #expect((next.id as? NSNumber)?.intValue == 1 && next.result != nil, "\(line.name) was answered: \(next.line)")
    } else {
      let answer = try Self.answer(to: line.bytes, on: served.server)
      #expect(answer.result == nil, "\(line.name) must not succeed: \(answer.line)")
      #expect(line.codes.contains(answer.errorCode ?? 0), "\(line.name): \(answer.line)")
    }
    served.finish()
  }

  /// After a run of every kind of malformed line in one session, the tools still work and give
  /// the same result as before it.
  @Test func aToolAnswersTheSameAfterAStormOfMalformedLines() throws {
    let served = try Served()
    let tools = try served.tools().map(\.name)
    let tool = try #require(["status", "list_catalogs", "languages"].first { tools.contains($0) }, "\(tools)")
    let first = try served.call(tool, [:])
    try #require(first.result != nil, "\(first.line)")
    for line in ["garbage", "[]", "[1]", #"{"jsonrpc":"2.0"}"#, #"{"jsonrpc":"3.0","id":9,"method":"ping"}"#] {
      try served.server.send(line)
    }
    _ = try served.call("no_such_tool", [:])
    let again = try served.call(tool, [:])
    #expect(
      NSDictionary(dictionary: again.result ?? [:]) == NSDictionary(dictionary: first.result ?? [:]),
      "\(tool) answered differently after malformed lines")
    served.finish()
  }
}
