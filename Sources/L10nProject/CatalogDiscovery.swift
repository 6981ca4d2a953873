import Foundation

/// Turns the paths a user names into `.xcstrings` files.
public enum CatalogDiscovery {
  /// Files are taken as they are; folders are searched (not into hidden folders, `.build`, or
  /// `.xcloc` bundles, whose `Source Contents` hold copies). The result is sorted and has no
  /// duplicates.
  public static func find(_ urls: [URL]) throws(ConfigError) -> [URL] {
    var found: [URL] = []
    for url in urls {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw ConfigError(file: url.relativePath, "no such file or folder")
      }
      if !isDirectory.boolValue {
        found.append(url.standardizedFileURL)
        continue
      }
      let matches = search(url)
      if matches.isEmpty {
        throw ConfigError(file: url.relativePath, "this folder holds no .xcstrings catalog")
      }
      found.append(contentsOf: matches)
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0.path).inserted }
  }

  private static func search(_ directory: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator {
      let name = url.lastPathComponent
      if name == ".build" || name.hasSuffix(".xcloc") || name == "DerivedData" {
        enumerator.skipDescendants()
        continue
      }
      if url.pathExtension == "xcstrings" { result.append(url.standardizedFileURL) }
    }
    return result.sorted { $0.path < $1.path }
  }
}

/// How paths are shown to the user: relative to the working directory when inside it.
public enum PathDisplay {
  public static func relative(_ url: URL, to directory: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = directory.standardizedFileURL.path
    if path == base { return "." }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    return path
  }
}
