import Foundation

/// Where each key and each of its localizations stands in a `.xcstrings` file, so findings can
/// point at real lines (`Catalogs/Localizable.xcstrings:120:5: error: …`).
public struct CatalogLocations: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// The key's opening quote in `strings`.
    public var key: SourceLocation
    /// Each language's opening quote in the key's `localizations`, in the file's order (a key
    /// has a few dozen at most: a list is searched faster than a dictionary is built).
    public var localizations: [LanguageLocation]

    public init(key: SourceLocation, localizations: [LanguageLocation] = []) {
      self.key = key
      self.localizations = localizations
    }

    /// The location of `language`'s localization, if the key has one.
    public func location(of language: String) -> SourceLocation? {
      localizations.first { $0.language == language }?.location
    }
  }

  /// A language's localization of a key, and where it starts.
  public struct LanguageLocation: Sendable, Equatable {
    public var language: String
    public var location: SourceLocation

    public init(_ language: String, _ location: SourceLocation) {
      self.language = language
      self.location = location
    }
  }

  public var entries: [String: Entry]

  public init(entries: [String: Entry] = [:]) {
    self.entries = entries
  }

  /// The localization's location when known, else the key's, else nil.
  public func location(key: String, language: String? = nil) -> SourceLocation? {
    guard let entry = entries[key] else { return nil }
    if let language, let localization = entry.location(of: language) { return localization }
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
            entry.localizations.append(CatalogLocations.LanguageLocation(language, cursor.location(languageOffset)))
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

  /// The line breaks in `bytes[start..<end]`, counted eight bytes at a time: a search per line
  /// (memchr) costs more, lines being short.
  static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = UnsafeRawPointer(bytes.baseAddress), start < end else { return 0 }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let (breaks, low7, high) = (ones &* 0x0A, ones &* 0x7F, ones &* 0x80)
    var count = 0
    var index = start
    while index + 8 <= end {
      // A byte of `word` is zero where a line break was; the high bit of each byte of `nonzero`
      // is set where it is not zero (without carries from byte to byte).
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ breaks
      let nonzero = ((word & low7) &+ low7) | word
      count &+= (~nonzero & high).nonzeroBitCount
      index += 8
    }
    while index < end {
      if bytes[index] == 0x0A { count += 1 }
      index += 1
    }
    return count
  }

  /// A forward walk over the bytes that gives the line and column of increasing offsets (the
  /// decoder notes them in increasing order: keys, and languages within each key). Line breaks
  /// are counted; columns count characters (UTF-8 lead bytes) from the line's start, or
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
      // Line breaks are counted (`lineBreaks`), then the last one is found going back from the
      // offset.
      let breaks = LocationRecorder.lineBreaks(in: bytes, from: position, to: end)
      if breaks > 0 {
        line += breaks
        var last = end - 1
        while bytes[last] != 0x0A { last -= 1 }
        lineStart = last + 1
        position = lineStart
        column = 1
      }
      for index in max(position, lineStart)..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
      position = end
      return SourceLocation(line: line, column: column)
    }
  }
}
