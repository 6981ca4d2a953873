import Foundation

/// A catalog read from disk, and the means to write it back safely.
///
/// Writing is atomic (temporary file, flush, rename), keeps the file's permissions, writes through
/// a symbolic link to the file it points to, writes nothing when the bytes would not change, and
/// refuses to overwrite a file that changed on disk after it was read (Xcode saved it meanwhile)
/// or a read-only file. Temporary files a killed run left next to the file are removed by the
/// next save. Runs of l10n that write take a `CatalogLock` first, so they take turns. A session
/// opens and saves catalogs through `ProjectFiles`, which takes the locks and checks where the
/// run may write (`WriteScope`) before anything is written.
public struct CatalogFile: Sendable {
  /// The path as the user gave it, for messages.
  public let displayPath: String
  /// The path of the file itself, with symbolic links resolved.
  public let resolvedPath: String
  public var catalog: StringCatalog
  /// Where keys and localizations stand in the file as read, when asked for.
  public private(set) var locations: CatalogLocations?
  /// The lock held on the file since before it was read, when one was given; it is released
  /// when the last copy of this value goes.
  public private(set) var lock: CatalogLock?
  /// The size and hash of the bytes read: what `save()` expects to find on disk. After
  /// `saveAdopting()` the size of the bytes written, whose hash is not worked out (`written`).
  private var originalSize: Int
  private var originalHash: Int
  /// The file as `saveAdopting()` wrote it: what its bytes encode, where each entry stands in
  /// them, and its stamp right after the write, which stands for its bytes (the hash is not
  /// worked out); nil until this value is saved so.
  var written: (layout: CatalogLayout, stamp: FileStamp)?
  /// Read with only some languages (`onlyLanguages`): never written.
  private let readInPart: Bool
  /// Read to be looked at only (`readOnly`): never written, so never hashed.
  private let readOnly: Bool
  /// Not on disk yet (`init(creating:)`): `save()` creates the file.
  private let isNew: Bool

  /// The largest file read, 1 GiB: a bigger file is refused before anything is allocated, with
  /// a `.limit` error naming the size and the limit.
  public static let maximumSize = FileBytes.maximumSize

  /// Reads and decodes the catalog at `path`.
  ///
  /// - Throws: `CatalogError` naming the file, line and column.
  /// - Parameters:
  ///   - recordingLocations: also note where each key and localization stands (`locations`).
  ///   - lock: the lock taken on the file before reading it (by `ProjectFiles`, the one taker of
  ///     locks), when it is read to be written; kept until this value is released.
  ///   - onlyLanguages: read only these languages and the source language
  ///     (`StringCatalog(bytes:file:languages:)`), for a command that never writes the catalog
  ///     back; `save()` then refuses.
  ///   - readOnly: for a command that never writes the catalog back (`check`, `status`): the
  ///     bytes are not hashed for a later save, which then refuses.
  public init(
    path: String, displayPath: String? = nil, recordingLocations: Bool = false, lock: CatalogLock? = nil,
    onlyLanguages: Set<String>? = nil, readOnly: Bool = false
  ) throws(CatalogError) {
    let display = displayPath ?? path
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    // The file is mapped, not copied: the pages hashed or read past are given back as reading
    // goes on, so a large file is never in memory whole beside the catalog it becomes.
    let file = try FileBytes.MappedFile(path: resolved, displayPath: display)
    try self.init(
      buffer: file.buffer, mapped: true, resolvedPath: resolved, displayPath: display,
      recordingLocations: recordingLocations, lock: lock, onlyLanguages: onlyLanguages, readOnly: readOnly)
    withExtendedLifetime(file) {}
  }

