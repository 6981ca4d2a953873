import Foundation
import OrderedCollections

// Typed decoding straight from the scanner: one pass, no intermediate tree. Each type reads its
// own object; errors from inside get the outer path added on the way up (`within`).

extension StringCatalog {
  init(scanner: inout JSONScanner) throws(CatalogError) {
    var sourceLanguage: String?
    var strings: OrderedDictionary<String, CatalogEntry>?
    var version: String?
    var unknownFields = JSONObject()
    let start = scanner.offset
    let layout = try scanner.readRecord(fields: Self.fields, context: nil, unknownFields: &unknownFields) {
      (scanner: inout JSONScanner, rank: Int, key: String) throws(CatalogError) in
      switch rank {
      case 0: sourceLanguage = try scanner.string(field: key)
      case 1:
        // Reading some languages only: those and the source language, which must be known by
        // now (Xcode writes it first); else all of them.
        let languages = scanner.languages
        if let wanted = languages {
          scanner.languages = sourceLanguage.map { wanted.union([$0]) }
        }
        strings = try Self.readStrings(&scanner)
        scanner.languages = languages
      default: version = try scanner.string(field: key)
      }
    }
    guard let sourceLanguage else { throw missingField("sourceLanguage", at: start) }
    guard let strings else { throw missingField("strings", at: start) }
    guard let version else { throw missingField("version", at: start) }
    self.init(sourceLanguage: sourceLanguage, strings: strings, version: version)
    self.unknownFields = unknownFields
    self.layout = layout
  }

