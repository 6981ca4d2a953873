import Foundation
import L10nCatalog
import L10nExchange
import L10nProject

/// The one door through which a run writes files, held by the session (`ProjectSession.files`):
/// the only taker of catalog locks (`CatalogLock`), the only judge of where the run may write
/// (`WriteScope`, set by the SwiftPM plugin) and the only writer of whole files (temporary file
/// and rename, so no reader ever sees half a file). Catalogs are opened all or nothing
/// (`open(_:access:creatingMissing:)`) and saved with `save(_:)`, which refuses a file that changed
/// on disk since it was read (Xcode saved it meanwhile); other files are written with
/// `write(_:to:mode:)`, a folder of files as one with `write(bundle:to:)`.
///
/// Its twin keeps the files in memory (`init(memory:workingDirectory:)`, `MemoryFiles`), so that a
/// session runs its requests in a test without a temporary folder; locks are then not taken.
public struct ProjectFiles: Sendable, ReadableFiles {
  /// The folder paths are shown from.
  public let workingDirectory: URL
  /// Where the run may write; nil: anywhere.
  public let scope: WriteScope?
  /// The in-memory files of the twin; nil for the disk.
  public let memory: MemoryFiles?
  /// Catalogs read before, given again while their file is unchanged (a long-lived process such
  /// as `l10n mcp`); nil: every read reads the file.
  public let catalogCache: CatalogCache?

  /// The disk, confined as the process is (`WriteScope.current`, set by the SwiftPM plugin).
  public init(workingDirectory: URL, scope: WriteScope? = WriteScope.current, catalogCache: CatalogCache? = nil) {
    self.workingDirectory = workingDirectory
    self.scope = scope
    memory = nil
    self.catalogCache = catalogCache
  }

  /// The in-memory twin: every read and write goes to `memory`.
  public init(memory: MemoryFiles, workingDirectory: URL, scope: WriteScope? = nil) {
    self.workingDirectory = workingDirectory
    self.scope = scope
    self.memory = memory
    catalogCache = nil
  }

  /// How `write(_:to:mode:)` puts the bytes in place.
  public enum WriteMode: Sendable, Equatable {
    /// A result file (a report, an exported file, a TMX, the extraction cache, a merged catalog):
    /// replaced at once, a file there or not.
    case atomicReplace
    /// A new file (l10n.yml, a Swift file `init` adds): refused when one is there, or appears
    /// while it is written, so nothing is ever overwritten.
    case createOnly
    /// A file read as `original` (a Swift file `rename` rewrites, `.gitignore` with a line
    /// added): refused when it no longer holds those bytes.
    case replaceIfUnchanged(original: [UInt8])
  }

  /// A path as the run shows it: relative to the working directory when inside it.
  public func display(_ url: URL) -> String {
    PathDisplay.relative(url, to: workingDirectory)
  }

  // MARK: Where the run may write

  /// Throws, for the first of `urls` outside where the run may write, the error that says so
  /// (naming it as from the working directory). Commands ask before they write anything.
  public func checkScope(_ urls: [URL]) throws(CatalogError) {
    guard let scope else { return }
    for url in urls { try scope.check(url.path, displayPath: display(url)) }
  }

  /// Whether the run may write at `url`.
  public func mayWrite(_ url: URL) -> Bool {
    scope?.contains(url.path) ?? true
  }

  // MARK: Reading

