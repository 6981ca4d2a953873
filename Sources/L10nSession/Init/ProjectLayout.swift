import Foundation
import L10nExtraction
import L10nProject

/// How a folder `l10n init` sets up is laid out: where the Swift sources are, where a new catalog
/// goes, and which bundle the shorthand reads it from.
///
/// - A `Package.swift` is read (never run) for its targets. The catalog goes to one target's
///   resources and the shorthand uses `Bundle.module`. The target is the one `--target` names,
///   else the first target in the manifest, not a test target, whose folder holds Swift files.
/// - A folder with an `.xcodeproj`: the folder next to it with the project's name, else the
///   first folder next to it that holds Swift files (not tests); `Bundle.main`.
/// - Any other folder: the folder itself; `Bundle.main`.
public struct ProjectLayout: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A Swift package; the chosen target and its manifest entry.
    case package(PackageManifest.Target, PackageManifest)
    /// A folder with this `.xcodeproj`.
    case xcodeProject(String)
    case folder
  }

  public var kind: Kind
  /// The folder of Swift sources, relative to the root (`.` for the root itself).
  public var sources: String
  /// Where a new catalog goes, relative to the root.
  public var catalogFolder: String
  /// `module` (a package target's resources) or `main` (an app).
  public var bundle: String
  /// Which layout was found and why this folder: a sentence for the user.
  public var explanation: String

  /// Finds the layout of `root`.
  ///
  /// - Throws: `ConfigError` when the package has no target to set up (or none named `target`),
  ///   or the `.xcodeproj` has no folder of Swift sources next to it.
  public static func detect(root: URL, target: String?) throws(ConfigError) -> ProjectLayout {
    let manifest = root.appendingPathComponent("Package.swift")
    if let data = FileManager.default.contents(atPath: manifest.path) {
      return try package(PackageManifest(source: String(decoding: data, as: UTF8.self)), root: root, target: target)
    }
    if target != nil {
      throw ConfigError("--target names a target of a Swift package, and this folder has no Package.swift")
    }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
    if let project = entries.first(where: { $0.hasSuffix(".xcodeproj") }) {
      return try xcodeProject(project, entries: entries, root: root)
    }
    return ProjectLayout(
      kind: .folder, sources: ".", catalogFolder: ".", bundle: "main",
      explanation: "A folder without Package.swift or .xcodeproj: its Swift files are the sources.")
  }

  private static func package(_ manifest: PackageManifest, root: URL, target: String?) throws(ConfigError)
    -> ProjectLayout
  {
    let candidates = manifest.targets.filter { $0.kind != .test }
    let chosen: PackageManifest.Target
    let reason: String
    if let target {
      guard let named = manifest.targets.first(where: { $0.name == target }) else {
        throw ConfigError(
          file: "Package.swift",
          "--target \(target): no such target (targets: \(manifest.targets.map(\.name).joined(separator: ", ")))")
      }
      chosen = named
      reason = "the target --target names"
    } else {
      let withSources = candidates.filter { hasSwiftFiles(root.appendingPathComponent($0.folder)) }
      guard let first = withSources.first else {
        throw ConfigError(
          file: "Package.swift",
          "no target (other than tests) with Swift files in its folder; add one, or name it with --target")
      }
      chosen = first
      let others = withSources.dropFirst().map(\.name)
      reason =
        others.isEmpty
        ? "the package's only target with Swift files"
        : "the first target in Package.swift with Swift files (others: \(others.joined(separator: ", ")); "
          + "--target chooses)"
    }
    let folder = chosen.folder
    // A catalog goes into a resources folder the target declares already, else beside its sources.
    let resourceFolder = (chosen.resources ?? []).first { isDirectory(root.appendingPathComponent(folder + "/" + $0)) }
    return ProjectLayout(
      kind: .package(chosen, manifest), sources: folder,
      catalogFolder: resourceFolder.map { folder + "/" + $0 } ?? folder, bundle: "module",
      explanation: "Swift package: target '\(chosen.name)' (\(folder)), \(reason).")
  }

  private static func xcodeProject(_ project: String, entries: [String], root: URL) throws(ConfigError)
    -> ProjectLayout
  {
    let name = String(project.dropLast(".xcodeproj".count))
    let folders = entries.filter { entry in
      !entry.hasPrefix(".") && !entry.hasSuffix(".xcodeproj") && !entry.hasSuffix("Tests")
        && entry != "build" && !SourceTree.skippedFolders.contains(entry)
        && isDirectory(root.appendingPathComponent(entry))
    }
    let sameName = folders.contains(name) && hasSwiftFiles(root.appendingPathComponent(name))
    guard let folder = sameName ? name : folders.first(where: { hasSwiftFiles(root.appendingPathComponent($0)) })
    else {
      throw ConfigError(
        file: project, "no folder next to it holds the app's Swift files; run l10n init in a folder that has them")
    }
    let why = sameName ? "the folder with the project's name" : "the first folder next to it with Swift files"
    return ProjectLayout(
      kind: .xcodeProject(project), sources: folder, catalogFolder: folder, bundle: "main",
      explanation: "Xcode project \(project): the app's sources are in \(folder)/, \(why).")
  }

  /// Every folder of the project's own Swift code, for l10n.yml's `sources`: each top-level folder
  /// that holds Swift files (app folders, extensions, local packages, shared code, tests), not
  /// hidden ones, build output or dependency checkouts (`SourceTree.skippedFolders`, `build`,
  /// `.xcodeproj`); `.` when Swift files other than a package manifest sit at the top. So extract,
  /// and a later `--prune`, see every Swift file a developer edits. `fallback` when none is found.
  public static func codeFolders(root: URL, fallback: String) -> [String] {
    // The shorthand goes to the top: `.` covers it and everything else.
    if fallback == "." { return ["."] }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
    var folders: [String] = []
    for entry in entries where !entry.hasPrefix(".") && !SourceTree.skippedFolders.contains(entry) && entry != "build" {
      let url = root.appendingPathComponent(entry)
      if isDirectory(url) {
        if !entry.hasSuffix(".xcodeproj") && !entry.hasSuffix(".xcworkspace") && hasSwiftFiles(url) {
          folders.append(entry)
        }
      } else if entry.hasSuffix(".swift") && entry != "Package.swift" && !entry.hasPrefix("Package@swift-") {
        return ["."]
      }
    }
    return folders.isEmpty ? [fallback] : folders
  }

  static func hasSwiftFiles(_ folder: URL) -> Bool {
    isDirectory(folder) && !SourceTree.swiftFiles(in: [folder]).isEmpty
  }

  static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
