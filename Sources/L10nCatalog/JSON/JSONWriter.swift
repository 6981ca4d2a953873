/// Writes JSON into one byte buffer, in the layout both Foundation writers share with
/// `.prettyPrinted` and `.withoutEscapingSlashes`: Xcode's (`JSONSerialization`, for String
/// Catalogs) and `JSONEncoder`'s (for reports and summaries). Their bytes are the same:
///
/// - two spaces per level, `"key" : value`, members separated by `,` and a line break;
/// - an empty object is `{`, a line break, an empty line, then `}` at the parent's indentation;
/// - strings escape `"` `\` and control characters only (`\n \t \r \b \f`, others `\u00xx`);
///   `/` and everything from U+0020 up, non-ASCII included, are written raw.
///
/// What differs is the order of members (``JSONLayout``). This type writes members in the order it
/// is given them: the catalog codec gives them in Xcode's order, reports in the encoder's sorted
/// order, and ``value(_:layout:)`` sorts a value tree's members for `.encoder`.
public struct JSONWriter {
  /// Where the bytes of a catalog written in pieces go, in order, on the thread that writes it.
  typealias ByteSink = (UnsafeBufferPointer<UInt8>) -> Void

  public private(set) var bytes: [UInt8] = []
  /// How many bytes were handed on (`drain`, `pass`) before those in `bytes`.
  var drained = 0
  private var depth = 0
  private let crlf: Bool
  /// No line breaks, indentation or spaces around `:` (JSON embedded in a web page).
  private let compact: Bool
  /// The innermost container the closure-based calls (``object(_:)``, ``member(_:_:)``) write into.
  @usableFromInline var open = Container()

  /// - Parameters:
  ///   - compact: no line breaks, indentation or spaces around `:`, for JSON no one reads.
  public init(capacity: Int = 0, crlf: Bool = false, compact: Bool = false) {
    bytes.reserveCapacity(capacity)
    self.crlf = crlf
    self.compact = compact
  }

  /// A writer for members of an object that `other` has open, written apart (on another thread)
  /// and then added with `append(members:count:in:)`: same depth and line breaks.
  init(continuing other: JSONWriter, capacity: Int) {
    bytes.reserveCapacity(capacity)
    crlf = other.crlf
    compact = other.compact
    depth = other.depth
  }

  /// A writer for a value nested `depth` levels deep (a catalog entry's: 2), written on its own.
  init(depth: Int, crlf: Bool, capacity: Int = 0) {
    self.init(capacity: capacity, crlf: crlf)
    self.depth = depth
  }

  /// Where the next byte goes in the whole output: those handed on and those held.
  var position: Int { drained + bytes.count }

  /// Counts the members written into one open object or array.
  public struct Container {
    fileprivate var count = 0

    init() {}

    /// A container that already has `count` members, written elsewhere.
    init(count: Int) { self.count = count }
  }

  /// Hands the bytes written so far to `sink` and forgets them, keeping the buffer for what
  /// comes next: a large output is written in pieces, never held whole.
  mutating func drain(into sink: ByteSink) {
    bytes.withUnsafeBufferPointer(sink)
    drained += bytes.count
    bytes.removeAll(keepingCapacity: true)
  }

  /// Hands members a `continuing` writer wrote for the object `container` stands for to `sink`,
  /// after this writer's own bytes went there (`drain`).
  mutating func pass(members part: JSONWriter, count: Int, in container: inout Container, to sink: ByteSink) {
    part.bytes.withUnsafeBufferPointer(sink)
    drained += part.bytes.count
    container.count += count
  }

  /// Adds members a `continuing` writer wrote for the object `container` stands for.
  mutating func append(members part: JSONWriter, count: Int, in container: inout Container) {
    bytes.append(contentsOf: part.bytes)
    container.count += count
  }

  // MARK: Objects and arrays

  public mutating func beginObject() -> Container {
    bytes.append(UInt8(ascii: "{"))
    depth += 1
    return Container()
  }

