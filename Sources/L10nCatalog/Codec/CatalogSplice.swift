import OrderedCollections

/// Where the value of each entry of a catalog's `strings` stands in the bytes written, noted by
/// the encoder as it writes them (`StringCatalog.encode(sizeHint:spans:into:)`): a start and an
/// end offset per entry, in the catalog's order.
final class EntrySpans: @unchecked Sendable {
  private(set) var bounds: [Int] = []

  init() {}

  func add(_ start: Int, _ end: Int) {
    bounds.append(start)
    bounds.append(end)
  }

  /// Adds the spans of entries written apart (a part of `strings` written on another thread),
  /// whose bytes start at `base` in the whole output.
  func append(_ other: EntrySpans, at base: Int) {
    bounds.reserveCapacity(bounds.count + other.bounds.count)
    for bound in other.bounds { bounds.append(bound + base) }
  }
}

/// The bytes of a catalog file as l10n's writer made them: the catalog they encode, where each
/// entry of its `strings` has its value in them (`EntrySpans`), and their size.
///
/// A later state of the catalog that differs from it only in some entries' values (the same keys
/// in the same order, the same fields around `strings`, the same file conventions) is written by
/// taking the file's bytes for every other entry and encoding only those (`splice`): the bytes are
/// those of encoding it whole, because an entry's bytes depend on its value alone (at its depth,
/// with the file's line breaks). An entry counts as unchanged only when it is the very value the
/// bytes were made from, field by field the same bits (the same texts and the same shared
/// storage); any other is encoded again, even one equal to it.
struct CatalogLayout: Sendable {
  let catalog: StringCatalog
  let spans: [Int]
  let size: Int

  init(catalog: StringCatalog, spans: [Int], size: Int) {
    (self.catalog, self.spans, self.size) = (catalog, spans, size)
  }

  /// A piece of the new bytes: a range of the file's bytes, or bytes encoded anew.
  enum Piece {
    case file(Range<Int>)
    case bytes([UInt8])
  }

  struct Splice {
    /// The new bytes, in order.
    var pieces: [Piece]
    /// What the file holds once they are written.
    var layout: CatalogLayout
    /// How many entries were encoded anew (0: the bytes are the file's).
    var changed: Int
  }

  /// The bytes of `new` as pieces of the file's bytes and entries encoded anew; nil when they
  /// cannot be shown to equal `new`'s whole encoding that way (keys added, removed, renamed or
  /// moved; a field around `strings` or the file's conventions changed).
  func splice(_ new: StringCatalog) -> Splice? {
    let count = catalog.strings.count
    guard spans.count == 2 * count, new.strings.count == count, catalog.hasSameFrame(as: new) else { return nil }
    var pieces: [Piece] = []
    var newSpans: [Int] = []
    newSpans.reserveCapacity(spans.count)
    // How far the file's bytes are taken, and how much longer the new bytes are so far.
    var taken = 0
    var shift = 0
    var changed = 0
    new.strings.values.elements.withUnsafeBufferPointer { newValues in
      catalog.strings.values.elements.withUnsafeBufferPointer { oldValues in
        for index in 0..<count {
          let (start, end) = (spans[2 * index], spans[2 * index + 1])
          if newValues[index].isIdentical(to: oldValues[index]) {
            newSpans.append(start + shift)
            newSpans.append(end + shift)
            continue
          }
          var writer = JSONWriter(depth: 2, crlf: new.fileFormat.usesCRLF, capacity: end - start + 256)
          newValues[index].write(to: &writer)
          if taken < start { pieces.append(.file(taken..<start)) }
          pieces.append(.bytes(writer.bytes))
          taken = end
          newSpans.append(start + shift)
          shift += writer.bytes.count - (end - start)
          newSpans.append(end + shift)
          changed += 1
        }
      }
    }
    if taken < size { pieces.append(.file(taken..<size)) }
    return Splice(
      pieces: pieces, layout: CatalogLayout(catalog: new, spans: newSpans, size: size + shift), changed: changed)
  }
}

extension StringCatalog {
  /// Whether `other` is written the same as this catalog around the values of `strings`: the
  /// same file conventions, top-level fields, texts byte for byte, and keys in the same order.
  fileprivate func hasSameFrame(as other: StringCatalog) -> Bool {
    guard fileFormat == other.fileFormat, sameUTF8(sourceLanguage, other.sourceLanguage),
      sameUTF8(version, other.version), sameTexts(layout, other.layout)
    else { return false }
    guard (unknownFields.isEmpty && other.unknownFields.isEmpty) || sameBits(unknownFields, other.unknownFields)
    else { return false }
    return strings.keys.elements.withUnsafeBufferPointer { mine in
      other.strings.keys.elements.withUnsafeBufferPointer { theirs in
        guard mine.count == theirs.count else { return false }
        if mine.baseAddress == theirs.baseAddress { return true }
        return zip(mine, theirs).allSatisfy { sameUTF8($0, $1) }
      }
    }
  }
}

extension CatalogEntry {
  /// The stored properties `isIdentical(to:)` compares, all of them (a test holds this list to
  /// the type's own, so that a field added later is not left out of the comparison).
  static let identityFields = [
    "comment", "extractionState", "isCommentAutoGenerated", "localizations", "shouldTranslate", "unknownFields",
    "layout",
  ]

  /// Whether `other` is this very value: each field the same bits, so the same texts and the
  /// same shared storage (copy-on-write storage shared by two values is never changed in place).
  /// An equal value made anew, or a text equal only under Unicode's canonical equivalence (which
  /// `==` accepts, though its bytes differ), is not identical.
  func isIdentical(to other: CatalogEntry) -> Bool {
    sameBits(comment, other.comment) && sameBits(extractionState, other.extractionState)
      && isCommentAutoGenerated == other.isCommentAutoGenerated && sameBits(localizations, other.localizations)
      && shouldTranslate == other.shouldTranslate && sameBits(unknownFields, other.unknownFields)
      && sameBits(layout, other.layout)
  }
}

/// Whether two values have the same bits (for types without padding inside: a text, an optional
/// reference, an array, an ordered dictionary).
private func sameBits<T>(_ one: T, _ other: T) -> Bool {
  withUnsafeBytes(of: one) { mine in withUnsafeBytes(of: other) { theirs in mine.elementsEqual(theirs) } }
}

private func sameUTF8(_ one: String, _ other: String) -> Bool {
  one.utf8.elementsEqual(other.utf8)
}

private func sameTexts(_ one: [String]?, _ other: [String]?) -> Bool {
  guard let one, let other else { return one == nil && other == nil }
  return one.count == other.count && zip(one, other).allSatisfy { sameUTF8($0, $1) }
}
