import Foundation

/// The folders a run may write in, when something outside l10n confines it: SwiftPM runs a
/// command plugin in macOS's sandbox, which lets it write only inside the package folder and the
/// folders named with `--allow-writing-to-directory`. The plugin passes those folders in
/// `L10N_WRITABLE_DIRECTORIES` (separated by `:`), and l10n refuses, before writing anything, a
/// write elsewhere with what to do, instead of the sandbox's bare "Operation not permitted" half
/// way through. The rule is the same on every system, so a Linux run tells what a Mac will do.
public struct WriteScope: Sendable, Equatable {
  /// The environment variable the plugin sets.
  public static let environmentVariable = "L10N_WRITABLE_DIRECTORIES"

  /// This process's scope, from the environment: nil (anywhere) unless the plugin set it.
  public static let current: WriteScope? = ProcessInfo.processInfo.environment[environmentVariable].flatMap {
    WriteScope(environmentValue: $0)
  }

  /// The folders, as real absolute paths (symbolic links resolved).
  public let roots: [String]

  public init(roots: [String]) {
    self.roots = roots.map(Self.realPath)
  }

  /// nil for an empty value.
  public init?(environmentValue: String) {
    let folders = environmentValue.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    guard !folders.isEmpty else { return nil }
    self.init(roots: folders)
  }

  /// Whether `path` (a file or folder, existing or not; relative to the working directory) lies
  /// inside one of the roots.
  public func contains(_ path: String) -> Bool {
    let real = Self.realPath(path)
    return roots.contains { root in real == root || real.hasPrefix(root == "/" ? "/" : root + "/") }
  }

  /// Throws, for a path outside the roots, the error that says so and what to do.
  public func check(_ path: String, displayPath: String? = nil) throws(CatalogError) {
    guard !contains(path) else { return }
    let outside = Self.realPath(path)
    let folder = Self.nearestFolder(of: outside)
    let command = CommandLine.arguments.dropFirst().joined(separator: " ")
    let allowed = roots.count == 1 ? roots[0] : roots.joined(separator: ", ")
    throw CatalogError(
      .io,
      "swift package l10n may write only inside \(allowed) (SwiftPM's plugin sandbox), and this is outside; "
        + "nothing was written. Allow the folder: swift package --allow-writing-to-directory \(folder) l10n "
        + "--allow-writing-to-directory \(folder) \(command); or run l10n itself (swift run l10n \(command))",
      file: displayPath ?? outside)
  }

  /// The folder to allow for `path`: the path itself when it is an existing folder, else the
  /// nearest existing folder above it.
  static func nearestFolder(of path: String) -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return path
    }
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty && folder != "/" && !FileManager.default.fileExists(atPath: folder) {
      folder = (folder as NSString).deletingLastPathComponent
    }
    return folder.isEmpty ? "/" : folder
  }

  /// `path` made absolute, `.` and `..` taken out, and symbolic links resolved in the part that
  /// exists (macOS's /var is /private/var, and the sandbox judges real paths).
  static func realPath(_ path: String) -> String {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: url.path) && url.path != "/" && !url.path.isEmpty {
      missing.insert(url.lastPathComponent, at: 0)
      url = url.deletingLastPathComponent()
    }
    var real = url.resolvingSymlinksInPath().path
    for component in missing { real += (real.hasSuffix("/") ? "" : "/") + component }
    return real
  }
}
