/// A JSON value that keeps everything a round trip needs: the order of object members and the
/// exact text of numbers.
///
/// The catalog model uses it for fields it does not know, so that they survive a read and a write
/// unchanged.
public enum JSONValue: Hashable, Sendable {
  case object(JSONObject)
  case array([JSONValue])
  case string(String)
  /// A number, kept as the text it had in the file (`1`, `-0.5`, `1e3`).
  case number(String)
  case bool(Bool)
  case null
}

/// One member of a JSON object.
public struct JSONMember: Hashable, Sendable {
  public var key: String
  public var value: JSONValue

  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// A JSON object whose members keep the order they were read or added in.
public struct JSONObject: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  public var members: [JSONMember]

  public init(_ members: [JSONMember] = []) {
    self.members = members
  }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.members = elements.map { JSONMember(key: $0.0, value: $0.1) }
  }

  public var startIndex: Int { members.startIndex }
  public var endIndex: Int { members.endIndex }
  public subscript(position: Int) -> JSONMember { members[position] }

  /// The value of the first member named `key`.
  public subscript(key: String) -> JSONValue? {
    get { members.first(where: { $0.key == key })?.value }
    set {
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append(JSONMember(key: key, value: newValue))
      }
    }
  }

  public var keys: [String] { members.map(\.key) }

  mutating func append(_ key: String, _ value: JSONValue) {
    members.append(JSONMember(key: key, value: value))
  }
}
