import Foundation
import L10nCatalog
import L10nProject

extension ProjectFiles {
  /// The catalogs at `urls`, every one read before anything is written, so that one bad file
  /// stops the run with every file untouched. Throws `CatalogsUnreadable` with every error when
  /// one cannot be read (or locked).
  ///
  /// - Parameters:
  ///   - access: `.writing` first checks that the run may write every one (`checkScope`), then
  ///     locks each (`lock`) before reading any, and keeps the locks as long as the files.
  ///   - creatingMissing: a catalog not there yet starts as this one and is created by `save`
  ///     (extract's new tables); nil: a missing one is an error.
  ///   - onlyLanguages: read only these languages and the source language (never written).
  public func open(
    _ urls: [URL], access: CatalogAccess, creatingMissing: StringCatalog? = nil, recordingLocations: Bool = false,
    onlyLanguages: Set<String>? = nil
  ) throws -> [CatalogFile] {
    var errors: [any Error] = []
    var locks: [String: CatalogLock] = [:]
    let existing = creatingMissing == nil ? urls : urls.filter { exists($0) }
    if case .writing(let waiting) = access {
      try checkScope(urls)
      locks = lock(existing, waiting: waiting, errors: &errors)
    }
    let readOnly = { if case .readOnly = access { true } else { false } }()
    var files: [CatalogFile] = []
    for url in urls {
      if let creatingMissing, !existing.contains(url) {
        files.append(CatalogFile(creating: url.path, displayPath: display(url), catalog: creatingMissing))
        continue
      }
      var lock: CatalogLock? = nil
      if case .writing = access, memory == nil {
        // Its lock could not be taken: the error is already noted.
        guard let taken = locks[Self.lockKey(url)] else { continue }
        lock = taken
      }
      do {
        files.append(
          try catalog(
            at: url, lock: lock, recordingLocations: recordingLocations, onlyLanguages: onlyLanguages,
            readOnly: readOnly))
      } catch {
        errors.append(error)
      }
    }
    guard errors.isEmpty else { throw CatalogsUnreadable(errors: errors, read: files.count) }
    return files
  }

  /// One catalog, as `open` reads it (a catalog read only to look at, such as the translation
  /// memory's, or to compare: never locked).
  ///
  /// - Parameter displayPath: the path as messages show it (default: from the working directory).
  public func catalog(
    at url: URL, displayPath: String? = nil, lock: CatalogLock? = nil, recordingLocations: Bool = false,
    onlyLanguages: Set<String>? = nil, readOnly: Bool = false
  ) throws(CatalogError) -> CatalogFile {
    let shown = displayPath ?? display(url)
    guard let memory else {
      let read = { () throws(CatalogError) in
        try CatalogFile(
          path: url.path, displayPath: shown, recordingLocations: recordingLocations, lock: lock,
          onlyLanguages: onlyLanguages, readOnly: readOnly)
      }
      // A file read to be written is locked by now: a kept read is given only if the file is
      // unchanged since, and holds the lock.
      guard let catalogCache else { return try read() }
      return try catalogCache.file(
        at: url.path, lock: lock, recordingLocations: recordingLocations, onlyLanguages: onlyLanguages,
        readOnly: readOnly, read: read)
    }
    guard let bytes = memory[url] else {
      throw CatalogError(.io, "cannot open the file: No such file or directory", file: shown)
    }
    return try CatalogFile(
      bytes: bytes, path: url.path, displayPath: shown, recordingLocations: recordingLocations,
      onlyLanguages: onlyLanguages, readOnly: readOnly)
  }

  /// Writes a catalog back if its bytes changed (`CatalogFile.save`), after checking that the run
  /// may write there; refuses a file that changed since it was read.
  ///
  /// - Returns: true when the file was written, false when it already had these bytes.
  @discardableResult
  public func save(_ file: CatalogFile) throws(CatalogError) -> Bool {
    try file.checkWritable()
    try scope?.check(file.resolvedPath, displayPath: file.displayPath)
    guard let memory else {
      guard let catalogCache else { return try file.save() }
      // A long-lived session keeps what it wrote, to be given again while the file is unchanged.
      var saved = file
      guard try saved.saveAdopting() else { return false }
      catalogCache.keep(saved: saved)
      return true
    }
    return try memory.save(file)
  }

  /// Saves the catalogs at `indices` that changed (each at once, under its lock), and gives the
  /// paths of those written.
  public func save(_ files: [CatalogFile], at indices: some Sequence<Int>) throws(CatalogError) -> [String] {
    var written: [String] = []
    for index in indices where try save(files[index]) { written.append(files[index].displayPath) }
    return written
  }

  /// Whether the file still holds the bytes the catalog was read from (a new one: that none is
  /// there yet), so that a command writing several files can check them all before writing any.
  public func isUnchanged(_ file: CatalogFile) throws(CatalogError) -> Bool {
    guard let memory else { return try file.isUnchangedOnDisk() }
    let url = URL(fileURLWithPath: file.resolvedPath)
    if file.isNewFile { return !memory.exists(url) }
    guard file.isWritable, let bytes = memory[url] else { return false }
    return !file.differs(from: bytes)
  }
}
