import Foundation
import L10nCatalog
import MCP

/// The arguments of `tools/call` requests, set aside as they arrive and taken back by the call.
///
/// The SDK decodes every text of a request's arguments into its `Value` trying it as a data URL
/// with a regular expression it builds anew for each text, twice (the request, then the
/// parameters of its handler). The server's transport (`ArgumentsAside.Transport`) takes the
/// arguments out of each `tools/call` request before the SDK reads it, reads them with the
/// project's JSON reader, and leaves a token in their place (`tokenKey`), which
/// `ToolRegistry.call` gives back for them: an applied `submit_translations` of 50 answers on the
/// benchmark's catalog (`Benchmarks/mcp.sh`) answered about 6 ms sooner (112, 105, 112 ms against
/// 118, 117, 118 ms, medians of 15). What reaches the tool is what the client sent (a text that
/// happens to look like a data URL stays a text).
public final class ArgumentsAside: @unchecked Sendable {
  /// The one argument a request set aside has instead of its own.
  static let tokenKey = "l10n.argumentsSetAside"

  private let lock = NSLock()
  private var aside: [String: [String: Value]] = [:]

  public init() {}

  /// `message` as the SDK is to read it: a `tools/call` request with its arguments set aside
  /// (and a token in their place); any other message, or one that is not JSON, as it is.
  func setAside(in message: Data) -> Data {
    guard message.first == UInt8(ascii: "{"), let request = try? JSONValue(json: Array(message)),
      case .object(var object) = request, case .string("tools/call") = object["method"],
      case .object(var parameters) = object["params"], case .object(let arguments) = parameters["arguments"],
      !arguments.isEmpty
    else { return message }
    let token = UUID().uuidString
    guard case .object(let values) = Value(JSONValue.object(arguments)) else { return message }
    lock.withLock { aside[token] = values }
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
    return lock.withLock { aside.removeValue(forKey: token) } ?? given
  }

  /// Standard input and output (the SDK's `StdioTransport`), each `tools/call` request's
  /// arguments set aside in `aside` before the server reads it.
  actor Transport: MCP.Transport {
    private let inner = StdioTransport()
    private let aside: ArgumentsAside
    /// The standard transport's own logger (the type is swift-log's, which this module does not
    /// name).
    nonisolated let logger = StdioTransport().logger

    init(aside: ArgumentsAside) {
      self.aside = aside
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws { try await inner.send(data) }

    func receive() -> AsyncThrowingStream<Data, any Swift.Error> {
      let (inner, aside) = (self.inner, self.aside)
      return AsyncThrowingStream { continuation in
        let task = Task {
          do {
            for try await message in await inner.receive() { continuation.yield(aside.setAside(in: message)) }
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }
}
