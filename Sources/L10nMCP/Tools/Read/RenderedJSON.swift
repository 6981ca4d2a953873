import L10nSession
import MCP

extension ToolCall {
  /// Runs `request` on the session and returns what its command prints with `--format json`:
  /// the tool's answer is the command line's JSON document, written by the same renderer.
  func renderedJSON<Request: RenderedRequest>(_ request: Request) async throws -> CallTool.Result {
    let text = try await context.withSession { session in
      let result = try session.run(request)
      return try request.output(of: result, in: session, style: OutputStyle(format: .json)).standardOutput
    }
    return try ToolResult.jsonText(text)
  }
}
