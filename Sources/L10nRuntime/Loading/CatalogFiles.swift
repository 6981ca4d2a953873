import Foundation
import L10nCatalog

/// Finding and reading the catalogs, with errors that say which file and what is wrong.
enum CatalogFiles {
  /// The `.xcstrings` files under `folder` (a bundle's resources), by path.
  static func inBundle(_ folder: URL) throws(LocalizedStringsError) -> [URL] {
    var found: [URL] = []
    let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = walk?.nextObject() as? URL {
      if url.pathExtension == "xcstrings" { found.append(url) }
    }
    guard !found.isEmpty else { throw .noCatalogs(bundle: folder.path) }
    return found.sorted { $0.path < $1.path }
  }

  /// Each catalog at `files` with its table name, `only` those languages (and the source
  /// language) when given.
  static func read(
    _ files: [URL], only: Set<String>?
  ) throws(LocalizedStringsError) -> [(table: String, catalog: StringCatalog)] {
    var catalogs: [(table: String, catalog: StringCatalog)] = []
    var paths: [String: String] = [:]
    for url in files {
      let path = url.path
      let table = url.deletingPathExtension().lastPathComponent
      if let other = paths[table] { throw .sameTable(table: table, paths: [other, path]) }
      paths[table] = path
      guard FileManager.default.fileExists(atPath: path) else { throw .catalogNotFound(path: path) }
      do {
        let file = try CatalogFile(path: path, onlyLanguages: only, readOnly: true)
        catalogs.append((table, file.catalog))
      } catch {
        throw LocalizedStringsError(error, path: path)
      }
    }
    return catalogs
  }
}
