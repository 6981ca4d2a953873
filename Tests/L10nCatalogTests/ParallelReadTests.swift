import Foundation
import L10nTestSupport
import OrderedCollections
import Testing

@testable import L10nCatalog

/// A large catalog's `strings` are read in parts on several threads. Whatever the file, that
/// gives what reading in one go gives: the same catalog, the same locations, the same error.
@Suite struct ParallelReadTests {
  /// About 1.3 MB: over the size at which reading goes parallel.
  static let large: [UInt8] = Fixtures.largeCatalog(keys: 2000).encoded()

  /// The offset of the first key of `strings`.
  static func firstKey(_ bytes: [UInt8]) -> Int {
    offset(of: "\"screen0.item_0.title\"", in: bytes)!
  }

  /// Where `target` first appears in `bytes`.
  static func offset(of target: String, in bytes: [UInt8]) -> Int? {
    let target = Array(target.utf8)
    return (0...(bytes.count - target.count)).first { start in
      bytes[start] == target[0] && bytes[start..<(start + target.count)].elementsEqual(target)
    }
  }

  typealias Outcome = Result<(StringCatalog, CatalogLocations?), CatalogError>

  func read(_ bytes: [UInt8], chunks: Int) -> Outcome {
    Result { () throws(CatalogError) in
      try StringCatalog.decode(bytes: bytes, file: "L.xcstrings", recordingLocations: true, chunks: chunks)
    }
  }

  /// Whether two outcomes agree, compared without printing whole catalogs.
  func same(_ one: Outcome, _ other: Outcome) -> Bool {
    switch (one, other) {
    case (.success(let first), .success(let second)):
      return first.0 == second.0 && first.1 == second.1
    case (.failure(let first), .failure(let second)):
      return first.description == second.description && first.kind == second.kind && first.location == second.location
    default:
      return false
    }
  }

  @Test(arguments: [2, 3, 8])
  func aLargeCatalogReadsTheSameInParts(chunks: Int) throws {
    #expect(Self.large.count > StringsChunks.minimumBytes)
    let starts = Self.large.withUnsafeBufferPointer { buffer in
      StringsChunks.starts(in: buffer, firstKey: Self.firstKey(Self.large), chunks: chunks)
    }
    #expect(starts.count == chunks - 1)
    let parts = read(Self.large, chunks: chunks)
    #expect(same(parts, read(Self.large, chunks: 1)))
    let (catalog, locations) = try parts.get()
    #expect(catalog.strings.count == 2000)
    #expect(locations?.entries.count == 2000)
    let roundTrip = catalog.encoded() == Self.large
    #expect(roundTrip)
  }

