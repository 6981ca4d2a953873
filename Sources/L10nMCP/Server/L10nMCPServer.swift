import Foundation
import L10nSession
import MCP

/// `l10n mcp`: a Model Context Protocol server over one project. Its tools (`ToolRegistry`),
/// resources (`ProjectResources`) and prompts (`ProjectPrompts`) are thin adapters over the
/// session's requests; every request runs on the one long-lived session of `MCPContext`.
public enum L10nMCPServer {
  public static let name = "l10n"

  /// What the server tells the agent when it connects.
  static let instructions = """
    l10n manages this project's Apple String Catalogs (.xcstrings), as l10n.yml names them. Read \
    with status, check, untranslated, get_key, search_keys, diff, unused_keys, missing_keys, \
    list_catalogs and languages. Every write tool is a dry run that returns the exact change \
    unless apply is true; submitted translations land as needs_review for a person to approve. \
    Paths are relative to the project's root and never leave it. Lists come in pages: pass \
    nextCursor back as cursor.
    """

  /// A server for `context`, every handler registered; start it on a transport.
  public static func make(context: MCPContext) async -> Server {
    let server = Server(
      name: name, version: L10nTool.version, title: "l10n: Apple String Catalogs", instructions: instructions,
      capabilities: Server.Capabilities(
        prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
        tools: .init(listChanged: false)))
    let tools = Dictionary(ToolRegistry.all.map { ($0.tool.name, $0) }, uniquingKeysWith: { first, _ in first })
    await server.withMethodHandler(ListTools.self) { _ in ToolRegistry.list() }
    await server.withMethodHandler(CallTool.self) { parameters in
      try await ToolRegistry.call(parameters, tools: tools, context: context)
    }
    await ProjectResources.register(on: server, context: context)
    await ProjectPrompts.register(on: server)
    return server
  }

  /// Serves over standard input and output until the client closes them. Standard output
  /// carries JSON-RPC alone; nothing else of the process writes there.
  public static func serveStandardIO(context: MCPContext) throws {
    let finished = DispatchSemaphore(value: 0)
    let failure = FailureBox()
    Task.detached {
      do {
        let server = await make(context: context)
        try await server.start(transport: StandardIOTransport(aside: context.setAside))
        await server.waitUntilCompleted()
        // The input closed: the requests read before it still get their answers (the SDK
        // handles each in a task of its own, which may not have reached the session yet).
        try? await Task.sleep(for: .milliseconds(100))
        await context.finishQueuedWork()
        try? await Task.sleep(for: .milliseconds(100))
        await server.stop()
      } catch {
        failure.error = error
      }
      finished.signal()
    }
    finished.wait()
    if let error = failure.error { throw error }
  }
}

private final class FailureBox: @unchecked Sendable {
  var error: (any Error)?
}
