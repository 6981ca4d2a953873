import Foundation
import L10nCatalog
import L10nSession
import MCP

/// What a tool returns: one text item holding a JSON object (keys in camelCase, written by the
/// project's one JSON writer, `JSONValueEncoder`) and the same object as `structuredContent`; a
/// failure in the project is an `isError` result with its message.
public enum ToolResult {
  /// `value` as JSON.
  public static func json(_ value: some Encodable) throws -> CallTool.Result {
    try jsonText(JSONValueEncoder.line(value))
  }

  /// A JSON document the session already writes (such as `check --format json`'s), as it is.
  public static func jsonText(_ text: String) throws -> CallTool.Result {
    let structured = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    return CallTool.Result(
      content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Value?.some(structured))
  }

  /// A failure the agent can act on (a catalog that cannot be read, a lock not taken): every
  /// message, as the command line would print them.
  public static func failure(_ error: any Error) -> CallTool.Result {
    let message: String
    if let unreadable = error as? CatalogsUnreadable {
      message = unreadable.description
    } else if let usage = error as? UsageError {
      message = usage.message
    } else {
      message = "\(error)"
    }
    return CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
  }
}
