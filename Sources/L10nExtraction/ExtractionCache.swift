import Foundation

/// What earlier runs found in each file, keyed by path and content hash, so a rerun on an
/// unchanged tree parses nothing. A cache made with other call shapes or by another l10n version
/// is ignored. A damaged cache file is ignored too: the cache only ever saves time.
struct ExtractionCache: Sendable, Equatable, Codable {
  static let formatVersion = 1

  struct Entry: Sendable, Equatable, Codable {
    var hash: UInt64
    var size: Int
    var extraction: FileExtraction
  }

  var version = ExtractionCache.formatVersion
  var shapesKey: String
  var files: [String: Entry] = [:]

  init(shapes: CallShapes) {
    shapesKey = Self.key(shapes)
  }

  static func key(_ shapes: CallShapes) -> String {
    "members=\(shapes.members.joined(separator: ","));ns=\(shapes.nsLocalizedString);string=\(shapes.stringLocalized)"
  }

  static func load(from url: URL, shapes: CallShapes) -> ExtractionCache {
    guard let data = try? Data(contentsOf: url),
      let cache = try? JSONDecoder().decode(ExtractionCache.self, from: data),
      cache.version == formatVersion, cache.shapesKey == key(shapes)
    else { return ExtractionCache(shapes: shapes) }
    return cache
  }

  func lookup(path: String, hash: UInt64, size: Int) -> FileExtraction? {
    guard let entry = files[path], entry.hash == hash, entry.size == size else { return nil }
    return entry.extraction
  }

  mutating func store(path: String, hash: UInt64, size: Int, extraction: FileExtraction) {
    files[path] = Entry(hash: hash, size: size, extraction: extraction)
  }

  /// Writes the cache atomically; failures are ignored (the next run parses again).
  func save(to url: URL) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url, options: .atomic)
  }
}
