import Foundation
import L10nExtraction
import L10nProject

extension ProjectFiles {
  /// The `.swift` files under `roots` (or the roots that are files), sorted, as
  /// `SourceTree.swiftFiles` finds them: not in hidden folders nor `SourceTree.skippedFolders`.
  public func swiftFiles(in roots: [URL]) -> [URL] {
    guard let memory else { return SourceTree.swiftFiles(in: roots) }
    var seen = Set<String>()
    var result: [URL] = []
    for root in roots {
      let top = root.standardizedFileURL
      if memory[top] != nil {
        if seen.insert(top.path).inserted { result.append(top) }
        continue
      }
      for file in memory.files(under: top) where file.pathExtension == "swift" {
        let folders = file.path.dropFirst(top.path.count).split(separator: "/").dropLast()
        guard !folders.contains(where: { $0.hasPrefix(".") || SourceTree.skippedFolders.contains(String($0)) }),
          !file.lastPathComponent.hasPrefix("."), seen.insert(file.path).inserted
        else { continue }
        result.append(file)
      }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// The bytes of `urls` held in memory, by path, for a scan (`ExtractionRun.contents`); nil on
  /// disk, where the scan reads the files itself.
  func contents(of urls: [URL]) -> [String: [UInt8]]? {
    guard let memory else { return nil }
    var contents: [String: [UInt8]] = [:]
    for url in urls { contents[url.path] = memory[url] }
    return contents
  }

  /// The catalogs at `urls` as `CatalogDiscovery.find` finds them (folders are searched).
  public func findCatalogs(_ urls: [URL]) throws(ConfigError) -> [URL] {
    guard let memory else { return try CatalogDiscovery.find(urls) }
    return try memory.find(urls, from: workingDirectory)
  }

  /// The catalogs in a folder, as `CatalogDiscovery.catalogs(in:skipping:)` finds them: not in a
  /// folder below it that `skipping` names.
  public func catalogs(in folder: URL, skipping: (URL) -> Bool = { _ in false }) -> [URL] {
    guard let memory else { return CatalogDiscovery.catalogs(in: folder, skipping: skipping) }
    let top = folder.standardizedFileURL
    return memory.files(under: top).filter { file in
      let relative = file.path.dropFirst(top.path.count + 1)
      guard CatalogDiscovery.wouldFind(relativePath: String(relative)) else { return false }
      var below = top
      for name in relative.split(separator: "/").dropLast() {
        below.appendPathComponent(String(name), isDirectory: true)
        if skipping(below) { return false }
      }
      return true
    }
  }
}