  /// Decodes `bytes` as the catalog at `path`, which holds them (a file of `ProjectFiles`'s
  /// in-memory twin); the parameters are those of `init(path:…)`.
  public init(
    bytes: [UInt8], path: String, displayPath: String? = nil, recordingLocations: Bool = false,
    onlyLanguages: Set<String>? = nil, readOnly: Bool = false
  ) throws(CatalogError) {
    self = try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogError) in
      try CatalogFile(
        buffer: buffer, mapped: false, resolvedPath: URL(fileURLWithPath: path).standardizedFileURL.path,
        displayPath: displayPath ?? path, recordingLocations: recordingLocations, lock: nil,
        onlyLanguages: onlyLanguages, readOnly: readOnly)
    }
  }

  private init(
    buffer bytes: UnsafeBufferPointer<UInt8>, mapped: Bool, resolvedPath: String, displayPath display: String,
    recordingLocations: Bool, lock: CatalogLock?, onlyLanguages: Set<String>?, readOnly: Bool
  ) throws(CatalogError) {
    self.displayPath = display
    self.lock = lock
    self.resolvedPath = resolvedPath
    self.readInPart = onlyLanguages != nil && !recordingLocations
    self.readOnly = readOnly
    // A catalog read in part or read only is never written, so nothing compares with its hash.
    self.originalHash = readInPart || readOnly ? 0 : Self.hash(bytes, releasingPages: mapped)
    let recorder = recordingLocations ? LocationRecorder() : nil
    self.catalog = try StringCatalog.decode(
      mapped: bytes, file: display, recorder: recorder, languages: recordingLocations ? nil : onlyLanguages,
      releasingPages: mapped)
    self.locations = recorder?.locations()
    self.originalSize = bytes.count
    self.isNew = false
  }

  /// A catalog that is not on disk yet, such as the one `l10n extract` makes for a table no
  /// catalog holds. `save()` creates the file, and refuses when a file appeared at `path` since.
  public init(creating path: String, displayPath: String? = nil, catalog: StringCatalog) {
    self.displayPath = displayPath ?? path
    self.resolvedPath = URL(fileURLWithPath: path).standardizedFileURL.path
    self.catalog = catalog
    self.locations = nil
    self.lock = nil
    self.originalSize = -1
    self.originalHash = 0
    self.readInPart = false
    self.readOnly = false
    self.isNew = true
  }

  /// The size of the bytes read (or, after `saveAdopting()`, written); -1 for a new file.
  public var byteCount: Int { originalSize }

  /// The file's stamp right after `saveAdopting()` wrote it; nil before.
  public var writtenStamp: FileStamp? { written?.stamp }

  /// Whether the file does not exist yet (`init(creating:)`).
  public var isNewFile: Bool { isNew }

  /// Whether `save()` may write it: not read in part (`onlyLanguages`) nor read only.
  public var isWritable: Bool { !readInPart && !readOnly }

  /// Throws, for a catalog read in part or read only, why it is not written.
  public func checkWritable() throws(CatalogError) {
    if readInPart {
      throw CatalogError(
        .io, "l10n read only some of this catalog's languages, so it does not write it", file: displayPath)
    }
    if readOnly {
      throw CatalogError(.io, "l10n read this catalog to look at it only, so it does not write it", file: displayPath)
    }
  }

  /// The refusal to overwrite a file that changed after it was read (Xcode saved it meanwhile).
  public static func changedOnDisk(_ displayPath: String) -> CatalogError {
    CatalogError(
      .io,
      "the file changed on disk after l10n read it (saved by Xcode or another tool meanwhile); it was not overwritten, so those changes are kept; run l10n again",
      file: displayPath)
  }

  /// The refusal to overwrite a file that appeared where a new catalog was to be created.
  public static func appeared(_ displayPath: String) -> CatalogError {
    CatalogError(
      .io,
      "a file was created here after l10n started; it was not overwritten, so its content is kept; run l10n again",
      file: displayPath)
  }

  /// The bytes `save()` would write.
  public func encoded() -> [UInt8] {
    catalog.encoded(sizeHint: originalSize)
  }

  /// Whether the catalog would be written differently from what was read. The bytes are made
  /// in pieces and hashed, never held whole.
  public func differsFromOriginal() -> Bool {
    if let written, let splice = written.layout.splice(catalog), splice.changed == 0 { return false }
    let now = Self.fingerprint(catalog, sizeHint: originalSize)
    return now.size != originalSize || now.hash != hashOfOriginal()
  }

  /// Whether `bytes` differ from what was read (by size and hash).
  public func differs(from bytes: [UInt8]) -> Bool {
    bytes.count != originalSize || Self.hash(bytes) != hashOfOriginal()
  }

  /// The hash of the bytes read or, after `saveAdopting()`, written (worked out then from what
  /// they encode).
  private func hashOfOriginal() -> Int {
    guard let written else { return originalHash }
    return Self.fingerprint(written.layout.catalog, sizeHint: originalSize).hash
  }

  /// The size and hash of `catalog`'s bytes, made in pieces and hashed, never held whole.
  private static func fingerprint(_ catalog: StringCatalog, sizeHint: Int) -> (size: Int, hash: Int) {
    var hasher = ContentHash()
    var size = 0
    catalog.encode(sizeHint: sizeHint) { piece in
      size += piece.count
      hasher.combine(UnsafeRawBufferPointer(piece))
    }
    return (size, hasher.finalize())
  }

  /// Whether the file on disk still holds the bytes that were read (a new file: that none is
  /// there yet), so that a command writing several files can check them all before writing any.
  /// The file is mapped and hashed, never held whole. A catalog read in part or read only is
  /// never written: false.
  public func isUnchangedOnDisk() throws(CatalogError) -> Bool {
    if isNew { return !FileManager.default.fileExists(atPath: resolvedPath) }
    if readInPart || readOnly { return false }
    if let written { return FileStamp(path: resolvedPath) == written.stamp }
    let file = try FileBytes.MappedFile(path: resolvedPath, displayPath: displayPath)
    return file.buffer.count == originalSize && Self.hash(file.buffer, releasingPages: true) == originalHash
  }

  /// Writes the catalog back if its bytes changed.
  ///
  /// The bytes are made in pieces, each compared with the file on disk, so neither the new bytes
  /// nor the file is ever in memory whole. From the first piece that differs, they go to the
  /// temporary file that replaces the file (after the file's bytes up to there); bytes equal to
  /// the file's are never written.
  ///
  /// - Returns: true when the file was written, false when it already had these bytes.
  /// - Throws: `CatalogError` when the file cannot be written or changed on disk since it was read.
  @discardableResult
  public func save() throws(CatalogError) -> Bool {
    try write(spans: nil).written
  }

  /// This catalog holding `lock` instead of the lock it holds (nil: none), for a catalog kept
  /// from an earlier read (a long-lived session's cache) given to a run that has just locked the
  /// file and found it unchanged. The bytes it compares the disk with stay those it was read from.
  public func holding(_ lock: CatalogLock?) -> CatalogFile {
    var copy = self
    copy.lock = lock
    return copy
  }

  /// Saves as `save()` does and, when the file was written, takes the bytes written as those it
  /// was read from, for a long-lived session that writes the file again and again under its lock
  /// (`l10n mcp`): it notes where each entry stands in them and the file's stamp right after the
  /// write (`written`). The next save then trusts that stamp in place of hashing the file (the
  /// file is unchanged while its stamp is, as the session's catalog cache trusts it), and when
  /// only some entries' values changed, writes the file's bytes for the others as they are and
  /// encodes only those (`CatalogLayout.splice`): the same bytes as encoding it whole. A file
  /// whose stamp is not the one noted is refused as changed on disk. The locations of the read
  /// are dropped (they no longer say where things stand).
  ///
  /// - Returns: true when the file was written, false when it already had these bytes.
  @discardableResult
  public mutating func saveAdopting() throws(CatalogError) -> Bool {
    try checkWritable()
    if let written, let splice = written.layout.splice(catalog) {
      guard splice.changed > 0 else {
        if FileStamp(path: resolvedPath) != written.stamp { throw Self.changedOnDisk(displayPath) }
        return false
      }
      let stamp = try write(splice, over: written.stamp)
      (self.written, originalSize, locations) = ((splice.layout, stamp), splice.layout.size, nil)
      return true
    }
    let spans = EntrySpans()
    // The file replaced is freed when its last descriptor closes: that one, later.
    let replaced = open(resolvedPath, O_RDONLY | O_CLOEXEC)
    let result: (written: Bool, size: Int)
    do throws(CatalogError) {
      result = try write(spans: spans)
    } catch {
      if replaced >= 0 { close(replaced) }
      throw error
    }
    guard result.written else {
      if replaced >= 0 { close(replaced) }
      return false
    }
    FileBytes.closeLater(replaced)
    guard let stamp = FileStamp(path: resolvedPath) else {
      throw CatalogError(
        .io, "cannot read the file's stamp after writing it: \(FileBytes.errnoText())", file: displayPath)
    }
    let layout = CatalogLayout(catalog: catalog, spans: spans.bounds, size: result.size)
    (written, originalSize, locations) = ((layout, stamp), result.size, nil)
    return true
  }

  /// Writes `splice`'s pieces over the file, which must still have the stamp `stamp` (its
  /// bytes are then those the splice takes ranges of); the file's stamp after the write.
  private func write(_ splice: CatalogLayout.Splice, over stamp: FileStamp) throws(CatalogError) -> FileStamp {
    let source = open(resolvedPath, O_RDONLY | O_CLOEXEC)
    guard source >= 0, FileStamp(descriptor: source) == stamp else {
      if source >= 0 { close(source) }
      throw Self.changedOnDisk(displayPath)
    }
    do throws(CatalogError) {
      let replacement = try FileBytes.Replacement(path: resolvedPath, displayPath: displayPath)
      for piece in splice.pieces {
        switch piece {
        case .file(let range): try replacement.copy(from: source, range: range)
        case .bytes(let bytes):
          try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogError) in try replacement.write(buffer) }
        }
      }
      try replacement.commit()
    } catch {
      close(source)
      throw error
    }
    // The file replaced is freed when its last descriptor closes: this one, later.
    FileBytes.closeLater(source)
    guard let after = FileStamp(path: resolvedPath) else {
      throw CatalogError(
        .io, "cannot read the file's stamp after writing it: \(FileBytes.errnoText())", file: displayPath)
    }
    return after
  }

  /// What `save()` does, noting in `spans` where each entry stands in the bytes (when given);
  /// whether the file was written, and the size of the bytes now in it.
  private func write(spans: EntrySpans?) throws(CatalogError) -> (written: Bool, size: Int) {
    try checkWritable()
    var writtenSize = 0
    let note = { (piece: UnsafeBufferPointer<UInt8>) in writtenSize += piece.count }
    if isNew {
      if FileManager.default.fileExists(atPath: resolvedPath) { throw Self.appeared(displayPath) }
      let folder = (resolvedPath as NSString).deletingLastPathComponent
      if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
        throw CatalogError(.io, "cannot create the catalog: its folder does not exist", file: displayPath)
      }
      let replacement = try FileBytes.Replacement(path: resolvedPath, displayPath: displayPath)
      var failure: CatalogError?
      catalog.encode(sizeHint: originalSize, spans: spans) { piece in
        guard failure == nil else { return }
        note(piece)
        do throws(CatalogError) { try replacement.write(piece) } catch { failure = error }
      }
      if let failure { throw failure }
      try replacement.commit()
      return (true, writtenSize)
    }
    // Written by this value before: the file's stamp stands for the bytes (their hash is not
    // known), and must be the one noted then.
    if let written, FileStamp(path: resolvedPath) != written.stamp { throw Self.changedOnDisk(displayPath) }
    let comparison = try FileBytes.Comparison(path: resolvedPath, displayPath: displayPath)
    var replacement: FileBytes.Replacement?
    // A file that cannot be replaced (read-only) is an error only if it did not change on disk.
    var cannotReplace: CatalogError?
    var same = 0
    var failure: CatalogError?
    catalog.encode(sizeHint: originalSize, spans: spans) { piece in
      guard failure == nil, cannotReplace == nil else { return }
      note(piece)
      do throws(CatalogError) {
        if let replacement {
          try replacement.write(piece)
          return
        }
        try comparison.compare(piece)
        if comparison.isEqual {
          same += piece.count
          return
        }
        do throws(CatalogError) {
          replacement = try FileBytes.Replacement(path: resolvedPath, displayPath: displayPath)
        } catch {
          cannotReplace = error
          return
        }
        try replacement!.copy(from: resolvedPath, count: same)
        try replacement!.write(piece)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    let onDisk = try comparison.finish()
    if onDisk.size != originalSize || (written == nil && onDisk.hash != originalHash) {
      throw Self.changedOnDisk(displayPath)
    }
    if onDisk.equal { return (false, originalSize) }
    if let cannotReplace { throw cannotReplace }
    guard let replacement else {
      // Every piece was the file's: the new bytes are the file's first `same` bytes.
      let shorter = try FileBytes.Replacement(path: resolvedPath, displayPath: displayPath)
      try shorter.copy(from: resolvedPath, count: same)
      try shorter.commit()
      return (true, writtenSize)
    }
    try replacement.commit()
    return (true, writtenSize)
  }

  static func hash(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { hash($0, releasingPages: false) }
  }

  /// The hash of `bytes`, a file mapped into memory whose pages are given back behind the hash
  /// with `releasingPages` (`FileBytes.MappedFile`).
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, releasingPages: Bool) -> Int {
    // As `FileBytes.Comparison` hashes the file while it reads it, in pieces.
    var hasher = ContentHash()
    let piece = 1 << 22
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + piece)
      hasher.combine(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<end]))
      if releasingPages { FileBytes.release(bytes, from: start, to: end) }
      start = end
    }
    return hasher.finalize()
  }
}