  /// Starts a member: the separator, the indentation, the key and ` : `. The value follows.
  public mutating func key(_ key: String, in container: inout Container) {
    if container.count > 0 { bytes.append(UInt8(ascii: ",")) }
    newline()
    indent()
    string(key)
    separateKey()
    container.count += 1
  }

  public mutating func endObject(_ container: Container) {
    close(container, with: UInt8(ascii: "}"))
  }

  public mutating func beginArray() -> Container {
    bytes.append(UInt8(ascii: "["))
    depth += 1
    return Container()
  }

  public mutating func element(in container: inout Container) {
    if container.count > 0 { bytes.append(UInt8(ascii: ",")) }
    newline()
    indent()
    container.count += 1
  }

  public mutating func endArray(_ container: Container) {
    close(container, with: UInt8(ascii: "]"))
  }

  private mutating func close(_ container: Container, with bracket: UInt8) {
    depth -= 1
    newline()
    if container.count == 0 { newline() }
    indent()
    bytes.append(bracket)
  }

  /// ` : ` between a key and its value; `:` when compact.
  @inline(__always)
  private mutating func separateKey() {
    if compact {
      bytes.append(UInt8(ascii: ":"))
    } else {
      bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
    }
  }

  @inline(__always)
  mutating func newline() {
    if compact { return }
    if crlf { bytes.append(0x0D) }
    bytes.append(0x0A)
  }

  /// 256 spaces, for indentation; never freed, never written after it is made.
  nonisolated(unsafe) private static let spaces: UnsafeBufferPointer<UInt8> = {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    buffer.initialize(repeating: 0x20)
    return UnsafeBufferPointer(buffer)
  }()

  @inline(__always)
  private mutating func indent() {
    if compact { return }
    var remaining = depth * 2
    while remaining > 0 {
      let chunk = min(remaining, Self.spaces.count)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: Self.spaces[0..<chunk]))
      remaining -= chunk
    }
  }

  // MARK: Scalars

  public mutating func bool(_ value: Bool) {
    if value {
      bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
    } else {
      bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
    }
  }

  public mutating func null() {
    bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
  }

  /// Writes a number's text as it is.
  public mutating func number(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  public mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  public mutating func string(_ value: String) {
    bytes.append(0x22)
    if value.utf8.withContiguousStorageIfAvailable({ utf8 in appendEscaped(utf8) }) == nil {
      var value = value
      value.withUTF8 { utf8 in appendEscaped(utf8) }
    }
    bytes.append(0x22)
  }

  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
        index += 1
        continue
      }
      if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
      bytes.append(0x5C)
      switch byte {
      case 0x22: bytes.append(0x22)
      case 0x5C: bytes.append(0x5C)
      case 0x0A: bytes.append(UInt8(ascii: "n"))
      case 0x09: bytes.append(UInt8(ascii: "t"))
      case 0x0D: bytes.append(UInt8(ascii: "r"))
      case 0x08: bytes.append(UInt8(ascii: "b"))
      case 0x0C: bytes.append(UInt8(ascii: "f"))
      default:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
      }
      index += 1
      runStart = index
    }
    if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count])) }
  }

  // MARK: Generic values

  /// Writes a value tree; with `.encoder`, each object's members sorted as `JSONEncoder` sorts them.
  public mutating func value(_ value: JSONValue, layout: JSONLayout = .xcode) {
    switch value {
    case .object(let object):
      var container = beginObject()
      let members = layout == .encoder ? object.members.sorted(by: JSONLayout.encoderOrder) : object.members
      for member in members {
        key(member.key, in: &container)
        self.value(member.value, layout: layout)
      }
      endObject(container)
    case .array(let array):
      var container = beginArray()
      for element in array {
        self.element(in: &container)
        self.value(element, layout: layout)
      }
      endArray(container)
    case .string(let text): string(text)
    case .number(let text): number(text)
    case .bool(let flag): bool(flag)
    case .null: null()
    }
  }
}

// MARK: Writing in nested closures

