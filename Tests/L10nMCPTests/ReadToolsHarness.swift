import Foundation
import L10nMCP
import L10nTestSupport
import MCP
import Testing

/// A copy of the sample project (Catalogs/, Samples/ and l10n.yml at the repository's root) in a
/// temporary folder, served by `l10n mcp` in process and called through the SDK's own client over
/// its in-memory transport: what the read tools' tests call.
final class ReadToolsHarness {
  let folder: TemporaryDirectory
  let client: Client
  let server: Server

  static func start() async throws -> ReadToolsHarness {
    let folder = try TemporaryDirectory()
    for item in ["Catalogs", "Samples", "l10n.yml"] {
      try FileManager.default.copyItem(
        at: Fixtures.packageRoot.appendingPathComponent(item), to: folder.url.appendingPathComponent(item))
    }
    let context = try MCPContext(workingDirectory: folder.url)
    let server = await L10nMCPServer.make(context: context)
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await server.start(transport: serverSide)
    let client = Client(name: "l10n-read-tests", version: "1")
    _ = try await client.connect(transport: clientSide)
    return ReadToolsHarness(folder: folder, client: client, server: server)
  }

  private init(folder: TemporaryDirectory, client: Client, server: Server) {
    (self.folder, self.client, self.server) = (folder, client, server)
  }

  deinit {
    folder.remove()
  }

  /// A tool's JSON object; the call must succeed.
  func call(
    _ name: String, _ arguments: [String: Value] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String: Value] {
    let (text, isError) = try await reply(name, arguments)
    try #require(!isError, "\(name) failed: \(text)", sourceLocation: sourceLocation)
    let value = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    return try #require(value.objectValue, "\(name) did not return an object: \(text)", sourceLocation: sourceLocation)
  }

  /// A tool's text and whether it is an error result.
  func reply(_ name: String, _ arguments: [String: Value] = [:]) async throws -> (text: String, isError: Bool) {
    let (content, isError) = try await client.callTool(name: name, arguments: arguments)
    var text = ""
    for item in content {
      if case .text(let value, _, _) = item { text += value }
    }
    return (text, isError == true)
  }

  /// The protocol error a call gets (nil: none).
  func protocolError(_ name: String, _ arguments: [String: Value] = [:]) async -> MCPError? {
    do {
      _ = try await client.callTool(name: name, arguments: arguments)
      return nil
    } catch {
      return error as? MCPError
    }
  }

  func write(_ name: String, _ text: String) throws {
    _ = try folder.write(name, text)
  }

  func text(_ name: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
  }
}

extension Value {
  /// The member `name` of an object.
  subscript(name: String) -> Value? { objectValue?[name] }
  /// The item at `index` of an array.
  subscript(index: Int) -> Value? {
    guard let items = arrayValue, items.indices.contains(index) else { return nil }
    return items[index]
  }
}
