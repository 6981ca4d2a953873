/// A strict RFC 8259 JSON reader over UTF-8 bytes that hands out values one at a time.
///
/// The catalog decoder drives it member by member, so known fields go straight into the typed model
/// with no intermediate tree, and every failure carries the byte offset where it happened. It never
/// recurses deeper than `maximumDepth`, never reads past the buffer and validates UTF-8 in strings,
/// so hostile input ends in a `CatalogError`, not a crash or a hang.
struct JSONScanner {
  /// The deepest nesting of objects and arrays accepted. Real catalogs nest about 10 deep.
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  /// Where reading goes on (set only by the scanner's own files).
  var offset: Int
  private var depth = 0
  /// Room for a string with escapes while it is decoded.
  var scratch: [UInt8] = []
  private var skippedKeys: [String] = []
  /// When set, the decoder notes where keys and localizations start.
  var locations: LocationRecorder?
  /// How many parts a large `strings` object is read in at once; nil for one per processor.
  var chunks: Int?
  /// When set, the only languages read of each key's `localizations`; the others are checked to
  /// be well-formed JSON and skipped (`StringCatalog.init(bytes:file:languages:)`).
  var languages: Set<String>?

  /// How many languages the last key read had: room for that many is made for the next.
  var localizationsHint = 0
  /// When set, `bytes` is a file mapped into memory, and `releasePagesBehind()` gives back the
  /// pages read past (they come back from the file if read again).
  var releasesPages = false
  /// Where the pages before were last given back.
  private var releasedUpTo = 0

  /// Gives back the pages before the offset, a few megabytes at a time, when `releasesPages`.
  @inline(__always)
  mutating func releasePagesBehind() {
    guard releasesPages, offset - releasedUpTo >= 1 << 22 else { return }
    FileBytes.release(bytes, from: releasedUpTo, to: offset)
    releasedUpTo = offset
  }

