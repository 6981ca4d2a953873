import Foundation
import L10nCatalog

/// The formats l10n exchanges with translators.
public enum ExchangeFormat: String, CaseIterable, Sendable {
  case xliff, xcloc, csv
  /// Gettext PO, one file per language; `pot` is its template (`POWriter`).
  case po, pot

  /// The format of a file by its extension, else by its bytes: XML starts with `<` (after a
  /// byte order mark and blanks), PO with `#`, `msgid` or `msgctxt`, anything else is read as
  /// CSV. Never `.xcloc`, a folder, nor `.pot`: a template is read as PO.
  public static func of(fileExtension: String, bytes: some Collection<UInt8>) -> ExchangeFormat {
    switch fileExtension.lowercased() {
    case "csv", "tsv": return .csv
    case "xliff", "xlf", "xml": return .xliff
    case "po", "pot": return .po
    default:
      let start = bytes.drop {
        $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09
      }
      if start.first == UInt8(ascii: "<") { return .xliff }
      let head = Array(start.prefix(7))
      if head.first == UInt8(ascii: "#") || head.starts(with: Array("msgid ".utf8)) || head == Array("msgctxt".utf8) {
        return .po
      }
      return .csv
    }
  }
}

/// One file to import, as read: its name for messages and the `<file>`s (catalogs) it holds.
/// An .xcloc bundle gives one document per XLIFF inside it.
public struct ImportDocument {
  public var name: String
  public var files: [ExchangeFile]

  public init(name: String, files: [ExchangeFile]) {
    self.name = name
    self.files = files
  }

  /// Reads one file or bundle, its format from its extension or its bytes.
  ///
  /// - Parameter formulaGuard: CSV: a leading `'` before `= + - @`, tab or CR is the guard
  ///   export wrote, and goes.
  public static func read(_ url: URL, displayPath: String, formulaGuard: Bool) throws -> [ImportDocument] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw ExchangeError(file: displayPath, "no such file")
    }
    if isFolder.boolValue {
      let xliffs = try XclocBundle.xliffFiles(in: url, displayPath: displayPath)
      return try xliffs.map { xliff in
        let name = displayPath + "/Localized Contents/" + xliff.lastPathComponent
        return ImportDocument(
          name: name, files: try XLIFFReader.read(bytes: readBytes(xliff, displayPath: name), file: name))
      }
    }
    let bytes = try readBytes(url, displayPath: displayPath)
    switch ExchangeFormat.of(fileExtension: url.pathExtension, bytes: bytes) {
    case .csv:
      return [
        ImportDocument(
          name: displayPath, files: try CSVFormat.read(bytes: bytes, file: displayPath, formulaGuard: formulaGuard))
      ]
    case .xliff, .xcloc:
      return [ImportDocument(name: displayPath, files: try XLIFFReader.read(bytes: bytes, file: displayPath))]
    case .po, .pot:
      return [ImportDocument(name: displayPath, files: try POImport.read(bytes: bytes, file: displayPath))]
    }
  }

  private static func readBytes(_ url: URL, displayPath: String) throws(ExchangeError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ExchangeError(file: displayPath, "cannot read the file")
    }
    return [UInt8](data)
  }

  /// Where this document names a file's language, for messages: XLIFF's attribute or the CSV's column.
  public func languageField(of file: ExchangeFile) -> String {
    let lowercased = name.lowercased()
    if lowercased.hasSuffix(".po") || lowercased.hasSuffix(".pot") { return "the PO header's Language, as a tag," }
    return lowercased.hasSuffix(".csv") || lowercased.hasSuffix(".tsv")
      ? "the CSV's target column, language" : "<file original=\"\(file.original)\"> target-language"
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
