import Foundation

/// Finds the Swift files under the source folders.
public enum SourceTree {
  /// Folders of build output and of dependencies' checkouts, never a project's own code: SwiftPM's
  /// `.build`, Xcode's `DerivedData` and `SourcePackages`, CocoaPods' `Pods`, `Carthage`.
  public static let skippedFolders: Set<String> = [".build", "DerivedData", "SourcePackages", "Pods", "Carthage"]

  /// `.swift` files under `roots` (or the roots themselves when they are files), sorted, skipping
  /// hidden folders and `skippedFolders`.
  public static func swiftFiles(in roots: [URL]) -> [URL] {
    var result: [URL] = []
    var seen = Set<String>()
    for root in roots {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue {
        if seen.insert(root.standardizedFileURL.path).inserted { result.append(root.standardizedFileURL) }
        continue
      }
      guard
        let enumerator = FileManager.default.enumerator(
          at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in enumerator {
        let name = url.lastPathComponent
        if skippedFolders.contains(name) {
          enumerator.skipDescendants()
          continue
        }
        if url.pathExtension == "swift", seen.insert(url.standardizedFileURL.path).inserted {
          result.append(url.standardizedFileURL)
        }
      }
    }
    // Sort by path, computing each path once (`URL.path` is not free).
    return result.map { ($0.path, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
