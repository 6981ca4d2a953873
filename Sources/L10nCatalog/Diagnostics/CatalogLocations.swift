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

  func locations(in bytes: UnsafeBufferPointer<UInt8>) -> CatalogLocations {
    // Offsets come in increasing order (keys, and languages within each key), so one forward
    // walk over the bytes gives every line and column.
    // Line breaks are found with memchr; columns count characters (UTF-8 lead bytes) from the
    // line's start, or from the previous offset on the same line, so a file on one long line
    // costs no more than one with many.
    var line = 1
    var lineStart = 0
    var position = 0
    var column = 1
    func location(_ offset: Int) -> SourceLocation {
      let end = min(offset, bytes.count)
      if end < position {
        // Out of order (never for a decoder's offsets): start again.
        line = 1
        lineStart = 0
        position = 0
        column = 1
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
    var entries: [String: CatalogLocations.Entry] = [:]
    entries.reserveCapacity(keys.count)
    for (index, (key, offset)) in keys.enumerated() {
      var entry = CatalogLocations.Entry(key: location(offset))
      if !languages[index].isEmpty {
        entry.localizations.reserveCapacity(languages[index].count)
        for (language, languageOffset) in languages[index] { entry.localizations[language] = location(languageOffset) }
      }
      entries[key] = entry
    }
    return CatalogLocations(entries: entries)
  }
}