  /// Whether a file or folder is at `url`.
  public func exists(_ url: URL) -> Bool {
    if let memory { return memory.exists(url) }
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// Whether a folder is at `url`.
  public func isFolder(_ url: URL) -> Bool {
    if let memory { return memory.isFolder(url) }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The bytes of the file at `url`.
  public func read(_ url: URL) throws -> [UInt8] {
    if let memory {
      guard let bytes = memory[url] else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      }
      return bytes
    }
    return [UInt8](try Data(contentsOf: url))
  }

  /// The names of what the folder at `url` holds (files and folders), unsorted; nil when it is no
  /// folder or cannot be listed.
  public func names(in folder: URL) -> [String]? {
    if let memory { return memory.names(in: folder) }
    return try? FileManager.default.contentsOfDirectory(atPath: folder.path)
  }

  // MARK: Writing

  /// Writes a whole file as `mode` says, after checking that the run may write there.
  ///
  /// - Parameters:
  ///   - displayPath: the path as messages show it (default: from the working directory).
  ///   - what: what the file is, for the message of a failed `.atomicReplace` ("the report").
  ///   - makingFolder: make the file's folder first (`.atomicReplace`).
  /// - Throws: `CatalogError` naming the file.
  public func write(
    _ bytes: [UInt8], to url: URL, mode: WriteMode, displayPath: String? = nil, what: String = "the file",
    makingFolder: Bool = false
  ) throws(CatalogError) {
    let shown = displayPath ?? display(url)
    try scope?.check(url.path, displayPath: shown)
    if let memory { return try memory.write(bytes, to: url, mode: mode, displayPath: shown) }
    switch mode {
    case .atomicReplace:
      do {
        if makingFolder {
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try Data(bytes).write(to: url, options: .atomic)
      } catch {
        throw CatalogError(.io, "cannot write \(what): \(error.localizedDescription)", file: shown)
      }
    case .createOnly:
      try SmallFile.create(bytes, at: url.path, displayPath: shown)
    case .replaceIfUnchanged(let original):
      try SmallFile.replace(url.path, original: original, with: bytes, displayPath: shown)
    }
  }

  /// Writes a folder of files as one (an `.xcloc` bundle), replacing one that is there: it is
  /// made in a temporary folder beside it and moved into place, so a failure leaves the old one
  /// as it was.
  ///
  /// - Parameters:
  ///   - bundle: each file's path inside the folder and its bytes (as an exchange format makes
  ///     them); a folder, made empty, has no bytes.
  ///   - displayPath: the path as messages show it (default: the path itself).
  public func write(bundle: [BundleFile], to url: URL, displayPath: String? = nil)
    throws(CatalogError)
  {
    try scope?.check(url.path, displayPath: displayPath)
    if let memory { return memory.write(bundle: bundle, to: url) }
    let fileManager = FileManager.default
    let parent = url.deletingLastPathComponent()
    let temporary = parent.appendingPathComponent(".\(url.lastPathComponent).l10n-\(getpid()).tmp", isDirectory: true)
    do {
      try? fileManager.removeItem(at: temporary)
      try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
      for file in bundle {
        let destination = temporary.appendingPathComponent(file.path)
        guard let bytes = file.bytes else {
          try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
          continue
        }
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: destination)
      }
      if fileManager.fileExists(atPath: url.path) {
        #if canImport(Darwin)
          _ = try fileManager.replaceItemAt(url, withItemAt: temporary)
        #else
          // swift-corelibs-foundation's replaceItemAt fails on folders (NSCocoaErrorDomain 512):
          // the old bundle steps aside, the new one takes its place, and the old one comes back
          // if that fails.
          let old = parent.appendingPathComponent(".\(url.lastPathComponent).l10n-\(getpid()).old", isDirectory: true)
          try? fileManager.removeItem(at: old)
          try fileManager.moveItem(at: url, to: old)
          do {
            try fileManager.moveItem(at: temporary, to: url)
          } catch {
            try? fileManager.moveItem(at: old, to: url)
            throw error
          }
          try? fileManager.removeItem(at: old)
        #endif
      } else {
        try fileManager.moveItem(at: temporary, to: url)
      }
    } catch {
      try? fileManager.removeItem(at: temporary)
      throw CatalogError(.io, "cannot write the bundle: \(error.localizedDescription)", file: displayPath ?? url.path)
    }
  }

  // MARK: Catalogs

  /// Locks the catalogs at `urls` that exist, in the order of their real paths (so that two runs
  /// locking the same catalogs never hold one each while waiting for the other's), noting each
  /// lock that cannot be taken in `errors`. By real path; none in memory.
  func lock(_ urls: [URL], waiting: CatalogLock.Waiting, errors: inout [any Error]) -> [String: CatalogLock] {
    guard memory == nil else { return [:] }
    var locks: [String: CatalogLock] = [:]
    let byKey = Dictionary(urls.map { (Self.lockKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    for key in byKey.keys.sorted() {
      do {
        locks[key] = try CatalogLock.acquire(path: key, displayPath: display(byKey[key]!), waiting: waiting)
      } catch {
        errors.append(error)
      }
    }
    return locks
  }

  static func lockKey(_ url: URL) -> String {
    url.resolvingSymlinksInPath().path
  }
}