/// Reports are written member by member in closures, each object's members in the encoder's sorted
/// key order: tens of thousands of findings render in milliseconds this way, not the tenths of a
/// second `JSONEncoder` takes.
extension JSONWriter {
  /// The text, with the final newline reports end with.
  public mutating func finish() -> String {
    bytes.append(0x0A)
    return String(decoding: bytes, as: UTF8.self)
  }

  @inlinable
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    let outer = open
    open = beginObject()
    body(&self)
    let inner = open
    open = outer
    endObject(inner)
  }

  /// An array with one element per item. Inlinable, so that a report's large arrays are walked
  /// as their own type, not through `Sequence`'s generic witnesses.
  @inlinable
  public mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
    let outer = open
    open = beginArray()
    for item in items {
      nextInOpen()
      element(&self, item)
    }
    let inner = open
    open = outer
    endArray(inner)
  }

  /// Starts a member of the open object: `"key" : `; the value follows. The key is written as it
  /// is: a literal that needs no escaping.
  public mutating func key(_ key: StaticString) {
    nextInOpen()
    bytes.append(0x22)
    bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    bytes.append(0x22)
    separateKey()
  }

  /// Starts a member whose key is not a literal.
  public mutating func key(_ key: String) {
    var container = open
    self.key(key, in: &container)
    open = container
  }

  /// The separator and indentation of the open container's next member or element.
  @usableFromInline
  mutating func nextInOpen() {
    var container = open
    element(in: &container)
    open = container
  }

  public mutating func member(_ key: StaticString, _ value: some JSONScalar) {
    self.key(key)
    value.write(to: &self)
  }

  public mutating func member(_ key: String, _ value: some JSONScalar) {
    self.key(key)
    value.write(to: &self)
  }

  /// Leaves the member out when the value is nil, as the encoder does.
  public mutating func member(_ key: StaticString, _ value: (some JSONScalar)?) {
    if let value { member(key, value) }
  }

  /// A value of a few members, as `JSONEncoder` writes it (``JSONValueEncoder``); a large one
  /// renders faster member by member.
  public mutating func encoded(_ value: some Encodable) {
    // Plain values of strings, finite numbers and booleans always encode.
    guard let node = try? JSONValueEncoder.node(value) else { return null() }
    node.write(to: &self)
  }

  /// A double as the encoder writes it: its description, without a final `.0`.
  public mutating func number(_ value: Double) {
    number(Self.text(of: value))
  }

  static func text(of number: some BinaryFloatingPoint & CustomStringConvertible) -> String {
    var text = number.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}

/// A value ``JSONWriter/member(_:_:)`` writes: a string, a number or a boolean.
public protocol JSONScalar {
  func write(to writer: inout JSONWriter)
}

extension String: JSONScalar {
  public func write(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONScalar {
  public func write(to writer: inout JSONWriter) { writer.integer(self) }
}

extension Double: JSONScalar {
  public func write(to writer: inout JSONWriter) { writer.number(self) }
}

extension Bool: JSONScalar {
  public func write(to writer: inout JSONWriter) { writer.bool(self) }
}

/// The order of an object's members, the one way Foundation's two pretty writers differ.
public enum JSONLayout: Sendable {
  /// `JSONSerialization` as Xcode uses it: the members in the order they are given (the catalog
  /// codec gives them in Xcode's order, `XcodeKeyOrder`).
  case xcode
  /// `JSONEncoder` with `.sortedKeys`: members sorted by their keys' UTF-8 bytes.
  case encoder

  static func encoderOrder(_ first: JSONMember, _ second: JSONMember) -> Bool {
    first.key.utf8.lexicographicallyPrecedes(second.key.utf8)
  }
}

extension JSONValue {
  /// `text` as a JSON string, in quotes, escaped as catalogs are written (as Foundation does),
  /// for other JSON files written in the catalogs' style.
  public static func quoted(_ text: String) -> String {
    var writer = JSONWriter()
    writer.string(text)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
