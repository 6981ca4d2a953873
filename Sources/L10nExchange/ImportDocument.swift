import Foundation
import L10nCatalog

/// One file to import, as read: its name for messages, the `<file>`s (catalogs) it holds and its
/// format. An .xcloc bundle gives one document per XLIFF inside it.
public struct ImportDocument {
  public var name: String
  public var files: [ExchangeFile]
  public var format: ExchangeFormat

  public init(name: String, files: [ExchangeFile], format: ExchangeFormat = .xliff) {
    self.name = name
    self.files = files
    self.format = format
  }

  /// Reads one file or bundle from `files` (the session's): a folder by the bundle format, a file
  /// by the format its extension or its bytes name (`ExchangeFormat.of`).
  ///
  /// - Parameter formulaGuard: CSV: a leading `'` before `= + - @`, tab or CR is the guard
  ///   export wrote, and goes.
  public static func read(_ url: URL, displayPath: String, formulaGuard: Bool, from files: any ReadableFiles)
    throws -> [ImportDocument]
  {
    guard files.exists(url) else { throw ExchangeError(file: displayPath, "no such file") }
    var source = ImportSource(url: url, name: displayPath, bytes: [], formulaGuard: formulaGuard)
    let format: ExchangeFormat?
    if files.isFolder(url) {
      source.files = files
      format = ExchangeFormat.allCases.first { $0.definition.imports && $0.layout == .bundle }
    } else {
      source.bytes = try files.bytes(of: url, name: displayPath)
      format = ExchangeFormat.of(fileExtension: url.pathExtension, bytes: source.bytes)
    }
    guard let format else { throw ExchangeError(file: displayPath, "not a file l10n imports") }
    return try format.definition.read(source)
  }

  /// Where this document names a file's language, for messages: XLIFF's attribute, the CSV's
  /// column or the PO header's field.
  public func languageField(of file: ExchangeFile) -> String {
    format.definition.languageField(of: file)
  }
}

/// Which catalog each `<file>` of a document goes to.
public struct ImportRouting {
  /// The catalogs' paths from the project root, in the order of the catalogs.
  public var catalogPaths: [String]
  /// `--catalog`: everything goes to the one catalog.
  public var singleCatalog: Bool

  public init(catalogPaths: [String], singleCatalog: Bool) {
    self.catalogPaths = catalogPaths
    self.singleCatalog = singleCatalog
  }

  /// The index of the catalog `file` goes to, nil when none: with one catalog, the file when it
  /// is the document's only one or carries the catalog's file name; else the catalog at its path
  /// from the project root; else the only catalog whose path ends the same way (longest match
  /// wins), a file name alone only when no other `<file>` of the document has that name.
  public func catalog(for file: ExchangeFile, in document: ImportDocument) throws -> Int? {
    if singleCatalog { return try onlyCatalog(for: file, in: document) }
    // A file that names no catalog (a PO from elsewhere, without X-L10n-Catalog) goes to the only one.
    if file.original.isEmpty && catalogPaths.count == 1 { return 0 }
    if let exact = catalogPaths.firstIndex(of: file.original) { return exact }
    let wanted = file.original.split(separator: "/")
    var best: (index: Int, length: Int)? = nil
    var tie = false
    for (index, original) in catalogPaths.enumerated() {
      let have = original.split(separator: "/")
      var length = 0
      while length < min(wanted.count, have.count), wanted[wanted.count - 1 - length] == have[have.count - 1 - length] {
        length += 1
      }
      guard length > 0 else { continue }
      if let current = best, current.length == length {
        tie = true
      } else if best == nil || length > best!.length {
        best = (index, length)
        tie = false
      }
    }
    guard let best, !tie else { return nil }
    if best.length == 1 {
      let name = wanted.last!
      if document.files.filter({ $0.original.split(separator: "/").last == name }).count > 1 { return nil }
    }
    return best.index
  }

  private func onlyCatalog(for file: ExchangeFile, in document: ImportDocument) throws -> Int? {
    if document.files.count == 1 { return 0 }
    let name = (file.original as NSString).lastPathComponent
    let sameName = document.files.filter { ($0.original as NSString).lastPathComponent == name }
    guard name == ((catalogPaths.first ?? "") as NSString).lastPathComponent else { return nil }
    if sameName.count > 1 {
      throw ExchangeError(
        file: document.name,
        "\(sameName.count) <file> elements are named \(name) (\(sameName.map(\.original).joined(separator: ", "))); import without --catalog, from the project, so their paths pick the catalogs"
      )
    }
    return 0
  }
}
