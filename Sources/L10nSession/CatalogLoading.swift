import Foundation
import L10nCatalog
import L10nProject
import L10nText

extension ProjectSession {
  /// The catalogs a request works on, every one read before anything is written, so that one bad
  /// file stops the run with every file untouched: the paths given (from the working directory;
  /// folders are searched), else those l10n.yml names. Throws `CatalogsUnreadable` with every
  /// error when one cannot be read (or locked).
  ///
  /// - Parameters:
  ///   - access: `.writing` locks each one (in the order of their real paths, so that two runs
  ///     locking the same catalogs never hold one each while waiting for the other's) before
  ///     reading any, and keeps the locks as long as the files; a write outside what the plugin
  ///     may write stops it first.
  ///   - onlyLanguages: read only these languages and the source language (never written).
  public func catalogs(
    _ arguments: [String] = [], access: CatalogAccess, recordingLocations: Bool = false,
    onlyLanguages: Set<String>? = nil
  ) throws -> [CatalogFile] {
    let urls = try project.catalogURLs(arguments: arguments, workingDirectory: workingDirectory)
    var errors: [any Error] = []
    var locks: [String: CatalogLock] = [:]
    if case .writing(let waiting) = access {
      try WriteScope.checkCurrent(urls, workingDirectory: workingDirectory)
      locks = lock(urls, waiting: waiting, errors: &errors)
    }
    var files: [CatalogFile] = []
    for url in urls {
      var lock: CatalogLock? = nil
      if case .writing = access {
        // Its lock could not be taken: the error is already noted.
        guard let taken = locks[Self.lockKey(url)] else { continue }
        lock = taken
      }
      do {
        files.append(
          try CatalogFile(
            path: url.path, displayPath: display(url), recordingLocations: recordingLocations, lock: lock,
            onlyLanguages: onlyLanguages, readOnly: { if case .readOnly = access { true } else { false } }()))
      } catch {
        errors.append(error)
      }
    }
    guard errors.isEmpty else { throw CatalogsUnreadable(errors: errors, read: files.count) }
    return files
  }

  private static func lockKey(_ url: URL) -> String {
    url.resolvingSymlinksInPath().path
  }

  private func lock(_ urls: [URL], waiting: CatalogLock.Waiting, errors: inout [any Error]) -> [String: CatalogLock] {
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

  /// Saves the catalogs at `indices` that changed (each at once, under its lock), and gives the
  /// paths of those written.
  public func save(_ files: [CatalogFile], at indices: some Sequence<Int>) throws -> [String] {
    var written: [String] = []
    for index in indices where try files[index].save() { written.append(files[index].displayPath) }
    return written
  }
}

/// Catalogs that could not be read (or locked): the run stops before writing anything.
public struct CatalogsUnreadable: Error, CustomStringConvertible {
  /// Each catalog's error.
  public var errors: [any Error]
  /// How many catalogs were read.
  public var read: Int

  /// The line after the errors, when there is more than one catalog.
  public var summary: String? {
    guard errors.count > 1 || read > 0 else { return nil }
    return
      "\(errors.count) of \(Counted.phrase(errors.count + read, "catalog")) could not be read; no file was changed."
  }

  public var description: String {
    (errors.map { "\($0)" } + [summary].compactMap { $0 }).joined(separator: "\n")
  }
}