  /// Locations worked out in parts (as a large file is read, one part per thread) are those of
  /// one walk, and each is the line and column of its key's or localization's quote, counted
  /// byte by byte here: in Xcode's layout, and with the whole file on one line, where a part
  /// starts in the middle of the line that the part before it ends.
  @Test(arguments: [2, 3, 7])
  func locationsWorkedOutInPartsAreThoseOfOneWalk(parts: Int) throws {
    // Xcode's layout with its line breaks and indentation taken out (no text holds a line break).
    let oneLine = Self.large.split(separator: 0x0A).map { line in line.drop { $0 == 0x20 } }.joined().map { $0 }
    for bytes in [Self.large, oneLine] {
      let (catalog, read) = try StringCatalog.decode(
        bytes: bytes, file: "L.xcstrings", recordingLocations: true, chunks: 1)
      let one = try #require(read)
      let inParts = try #require(
        try StringCatalog.decode(bytes: bytes, file: "L.xcstrings", recordingLocations: true, chunks: parts).1)
      #expect(inParts == one)
      #expect(inParts.entries.count == 2000)
      for key in ["screen0.item_0.title", "screen9.item_1998.title", "screen12.item_1000.title"] {
        let offset = try #require(Self.offset(of: "\"\(key)\"", in: bytes))
        let expected = bytes.withUnsafeBufferPointer { SourceLocation(offset: offset, in: $0) }
        #expect(inParts.location(key: key) == expected, "\(key)")
        // Its French localization: the first "fr" after the key.
        let french = try #require(Self.offset(of: "\"fr\"", in: Array(bytes[offset...]))) + offset
        let expectedFrench = bytes.withUnsafeBufferPointer { SourceLocation(offset: french, in: $0) }
        #expect(inParts.location(key: key, language: "fr") == expectedFrench, "\(key) fr")
      }
      // Every key's location, against lines and characters counted up to its quote (the keys
      // come in the file's order).
      var (line, column, position) = (1, 1, 0)
      for key in catalog.strings.keys {
        let quoted = Array("\"\(key)\"".utf8)
        while position < bytes.count, bytes[position] != quoted[0] || !bytes[position...].starts(with: quoted) {
          if bytes[position] == 0x0A {
            (line, column) = (line + 1, 1)
          } else if bytes[position] & 0xC0 != 0x80 {
            column += 1
          }
          position += 1
        }
        #expect(inParts.location(key: key) == SourceLocation(line: line, column: column), "\(key)")
      }
    }
  }

  /// `bytes` with the first `target` replaced.
  func replacing(_ target: String, with replacement: String, in bytes: [UInt8]) -> [UInt8] {
    guard let start = Self.offset(of: target, in: bytes) else {
      Issue.record("\(target) is not in the catalog")
      return bytes
    }
    return Array(bytes[..<start]) + Array(replacement.utf8) + Array(bytes[(start + target.utf8.count)...])
  }

  @Test func errorsAreTheOnesReadingInOneGoFinds() throws {
    let large = Self.large
    let lastKey = "\"screen9.item_1998.title\""
    let variants = [
      // A syntax error late in the file, in the last part.
      replacing("Text 1990 in fr", with: "Text 1990 in fr\\x", in: large),
      // One early, in the first part, and one late.
      replacing(
        "Text 1990 in fr", with: "Text 1990 in fr\\x",
        in: replacing("Text 10 in fr", with: "Text 10 in fr\\x", in: large)),
      // A key of the first part again in the last.
      replacing(lastKey, with: "\"screen0.item_0.title\"", in: large),
      // A key repeated within the last part, after an error in it.
      replacing(
        lastKey, with: "\"screen2.item_1991.title\"",
        in: replacing("Text 1980 in de", with: "Text 1980 in de\" 1 \"", in: large)),
      // A duplicate in the last part, before a syntax error in it.
      replacing(
        "Text 1999 in de", with: "Text 1999 in de\" 1 \"",
        in: replacing(lastKey, with: "\"screen2.item_1991.title\"", in: large)),
      // A shape error in the middle.
      replacing("\"comment\" : \"Item 1000\"", with: "\"comment\" : 1000", in: large),
    ]
    for (index, bytes) in variants.enumerated() {
      let inOneGo = read(bytes, chunks: 1)
      guard case .failure = inOneGo else {
        Issue.record("variant \(index) reads without an error")
        continue
      }
      for chunks in [2, 3, 5] {
        #expect(same(read(bytes, chunks: chunks), inOneGo), "variant \(index), \(chunks) parts")
      }
    }
  }

  @Test func aWrongGuessAtWhereAPartStartsChangesNothing() throws {
    // Every line indented alike: the guessed starts are often nested keys or values, which the
    // reader must notice and read past.
    var bytes: [UInt8] = []
    var atLineStart = false
    for byte in Self.large {
      if atLineStart, byte == 0x20 { continue }
      if atLineStart { bytes += [0x20, 0x20, 0x20, 0x20] }
      bytes.append(byte)
      atLineStart = byte == 0x0A
    }
    let inOneGo = read(bytes, chunks: 1)
    #expect(throws: Never.self) { try inOneGo.get() }
    for chunks in [2, 3, 8] {
      #expect(same(read(bytes, chunks: chunks), inOneGo), "\(chunks) parts")
    }
  }

  @Test func aSmallOrOneLineCatalogIsReadInOneGo() throws {
    let small = Array(ReaderErrorTests.valid.utf8)
    #expect(small.withUnsafeBufferPointer { StringsChunks.starts(in: $0, firstKey: 40, chunks: 4) }.isEmpty)
    let oneLine = Self.large.filter { $0 != 0x0A }
    #expect(
      oneLine.withUnsafeBufferPointer { StringsChunks.starts(in: $0, firstKey: Self.firstKey(oneLine), chunks: 4) }
        .isEmpty)
    #expect(same(read(oneLine, chunks: 4), read(oneLine, chunks: 1)))
  }
}
