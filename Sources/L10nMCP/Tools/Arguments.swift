import MCP

/// A tool call's arguments, read by type: a missing required argument, a value of the wrong type
/// or out of range, or an argument the tool does not take is a protocol error (`invalidParams`)
/// whose message names the tool, the argument and what was expected.
public struct Arguments: Sendable {
  public let values: [String: Value]
  /// The tool's name, for messages.
  public let tool: String
  let schema: ArgumentSchema?

  public init(_ values: [String: Value], tool: String, schema: ArgumentSchema? = nil) {
    self.values = values
    self.tool = tool
    self.schema = schema
  }

  /// Every argument given is one the tool takes.
  func checkKnown() throws(MCPError) {
    guard let schema else { return }
    for name in values.keys.sorted() where schema.argument(name) == nil {
      let known = schema.arguments.map(\.name)
      throw invalid(
        "\(tool) takes no argument '\(name)'"
          + (known.isEmpty ? "; it takes none" : "; it takes: \(known.joined(separator: ", "))"))
    }
  }

  /// An `invalidParams` error about this tool.
  public func invalid(_ message: String) -> MCPError {
    .invalidParams(message.hasSuffix(".") ? message : message + ".")
  }

  /// The value given, nil when absent or null.
  public subscript(name: String) -> Value? {
    guard let value = values[name], !value.isNull else { return nil }
    return value
  }

  /// A string argument that must be given (and not be empty).
  /// - Parameter allowingEmpty: an empty text is taken (a catalog's key may be `""`); else it is
  ///   refused as a protocol error.
  public func string(_ name: String, allowingEmpty: Bool = false) throws(MCPError) -> String {
    guard let text = try optionalString(name) else { throw invalid("\(tool) needs the argument '\(name)' (a string)") }
    guard allowingEmpty || !text.isEmpty else { throw invalid("\(tool)'s argument '\(name)' is empty") }
    return text
  }

  /// A string argument, nil when absent; one of `choices` when they are given.
  public func optionalString(_ name: String, choices: [String]? = nil) throws(MCPError) -> String? {
    guard let value = self[name] else { return nil }
    guard case .string(let text) = value else { throw wrongType(name, "a string", value) }
    if let choices = choices ?? schema?.argument(name)?.choices, !choices.contains(text) {
      throw invalid("\(tool)'s argument '\(name)' is '\(text)'; it takes \(choices.joined(separator: ", "))")
    }
    return text
  }

  /// An integer argument (a whole JSON number), `default` when absent, within `range`.
  public func int(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(MCPError) -> Int {
    guard let value = self[name] else { return fallback }
    let number: Int
    switch value {
    case .int(let int): number = int
    case .double(let double) where double.rounded() == double && abs(double) < 1e15: number = Int(double)
    default: throw wrongType(name, "a whole number", value)
    }
    guard range.contains(number) else {
      throw invalid(
        "\(tool)'s argument '\(name)' is \(number); it must be from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// A number argument, nil when absent; not negative.
  public func number(_ name: String) throws(MCPError) -> Double? {
    guard let value = self[name] else { return nil }
    let number: Double
    switch value {
    case .int(let int): number = Double(int)
    case .double(let double) where double.isFinite: number = double
    default: throw wrongType(name, "a number", value)
    }
    guard number >= 0 else { throw invalid("\(tool)'s argument '\(name)' is \(number); it must not be negative") }
    return number
  }

  /// A Boolean argument, `default` when absent.
  public func bool(_ name: String, default fallback: Bool = false) throws(MCPError) -> Bool {
    guard let value = self[name] else { return fallback }
    guard case .bool(let flag) = value else { throw wrongType(name, "true or false", value) }
    return flag
  }

  /// An array of strings (a single string is taken as an array of one); empty when absent.
  public func strings(_ name: String) throws(MCPError) -> [String] {
    guard let value = self[name] else { return [] }
    switch value {
    case .string(let text): return [text]
    case .array(let items):
      var texts: [String] = []
      for item in items {
        guard case .string(let text) = item else { throw wrongType(name, "an array of strings", value) }
        texts.append(text)
      }
      return texts
    default: throw wrongType(name, "an array of strings", value)
    }
  }

  /// An array of objects; empty when absent.
  public func objects(_ name: String) throws(MCPError) -> [[String: Value]] {
    guard let value = self[name] else { return [] }
    guard case .array(let items) = value else { throw wrongType(name, "an array of objects", value) }
    return try items.map { (item: Value) throws(MCPError) -> [String: Value] in
      guard case .object(let object) = item else { throw wrongType(name, "an array of objects", value) }
      return object
    }
  }

  /// The page asked for: `cursor` and `limit` (`ArgumentSchema.paging`).
  public func page() throws(MCPError) -> Page {
    let limit = try int("limit", default: Page.defaultLimit, in: 1...Page.maximumLimit)
    guard let cursor = try optionalString("cursor") else { return Page(offset: 0, limit: limit) }
    guard let offset = Page.offset(of: cursor) else {
      throw invalid("\(tool)'s argument 'cursor' is not a cursor this server gave; pass a nextCursor back as it came")
    }
    return Page(offset: offset, limit: limit)
  }

  private func wrongType(_ name: String, _ expected: String, _ value: Value) -> MCPError {
    invalid("\(tool)'s argument '\(name)' must be \(expected), not \(Self.kind(of: value))")
  }

  static func kind(of value: Value) -> String {
    switch value {
    case .null: "null"
    case .bool: "a Boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .data: "data"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
