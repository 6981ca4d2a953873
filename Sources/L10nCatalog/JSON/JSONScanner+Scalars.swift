/// Strings, numbers and literals.
extension JSONScanner {
  /// Reads a string, decoding escapes and validating UTF-8.
  mutating func readString() throws(CatalogError) -> String {
    let start = try openString()
    var index = try scanPlainText(from: start, stringStart: start)
    // Fast path: no escapes.
    if bytes[index] == UInt8(ascii: "\"") {
      offset = index + 1
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
    // Slow path: copy what was read so far, then decode escapes.
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        offset = index + 1
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index = try readEscape(at: index)
      case ..<0x20:
        throw controlCharacterError(byte, at: index)
      case ..<0x80:
        scratch.append(byte)
        index += 1
      default:
        let next = try validateUTF8Sequence(at: index)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<next]))
        index = next
      }
    }
    throw syntaxError("unterminated string (no closing '\"' before the end of the file)", at: start - 1)
  }

  /// Reads past a string as `readString` reads it, with the same errors, making nothing.
  mutating func skipString() throws(CatalogError) {
    let start = try openString()
    var index = start
    while true {
      index = try scanPlainText(from: index, stringStart: start)
      if bytes[index] == UInt8(ascii: "\"") {
        offset = index + 1
        return
      }
      scratch.removeAll(keepingCapacity: true)
      index = try readEscape(at: index)
    }
  }

  /// After white space, the opening quote of a string: the offset after it.
  @inline(__always)
  private mutating func openString() throws(CatalogError) -> Int {
    skipWhitespace()
    guard peek() == UInt8(ascii: "\"") else {
      throw syntaxError("expected a string, found \(describeCurrent())")
    }
    return offset + 1
  }

  /// Reads string text from `index` up to the closing quote or a backslash, and returns where that
  /// is; UTF-8 is validated, and raw control characters and a missing closing quote are errors.
  @inline(__always)
  private func scanPlainText(from index: Int, stringStart: Int) throws(CatalogError) -> Int {
    var index = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
      if byte < 0x20 { throw controlCharacterError(byte, at: index) }
      if byte < 0x80 {
        index += 1
      } else {
        index = try validateUTF8Sequence(at: index)
      }
    }
    throw syntaxError("unterminated string (no closing '\"' before the end of the file)", at: stringStart - 1)
  }

  private func controlCharacterError(_ byte: UInt8, at index: Int) -> CatalogError {
    let hex = String(byte, radix: 16, uppercase: true)
    let code = String(repeating: "0", count: 4 - hex.count) + hex
    let hint = byte == 0x0A ? " (a line break inside a string must be written \\n)" : ""
    return syntaxError("raw control character U+\(code) in a string; it must be escaped\(hint)", at: index)
  }

  /// Decodes the escape at `index` (a backslash) into `scratch`; returns the offset after it.
  private mutating func readEscape(at index: Int) throws(CatalogError) -> Int {
    guard index + 1 < bytes.count else {
      throw syntaxError("unterminated string (no closing '\"' before the end of the file)", at: index)
    }
    let code = bytes[index + 1]
    switch code {
    case UInt8(ascii: "\""): scratch.append(0x22)
    case UInt8(ascii: "\\"): scratch.append(0x5C)
    case UInt8(ascii: "/"): scratch.append(0x2F)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let first = try readHex4(at: index + 2, escapeAt: index)
      var scalarValue = UInt32(first)
      var end = index + 6
      if (0xD800...0xDBFF).contains(first) {
        // A high surrogate must be followed by an escaped low surrogate.
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u") else {
          throw syntaxError(
            "lone surrogate \\u\(Self.hex4(first)): a high surrogate must be followed by a \\u low surrogate", at: index
          )
        }
        let second = try readHex4(at: end + 2, escapeAt: end)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw syntaxError(
            "lone surrogate \\u\(Self.hex4(first)): \\u\(Self.hex4(second)) is not a low surrogate", at: index)
        }
        scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        end += 6
      } else if (0xDC00...0xDFFF).contains(first) {
        throw syntaxError(
          "lone surrogate \\u\(Self.hex4(first)): a low surrogate without a high surrogate before it", at: index)
      }
      // Valid by construction: not a surrogate, at most 0x10FFFF.
      let scalar = Unicode.Scalar(scalarValue)!
      scratch.append(contentsOf: UTF8.encode(scalar)!)
      return end
    default:
      throw syntaxError(
        "invalid escape '\\\(Self.printable(code))' in a string (allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
        at: index)
    }
    return index + 2
  }

  private func readHex4(at index: Int, escapeAt: Int) throws(CatalogError) -> UInt16 {
    guard index + 4 <= bytes.count else {
      throw syntaxError("incomplete \\u escape: expected 4 hexadecimal digits", at: escapeAt)
    }
    var value: UInt16 = 0
    for position in index..<(index + 4) {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw syntaxError("invalid \\u escape: expected 4 hexadecimal digits", at: escapeAt)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  private static func hex4(_ value: UInt16) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: 4 - hex.count) + hex
  }

  private static func printable(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "\\u{\(String(byte, radix: 16))}"
  }

  /// Checks the UTF-8 sequence that starts at `index` (a byte ≥ 0x80) and returns the offset after it.
  @inline(__always)
  private func validateUTF8Sequence(at index: Int) throws(CatalogError) -> Int {
    let lead = bytes[index]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: throw invalidUTF8(at: index)
    }
    guard index + length <= bytes.count else { throw invalidUTF8(at: index) }
    let second = bytes[index + 1]
    guard second >= lower && second <= upper else { throw invalidUTF8(at: index) }
    var position = index + 2
    while position < index + length {
      guard bytes[position] & 0xC0 == 0x80 else { throw invalidUTF8(at: index) }
      position += 1
    }
    return index + length
  }

  private func invalidUTF8(at index: Int) -> CatalogError {
    CatalogError(
      .encoding, "invalid UTF-8 byte 0x\(String(bytes[index], radix: 16, uppercase: true)) in a string", offset: index)
  }

  /// Reads a number and returns its exact text.
  mutating func readNumberText() throws(CatalogError) -> String {
    skipWhitespace()
    let start = offset
    var index = offset
    func digits(_ index: inout Int) -> Int {
      let first = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
      return index - first
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
      throw syntaxError("expected a number, found \(describeCurrent())")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        throw syntaxError("a number must not start with 0 followed by digits", at: start)
      }
    } else {
      _ = digits(&index)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&index) > 0 else { throw syntaxError("expected digits after '.' in a number", at: index) }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits(&index) > 0 else { throw syntaxError("expected digits in the exponent of a number", at: index) }
    }
    offset = index
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  mutating func readBool() throws(CatalogError) -> Bool {
    skipWhitespace()
    if matchLiteral("true") { return true }
    if matchLiteral("false") { return false }
    throw syntaxError("expected true or false, found \(describeCurrent())")
  }

  mutating func readNull() throws(CatalogError) {
    skipWhitespace()
    guard matchLiteral("null") else { throw syntaxError("expected null, found \(describeCurrent())") }
  }

  private mutating func matchLiteral(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let pointer = literal.utf8Start
    for index in 0..<count where bytes[offset + index] != pointer[index] {
      return false
    }
    // A literal must not run on into letters ("trueish").
    if offset + count < bytes.count {
      let next = bytes[offset + count]
      if (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
        || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
        || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
      {
        return false
      }
    }
    offset += count
    return true
  }
}
