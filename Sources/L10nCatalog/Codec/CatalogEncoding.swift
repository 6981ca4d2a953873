import Foundation
import OrderedCollections

// Typed encoding. Each object is written in the member order it was read in; fields the tool added
// go where Xcode would put them. Objects read in Xcode's order with no unknown fields (nearly all)
// take the fast path: known fields in their fixed sorted order.
//
// Fields go by rank in switches here and in CatalogDecoding.swift. One table per type of closures
// (read, present, write per field) driving both was measured in place of them: reading as fast,
// writing 7–10 % slower (a call per field, a copy of each record to hand it over), so not kept.

/// The keys to write for one object: its recorded layout with absent keys dropped and present
/// keys that were not in it (added by the tool) merged in at Xcode's position.
private func memberOrder(layout: [String]?, present: [String]) -> [String] {
  let existing = (layout ?? []).filter(present.contains)
  let added = present.filter { !existing.contains($0) }
  if added.isEmpty { return existing }
  return XcodeKeyOrder.merge(existing, adding: added, key: { $0 })
}

/// The keys to write for an object with only the fields in `present` (in Xcode's order) plus its
/// unknown fields: `present` itself on the usual path (read in Xcode's order, nothing unknown).
private func writeOrder(layout: [String]?, unknownFields: JSONObject, present: [String]) -> [String] {
  if layout == nil && unknownFields.isEmpty { return present }
  return memberOrder(layout: layout, present: present + unknownFields.keys)
}

/// Keys of a map (strings, localizations, variation cases) are user data: the map's own order is
/// the file's order, and new keys were placed by whoever inserted them.
extension JSONWriter {
  fileprivate mutating func map<Value>(
    _ map: OrderedDictionary<String, Value>, _ body: (inout JSONWriter, UnsafePointer<Value>) -> Void
  ) {
    var container = beginObject()
    members(map, 0..<map.count, in: &container, body)
    endObject(container)
  }

  /// The members `map[range]`, read in place: `body` gets each value where it is, not a copy
  /// (copying a localization retains each of its strings).
  fileprivate mutating func members<Value>(
    _ map: OrderedDictionary<String, Value>, _ range: Range<Int>, in container: inout Container,
    _ body: (inout JSONWriter, UnsafePointer<Value>) -> Void
  ) {
    map.keys.elements.withUnsafeBufferPointer { keys in
      map.values.elements.withUnsafeBufferPointer { values in
        for index in range {
          key(keys[index], in: &container)
          body(&self, values.baseAddress! + index)
        }
      }
    }
  }

  fileprivate mutating func unknown(_ key: String, of fields: JSONObject, in container: inout Container) {
    guard let value = fields[key] else { return }
    self.key(key, in: &container)
    self.value(value)
  }

  /// An object with the known fields in `present` and the unknown ones, in the order to write
  /// (`writeOrder`); `field` writes the value of a known one.
  fileprivate mutating func record(
    present: [String], layout: [String]?, unknownFields: JSONObject, field: (inout JSONWriter, String) -> Void
  ) {
    var container = beginObject()
    for key in writeOrder(layout: layout, unknownFields: unknownFields, present: present) {
      if present.contains(key) {
        self.key(key, in: &container)
        field(&self, key)
      } else {
        unknown(key, of: unknownFields, in: &container)
      }
    }
    endObject(container)
  }
}

/// Writing a large `strings` object in parallel: each part of its entries goes to its own buffer on
/// its own thread, and the buffers are joined in order, so the bytes are those of writing it in one
/// go. Written in pieces (to a file), the entries go in rounds of one block per part, and each
/// round's bytes go out before the next round is written.
enum StringsParts {
  /// Below this many entries `strings` is written in one go.
  static let minimumEntries = 2_000

  /// About how many bytes a block of entries written in pieces should make: enough that the
  /// threads of a round have work, little beside the catalog itself.
  static let blockBytes = 1 << 21

  /// The entries per block for a catalog of `count` entries expected to make `sizeHint` bytes.
  static func blockEntries(count: Int, sizeHint: Int) -> Int {
    let perEntry = sizeHint > 0 && count > 0 ? max(sizeHint / count, 16) : 1024
    return max(64, blockBytes / perEntry)
  }

  /// The entries `strings[range]` written as members of the `strings` object.
  final class Part: @unchecked Sendable {
    let range: Range<Int>
    private let capacity: Int
    /// Empty until `write`, then what it wrote.
    private(set) var writer: JSONWriter

    init(range: Range<Int>, continuing parent: JSONWriter, capacity: Int) {
      self.range = range
      self.capacity = capacity
      writer = JSONWriter(continuing: parent, capacity: 0)
    }

    /// Where its entries' values stand in `writer`'s bytes, when asked.
    private(set) var spans: EntrySpans?

