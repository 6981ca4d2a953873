import Foundation

/// Where each key and each of its localizations stands in a `.xcstrings` file, so findings can
/// point at real lines (`Catalogs/Localizable.xcstrings:120:5: error: …`).
///
/// Kept flat, as the reader notes them (`LocationRecorder`): the keys' locations in file order,
/// and every localization's after them, each key's in a range; a key is found by its index.
public struct CatalogLocations: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// The key's opening quote in `strings`.
    public var key: SourceLocation
    /// Each language's opening quote in the key's `localizations`, in the file's order.
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

  /// Each key's place in the lists below.
  private var indices: [String: Int]
  private var keys: [String]
  private var keyLocations: [SourceLocation]
  /// Where each key's localizations start in `languages` (one more than there are keys: the end).
  private var languageStarts: [Int]
  private var languages: [String]
  private var languageLocations: [SourceLocation]

  public init(entries: [String: Entry] = [:]) {
    var recorded = LocationRecorder.Notes()
    for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
      recorded.keys.append(key)
      recorded.keyLocations.append(entry.key)
      recorded.languageStarts.append(recorded.languages.count)
      for localization in entry.localizations {
        recorded.languages.append(localization.language)
        recorded.languageLocations.append(localization.location)
      }
    }
    self.init(recorded)
  }

  init(_ notes: LocationRecorder.Notes) {
    keys = notes.keys
    keyLocations = notes.keyLocations
    languageStarts = notes.languageStarts + [notes.languages.count]
    languages = notes.languages
    languageLocations = notes.languageLocations
    indices = [:]
    indices.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() { indices[key] = index }
  }

  /// Every key's locations, by key.
  public var entries: [String: Entry] {
    var entries: [String: Entry] = [:]
    for (key, index) in indices {
      entries[key] = Entry(
        key: keyLocations[index],
        localizations: (languageStarts[index]..<languageStarts[index + 1]).map {
          LanguageLocation(languages[$0], languageLocations[$0])
        })
    }
    return entries
  }

  /// The localization's location when known, else the key's, else nil.
  public func location(key: String, language: String? = nil) -> SourceLocation? {
    guard let index = indices[key] else { return nil }
    if let language {
      for place in languageStarts[index]..<languageStarts[index + 1] where languages[place] == language {
        return languageLocations[place]
      }
    }
    return keyLocations[index]
  }

  public static func == (lhs: CatalogLocations, rhs: CatalogLocations) -> Bool {
    lhs.entries == rhs.entries
  }
}

/// Works out the line and column of each key and localization as the decoder meets them, over
/// the bytes it has just read: one walk over the file, shared with the read, and in parts when
/// the read is (`JSONScanner.forked(at:)`).
///
/// A part read on its own thread starts at an offset whose line and column are not known yet:
/// it numbers lines from 0 there, and columns on that first line from its start. `append` puts
/// the part after the one before it, which knows where it starts.
final class LocationRecorder {
  /// The keys and localizations noted, in the file's order.
  struct Notes {
    var keys: [String] = []
    var keyLocations: [SourceLocation] = []
    /// Where each key's localizations start in `languages`.
    var languageStarts: [Int] = []
    var languages: [String] = []
    var languageLocations: [SourceLocation] = []
  }

  private var notes = Notes()
  private var cursor: Cursor
  /// How many of the keys and localizations noted are on the part's first line (whose columns
  /// count from the part's start, for a part that does not start the file).
  private var keysOnFirstLine = 0
  private var languagesOnFirstLine = 0

  /// A recorder of the whole file, or of the part from `start` on.
  init(start: Int = 0) {
    cursor = Cursor(at: start, line: start == 0 ? 1 : 0)
  }

  func entry(_ key: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let location = cursor.location(offset, in: bytes)
    if location.line == 0 { keysOnFirstLine += 1 }
    notes.keys.append(key)
    notes.keyLocations.append(location)
    notes.languageStarts.append(notes.languages.count)
  }

  func localization(_ language: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    guard !notes.keys.isEmpty else { return }
    let location = cursor.location(offset, in: bytes)
    if location.line == 0 { languagesOnFirstLine += 1 }
    notes.languages.append(language)
    notes.languageLocations.append(location)
  }

  /// Adds what another recorder noted over the part of the file after this one's.
  func append(_ other: LocationRecorder, in bytes: UnsafeBufferPointer<UInt8>) {
    // Where the other part starts, in this one's numbering.
    let start = cursor.location(other.cursor.start, in: bytes)
    func placed(_ location: SourceLocation, onFirstLine: Bool) -> SourceLocation {
      SourceLocation(
        line: location.line + start.line, column: onFirstLine ? location.column + start.column - 1 : location.column)
    }
    if keysOnFirstLine == notes.keys.count, start.line == 0 { keysOnFirstLine += other.keysOnFirstLine }
    if languagesOnFirstLine == notes.languages.count, start.line == 0 {
      languagesOnFirstLine += other.languagesOnFirstLine
    }
    let languageCount = notes.languages.count
    notes.keys += other.notes.keys
    notes.languages += other.notes.languages
    notes.languageStarts += other.notes.languageStarts.lazy.map { $0 + languageCount }
    notes.keyLocations.reserveCapacity(notes.keyLocations.count + other.notes.keyLocations.count)
    for (index, location) in other.notes.keyLocations.enumerated() {
      notes.keyLocations.append(placed(location, onFirstLine: index < other.keysOnFirstLine))
    }
    notes.languageLocations.reserveCapacity(notes.languageLocations.count + other.notes.languageLocations.count)
    for (index, location) in other.notes.languageLocations.enumerated() {
      notes.languageLocations.append(placed(location, onFirstLine: index < other.languagesOnFirstLine))
    }
    // Going on from where the other part stopped.
    let onFirstLine = other.cursor.line == 0
    cursor = other.cursor
    cursor.line += start.line
    if onFirstLine { cursor.column += start.column - 1 }
  }

  /// The lines and columns of every key and localization noted.
  func locations() -> CatalogLocations {
    CatalogLocations(notes)
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
  /// are counted (`lineBreaks`); columns count characters (UTF-8 lead bytes) from the line's
  /// start, or from the previous offset on the same line, so a file on one long line costs no
  /// more than one with many.
  struct Cursor {
    /// Where the walk started, on line `startLine`, column 1.
    let start: Int
    let startLine: Int
    var line: Int
    var position: Int
    var column = 1

    init(at offset: Int, line: Int) {
      start = offset
      startLine = line
      self.line = line
      position = offset
    }

    mutating func location(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
      let end = min(offset, bytes.count)
      if end < position {
        // Out of order (never for a decoder's offsets): start again.
        self = Cursor(at: start, line: startLine)
        guard end >= start else { return SourceLocation(offset: end, in: bytes) }
      }
      // Line breaks are counted, then the last one is found going back from the offset.
      let breaks = LocationRecorder.lineBreaks(in: bytes, from: position, to: end)
      if breaks > 0 {
        line += breaks
        var last = end - 1
        while bytes[last] != 0x0A { last -= 1 }
        position = last + 1
        column = 1
      }
      for index in position..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
      position = end
      return SourceLocation(line: line, column: column)
    }
  }
}
