import Foundation
import L10nCatalog
import L10nProject
import L10nText

/// What earlier runs found in each file, keyed by path and content hash, so a rerun on an
/// unchanged tree parses nothing. A cache made with other call shapes (members, functions,
/// `extract.keyCalls`) or by another cache format is ignored. A damaged cache file is ignored too: the cache only ever saves time.
///
/// The file is a compact binary form (see `CacheWriter`): on a tree of 50,000 usages it loads in a
/// few milliseconds, where the JSON form it replaced took a quarter of a second to decode.
struct ExtractionCache: Sendable, Equatable {
  static let formatVersion: UInt8 = 5
  static let magic: [UInt8] = Array("L10NXCACHE".utf8)

  struct Entry: Sendable, Equatable {
    var hash: UInt64
    var size: Int
    var extraction: FileExtraction
  }

  var shapesKey: String
  var files: [String: Entry] = [:]

  init(shapes: CallShapes) {
    shapesKey = Self.key(shapes)
  }

  static func key(_ shapes: CallShapes) -> String {
    "members=\(shapes.members.joined(separator: ","));ns=\(shapes.nsLocalizedString);string=\(shapes.stringLocalized)"
      + ";calls=\(shapes.keyCalls.map(\.description).joined(separator: ","))"
  }

  /// The cache in `bytes` (what a run's `encoded()` gave, read back by the session), or an empty
  /// one when they are not a cache of this format and these call shapes.
  static func load(from bytes: [UInt8], shapes: CallShapes) -> ExtractionCache {
    guard let cache = decode(bytes), cache.shapesKey == key(shapes) else { return ExtractionCache(shapes: shapes) }
    return cache
  }

  func lookup(path: String, hash: UInt64, size: Int) -> FileExtraction? {
    guard let entry = files[path], entry.hash == hash, entry.size == size else { return nil }
    return entry.extraction
  }

  mutating func store(path: String, hash: UInt64, size: Int, extraction: FileExtraction) {
    files[path] = Entry(hash: hash, size: size, extraction: extraction)
  }

  // MARK: Binary form

  /// Magic, format version, shapes key, the table of mention and symbol texts, then each file (sorted by path, so equal
  /// caches give equal bytes): path, hash, size, usages, warnings, whether it was unscanned, mentions, template mentions, symbols. A usage's, a warning's and a
  /// mention's file is the entry's path and is not repeated.
  func encoded() -> [UInt8] {
    var out = CacheWriter()
    out.bytes += Self.magic
    out.bytes.append(Self.formatVersion)
    out.string(shapesKey)
    // Mention texts repeat across files ("", identifiers, formats): each is written once, in a
    // table before the files, and mentions refer to it by index.
    let paths = files.keys.sorted()
    var texts: [String] = []
    var textIndex: [String: Int] = [:]
    for path in paths {
      let extraction = files[path]!.extraction
      for mention in extraction.mentions + extraction.symbols where textIndex[mention.key] == nil {
        textIndex[mention.key] = texts.count
        texts.append(mention.key)
      }
    }
    out.integer(texts.count)
    for text in texts { out.string(text) }
    out.integer(files.count)
    for path in paths {
      let entry = files[path]!
      out.string(path)
      out.fixed64(entry.hash)
      out.integer(entry.size)
      out.integer(entry.extraction.usages.count)
      for usage in entry.extraction.usages {
        out.string(usage.key)
        out.position(usage.line, usage.column)
        out.optionalString(usage.sourceText)
        out.optionalString(usage.comment)
        out.optionalString(usage.table)
        out.string(usage.shape)
        out.bytes.append(usage.kind == .keyCall ? 1 : 0)
        out.template(usage.template)
      }
      out.integer(entry.extraction.warnings.count)
      for warning in entry.extraction.warnings {
        out.position(warning.line, warning.column)
        out.string(warning.message)
        out.optionalString(warning.dynamicPattern)
      }
      out.bytes.append(entry.extraction.unscanned ? 1 : 0)
      out.integer(entry.extraction.mentions.count)
      for mention in entry.extraction.mentions {
        out.integer(textIndex[mention.key]!)
        out.position(mention.line, mention.column)
      }
      out.integer(entry.extraction.templateMentions.count)
      for mention in entry.extraction.templateMentions {
        out.template(mention.template)
        out.position(mention.place.line, mention.place.column)
      }
      out.integer(entry.extraction.symbols.count)
      for symbol in entry.extraction.symbols {
        out.integer(textIndex[symbol.key]!)
        out.position(symbol.line, symbol.column)
      }
    }
    return out.bytes
  }

