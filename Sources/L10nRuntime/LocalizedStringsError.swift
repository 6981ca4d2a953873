import L10nCatalog

/// Why catalogs could not be loaded: what is wrong and where, in words a user can act on.
public enum LocalizedStringsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No file at the path.
  case catalogNotFound(path: String)
  /// The file is not a String Catalog: invalid JSON, or JSON of another shape. `line` and
  /// `column` say where (1-based), and `reason` what was expected there and the path of the value
  /// inside the catalog.
  case invalidCatalog(path: String, line: Int?, column: Int?, reason: String)
  /// The file could not be read (a folder, no permission, larger than 1 GiB).
  case unreadable(path: String, reason: String)
  /// The bundle's resources hold no `.xcstrings` file.
  case noCatalogs(bundle: String)
  /// Two catalogs have the same name, so they would be the same table.
  case sameTable(table: String, paths: [String])

  public var description: String {
    switch self {
    case .catalogNotFound(let path):
      return "\(path): no such String Catalog"
    case .invalidCatalog(let path, let line, let column, let reason):
      return "\(SourcePlace(file: path, line: line, column: column)): \(reason)"
    case .unreadable(let path, let reason):
      return "\(path): \(reason)"
    case .noCatalogs(let bundle):
      return
        "\(bundle): no String Catalog (.xcstrings) among the bundle's resources; add them to the target as resources with .copy(\"Localizable.xcstrings\"), which keeps them as they are"
    case .sameTable(let table, let paths):
      return
        "the catalogs \(paths.joined(separator: " and ")) are both the table \"\(table)\"; a table is named by its file's name, so give them different names"
    }
  }

  /// The error of reading the catalog at `path`.
  init(_ error: CatalogError, path: String) {
    switch error.kind {
    case .io, .limit:
      self = .unreadable(path: path, reason: error.message)
    case .syntax, .shape, .encoding:
      let inside = error.codingPath.map(\.description).joined(separator: " → ")
      self = .invalidCatalog(
        path: path, line: error.location?.line, column: error.location?.column,
        reason: inside.isEmpty ? error.message : inside + ": " + error.message)
    }
  }
}