    func write(_ strings: OrderedDictionary<String, CatalogEntry>, recording: Bool) {
      // After the object's first entry (in an earlier part), the separator comes first.
      var container = JSONWriter.Container(count: range.lowerBound > 0 ? 1 : 0)
      // Written in a local writer (the class's property would be checked for exclusive access
      // at each byte).
      var local = JSONWriter(continuing: writer, capacity: capacity)
      let spans = recording ? EntrySpans() : nil
      local.entries(strings, range, in: &container, spans: spans)
      (writer, self.spans) = (local, spans)
    }
  }
}

extension JSONWriter {
  /// `strings`, in `parts` parts at once (1: in one go). With a `sink`, in rounds of `parts`
  /// blocks of `blockEntries` entries, each round's bytes handed to `sink` (with what this
  /// writer wrote before) once it is written.
  fileprivate mutating func strings(
    _ strings: OrderedDictionary<String, CatalogEntry>, parts: Int, sizeHint: Int, blockEntries: Int, sink: ByteSink?,
    spans: EntrySpans?
  ) {
    let count = strings.count
    guard parts > 1 || sink != nil else {
      var container = beginObject()
      entries(strings, 0..<count, in: &container, spans: spans)
      endObject(container)
      return
    }
    var container = beginObject()
    let round = sink == nil ? max(count, 1) : max(blockEntries, 1) * parts
    let perPart = (count == 0 ? 0 : sizeHint / count) * (round / parts)
    let capacity = perPart + perPart / 8
    var start = 0
    while start < count {
      let end = min(count, start + round)
      let bounds = (0...parts).map { start + (end - start) * $0 / parts }
      let later = (1..<parts).filter { bounds[$0] < bounds[$0 + 1] }.map {
        StringsParts.Part(range: bounds[$0]..<bounds[$0 + 1], continuing: self, capacity: capacity)
      }
      let group = DispatchGroup()
      for part in later {
        DispatchQueue.global().async(group: group) { part.write(strings, recording: spans != nil) }
      }
      entries(strings, start..<bounds[1], in: &container, spans: spans)
      group.wait()
      if let sink { drain(into: sink) }
      for part in later {
        if let spans, let written = part.spans { spans.append(written, at: position) }
        if let sink {
          pass(members: part.writer, count: part.range.count, in: &container, to: sink)
        } else {
          append(members: part.writer, count: part.range.count, in: &container)
        }
      }
      start = end
    }
    endObject(container)
  }

  /// The entries `strings[range]`, each value's place noted in `spans` when given.
  fileprivate mutating func entries(
    _ strings: OrderedDictionary<String, CatalogEntry>, _ range: Range<Int>, in container: inout Container,
    spans: EntrySpans?
  ) {
    guard let spans else {
      members(strings, range, in: &container) { writer, entry in entry.pointee.write(to: &writer) }
      return
    }
    members(strings, range, in: &container) { writer, entry in
      let start = writer.position
      entry.pointee.write(to: &writer)
      spans.add(start, writer.position)
    }
  }
}

extension StringCatalog {
  func write(to writer: inout JSONWriter) {
    write(to: &writer, parts: 1, sizeHint: 0, blockEntries: 0, sink: nil)
  }

  /// Writes the catalog with its `strings` written in `parts` parts at once (1: in one go); with
  /// a `sink`, in pieces handed to it (`JSONWriter.strings`); with `spans`, noting where each
  /// entry's value stands in the output.
  func write(
    to writer: inout JSONWriter, parts: Int, sizeHint: Int, blockEntries: Int, sink: JSONWriter.ByteSink?,
    spans: EntrySpans? = nil
  ) {
    var container = writer.beginObject()
    for key in orderedKeys() {
      switch key {
      case "sourceLanguage":
        writer.key(key, in: &container)
        writer.string(sourceLanguage)
      case "strings":
        writer.key(key, in: &container)
        writer.strings(
          strings, parts: parts, sizeHint: sizeHint, blockEntries: blockEntries, sink: sink, spans: spans)
      case "version":
        writer.key(key, in: &container)
        writer.string(version)
      default: writer.unknown(key, of: unknownFields, in: &container)
      }
    }
    writer.endObject(container)
  }

  private func orderedKeys() -> [String] {
    writeOrder(layout: layout, unknownFields: unknownFields, present: Self.fields)
  }
}

extension CatalogEntry {
  func write(to writer: inout JSONWriter) {
    var container = writer.beginObject()
    if layout == nil && unknownFields.isEmpty {
      for rank in Self.fields.indices { writeField(rank: rank, to: &writer, in: &container) }
    } else {
      for key in memberOrder(layout: layout, present: presentFields + unknownFields.keys) {
        if let rank = Self.fields.firstIndex(of: key) {
          writeField(rank: rank, to: &writer, in: &container)
        } else {
          writer.unknown(key, of: unknownFields, in: &container)
        }
      }
    }
    writer.endObject(container)
  }

