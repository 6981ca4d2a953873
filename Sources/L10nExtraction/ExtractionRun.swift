import Foundation
import L10nCatalog

/// The usages, mentions and warnings of a whole source tree.
public struct ExtractionResult: Sendable {
  public var usages: [KeyUsage]
  public var warnings: [ExtractionWarning]
  /// Every other string literal's text, at its first place (files in order): a catalog key
  /// mentioned here is never pruned nor marked stale.
  public var mentions: [String: KeyPlace] = [:]
  /// Every other interpolated literal, each template at its first place (files in order): the
  /// keys it matches are kept as mentioned (`TemplateMention`).
  public var templateMentions: [TemplateMention] = []
  /// The names code may use as Xcode's generated key symbols, at their first place (files in
  /// order): `SymbolReferences`.
  public var symbols: [String: KeyPlace] = [:]
  /// Files that could not be read or parsed (`FileExtraction.unscanned`).
  public var unscannedFiles: [String] = []
  /// Files looked at, files parsed (not skipped by the byte scan nor found in the cache), bytes read.
  public var filesScanned: Int
  public var filesParsed: Int
  public var bytesRead: Int
  /// The cache's new bytes when the run was given a cache and it changed, for the session to
  /// write (`ProjectFiles`); nil otherwise.
  public var cache: [UInt8]?
}

/// Runs the scanner over many files in parallel, with a cache keyed by file content.
public struct ExtractionRun: Sendable {
  public var scanner: SwiftSourceScanner
  /// The cache's bytes as the last run left them (empty when there is none yet); nil for no
  /// cache. A cache that cannot be used is ignored. When the run changes it, the result holds
  /// its new bytes (`ExtractionResult.cache`): this module never writes a file.
  public var cache: [UInt8]?
  /// The files' bytes by path when they are not on disk (a session on the in-memory twin of its
  /// files); nil: each file is read from disk.
  public var contents: [String: [UInt8]]?

  public init(scanner: SwiftSourceScanner, cache: [UInt8]?, contents: [String: [UInt8]]? = nil) {
    self.scanner = scanner
    self.cache = cache
    self.contents = contents
  }

  /// Extracts from `files`, naming each by `displayPath`. Calls `progress` (from any thread, one call
  /// at a time) with the number of files done.
  public func run(
    files: [URL], displayPath: @Sendable (URL) -> String, progress: (@Sendable (Int) -> Void)? = nil
  ) -> ExtractionResult {
    let scanner = self.scanner
    let contents = self.contents
    let shapes = scanner.shapes
    let cache = self.cache.map { ExtractionCache.load(from: $0, shapes: shapes) } ?? ExtractionCache(shapes: shapes)
    let slots = Parallel.map(files.count, done: progress) { index -> Slot in
      let url = files[index]
      let name = displayPath(url)
      guard let bytes = try? contents.map({ try $0[url.path] ?? Self.read(url) }) ?? Self.read(url) else {
        return Slot(
          extraction: FileExtraction(
            warnings: [
              ExtractionWarning(file: name, line: 1, column: 1, message: "cannot read the file; it was skipped")
            ],
            unscanned: true), hash: 0, size: 0, parsed: false, name: name)
      }
      let hash = StableHash.fnv1a64(bytes)
      if let cached = cache.lookup(path: name, hash: hash, size: bytes.count) {
        return Slot(extraction: cached, hash: hash, size: bytes.count, parsed: false, name: name)
      }
      let (extraction, parsed) = scanner.extractFile(bytes, file: name)
      return Slot(extraction: extraction, hash: hash, size: bytes.count, parsed: parsed, name: name)
    }
    var result = ExtractionResult(usages: [], warnings: [], filesScanned: files.count, filesParsed: 0, bytesRead: 0)
    var updated = ExtractionCache(shapes: shapes)
    var seenTemplates = Set<KeyTemplate>()
    for slot in slots {
      result.usages += slot.extraction.usages
      result.warnings += slot.extraction.warnings
      if slot.extraction.unscanned { result.unscannedFiles.append(slot.name) }
      for mention in slot.extraction.mentions where result.mentions[mention.key] == nil {
        result.mentions[mention.key] = mention
      }
      for mention in slot.extraction.templateMentions where seenTemplates.insert(mention.template).inserted {
        result.templateMentions.append(mention)
      }
      for symbol in slot.extraction.symbols where result.symbols[symbol.key] == nil {
        result.symbols[symbol.key] = symbol
      }
      result.bytesRead += slot.size
      if slot.parsed { result.filesParsed += 1 }
      if slot.size > 0 { updated.store(path: slot.name, hash: slot.hash, size: slot.size, extraction: slot.extraction) }
    }
    if self.cache != nil, updated != cache { result.cache = updated.encoded() }
    return result
  }

  private static func read(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url, options: .mappedIfSafe))
  }

  struct Slot: Sendable {
    var extraction: FileExtraction
    var hash: UInt64
    var size: Int
    var parsed: Bool
    var name: String
  }
}
