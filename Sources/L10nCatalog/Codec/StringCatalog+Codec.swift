import Foundation
import OrderedCollections

extension StringCatalog {
  /// Reads a catalog from the bytes of a `.xcstrings` file.
  ///
  /// The reader is strict RFC 8259 JSON. What it decides beyond the RFC:
  /// - a UTF-8 byte order mark is accepted and written back; UTF-16 and UTF-32 are refused;
  /// - CRLF line breaks are accepted and written back as CRLF; a final line break is kept;
  /// - a key that appears twice in one object is an error (keeping either value would silently
  ///   drop the other);
  /// - objects and arrays may nest at most 512 deep (real catalogs nest about 10 deep);
  /// - `\u` escapes must form valid Unicode: a lone surrogate (`\ud800`) is an error.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - file: the path to name in error messages.
  /// - Throws: `CatalogError` with the file, line and column, and the path inside the catalog.
  public init(bytes: [UInt8], file: String? = nil) throws(CatalogError) {
    self = try Self.decode(bytes, file: file, recorder: nil)
  }

  /// Reads a catalog with only some of its languages: each key's `localizations` keep those in
  /// `languages` and the catalog's source language, and the others are only checked to be
  /// well-formed JSON (syntax, strings, nesting, duplicate keys), not read. For commands that
  /// read one or two languages of a large catalog; such a catalog must never be written back.
  public init(bytes: [UInt8], file: String? = nil, languages: Set<String>) throws(CatalogError) {
    self = try Self.decode(bytes, file: file, recorder: nil, languages: languages)
  }

  /// Reads a catalog and notes where each key and localization stands in the file.
  public static func decodeWithLocations(bytes: [UInt8], file: String? = nil) throws(CatalogError) -> (
    StringCatalog, CatalogLocations
  ) {
    let recorder = LocationRecorder()
    let catalog = try decode(bytes, file: file, recorder: recorder)
    return (catalog, recorder.locations())
  }

  /// Reads a catalog with its `strings` read in `chunks` parts at once (1: in one go), and its
  /// locations when asked (worked out in the same parts); for tests, which compare the ways.
  static func decode(
    bytes: [UInt8], file: String?, recordingLocations: Bool, chunks: Int
  ) throws(CatalogError) -> (StringCatalog, CatalogLocations?) {
    let recorder = recordingLocations ? LocationRecorder() : nil
    let catalog = try decode(bytes, file: file, recorder: recorder, chunks: chunks)
    return (catalog, recorder?.locations())
  }

