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

  /// A JSON document the session already writes (such as `check --format json`'s), written again
  /// without its indentation (an agent reads it in tokens).
  public static func jsonText(_ text: String) throws -> CallTool.Result {
    try structured(value(text))
  }

  /// A JSON document as an object, to add to before it is returned (`structured`).
  public static func value(_ text: String) throws -> [String: Value] {
    guard case .object(let object) = try parse(text) else {
      throw MCPError.internalError("the session's JSON is not an object")
    }
    return object
  }

  /// A JSON text the session wrote, as the SDK's `Value`: read by the project's JSON reader, not
  /// the SDK's `Decodable` one, which tries every text as a data URL with a regular expression
  /// built anew each time (a thousand texts, tens of milliseconds), and would take a text that
  /// happens to be one (a translation `data:,…`) for data.
  public static func parse(_ text: String) throws -> Value {
    Value(try JSONValue(json: Array(text.utf8)))
  }

  /// An object made of documents the session wrote (`value`), keys sorted.
  public static func structured(_ object: [String: Value]) throws -> CallTool.Result {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(Value.object(object)), as: UTF8.self)
    return CallTool.Result(
      content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Value?.some(.object(object)))
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

extension Value {
  /// A value of the project's JSON model as the SDK's: a number as an integer when it is one,
  /// else as a double, as the SDK's decoding makes it.
  init(_ json: JSONValue) {
    switch json {
    case .object(let object):
      self = .object(Dictionary(object.members.map { ($0.key, Value($0.value)) }, uniquingKeysWith: { $1 }))
    case .array(let elements): self = .array(elements.map(Value.init))
    case .string(let text): self = .string(text)
    case .number(let text):
      // As the SDK decodes one: an integer when it is one (`1e3` too), else a double.
      if let integer = Int(text) {
        self = .int(integer)
      } else if let double = Double(text), double.rounded() == double, abs(double) < 0x1p63 {
        self = .int(Int(double))
      } else {
        self = .double(Double(text) ?? .nan)
      }
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    }
  }
}