  private var presentFields: [String] {
    Self.fields.indices.filter { isPresent(rank: $0) }.map { Self.fields[$0] }
  }

  private func isPresent(rank: Int) -> Bool {
    switch rank {
    case 0: comment != nil
    case 1: extractionState != nil
    case 2: isCommentAutoGenerated != nil
    case 3: localizations != nil
    default: shouldTranslate != nil
    }
  }

  @inline(__always)
  private func writeField(rank: Int, to writer: inout JSONWriter, in container: inout JSONWriter.Container) {
    switch rank {
    case 0:
      guard let comment else { return }
      writer.key("comment", in: &container)
      writer.string(comment)
    case 1:
      guard let extractionState else { return }
      writer.key("extractionState", in: &container)
      writer.string(extractionState.rawValue)
    case 2:
      guard let isCommentAutoGenerated else { return }
      writer.key("isCommentAutoGenerated", in: &container)
      writer.bool(isCommentAutoGenerated)
    case 3:
      guard let localizations else { return }
      writer.key("localizations", in: &container)
      writer.map(localizations) { writer, localization in localization.pointee.write(to: &writer) }
    default:
      guard let shouldTranslate else { return }
      writer.key("shouldTranslate", in: &container)
      writer.bool(shouldTranslate)
    }
  }
}

extension Localization {
  func write(to writer: inout JSONWriter) {
    var container = writer.beginObject()
    if layout == nil && unknownFields.isEmpty {
      for rank in Self.fields.indices { writeField(rank: rank, to: &writer, in: &container) }
    } else {
      let present = Self.fields.indices.filter { isPresent(rank: $0) }.map { Self.fields[$0] }
      for key in memberOrder(layout: layout, present: present + unknownFields.keys) {
        if let rank = Self.fields.firstIndex(of: key) {
          writeField(rank: rank, to: &writer, in: &container)
        } else {
          writer.unknown(key, of: unknownFields, in: &container)
        }
      }
    }
    writer.endObject(container)
  }

  private func isPresent(rank: Int) -> Bool {
    switch rank {
    case 0: stringSet != nil
    case 1: stringUnit != nil
    case 2: substitutions != nil
    default: variations != nil
    }
  }

  @inline(__always)
  private func writeField(rank: Int, to writer: inout JSONWriter, in container: inout JSONWriter.Container) {
    switch rank {
    case 0:
      guard let stringSet else { return }
      writer.key("stringSet", in: &container)
      stringSet.write(to: &writer)
    case 1:
      guard let stringUnit else { return }
      writer.key("stringUnit", in: &container)
      stringUnit.write(to: &writer)
    case 2:
      guard let substitutions else { return }
      writer.key("substitutions", in: &container)
      writer.map(substitutions) { writer, substitution in substitution.pointee.write(to: &writer) }
    default:
      guard let variations else { return }
      writer.key("variations", in: &container)
      variations.write(to: &writer)
    }
  }
}

extension StringUnit {
  func write(to writer: inout JSONWriter) {
    // Read in Xcode's order with nothing unknown (nearly all): state, then value.
    if layout == nil && unknownFields.isEmpty {
      var container = writer.beginObject()
      writer.key("state", in: &container)
      writer.string(state.rawValue)
      writer.key("value", in: &container)
      writer.string(value)
      writer.endObject(container)
      return
    }
    writer.record(present: Self.fields, layout: layout, unknownFields: unknownFields) { writer, key in
      writer.string(key == "state" ? state.rawValue : value)
    }
  }
}

extension StringSet {
  func write(to writer: inout JSONWriter) {
    writer.record(present: Self.fields, layout: layout, unknownFields: unknownFields) { writer, key in
      guard key == "values" else { return writer.string(state.rawValue) }
      var array = writer.beginArray()
      for value in values {
        writer.element(in: &array)
        writer.string(value)
      }
      writer.endArray(array)
    }
  }
}

extension Variations {
  func write(to writer: inout JSONWriter) {
    var present: [String] = []
    if device != nil { present.append("device") }
    if plural != nil { present.append("plural") }
    writer.record(present: present, layout: layout, unknownFields: unknownFields) { writer, key in
      guard let cases = key == "device" ? device : plural else { return }
      writer.map(cases) { writer, localization in localization.pointee.write(to: &writer) }
    }
  }
}

extension Substitution {
  func write(to writer: inout JSONWriter) {
    var present: [String] = []
    if argNum != nil { present.append("argNum") }
    if formatSpecifier != nil { present.append("formatSpecifier") }
    if variations != nil { present.append("variations") }
    writer.record(present: present, layout: layout, unknownFields: unknownFields) { writer, key in
      switch key {
      case "argNum": writer.integer(argNum ?? 0)
      case "formatSpecifier": writer.string(formatSpecifier ?? "")
      default: variations?.write(to: &writer)
      }
    }
  }
}
