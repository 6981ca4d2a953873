import Foundation
import L10nCatalog
import L10nProject

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
    let urls = try catalogURLs(arguments)
    return try files.open(urls, access: access, recordingLocations: recordingLocations, onlyLanguages: onlyLanguages)
  }

  /// The catalogs named (from the working directory; folders are searched), else those l10n.yml
  /// names, as the session's files hold them.
  public func catalogURLs(_ arguments: [String] = []) throws(ConfigError) -> [URL] {
    guard let memory = files.memory else {
      return try project.catalogURLs(arguments: arguments, workingDirectory: workingDirectory)
    }
    return try memory.catalogURLs(project: project, arguments: arguments, workingDirectory: workingDirectory)
  }

  /// Saves the catalogs at `indices` that changed (each at once, under its lock), and gives the
  /// paths of those written.
  public func save(_ catalogs: [CatalogFile], at indices: some Sequence<Int>) throws -> [String] {
    try files.save(catalogs, at: indices)
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
