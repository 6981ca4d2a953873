import Foundation

/// Where each key and each of its localizations stands in a `.xcstrings` file, so findings can
/// point at real lines (`Catalogs/Localizable.xcstrings:120:5: error: …`).
public struct CatalogLocations: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// The key's opening quote in `strings`.
    public var key: SourceLocation
    /// Each language's opening quote in the key's `localizations`.
    public var localizations: [String: SourceLocation]

    public init(key: SourceLocation, localizations: [String: SourceLocation] = [:]) {
      self.key = key
      self.localizations = localizations
    }
  }

  public var entries: [String: Entry]

  public init(entries: [String: Entry] = [:]) {
    self.entries = entries
  }

  /// The localization's location when known, else the key's, else nil.
  public func location(key: String, language: String? = nil) -> SourceLocation? {
    guard let entry = entries[key] else { return nil }
    if let language, let localization = entry.localizations[language] { return localization }
    return entry.key
  }
}

/// Collects byte offsets while the decoder reads, turned into lines and columns at the end.
final class LocationRecorder {
  private var keys: [(String, Int)] = []
  private var languages: [[(String, Int)]] = []

  func entry(_ key: String, offset: Int) {
    keys.append((key, offset))
    languages.append([])
  }

  func localization(_ language: String, offset: Int) {
    guard !languages.isEmpty else { return }
    languages[languages.count - 1].append((language, offset))
  }

  /// Adds what another recorder noted over the part of the file after this one's.
  func append(_ other: LocationRecorder) {
    keys += other.keys
    languages += other.languages
  }

  /// Lines and columns of every offset noted. A large file's keys are taken in parts, one per
  /// processor: each part counts the line breaks before its first key (in parallel too), then
  /// walks its own bytes.
  /// - Parameter parts: how many parts, for tests; else one per processor, for 4096 keys or more
  ///   each.
  func locations(in bytes: UnsafeBufferPointer<UInt8>, parts: Int? = nil) -> CatalogLocations {
    let (keys, languages) = (self.keys, self.languages)
    let parts = min(max(1, parts ?? min(StringsChunks.processors, keys.count / 4096)), max(1, keys.count))
    let bounds = (0...parts).map { keys.count * $0 / parts }
    // Where each part's bytes start: the file's start, then each part's first key.
    let starts = (0..<parts).map { $0 == 0 ? 0 : min(keys[bounds[$0]].1, bytes.count) } + [bytes.count]
    let lineBreaks = Parallel.map(parts) { part in Self.lineBreaks(in: bytes, from: starts[part], to: starts[part + 1])
    }
    let located = Parallel.map(parts) { part in
      var cursor = Cursor(bytes: bytes, at: starts[part], line: 1 + lineBreaks[..<part].reduce(0, +))
      var entries: [(String, CatalogLocations.Entry)] = []
      entries.reserveCapacity(bounds[part + 1] - bounds[part])
      for index in bounds[part]..<bounds[part + 1] {
        let (key, offset) = keys[index]
        var entry = CatalogLocations.Entry(key: cursor.location(offset))
        if !languages[index].isEmpty {
          entry.localizations.reserveCapacity(languages[index].count)
          for (language, languageOffset) in languages[index] {
            entry.localizations[language] = cursor.location(languageOffset)
          }
        }
        entries.append((key, entry))
      }
      return entries
    }
    var entries: [String: CatalogLocations.Entry] = [:]
    entries.reserveCapacity(keys.count)
    for part in located {
      for (key, entry) in part { entries[key] = entry }
    }
    return CatalogLocations(entries: entries)
  }

  private static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var count = 0
    var position = start
    while position < end, let found = memchr(base + position, 0x0A, end - position) {
      count += 1
      position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
    }
    return count
  }

  /// A forward walk over the bytes that gives the line and column of increasing offsets (the
  /// decoder notes them in increasing order: keys, and languages within each key). Line breaks
  /// are found with memchr; columns count characters (UTF-8 lead bytes) from the line's start, or
  /// from the previous offset on the same line, so a file on one long line costs no more than
  /// one with many.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let start: Int
    let startLine: Int
    var line: Int
    var lineStart = 0
    var position: Int
    var column = 1

    /// A walk from `offset`, which is on line `line`.
    init(bytes: UnsafeBufferPointer<UInt8>, at offset: Int, line: Int) {
      self.bytes = bytes
      start = offset
      startLine = line
      self.line = line
      position = offset
      lineStart = offset
      while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
      for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    }

    mutating func location(_ offset: Int) -> SourceLocation {
      let end = min(offset, bytes.count)
      if end < position {
        // Out of order (never for a decoder's offsets): start again.
        self = Cursor(bytes: bytes, at: start, line: startLine)
        if end < start { self = Cursor(bytes: bytes, at: 0, line: 1) }
      }
      guard let base = bytes.baseAddress else { return SourceLocation(line: line, column: column) }
      while position < end, let found = memchr(base + position, 0x0A, end - position) {
        line += 1
        lineStart = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        position = lineStart
        column = 1
      }
      for index in max(position, lineStart)..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
      position = end
      return SourceLocation(line: line, column: column)
    }
  }
}
