import Foundation
import L10nCatalog
import L10nText

/// One entry of a legacy `.strings` file: a key, its value and the comment written with it.
public struct StringsEntry: Sendable, Hashable {
  public var key: String
  /// The text; for App Shortcut phrases, the phrases joined by line breaks.
  public var value: String
  /// App Shortcut phrases: an array of strings under the key in a property list, as
  /// `xcstringstool compile` and `l10n compile` write a catalog's `stringSet` (`AppShortcuts.strings`);
  /// nil for a text.
  public var phrases: [String]?
  public var comment: String?
  /// Where the entry starts in an old-style text file; nil in a property list.
  public var line: Int?
  public var column: Int?

  public init(key: String, value: String, comment: String? = nil, line: Int? = nil, column: Int? = nil) {
    (self.key, self.value, self.comment, self.line, self.column) = (key, value, comment, line, column)
  }

  /// An entry of App Shortcut phrases.
  public init(key: String, phrases: [String]) {
    (self.key, self.value, self.phrases) = (key, phrases.joined(separator: "\n"), phrases)
  }
}

/// Reads Apple's legacy `.strings` files in every form they come in: old-style text
/// (`"key" = "value";`, with comments: `StringsTextReader`), an XML property list or a binary one
/// (what `xcstringstool compile` and `l10n compile` write; read by Foundation's
/// `PropertyListSerialization`), in UTF-8 or UTF-16 (with a byte order mark, or without one when
/// the first character is ASCII).
public enum StringsFileReader {
  /// How a file is written.
  public enum Form: String, Sendable {
    case text, xml, binary
  }

  /// The entries of a `.strings` file, in file order (a property list's in key order: it keeps
  /// none); `file` is its name in messages. In a property list, an array of strings is a key's App
  /// Shortcut phrases (`StringsEntry.phrases`), as compiled `AppShortcuts.strings` tables hold them.
  public static func read(_ bytes: [UInt8], file: String) throws(ExchangeError) -> [StringsEntry] {
    try readWithForm(bytes, file: file).entries
  }

  /// The entries and the form the file is written in.
  public static func readWithForm(_ bytes: [UInt8], file: String) throws(ExchangeError) -> (
    entries: [StringsEntry], form: Form
  ) {
    if let form = propertyListForm(bytes) {
      let root = try propertyList(bytes, file: file)
      guard let dictionary = root as? [String: Any] else {
        throw ExchangeError(file: file, "the property list is not a dictionary of keys and strings")
      }
      var entries: [StringsEntry] = []
      for key in dictionary.keys.sorted(by: String.ordinalLess) {
        if let value = dictionary[key] as? String {
          entries.append(StringsEntry(key: key, value: value))
        } else if let phrases = dictionary[key] as? [String] {
          entries.append(StringsEntry(key: key, phrases: phrases))
        } else {
          throw ExchangeError(
            file: file,
            "the value of \"\(key)\" is not a string (nor an array of strings, App Shortcut phrases); a .strings file maps keys to strings"
          )
        }
      }
      return (entries, form)
    }
    return (try StringsTextReader.read(scalars(of: bytes, file: file), file: file), .text)
  }

  /// `xml` or `binary` when the bytes are a property list in that form, nil for text.
  static func propertyListForm(_ bytes: [UInt8]) -> Form? {
    if bytes.starts(with: Array("bplist".utf8)) { return .binary }
    guard let scalars = try? scalars(of: Array(bytes.prefix(64)), file: "", partial: true) else { return nil }
    let start = String(String.UnicodeScalarView(scalars.drop { $0.properties.isWhitespace || $0 == "\u{FEFF}" }))
    return start.hasPrefix("<?xml") || start.hasPrefix("<!DOCTYPE plist") || start.hasPrefix("<plist") ? .xml : nil
  }

  /// A property list read by Foundation, its failure said with the file's name.
  static func propertyList(_ bytes: [UInt8], file: String) throws(ExchangeError) -> Any {
    if bytes.starts(with: Array("bplist".utf8)), holdsSet(binary: bytes) {
      throw ExchangeError(
        file: file,
        "the binary property list holds a set, which a .strings or .stringsdict file never does (its values are dictionaries, strings and arrays)"
      )
    }
    do {
      return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      throw ExchangeError(file: file, "not a valid property list: \(reason)")
    }
  }

