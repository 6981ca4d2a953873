/// Encodes an `Encodable` value into a ``JSONValue`` tree as Foundation's `JSONEncoder` would:
/// an optional that is nil is left out (the synthesized `encodeIfPresent`), a whole double has no
/// `.0`, and a double that is not finite cannot be encoded. Written with ``JSONWriter`` in the
/// `.encoder` layout, the text is `JSONEncoder`'s with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`, byte for byte.
public enum JSONValueEncoder {
  public static func encode(_ value: some Encodable) throws -> JSONValue {
    try node(value).value
  }

  /// The encoder's pretty text of `value`, without a final newline (as `JSONEncoder` writes it).
  public static func text(_ value: some Encodable) throws -> String {
    var writer = JSONWriter(capacity: 1 << 12)
    try node(value).write(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// A JSON report's text: the encoder's pretty text and a final newline, ready for standard
  /// output or a file. The one way every `--format json` is written.
  ///
  /// - Throws: what made `value` impossible to encode (a number that is not finite), rather
  ///   than an empty report.
  public static func document(_ value: some Encodable) throws -> String {
    try text(value) + "\n"
  }

  /// `value` as one line of JSON (keys sorted, no spaces), without a newline: a record of a JSON
  /// lines stream.
  public static func line(_ value: some Encodable) throws -> String {
    var writer = JSONWriter(capacity: 256, compact: true)
    try node(value).write(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// `value` encoded, ready to be written.
  static func node(_ value: some Encodable) throws -> Node {
    let node = Node()
    try node.set(value, codingPath: [])
    return node
  }

  /// One value being encoded: a scalar, or the members or elements its containers add.
  final class Node {
    var scalar: JSONValue?
    var members: [String: Node]?
    var elements: [Node]?

    /// Members keep the order they were encoded in here; the `.encoder` layout sorts them.
    var value: JSONValue {
      if let members {
        return .object(JSONObject(members.map { JSONMember(key: $0.key, value: $0.value.value) }))
      }
      if let elements { return .array(elements.map(\.value)) }
      return scalar ?? .object(JSONObject())
    }

    /// Writes the value, each object's members in the encoder's order, with no tree in between.
    func write(to writer: inout JSONWriter) {
      if let members {
        var container = writer.beginObject()
        for (key, node) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
          writer.key(key, in: &container)
          node.write(to: &writer)
        }
        writer.endObject(container)
      } else if let elements {
        var container = writer.beginArray()
        for node in elements {
          writer.element(in: &container)
          node.write(to: &writer)
        }
        writer.endArray(container)
      } else {
        writer.value(value)
      }
    }

    func set(_ value: some Encodable, codingPath: [any CodingKey]) throws {
      switch value {
      case let text as String: scalar = .string(text)
      case let flag as Bool: scalar = .bool(flag)
      case let number as Int: scalar = .number(String(number))
      case let number as Double: scalar = .number(try Self.text(of: number, codingPath: codingPath))
      case let number as any BinaryInteger: scalar = .number("\(number)")
      case let number as Float: scalar = .number(try Self.text(of: number, codingPath: codingPath))
      default: try value.encode(to: TreeEncoder(node: self, codingPath: codingPath))
      }
    }

    /// A finite number as the encoder writes it.
    private static func text(of number: some BinaryFloatingPoint & CustomStringConvertible, codingPath: [any CodingKey])
      throws -> String
    {
      guard number.isFinite else {
        throw EncodingError.invalidValue(
          number, .init(codingPath: codingPath, debugDescription: "\(number) cannot be written in JSON"))
      }
      return JSONWriter.text(of: number)
    }

    /// A member; one encoded again under the same key replaces the first, as in `JSONEncoder`.
    func child(_ key: String) -> Node {
      let node = Node()
      if members == nil { members = [:] }
      members![key] = node
      return node
    }

    func appended() -> Node {
      let node = Node()
      if elements == nil { elements = [] }
      elements!.append(node)
      return node
    }
  }

  struct TreeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if node.members == nil { node.members = [:] }
      return KeyedEncodingContainer(Keyed(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if node.elements == nil { node.elements = [] }
      return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
  }

  // The containers' one generic `encode` stands for every typed one (Int, String, Bool, …).

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
      node.child(key.stringValue).scalar = .null
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try node.child(key.stringValue).set(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type, forKey key: Key)
      -> KeyedEncodingContainer<Nested>
    {
      TreeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
        .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      TreeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
        .unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      TreeEncoder(node: node.child("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      TreeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]
    var count: Int { node.elements?.count ?? 0 }

    mutating func encodeNil() throws { node.appended().scalar = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try node.appended().set(value, codingPath: codingPath)
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type) -> KeyedEncodingContainer<Nested> {
      TreeEncoder(node: node.appended(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      TreeEncoder(node: node.appended(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.appended(), codingPath: codingPath) }
  }

  struct Single: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.scalar = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try node.set(value, codingPath: codingPath)
    }
  }
}
