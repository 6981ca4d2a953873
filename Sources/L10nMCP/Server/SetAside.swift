import Foundation
import L10nCatalog
import MCP

/// What the server's transport carries past the SDK's round trips through its `Value`: each
/// `tools/call` request's arguments on the way in, each tool's result on the way out.
///
/// The SDK decodes every text of a request's arguments into its `Value` trying it as a data URL
/// with a regular expression it builds anew for each text, twice (the request, then the
/// parameters of its handler); and it encodes each handler's result and decodes it again into a
/// `Value` the same way before it encodes the response. For a batch of 50 units that is hundreds
/// of texts and tens of milliseconds, most of an applied `submit_translations`' time beside the
/// write (`Benchmarks/mcp.sh`).
///
/// - On the way in, the server's transport (`StandardIOTransport`) takes the arguments out of each
///   `tools/call` request before the SDK reads it, reads them with the project's JSON reader, and
///   leaves a token in their place (`tokenKey`); `ToolRegistry.call` takes them back (`arguments`).
/// - On the way out, `ToolRegistry.call` hands the SDK a stand-in for a tool's result (`standIn`):
///   a token where its text is and another where its `structuredContent` is. The transport puts
///   the result's JSON in their place as the response leaves (`putBack`).
///
/// What reaches the tool is what the client sent, and what reaches the client is what the tool
/// returned (a text that happens to look like a data URL stays a text). Without the transport
/// (a test's in-memory one), nothing is set aside: the stand-in is the result itself.
public final class SetAside: @unchecked Sendable {
  /// The one argument a request set aside has instead of its own.
  static let tokenKey = "l10n.argumentsSetAside"
  /// How every token of a result set aside begins.
  static let resultTokenPrefix = "l10n.resultSetAside."

  private let lock = NSLock()
  private var arguments: [String: [String: Value]] = [:]
  /// A result's token (quoted, as the response has it) → the bytes to put in its place.
  private var results: [[UInt8]: [UInt8]] = [:]
  /// Whether responses leave through `StandardIOTransport` (which puts results back), set as it
  /// connects.
  private var serving = false

  public init() {}

  // MARK: Arguments, on the way in

  /// `message` as the SDK is to read it: a `tools/call` request with its arguments set aside
  /// (and a token in their place); any other message, or one that is not JSON, as it is.
  func setAside(in message: Data) -> Data {
    guard message.first == UInt8(ascii: "{"), let request = try? JSONValue(json: Array(message)),
      case .object(var object) = request, case .string("tools/call") = object["method"],
      case .object(var parameters) = object["params"], case .object(let given) = parameters["arguments"],
      !given.isEmpty
    else { return message }
    let token = UUID().uuidString
    guard case .object(let values) = Value(JSONValue.object(given)) else { return message }
    lock.withLock { arguments[token] = values }
    parameters["arguments"] = .object([Self.tokenKey: .string(token)])
    object["params"] = .object(parameters)
    var writer = JSONWriter(capacity: 256, compact: true)
    writer.value(.object(object))
    return Data(writer.bytes)
  }

  /// The arguments a request came with: those set aside for the token it has, else its own.
  func arguments(of parameters: CallTool.Parameters) -> [String: Value] {
    let given = parameters.arguments ?? [:]
    guard given.count == 1, case .string(let token) = given[Self.tokenKey] else { return given }
    return lock.withLock { arguments.removeValue(forKey: token) } ?? given
  }

  // MARK: Results, on the way out

  /// What the SDK is to send for `result`: while the transport serves, a result of one JSON text
  /// and the same object as `structuredContent` (`ToolResult.structured`'s) set aside, and in its
  /// place one whose text and `structuredContent` are tokens; any other result as it is.
  func standIn(for result: CallTool.Result) -> CallTool.Result {
    guard result.isError != true, result.content.count == 1, case .text(let text, nil, nil) = result.content[0],
      case .object = result.structuredContent, lock.withLock({ serving })
    else { return result }
    let token = Self.resultTokenPrefix + UUID().uuidString
    var quoted = JSONWriter(capacity: text.utf8.count + 64, compact: true)
    quoted.string(text)
    lock.withLock {
      // The text is the object's JSON (`ToolResult.structured`): it stands for both.
      results[Array("\"\(token).text\"".utf8)] = quoted.bytes
      results[Array("\"\(token).structured\"".utf8)] = Array(text.utf8)
    }
    return CallTool.Result(
      content: [.text(text: token + ".text", annotations: nil, _meta: nil)],
      structuredContent: .string(token + ".structured"), isError: result.isError)
  }

  /// `message` as it is to leave: each result token in it replaced by what it stands for (taken
  /// out of what is set aside); a message without one as it is.
  func putBack(in message: Data) -> Data {
    let marker = Data("\"\(Self.resultTokenPrefix)".utf8)
    var output = Data()
    var copied = message.startIndex
    var searched = message.startIndex
    while let found = message.range(of: marker, in: searched..<message.endIndex),
      // The token runs to its closing quote (a token has no escapes).
      let end = message[found.upperBound...].firstIndex(of: UInt8(ascii: "\""))
    {
      searched = end + 1
      guard let replacement = lock.withLock({ results.removeValue(forKey: Array(message[found.lowerBound...end])) })
      else { continue }
      output.append(message[copied..<found.lowerBound])
      output.append(contentsOf: replacement)
      copied = end + 1
    }
    guard copied > message.startIndex else { return message }
    output.append(message[copied...])
    return output
  }

  /// Starts (or ends) putting results aside: only while responses leave through
  /// `StandardIOTransport`.
  func serve(_ on: Bool) {
    lock.withLock {
      serving = on
      if !on { results.removeAll() }
    }
  }
}
