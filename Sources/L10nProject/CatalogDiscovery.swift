import Foundation
import L10nCatalog

/// Turns the paths a user names into `.xcstrings` files.
public enum CatalogDiscovery {
  /// Files are taken as they are; folders are searched (not into hidden folders, `.build`, or
  /// `.xcloc` bundles, whose `Source Contents` hold copies). The result is sorted and has no
  /// duplicates. The temporary file of an interrupted save (`.NAME.l10n-PID-N.tmp`, see
  /// `CatalogFile`) is hidden and does not end in `.xcstrings`, so it is never taken for a catalog.
  public static func find(_ urls: [URL]) throws(ConfigError) -> [URL] {
    var found: [URL] = []
    for url in urls {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw ConfigError(file: displayPath(url), "no such file or folder")
      }
      if !isDirectory.boolValue {
        found.append(url.standardizedFileURL)
        continue
      }
      let matches = search(url)
      if matches.isEmpty {
        throw ConfigError(file: displayPath(url), "this folder holds no .xcstrings catalog")
      }
      found.append(contentsOf: matches)
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0.path).inserted }
  }

  private static func displayPath(_ url: URL) -> String {
    PathDisplay.relative(url, to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
  }

  /// The catalogs in a folder and its subfolders, as `find` searches them, and not into a folder
  /// `skipping` is true of (`l10n init`: dependency checkouts, another project's folder); none
  /// when the folder cannot be read.
  public static func catalogs(in directory: URL, skipping: (URL) -> Bool = { _ in false }) -> [URL] {
    search(directory, skipping: skipping)
  }

  private static func search(_ directory: URL, skipping: (URL) -> Bool = { _ in false }) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator {
      if isSkippedFolder(url.lastPathComponent)
        || ((try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true && skipping(url))
      {
        enumerator.skipDescendants()
        continue
      }
      if url.pathExtension == "xcstrings" { result.append(url.standardizedFileURL) }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Folders a search does not enter: build output and `.xcloc` bundles (hidden ones too).
  private static func isSkippedFolder(_ name: String) -> Bool {
    name.hasPrefix(".") || name == ".build" || name.hasSuffix(".xcloc") || name == "DerivedData"
  }

  /// Whether a search of a folder would find the catalog at `path`, given relative to that
  /// folder with `/` separators (as git lists files): a `.xcstrings` file, not hidden, in no
  /// folder a search skips.
  public static func wouldFind(relativePath path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    guard let name = components.last, name.hasSuffix(".xcstrings"), !name.hasPrefix(".") else { return false }
    return !components.dropLast().contains(where: isSkippedFolder)
  }
}

/// How paths are shown to the user: relative to the working directory when inside it.
public enum PathDisplay {
  /// `url` relative to `directory`: `Catalogs/L.xcstrings`, or `../Catalogs/L.xcstrings` when
  /// they share a folder below the root; otherwise the absolute path.
  public static func relative(_ url: URL, to directory: URL) -> String {
    relative(
      url.standardizedFileURL.resolvingSymlinksInPath().pathComponents,
      to: directory.standardizedFileURL.resolvingSymlinksInPath().pathComponents)
      ?? url.standardizedFileURL.path
  }

  /// `path` relative to `base` (both as path components), or nil when only the root is in common:
  /// an absolute path reads better than a chain of "..".
  static func relative(_ path: [String], to base: [String]) -> String? {
    var common = 0
    while common < path.count, common < base.count, path[common] == base[common] { common += 1 }
    if common == path.count && common == base.count { return "." }
    if common <= 1 { return nil }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + path[common...]).joined(separator: "/")
  }

  /// Shows many paths relative to one folder, resolving each parent folder's symbolic links once
  /// (`relative(_:to:)` resolves every component of every path, which adds up over thousands of
  /// source files). The file's own name is shown as found.
  public struct Relativizer {
    private let base: [String]
    private var folders: [String: [String]] = [:]

    public init(to directory: URL) {
      base = directory.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    }

    public mutating func relative(_ url: URL) -> String {
      let standardized = url.standardizedFileURL
      let folder = standardized.deletingLastPathComponent().path
      let resolved: [String]
      if let known = folders[folder] {
        resolved = known
      } else {
        resolved = URL(fileURLWithPath: folder, isDirectory: true).resolvingSymlinksInPath().pathComponents
        folders[folder] = resolved
      }
      return PathDisplay.relative(resolved + [standardized.lastPathComponent], to: base) ?? standardized.path
    }
  }

  /// A path the user typed, relative to `directory` unless it is absolute.
  public static func resolve(_ path: String, against directory: URL) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
    return directory.appendingPathComponent(path).standardizedFileURL
  }
}