  init(bytes: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  // MARK: Errors

  func syntaxError(_ message: String, at position: Int? = nil) -> CatalogError {
    CatalogError(.syntax, message, offset: position ?? offset)
  }

  /// Describes what stands at the current offset, for "found …" in messages.
  func describeCurrent() -> String {
    guard offset < bytes.count else { return "the end of the file" }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
    case let byte where byte >= 0x20 && byte < 0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
    case let byte: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }

  // MARK: Structure

  @inline(__always)
  mutating func skipWhitespace() {
    // Pretty-printed JSON: a line break, then a run of spaces, taken eight at a time.
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09:
        offset += 1
        while offset + 8 <= bytes.count,
          UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
        {
          offset += 8
        }
      default: return
      }
    }
  }

  @inline(__always)
  func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// What kind of value starts at the current offset (after whitespace).
  mutating func peekKind() -> ValueKind? {
    skipWhitespace()
    guard let byte = peek() else { return nil }
    switch byte {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: return nil
    }
  }

  enum ValueKind: Equatable {
    case object, array, string, number, bool, null
  }

  /// Reads an object, calling `body` once per member with the scanner placed at the member's value.
  /// `body` must consume exactly one value. Duplicate keys are the caller's to detect.
  ///
  /// - Parameter context: the key whose value this object is, for messages.
  mutating func readObject(
    context: String?,
    _ body: (inout JSONScanner, _ key: String, _ keyOffset: Int) throws(CatalogError) -> Void
  ) throws(CatalogError) {
    guard try openObject(context: context) else { return }
    _ = try readMembers(context: context, afterComma: false, stoppingAt: nil, body)
  }

  /// Reads an object's `{`; returns false when the object is empty (its `}` read too), true when
  /// the scanner stands before its first member.
  mutating func openObject(context: String?) throws(CatalogError) -> Bool {
    try openContainer(UInt8(ascii: "{"), UInt8(ascii: "}"), kind: "an object", context: context)
  }

  /// Reads the opening bracket of an object or array (`kind` in messages) and goes in; false when
  /// the container is empty (its closing bracket read too).
  @inline(__always)
  private mutating func openContainer(_ open: UInt8, _ close: UInt8, kind: String, context: String?)
    throws(CatalogError) -> Bool
  {
    skipWhitespace()
    guard peek() == open else {
      throw syntaxError("expected \(kind)\(Self.ofValue(context)), found \(describeCurrent())")
    }
    try enter()
    offset += 1
    skipWhitespace()
    if peek() == close {
      offset += 1
      depth -= 1
      return false
    }
    return true
  }

  /// Reads the members of an open object up to and including its `}`, and returns true; or,
  /// with `stop`, returns false when the next member's key starts at that offset, with the
  /// scanner standing there.
  ///
  /// - Parameter afterComma: whether the scanner stands after a member's `,` (for messages).
  @inline(__always)
  mutating func readMembers(
    context: String?, afterComma: Bool, stoppingAt stop: Int?,
    _ body: (inout JSONScanner, _ key: String, _ keyOffset: Int) throws(CatalogError) -> Void
  ) throws(CatalogError) -> Bool {
    var afterComma = afterComma
    while true {
      skipWhitespace()
      if offset == stop { return false }
      guard peek() == UInt8(ascii: "\"") else {
        if !afterComma {
          throw syntaxError("expected a key in quotes or '}'\(Self.inValue(context)), found \(describeCurrent())")
        }
        throw syntaxError("expected a key in quotes after ','\(Self.inValue(context)), found \(describeCurrent())")
      }
      let keyOffset = offset
      let key = try readString()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else {
        throw syntaxError("expected ':' after the key \"\(key)\", found \(describeCurrent())")
      }
      offset += 1
      skipWhitespace()
      try body(&self, key, keyOffset)
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        depth -= 1
        return true
      default:
        throw syntaxError("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
      }
      afterComma = true
    }
  }

  /// A scanner over the same bytes at `offset`, as deep as this one, with its own location
  /// recorder when this one records: for reading another part of an object on another thread.
  func forked(at offset: Int) -> JSONScanner {
    var copy = JSONScanner(bytes: bytes, offset: offset)
    copy.depth = depth
    copy.locations = locations == nil ? nil : LocationRecorder(start: offset)
    copy.languages = languages
    copy.releasesPages = releasesPages
    copy.releasedUpTo = offset
    return copy
  }

  /// Takes over where `other`, a fork of this scanner, stopped.
  mutating func resume(from other: JSONScanner) {
    offset = other.offset
    depth = other.depth
  }

  /// Reads an array, calling `body` once per element with the scanner placed at the element.
  mutating func readArray(
    context: String?, _ body: (inout JSONScanner, _ index: Int) throws(CatalogError) -> Void
  ) throws(CatalogError) {
    guard try openContainer(UInt8(ascii: "["), UInt8(ascii: "]"), kind: "an array", context: context) else { return }
    var index = 0
    while true {
      skipWhitespace()
      try body(&self, index)
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        depth -= 1
        return
      default:
        throw syntaxError(
          "expected ',' or ']' after element \(index)\(Self.inValue(context)), found \(describeCurrent())")
      }
      index += 1
    }
  }

  private mutating func enter() throws(CatalogError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw CatalogError(.limit, "objects and arrays nest deeper than \(Self.maximumDepth) levels", offset: offset)
    }
  }

  private static func ofValue(_ context: String?) -> String {
    context.map { " as the value of \"\($0)\"" } ?? ""
  }

  private static func inValue(_ context: String?) -> String {
    context.map { " in the value of \"\($0)\"" } ?? ""
  }

  // MARK: Generic values

  /// Reads any value into a `JSONValue`, keeping member order and number text. Duplicate keys in
  /// an object are an error: keeping either one would silently drop the other.
  mutating func readValue(context: String?) throws(CatalogError) -> JSONValue {
    switch peekKind() {
    case .object:
      var object = JSONObject()
      var seen = Set<String>()
      try readObject(context: context) {
        (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
        guard seen.insert(key).inserted else {
          throw CatalogError(.syntax, "duplicate key \"\(key)\"\(Self.inValue(context))", offset: keyOffset)
        }
        object.append(key, try scanner.readValue(context: key))
      }
      return .object(object)
    case .array:
      var array: [JSONValue] = []
      try readArray(context: context) { (scanner: inout JSONScanner, _: Int) throws(CatalogError) in
        array.append(try scanner.readValue(context: context))
      }
      return .array(array)
    case .string: return .string(try readString())
    case .number: return .number(try readNumberText())
    case .bool: return .bool(try readBool())
    case .null:
      try readNull()
      return .null
    case nil:
      throw syntaxError("expected a value\(Self.ofValue(context)), found \(describeCurrent())")
    }
  }

  /// Reads past any value, checking that it is well-formed JSON as `readValue` does (syntax,
  /// strings, nesting, duplicate keys), without making it.
  mutating func skipValue(context: String?) throws(CatalogError) {
    switch peekKind() {
    case .object:
      // The keys of the objects being skipped, innermost last, in one reused buffer.
      let base = skippedKeys.count
      try readObject(context: context) {
        (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
        if scanner.skippedKeys[base...].contains(key) {
          throw CatalogError(.syntax, "duplicate key \"\(key)\"\(Self.inValue(context))", offset: keyOffset)
        }
        scanner.skippedKeys.append(key)
        try scanner.skipValue(context: key)
      }
      skippedKeys.removeSubrange(base...)
    case .array:
      try readArray(context: context) { (scanner: inout JSONScanner, _: Int) throws(CatalogError) in
        try scanner.skipValue(context: context)
      }
    case .string: try skipString()
    case .number: _ = try readNumberText()
    case .bool: _ = try readBool()
    case .null: try readNull()
    case nil:
      throw syntaxError("expected a value\(Self.ofValue(context)), found \(describeCurrent())")
    }
  }

  /// After the root value: only whitespace may follow.
  mutating func expectEnd() throws(CatalogError) {
    skipWhitespace()
    if offset < bytes.count {
      throw syntaxError("unexpected \(describeCurrent()) after the end of the catalog's top-level object")
    }
  }
}
