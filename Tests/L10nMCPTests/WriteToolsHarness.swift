import Foundation
import L10nMCP
import L10nTestSupport
import MCP
import Testing

/// A project in a temporary folder served by `l10n mcp` in process, through the SDK's own client
/// over its in-memory transport: what the write tools' tests call. The folder goes with the value.
final class WriteToolsHarness {
  let folder: TemporaryDirectory
  let client: Client
  let server: Server

  /// A catalog of three keys: `editor.title` translated in French, `files.count` in review there,
  /// `editor.save` (with a placeholder) and `toolbar.editor` (the same source as `editor.title`)
  /// without French.
  static let catalog = """
    {"sourceLanguage":"en","strings":{
    "editor.save":{"comment":"Saves the document","extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Save %@"}}}},
    "editor.title":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}},"fr":{"stringUnit":{"state":"translated","value":"Éditeur"}}}},
    "files.count":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%lld files"}},"fr":{"stringUnit":{"state":"needs_review","value":"%lld fichiers"}}}},
    "toolbar.editor":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}}}}
    },"version":"1.0"}
    """

  static let configuration = "version: 1\nsourceLanguage: en\nlanguages: [fr]\ncatalogs: [L.xcstrings]\n"

  /// Serves a new folder holding `files` (l10n.yml and L.xcstrings by default).
  static func start(_ files: [String: String] = [:]) async throws -> WriteToolsHarness {
    let folder = try TemporaryDirectory()
    for (name, text) in ["l10n.yml": configuration, "L.xcstrings": catalog].merging(files, uniquingKeysWith: { $1 }) {
      _ = try folder.write(name, text)
    }
    let context = try MCPContext(workingDirectory: folder.url)
    let server = await L10nMCPServer.make(context: context)
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await server.start(transport: serverSide)
    let client = Client(name: "l10n-tests", version: "1")
    _ = try await client.connect(transport: clientSide)
    return WriteToolsHarness(folder: folder, client: client, server: server)
  }

  init(folder: TemporaryDirectory, client: Client, server: Server) {
    (self.folder, self.client, self.server) = (folder, client, server)
  }

  deinit {
    folder.remove()
  }

  /// What a tool call returned: its JSON object, or its error text.
  struct Reply {
    var object: [String: Value]
    var isError: Bool
    var text: String

    subscript(name: String) -> Value? { object[name] }

    /// The object without `applied` and `written`: the change, the same for a dry run and a run
    /// that writes.
    var change: [String: Value] {
      object.filter { $0.key != "applied" && $0.key != "written" }
    }

    var written: [String] { object["written"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
  }

  func call(_ name: String, _ arguments: [String: Value]) async throws -> Reply {
    let (content, isError) = try await client.callTool(name: name, arguments: arguments)
    var text = ""
    for item in content {
      if case .text(let value, _, _) = item { text += value }
    }
    var object: [String: Value] = [:]
    if isError != true, let value = try? JSONDecoder().decode(Value.self, from: Data(text.utf8)),
      case .object(let decoded) = value
    {
      object = decoded
    }
    return Reply(object: object, isError: isError == true, text: text)
  }

  /// A dry run, then the same call applied: both replies, after checking that the dry run wrote
  /// nothing and returned what applying did.
  func dryRunThenApply(
    _ name: String, _ arguments: [String: Value], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (dry: Reply, applied: Reply) {
    let before = FolderSnapshot(folder.url)
    let dry = try await call(name, arguments)
    #expect(!dry.isError, "\(name): \(dry.text)", sourceLocation: sourceLocation)
    #expect(dry["applied"] == false, sourceLocation: sourceLocation)
    #expect(dry.written.isEmpty, sourceLocation: sourceLocation)
    // Nothing at all, the extraction cache (.l10n-cache/) included.
    let changed = FolderSnapshot(folder.url).changes(since: before)
    #expect(changed.isEmpty, "the dry run of \(name) wrote \(changed)", sourceLocation: sourceLocation)
    var applying = arguments
    applying["apply"] = true
    let applied = try await call(name, applying)
    #expect(!applied.isError, "\(name): \(applied.text)", sourceLocation: sourceLocation)
    #expect(applied["applied"] == true, sourceLocation: sourceLocation)
    #expect(
      dry.change == applied.change, "\(name): the dry run's change differs from the applied one",
      sourceLocation: sourceLocation)
    return (dry, applied)
  }

  func text(_ name: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
  }

  func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: folder.url.appendingPathComponent(name))
  }

  /// The state and value of `key`'s text in `language`, as the catalog on disk has them.
  func unit(_ key: String, _ language: String, in catalog: String = "L.xcstrings") throws -> (
    state: String, value: String
  )? {
    let json = try JSONSerialization.jsonObject(with: bytes(catalog)) as? [String: Any]
    let strings = json?["strings"] as? [String: Any]
    let entry = strings?[key] as? [String: Any]
    let localizations = entry?["localizations"] as? [String: Any]
    guard let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any] else { return nil }
    return (unit["state"] as? String ?? "", unit["value"] as? String ?? "")
  }

  /// The catalog's entry for `key` on disk (nil: none).
  func entry(_ key: String, in catalog: String = "L.xcstrings") throws -> [String: Any]? {
    let json = try JSONSerialization.jsonObject(with: bytes(catalog)) as? [String: Any]
    return (json?["strings"] as? [String: Any])?[key] as? [String: Any]
  }
}
