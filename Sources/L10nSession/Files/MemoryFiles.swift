import Foundation
import L10nCatalog
import L10nExchange
import L10nProject

/// Files held in memory by absolute path: the backing of `ProjectFiles`'s twin, so that a session
/// runs its requests (in a test) without a folder on disk. Writes keep what the disk's keep: a
/// create refuses a file that is there, a replace one that changed, a catalog's save one that
/// changed since it was read. A folder is there when a file is under it (or it was made empty,
/// as a bundle's `Notes`).
public final class MemoryFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: [UInt8]] = [:]
  private var folders: Set<String> = []

  public init() {}

  private static func key(_ url: URL) -> String {
    url.standardizedFileURL.path
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// The bytes of the file at `url`; nil when there is none. Setting nil removes it.
  public subscript(url: URL) -> [UInt8]? {
    get { locked { files[Self.key(url)] } }
    set { locked { files[Self.key(url)] = newValue } }
  }

  /// Every file's path, sorted.
  public var paths: [String] {
    locked { files.keys.sorted() }
  }

  public func exists(_ url: URL) -> Bool {
    let key = Self.key(url)
    return locked { files[key] != nil } || isFolder(url)
  }

  public func isFolder(_ url: URL) -> Bool {
    let key = Self.key(url)
    let prefix = key.hasSuffix("/") ? key : key + "/"
    return locked { folders.contains(key) || files.keys.contains { $0.hasPrefix(prefix) } }
  }

  /// The files under the folder at `url` (at any depth), sorted by path.
  public func files(under url: URL) -> [URL] {
    let key = Self.key(url)
    let prefix = key.hasSuffix("/") ? key : key + "/"
    return locked { files.keys.filter { $0.hasPrefix(prefix) }.sorted() }.map { URL(fileURLWithPath: $0) }
  }

  /// The names of the files and folders right inside the folder at `url`, sorted; nil when no
  /// folder is there.
  public func names(in url: URL) -> [String]? {
    let key = Self.key(url)
    let prefix = key.hasSuffix("/") ? key : key + "/"
    return locked {
      var names = Set<String>()
      for path in files.keys where path.hasPrefix(prefix) {
        names.insert(String(path.dropFirst(prefix.count).prefix { $0 != "/" }))
      }
      for path in folders where path.hasPrefix(prefix) {
        names.insert(String(path.dropFirst(prefix.count).prefix { $0 != "/" }))
      }
      return names.isEmpty && !folders.contains(key) ? nil : names.sorted()
    }
  }

  /// As the disk's `ProjectFiles.write(_:to:mode:)` writes (the scope is checked before).
  func write(_ bytes: [UInt8], to url: URL, mode: ProjectFiles.WriteMode, displayPath: String) throws(CatalogError) {
    let key = Self.key(url)
    lock.lock()
    defer { lock.unlock() }
    switch mode {
    case .atomicReplace:
      break
    case .createOnly:
      guard files[key] == nil else {
        throw CatalogError(.io, "a file is already here; it was not overwritten", file: displayPath)
      }
    case .replaceIfUnchanged(let original):
      guard files[key] == original else {
        throw CatalogError(
          .io, "the file changed on disk while l10n wrote it; it was not overwritten, so those changes are kept",
          file: displayPath)
      }
    }
    files[key] = bytes
  }

  /// A bundle: what was under `url` is replaced by `bundle`'s files.
  func write(bundle: [BundleFile], to url: URL) {
    let key = Self.key(url)
    locked {
      for path in files.keys where path.hasPrefix(key + "/") { files[path] = nil }
      folders.insert(key)
      for file in bundle {
        let path = key + "/" + file.path
        if let bytes = file.bytes { files[path] = bytes } else { folders.insert(path) }
      }
    }
  }

  /// As `CatalogFile.save()` writes a catalog: nothing when its bytes are the file's; refused
  /// when the file changed since it was read, or appeared where a new one is created.
  func save(_ file: CatalogFile) throws(CatalogError) -> Bool {
    let key = Self.key(URL(fileURLWithPath: file.resolvedPath))
    let bytes = file.encoded()
    lock.lock()
    defer { lock.unlock() }
    if file.isNewFile {
      guard files[key] == nil else { throw CatalogFile.appeared(file.displayPath) }
      files[key] = bytes
      return true
    }
    guard let current = files[key], !file.differs(from: current) else {
      throw CatalogFile.changedOnDisk(file.displayPath)
    }
    if current == bytes { return false }
    files[key] = bytes
    return true
  }
}