  /// The cache in `bytes`, or nil when they are not a whole cache of this format.
  static func decode(_ bytes: [UInt8]) -> ExtractionCache? {
    var input = CacheReader(bytes: bytes)
    guard input.take(magic.count)?.elementsEqual(magic) == true, input.byte() == formatVersion,
      let shapesKey = input.string(),
      let textCount = input.count()
    else { return nil }
    var texts: [String] = []
    texts.reserveCapacity(textCount)
    for _ in 0..<textCount {
      guard let text = input.string() else { return nil }
      texts.append(text)
    }
    guard let fileCount = input.count() else { return nil }
    var cache = ExtractionCache(shapesKey: shapesKey)
    cache.files.reserveCapacity(fileCount)
    for _ in 0..<fileCount {
      guard let path = input.string(), let hash = input.fixed64(), let size = input.integer(),
        let usageCount = input.count()
      else { return nil }
      var extraction = FileExtraction()
      for _ in 0..<usageCount {
        guard let key = input.string(), let line = input.integer(), let column = input.integer(),
          let sourceText = input.optionalString(), let comment = input.optionalString(),
          let table = input.optionalString(), let shape = input.string(), let kind = input.byte(), kind <= 1,
          let template = input.template()
        else { return nil }
        extraction.usages.append(
          KeyUsage(
            key: key, file: path, line: line, column: column, sourceText: sourceText, comment: comment, table: table,
            shape: shape, kind: kind == 1 ? .keyCall : .key, template: template))
      }
      guard let warningCount = input.count() else { return nil }
      for _ in 0..<warningCount {
        guard let line = input.integer(), let column = input.integer(), let message = input.string(),
          let pattern = input.optionalString()
        else { return nil }
        extraction.warnings.append(
          ExtractionWarning(file: path, line: line, column: column, message: message, dynamicPattern: pattern))
      }
      guard let unscanned = input.byte(), unscanned <= 1, let mentionCount = input.count() else { return nil }
      extraction.unscanned = unscanned == 1
      extraction.mentions.reserveCapacity(mentionCount)
      for _ in 0..<mentionCount {
        guard let index = input.integer(), index < texts.count, let line = input.integer(), let column = input.integer()
        else { return nil }
        extraction.mentions.append(KeyPlace(key: texts[index], file: path, line: line, column: column))
      }
      guard let templateCount = input.count() else { return nil }
      for _ in 0..<templateCount {
        guard let read = input.template(), let template = read, let line = input.integer(),
          let column = input.integer()
        else { return nil }
        extraction.templateMentions.append(
          TemplateMention(
            template: template, place: KeyPlace(key: template.display, file: path, line: line, column: column)))
      }
      guard let symbolCount = input.count() else { return nil }
      extraction.symbols.reserveCapacity(symbolCount)
      for _ in 0..<symbolCount {
        guard let index = input.integer(), index < texts.count, let line = input.integer(), let column = input.integer()
        else { return nil }
        extraction.symbols.append(KeyPlace(key: texts[index], file: path, line: line, column: column))
      }
      cache.files[path] = Entry(hash: hash, size: size, extraction: extraction)
    }
    return input.atEnd ? cache : nil
  }

  private init(shapesKey: String) {
    self.shapesKey = shapesKey
  }
}

/// Appends LEB128 integers, fixed 64-bit values and length-prefixed UTF-8 strings.
struct CacheWriter {
  var bytes: [UInt8] = []

  mutating func integer(_ value: Int) {
    var rest = UInt64(max(value, 0))
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7f) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// A line and a column.
  mutating func position(_ line: Int, _ column: Int) {
    integer(line)
    integer(column)
  }

  mutating func fixed64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }

  mutating func string(_ value: String) {
    integer(value.utf8.count)
    bytes += value.utf8
  }

  /// 0 for nil; otherwise 1 and the string.
  mutating func optionalString(_ value: String?) {
    guard let value else { return bytes.append(0) }
    bytes.append(1)
    string(value)
  }

  /// 0 for nil; otherwise 1, the holes' count, the specifiers and the parts.
  mutating func template(_ value: KeyTemplate?) {
    guard let value else { return bytes.append(0) }
    bytes.append(1)
    integer(value.specifiers.count)
    for specifier in value.specifiers { optionalString(specifier) }
    for part in value.parts { string(part) }
  }
}

/// Reads what `CacheWriter` wrote; every read returns nil past the end or on a malformed value.
struct CacheReader {
  let bytes: [UInt8]
  var position = 0

  var atEnd: Bool { position == bytes.count }

  mutating func byte() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
    guard count >= 0, count <= bytes.count - position else { return nil }
    defer { position += count }
    return bytes[position..<position + count]
  }

  mutating func integer() -> Int? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while let byte = byte() {
      guard shift < 63 else { return nil }
      value |= UInt64(byte & 0x7f) << shift
      if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
      shift += 7
    }
    return nil
  }

  /// A count of things still to read: each takes at least a byte, so a count larger than what is
  /// left is damage.
  mutating func count() -> Int? {
    guard let value = integer(), value <= bytes.count - position else { return nil }
    return value
  }

  mutating func fixed64() -> UInt64? {
    guard let slice = take(8) else { return nil }
    var value: UInt64 = 0
    for (index, byte) in slice.enumerated() { value |= UInt64(byte) << UInt64(index * 8) }
    return value
  }

  mutating func string() -> String? {
    guard let count = integer(), let slice = take(count) else { return nil }
    return UTF8Validation.string(slice)
  }

  /// `.some(nil)` for a stored nil, nil when malformed.
  mutating func optionalString() -> String?? {
    switch byte() {
    case 0: return .some(nil)
    case 1: return string().map { .some($0) }
    default: return nil
    }
  }

  /// `.some(nil)` for a stored nil, nil when malformed.
  mutating func template() -> KeyTemplate?? {
    switch byte() {
    case 0: return .some(nil)
    case 1:
      guard let holes = count() else { return nil }
      var specifiers: [String?] = []
      for _ in 0..<holes {
        guard let specifier = optionalString() else { return nil }
        specifiers.append(specifier)
      }
      var parts: [String] = []
      for _ in 0...holes {
        guard let part = string() else { return nil }
        parts.append(part)
      }
      return .some(KeyTemplate(parts: parts, specifiers: specifiers))
    default: return nil
    }
  }
}