  private static func readStrings(_ scanner: inout JSONScanner) throws(CatalogError) -> OrderedDictionary<
    String, CatalogEntry
  > {
    try scanner.expect(.object, field: "strings")
    var strings = OrderedDictionary<String, CatalogEntry>()
    guard try scanner.openObject(context: "strings") else { return strings }
    let starts = StringsChunks.starts(
      in: scanner.bytes, firstKey: scanner.offset, chunks: scanner.chunks ?? StringsChunks.processors)
    if starts.isEmpty {
      _ = try scanner.readMembers(context: "strings", afterComma: false, stoppingAt: nil) {
        (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
        try readEntry(&scanner, key: key, keyOffset: keyOffset, into: &strings)
      }
      return strings
    }
    // The later chunks are read on other threads while this one reads the first. A chunk counts
    // only if the one before it stopped exactly at its start, which proves the start is a key
    // of `strings`; otherwise, or when a chunk failed or repeats an earlier key, reading goes on
    // from there on this thread, which gives what reading in one go gives, errors included.
    let chunks = starts.indices.map { index in
      StringsChunks.Chunk(
        scanner: scanner.forked(at: starts[index]), stop: index + 1 < starts.count ? starts[index + 1] : nil)
    }
    let group = DispatchGroup()
    for chunk in chunks {
      DispatchQueue.global().async(group: group) { chunk.read() }
    }
    // The chunks read the caller's buffer: wait for them before leaving, even by an error.
    defer { group.wait() }
    let complete = try scanner.readMembers(context: "strings", afterComma: false, stoppingAt: starts[0]) {
      (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
      try readEntry(&scanner, key: key, keyOffset: keyOffset, into: &strings)
    }
    if complete { return strings }
    group.wait()
    for chunk in chunks {
      guard let read = chunk.strings, !read.keys.contains(where: { strings.index(forKey: $0) != nil }) else {
        _ = try scanner.readMembers(context: "strings", afterComma: true, stoppingAt: nil) {
          (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
          try readEntry(&scanner, key: key, keyOffset: keyOffset, into: &strings)
        }
        return strings
      }
      for (key, entry) in read { strings.updateValue(entry, forKey: key) }
      if let recorder = chunk.scanner.locations { scanner.locations?.append(recorder, in: scanner.bytes) }
      scanner.resume(from: chunk.scanner)
      if chunk.complete { return strings }
    }
    return strings
  }

  /// Reads the value of `strings[key]`.
  @inline(__always)
  static func readEntry(
    _ scanner: inout JSONScanner, key: String, keyOffset: Int,
    into strings: inout OrderedDictionary<String, CatalogEntry>
  ) throws(CatalogError) {
    if strings.index(forKey: key) != nil { throw MemberRecorder.duplicate(key, offset: keyOffset) }
    scanner.locations?.entry(key, offset: keyOffset, in: scanner.bytes)
    do throws(CatalogError) {
      strings.updateValue(try CatalogEntry(scanner: &scanner), forKey: key)
    } catch {
      throw error.within(.field("strings"), .key(key))
    }
    scanner.releasePagesBehind()
  }
}

extension CatalogEntry {
  init(scanner: inout JSONScanner) throws(CatalogError) {
    self.init()
    try scanner.readRecord(into: &self, context: nil) {
      (scanner: inout JSONScanner, entry: inout CatalogEntry, rank: Int, key: String) throws(CatalogError) in
      switch rank {
      case 0: entry.comment = try scanner.string(field: key)
      case 1: entry.extractionState = ExtractionState(try scanner.string(field: key))
      case 2: entry.isCommentAutoGenerated = try scanner.bool(field: key)
      case 3:
        entry.localizations = try scanner.readMap(field: key, localizations: true) { (scanner) throws(CatalogError) in
          try Localization(scanner: &scanner)
        }
      default: entry.shouldTranslate = try scanner.bool(field: key)
      }
    }
  }
}

extension Localization {
  init(scanner: inout JSONScanner) throws(CatalogError) {
    self.init()
    try scanner.readRecord(into: &self, context: nil) {
      (scanner: inout JSONScanner, localization: inout Localization, rank: Int, key: String) throws(CatalogError) in
      switch rank {
      case 0: localization.stringSet = try nested(key) { () throws(CatalogError) in try StringSet(scanner: &scanner) }
      case 1: localization.stringUnit = try nested(key) { () throws(CatalogError) in try StringUnit(scanner: &scanner) }
      case 2:
        localization.substitutions = try scanner.readMap(field: key) { (scanner) throws(CatalogError) in
          try Substitution(scanner: &scanner)
        }
      default:
        localization.variations = try nested(key) { () throws(CatalogError) in try Variations(scanner: &scanner) }
      }
    }
  }
}

extension StringUnit {
  init(scanner: inout JSONScanner) throws(CatalogError) {
    self.init(state: .new, value: "")
    try scanner.readStatedRecord(into: &self, context: "stringUnit") {
      (scanner: inout JSONScanner, unit: inout StringUnit, key: String) throws(CatalogError) in
      unit.value = try scanner.string(field: key)
    }
  }
}

extension StringSet {
  init(scanner: inout JSONScanner) throws(CatalogError) {
    self.init(state: .new, values: [])
    try scanner.readStatedRecord(into: &self, context: "stringSet") {
      (scanner: inout JSONScanner, set: inout StringSet, key: String) throws(CatalogError) in
      set.values = try scanner.stringArray(field: key)
    }
  }
}

extension Variations {
  init(scanner: inout JSONScanner) throws(CatalogError) {
    self.init()
    try scanner.readRecord(into: &self, context: "variations") {
      (scanner: inout JSONScanner, variations: inout Variations, rank: Int, key: String) throws(CatalogError) in
      let cases = try scanner.readMap(field: key) { (scanner) throws(CatalogError) in
        try Localization(scanner: &scanner)
      }
      if rank == 0 { variations.device = cases } else { variations.plural = cases }
    }
  }
}

extension Substitution {
  init(scanner: inout JSONScanner) throws(CatalogError) {
    self.init()
    try scanner.readRecord(into: &self, context: nil) {
      (scanner: inout JSONScanner, substitution: inout Substitution, rank: Int, key: String) throws(CatalogError) in
      switch rank {
      case 0: substitution.argNum = try scanner.integer(field: key)
      case 1: substitution.formatSpecifier = try scanner.string(field: key)
      default:
        substitution.variations = try nested(key) { () throws(CatalogError) in try Variations(scanner: &scanner) }
      }
    }
  }
}

extension JSONScanner {
  /// Reads an object whose members are all values of one type (a key's `localizations`, the cases
  /// of a variation, `substitutions`), `value` reading each. A key twice is an error, and an
  /// error inside gets `field` and the key added to its path.
  ///
  /// With `localizations`, the members are a key's localizations: their places are recorded,
  /// room is made for as many as the key before had, and when only some languages are read
  /// (`languages`) the others are checked and skipped (and still count for duplicates).
  fileprivate mutating func readMap<Value>(
    field: String, localizations: Bool = false, _ value: (inout JSONScanner) throws(CatalogError) -> Value
  ) throws(CatalogError) -> OrderedDictionary<String, Value> {
    try expect(.object, field: field)
    var map = OrderedDictionary<String, Value>()
    // Keys mostly have the same languages: room for as many as the key before had, so the map
    // neither grows step by step nor keeps unused room (a large catalog has many of them).
    if localizations, localizationsHint > 0 { map.reserveCapacity(localizationsHint) }
    let wanted = localizations ? languages : nil
    var skipped: [String] = []
    try readObject(context: field) { (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
      if map.index(forKey: key) != nil || skipped.contains(key) {
        throw MemberRecorder.duplicate(key, offset: keyOffset)
      }
      if localizations { scanner.locations?.localization(key, offset: keyOffset, in: scanner.bytes) }
      do throws(CatalogError) {
        if let wanted, !wanted.contains(key) {
          skipped.append(key)
          try scanner.expectObject()
          try scanner.skipValue(context: key)
        } else {
          map.updateValue(try value(&scanner), forKey: key)
        }
      } catch {
        throw error.within(.field(field), .field(key))
      }
    }
    if localizations { localizationsHint = map.count }
    return map
  }

  /// Reads an object whose known members are `fields`: `field` reads the value of the known one
  /// of that rank, the others go into `unknownFields`. Returns the member order when it is not
  /// Xcode's (`MemberRecorder`).
  @inline(__always)
  fileprivate mutating func readRecord(
    fields: [String], context: String?, unknownFields: inout JSONObject,
    _ field: (inout JSONScanner, _ rank: Int, _ key: String) throws(CatalogError) -> Void
  ) throws(CatalogError) -> [String]? {
    var recorder = MemberRecorder(fields: fields)
    try expectObject()
    try readObject(context: context) { (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
      if let rank = fields.firstIndex(of: key) {
        try recorder.known(rank, key: key, offset: keyOffset)
        try field(&scanner, rank, key)
      } else {
        try recorder.unknown(key: key, offset: keyOffset, in: unknownFields)
        unknownFields.append(key, try scanner.readValue(context: key))
      }
    }
    return recorder.layout
  }

  /// Reads `record`'s object: `field` reads the value of its known field of that rank.
  @inline(__always)
  fileprivate mutating func readRecord<Record: DecodedRecord>(
    into record: inout Record, context: String?,
    _ field: (inout JSONScanner, inout Record, _ rank: Int, _ key: String) throws(CatalogError) -> Void
  ) throws(CatalogError) {
    var unknownFields = JSONObject()
    let layout = try readRecord(fields: Record.fields, context: context, unknownFields: &unknownFields) {
      (scanner: inout JSONScanner, rank: Int, key: String) throws(CatalogError) in
      try field(&scanner, &record, rank, key)
    }
    record.unknownFields = unknownFields
    record.layout = layout
  }
}

extension JSONScanner {
  /// Reads a `stringUnit` or `stringSet`: its `state` and its other field (`second`), both
  /// required.
  @inline(__always)
  fileprivate mutating func readStatedRecord<Record: StatedRecord>(
    into record: inout Record, context: String,
    _ second: (inout JSONScanner, inout Record, _ key: String) throws(CatalogError) -> Void
  ) throws(CatalogError) {
    let start = offset
    var seen = (state: false, second: false)
    try readRecord(into: &record, context: context) {
      (scanner: inout JSONScanner, record: inout Record, rank: Int, key: String) throws(CatalogError) in
      if rank == 0 {
        record.state = TranslationState(try scanner.string(field: key))
        seen.state = true
      } else {
        try second(&scanner, &record, key)
        seen.second = true
      }
    }
    guard seen.state else { throw missingField(Record.fields[0], at: start) }
    guard seen.second else { throw missingField(Record.fields[1], at: start) }
  }
}

/// A type of the model read from one object of known fields and kept unknown ones.
protocol DecodedRecord {
  static var fields: [String] { get }
  var unknownFields: JSONObject { get set }
  var layout: [String]? { get set }
}

extension CatalogEntry: DecodedRecord {}
extension Localization: DecodedRecord {}
extension Variations: DecodedRecord {}
extension Substitution: DecodedRecord {}

/// A text record: `state` first among its two known fields.
protocol StatedRecord: DecodedRecord {
  var state: TranslationState { get set }
}

extension StringUnit: StatedRecord {}
extension StringSet: StatedRecord {}

/// Runs `body`, adding `key` to the path of a shape error it throws.
@inline(__always)
private func nested<T>(_ key: String, _ body: () throws(CatalogError) -> T) throws(CatalogError) -> T {
  do throws(CatalogError) {
    return try body()
  } catch {
    throw error.within(.field(key))
  }
}

private func missingField(_ name: String, at offset: Int) -> CatalogError {
  CatalogError(.shape, "missing required field \"\(name)\"", offset: offset)
}
