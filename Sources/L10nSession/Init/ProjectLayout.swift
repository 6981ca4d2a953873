import Foundation
import L10nExtraction
import L10nProject

/// How a folder `l10n init` sets up is laid out: where the Swift sources are, where a new catalog
/// goes, and which bundle the shorthand reads it from.
///
/// - A `Package.swift` is read (never run) for its targets. The catalog goes to one target's
///   resources and the shorthand uses `Bundle.module`. The target is the one `--target` names,
///   else the first target in the manifest, not a test target, whose folder holds Swift files and
///   a catalog, else the first whose folder holds Swift files.
/// - A folder with an `.xcodeproj` (also beside a `Package.swift` that names no such target, as
///   one for editor support whose `path:` is a variable): the folder next to it with the
///   project's name, else the first folder next to it that holds Swift files (not tests);
///   `Bundle.main`.
/// - A `Package.swift` that names no such target, with no `.xcodeproj`: every top-level folder of
///   Swift code is a source, and the first holds what init creates; `Bundle.main`.
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

  /// Finds the layout of `root`, as `files` (the session's) hold it.
  ///
  /// - Throws: `ConfigError` when the package has no target to set up (or none named `target`),
  ///   or the `.xcodeproj` has no folder of Swift sources next to it.
  public static func detect(root: URL, target: String?, files: ProjectFiles) throws(ConfigError) -> ProjectLayout {
    let entries = files.names(in: root)?.sorted() ?? []
    let project = entries.first { $0.hasSuffix(".xcodeproj") }
    guard let data = try? files.read(root.appendingPathComponent("Package.swift")) else {
      if target != nil {
        throw ConfigError("--target names a target of a Swift package, and this folder has no Package.swift")
      }
      if let project { return try xcodeProject(project, entries: entries, root: root, files: files) }
      return ProjectLayout(
        kind: .folder, sources: ".", catalogFolder: ".", bundle: "main",
        explanation: "A folder without Package.swift or .xcodeproj: its Swift files are the sources.")
    }
    let manifest = PackageManifest(source: String(decoding: data, as: UTF8.self))
    if let layout = try package(manifest, root: root, target: target, files: files) { return layout }
    // No target init can read: an app's Package.swift for editor support, a manifest that computes
    // its targets. The Xcode project beside it, else every folder of Swift code.
    let why = unreadable(manifest)
    if let project {
      var layout = try xcodeProject(project, entries: entries, root: root, files: files)
      layout.explanation = "\(why), so init goes by \(project) beside it. " + layout.explanation
      return layout
    }
    let folders = codeFolders(root: root, fallback: "", files: files)
    guard let first = folders.first, !first.isEmpty else {
      throw ConfigError(
        file: "Package.swift",
        "no target (other than tests) with Swift files in its folder; add one, or name it with --target")
    }
    let listed = folders == ["."] ? "the folder itself" : folders.map { $0 + "/" }.joined(separator: ", ")
    return ProjectLayout(
      kind: .folder, sources: first, catalogFolder: first, bundle: "main",
      explanation: "\(why), and no .xcodeproj is beside it: the sources are every top-level folder of Swift code "
        + "(\(listed)); what init creates goes in \(first == "." ? "the folder itself" : first + "/").")
  }

  /// Why a manifest gave no target to set up, for the explanation of the layout used instead.
  private static func unreadable(_ manifest: PackageManifest) -> String {
    let lines = manifest.unreadableTargetLines
    if !lines.isEmpty {
      let which =
        lines.count == 1
        ? "its target on line \(lines[0])" : "its targets on lines \(lines.map(String.init).joined(separator: ", "))"
      return "Package.swift gives the name or folder of \(which) as a variable, which init does not evaluate "
        + "(it never runs the manifest)"
    }
    return "Package.swift has no target (other than tests) with Swift files in its folder"
  }

  /// The layout of the package's target to set up; nil when `target` is nil and no target (other
  /// than tests) has a folder init can read with Swift files in it.
  private static func package(_ manifest: PackageManifest, root: URL, target: String?, files: ProjectFiles)
    throws(ConfigError) -> ProjectLayout?
  {
    let candidates = manifest.targets.filter { $0.kind != .test }
    let chosen: PackageManifest.Target
    let reason: String
    if let target {
      guard let named = manifest.targets.first(where: { $0.name == target }) else {
        let unread = manifest.unreadableTargetLines.map(String.init).joined(separator: ", ")
        throw ConfigError(
          file: "Package.swift",
          "--target \(target): no such target (targets: \(manifest.targets.map(\.name).joined(separator: ", "))"
            + (unread.isEmpty ? "" : "; init cannot read the names or folders of those on line \(unread)") + ")")
      }
      chosen = named
      reason = "the target --target names"
    } else {
      let withSources = candidates.filter { hasSwiftFiles(root.appendingPathComponent($0.folder), files: files) }
      guard let first = withSources.first else { return nil }
      // The catalog is adopted where it is: the target that holds one, so that its shorthand's
      // Bundle.module is the catalog's bundle.
      let withCatalog = withSources.first {
        !files.catalogs(in: root.appendingPathComponent($0.folder)).isEmpty
      }
      chosen = withCatalog ?? first
      let others = withSources.filter { $0.name != chosen.name }.map(\.name)
      let which =
        withCatalog != nil && withCatalog != first
        ? "the first target in Package.swift with Swift files and a catalog"
        : "the first target in Package.swift with Swift files"
      reason =
        others.isEmpty
        ? "the package's only target with Swift files"
        : "\(which) (others: \(others.joined(separator: ", ")); --target chooses)"
    }
    let folder = chosen.folder
    // A catalog goes into a resources folder the target declares already, else beside its sources.
    let resourceFolder = (chosen.resources ?? []).first {
      files.isFolder(root.appendingPathComponent(folder + "/" + $0))
    }
    return ProjectLayout(
      kind: .package(chosen, manifest), sources: folder,
      catalogFolder: resourceFolder.map { folder + "/" + $0 } ?? folder, bundle: "module",
      explanation: "Swift package: target '\(chosen.name)' (\(folder)), \(reason).")
  }

  private static func xcodeProject(_ project: String, entries: [String], root: URL, files: ProjectFiles)
    throws(ConfigError) -> ProjectLayout
  {
    let name = String(project.dropLast(".xcodeproj".count))
    let folders = entries.filter { entry in
      !entry.hasPrefix(".") && !entry.hasSuffix(".xcodeproj") && !entry.hasSuffix("Tests")
        && entry != "build" && !SourceTree.skippedFolders.contains(entry)
        && files.isFolder(root.appendingPathComponent(entry))
    }
    let sameName = folders.contains(name) && hasSwiftFiles(root.appendingPathComponent(name), files: files)
    guard
      let folder = sameName
        ? name : folders.first(where: { hasSwiftFiles(root.appendingPathComponent($0), files: files) })
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
  public static func codeFolders(root: URL, fallback: String, files: ProjectFiles) -> [String] {
    // The shorthand goes to the top: `.` covers it and everything else.
    if fallback == "." { return ["."] }
    let entries = files.names(in: root)?.sorted() ?? []
    var folders: [String] = []
    for entry in entries where !entry.hasPrefix(".") && !SourceTree.skippedFolders.contains(entry) && entry != "build" {
      let url = root.appendingPathComponent(entry)
      if files.isFolder(url) {
        if !entry.hasSuffix(".xcodeproj") && !entry.hasSuffix(".xcworkspace") && hasSwiftFiles(url, files: files) {
          folders.append(entry)
        }
      } else if entry.hasSuffix(".swift") && entry != "Package.swift" && !entry.hasPrefix("Package@swift-") {
        return ["."]
      }
    }
    return folders.isEmpty ? [fallback] : folders
  }

  static func hasSwiftFiles(_ folder: URL, files: ProjectFiles) -> Bool {
    files.isFolder(folder) && !files.swiftFiles(in: [folder]).isEmpty
  }
}