  private static func decode(
    _ bytes: [UInt8], file: String?, recorder: LocationRecorder?, chunks: Int? = nil, languages: Set<String>? = nil
  ) throws(CatalogError) -> StringCatalog {
    try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogError) -> StringCatalog in
      try decode(
        mapped: buffer, file: file, recorder: recorder, chunks: chunks, languages: languages, releasingPages: false)
    }
  }

  /// Reads a catalog from `buffer`, naming `file` in errors. With `releasingPages`, `buffer` is a
  /// file mapped into memory (`FileBytes.MappedFile`), and the pages read past are given back as
  /// reading goes on, so the file is never resident whole beside the catalog it becomes.
  static func decode(
    mapped buffer: UnsafeBufferPointer<UInt8>, file: String?, recorder: LocationRecorder?, chunks: Int? = nil,
    languages: Set<String>? = nil, releasingPages: Bool
  ) throws(CatalogError) -> StringCatalog {
    do throws(CatalogError) {
      return try Self.decode(
        buffer, recorder: recorder, chunks: chunks, languages: languages, releasingPages: releasingPages)
    } catch {
      var error = error
      error.file = file
      if let offset = error.offset {
        error.location = SourceLocation(offset: offset, in: buffer)
      }
      throw error
    }
  }

  /// Reads a catalog from `Data`.
  public init(data: Data, file: String? = nil) throws(CatalogError) {
    try self.init(bytes: [UInt8](data), file: file)
  }

  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, recorder: LocationRecorder?, chunks: Int?, languages: Set<String>?,
    releasingPages: Bool
  ) throws(CatalogError) -> StringCatalog {
    var format = FileFormat()
    var start = 0
    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
      format.hasByteOrderMark = true
      start = 3
    } else if buffer.starts(with: [0xFE, 0xFF]) || buffer.starts(with: [0xFF, 0xFE]) {
      throw CatalogError(
        .encoding, "the file is UTF-16 or UTF-32; String Catalogs are UTF-8 (Xcode writes UTF-8)", offset: 0)
    }
    var scanner = JSONScanner(bytes: buffer, offset: start)
    scanner.locations = recorder
    scanner.chunks = chunks
    scanner.languages = languages
    scanner.releasesPages = releasingPages
    scanner.skipWhitespace()
    if scanner.offset == buffer.count {
      throw CatalogError(.syntax, "the file is empty; a String Catalog is a JSON object", offset: scanner.offset)
    }
    var catalog = try StringCatalog(scanner: &scanner)
    let end = scanner.offset
    try scanner.expectEnd()
    format.hasTrailingNewline = buffer[end...].contains(0x0A)
    if let firstNewline = buffer.firstIndex(of: 0x0A), firstNewline > 0, buffer[firstNewline - 1] == 0x0D {
      format.usesCRLF = true
    }
    catalog.fileFormat = format
    return catalog
  }

  /// The catalog as Xcode would write it, keeping the member order it was read in and the file's
  /// conventions (`fileFormat`).
  ///
  /// - Parameter sizeHint: the expected size in bytes (such as the size the file had), so the
  ///   output buffer is allocated once.
  ///
  /// A large catalog's `strings` are written in parts on several threads at once (one per
  /// processor, at most 8); the bytes are the same as writing them in one go.
  public func encoded(sizeHint: Int = 0) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(1 << 16, sizeHint + sizeHint / 16))
    encode(sizeHint: sizeHint) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// The bytes of `encoded()`, handed to `sink` in order as they are made, in pieces of a few
  /// megabytes: the whole output is never in memory (to write a large catalog to a file, or
  /// compare it with one).
  public func encode(sizeHint: Int = 0, into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    encode(sizeHint: sizeHint, spans: nil, into: sink)
  }

  /// `encode(sizeHint:into:)`, noting in `spans` where each entry's value stands in the bytes.
  func encode(sizeHint: Int, spans: EntrySpans?, into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
    encode(
      sizeHint: sizeHint, parts: strings.count >= StringsParts.minimumEntries ? StringsChunks.processors : 1,
      blockEntries: StringsParts.blockEntries(count: strings.count, sizeHint: sizeHint), spans: spans, into: sink)
  }

  /// The catalog written with its `strings` in `parts` parts at once (1: in one go), in rounds of
  /// `blockEntries` entries per part; for tests, which compare the ways.
  func encoded(sizeHint: Int, parts: Int, blockEntries: Int = 7, spans: EntrySpans? = nil) -> [UInt8] {
    var bytes: [UInt8] = []
    encode(sizeHint: sizeHint, parts: parts, blockEntries: blockEntries, spans: spans) { bytes.append(contentsOf: $0) }
    return bytes
  }

  private func encode(
    sizeHint: Int, parts: Int, blockEntries: Int, spans: EntrySpans?, into sink: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withoutActuallyEscaping(sink) { sink in
      var writer = JSONWriter(
        capacity: min(max(1 << 16, sizeHint), 2 * StringsParts.blockBytes), crlf: fileFormat.usesCRLF)
      if fileFormat.hasByteOrderMark {
        [0xEF, 0xBB, 0xBF].withUnsafeBufferPointer(sink)
        writer.drained = 3
      }
      write(to: &writer, parts: parts, sizeHint: sizeHint, blockEntries: blockEntries, sink: sink, spans: spans)
      if fileFormat.hasTrailingNewline { writer.newline() }
      writer.drain(into: sink)
    }
  }
}