  /// Whether a binary property list has a set among its objects (marker `0xC_`, found through its
  /// offset table): swift-corelibs-foundation crashes on one (SIGSEGV bridging the `NSSet`,
  /// Swift 6.3.1; found by FuzzStringsdictReader), so it is refused before Foundation reads it.
  static func holdsSet(binary bytes: [UInt8]) -> Bool {
    guard bytes.count >= 8 + 32 else { return false }
    let trailer = bytes.count - 32
    func number(_ range: Range<Int>) -> Int {
      bytes[range].reduce(0) { $0 > Int.max >> 9 ? Int.max : $0 << 8 | Int($1) }
    }
    let offsetSize = Int(bytes[trailer + 6])
    let objects = number(trailer + 8..<trailer + 16)
    let table = number(trailer + 24..<trailer + 32)
    guard (1...8).contains(offsetSize), table >= 8, table < trailer else { return false }
    let count = min(objects, (trailer - table) / offsetSize)
    for index in 0..<max(count, 0) {
      let start = table + index * offsetSize
      let offset = number(start..<start + offsetSize)
      if offset < bytes.count, bytes[offset] & 0xF0 == 0xC0 { return true }
    }
    return false
  }

  /// The text of a file as Unicode scalars: UTF-16 with a byte order mark (or without one, when
  /// the first character is ASCII and so has a zero byte), else UTF-8 (a byte order mark dropped).
  /// Bytes that are neither are refused with their line and column.
  ///
  /// - Parameter partial: the bytes may end inside a character (a file's first bytes).
  public static func scalars(of bytes: [UInt8], file: String, partial: Bool = false) throws(ExchangeError)
    -> [Unicode.Scalar]
  {
    var bigEndian: Bool? = nil
    var start = 0
    if bytes.starts(with: [0xFE, 0xFF]) {
      (bigEndian, start) = (true, 2)
    } else if bytes.starts(with: [0xFF, 0xFE]) {
      (bigEndian, start) = (false, 2)
    } else if bytes.count >= 2, bytes.count % 2 == 0 || partial, (bytes[0] == 0) != (bytes[1] == 0) {
      bigEndian = bytes[0] == 0
    }
    guard let bigEndian else {
      let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      if partial { return Array(String(decoding: body, as: UTF8.self).unicodeScalars) }
      if let bad = UTF8Validation.firstInvalidOffset(body) {
        let before = Array(String(decoding: body[..<bad], as: UTF8.self).unicodeScalars)
        let (line, column) = position(ofScalarOffset: before.count, in: before)
        throw ExchangeError(
          file: file, line: line, column: column,
          "this byte (0x\(String(body[bad], radix: 16, uppercase: true))) is not UTF-8; save the file as UTF-8 or UTF-16"
        )
      }
      return Array(String(decoding: body, as: UTF8.self).unicodeScalars)
    }
    var units: [UInt16] = []
    units.reserveCapacity((bytes.count - start) / 2)
    var index = start
    while index + 1 < bytes.count {
      let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    if index < bytes.count, !partial {
      throw ExchangeError(file: file, "the file is UTF-16 but has an odd number of bytes: its last character is cut")
    }
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(units.count)
    var decoder = UTF16()
    var iterator = units.makeIterator()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): result.append(scalar)
      case .emptyInput: break loop
      case .error:
        if partial { break loop }
        let (line, column) = position(ofScalarOffset: result.count, in: result)
        throw ExchangeError(
          file: file, line: line, column: column, "a lone UTF-16 surrogate: the file is not valid UTF-16")
      }
    }
    return result
  }

  /// The line and column (from 1) of the scalar at `offset` of `scalars`.
  static func position(ofScalarOffset offset: Int, in scalars: [Unicode.Scalar]) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < min(offset, scalars.count) {
      let scalar = scalars[index]
      if scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return (line, offset - lineStart + 1)
  }
}
