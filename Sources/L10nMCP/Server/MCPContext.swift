import Foundation
import L10nCatalog
import L10nProject
import L10nSession
import MCP

/// What every request of the server works with: one long-lived project session (opened again
/// when l10n.yml changes), whose catalogs are read again only when their file changed on disk
/// (`CatalogCache`), the project's root, and the confinement of every path to the project.
///
/// Requests run one at a time on a queue of their own, off Swift's cooperative threads: the
/// session's work is synchronous, and two requests of one agent must not interleave (a write
/// between a read's catalogs).
public final class MCPContext: @unchecked Sendable {
  /// The folder the server started in (or `--project`): where the nearest l10n.yml is looked for.
  public let workingDirectory: URL
  /// The arguments and results of `tools/call` requests the server's transport carries past the
  /// SDK (`SetAside`).
  let setAside = SetAside()
  private let configPath: String?
  private let files: ProjectFiles
  private let queue = DispatchQueue(label: "l10n.mcp.session")
  /// Touched on `queue` only.
  private var current: ProjectSession
  private var configurationStamp: ConfigurationStamp
  private var warm: [String: (stamp: [String], value: Any)] = [:]

  /// Opens the project of `workingDirectory` (its nearest l10n.yml, or `configPath`): a broken
  /// configuration fails here, before the server starts.
  ///
  /// - Parameter files: the in-memory twin for tests; default the disk, confined to the project
  ///   (`WriteScope` with the project's root) and with catalogs kept warm between requests.
  public init(workingDirectory: URL, configPath: String? = nil, files: ProjectFiles? = nil) throws {
    self.workingDirectory = workingDirectory.standardizedFileURL
    self.configPath = configPath
    let opened = try ProjectSession.open(
      configPath: configPath, workingDirectory: self.workingDirectory, files: files)
    self.files =
      files
      ?? ProjectFiles(
        workingDirectory: self.workingDirectory, scope: WriteScope(roots: [opened.project.root.path]),
        catalogCache: CatalogCache())
    current =
      files == nil
      ? try ProjectSession.open(configPath: configPath, workingDirectory: self.workingDirectory, files: self.files)
      : opened
    configurationStamp = ConfigurationStamp(current.project, files: self.files)
  }

  /// The project's root: the folder of its l10n.yml (else the working directory).
  public var root: URL {
    queue.sync { current.project.root }
  }

  /// Runs `body` with the session, on the session's queue: first the session is opened again if
  /// l10n.yml changed since it was read (catalogs changed on disk are read again by the session's
  /// files as they are asked for).
  public func withSession<T>(_ body: @escaping (ProjectSession) throws -> T) async throws -> T {
    // The body and its result stay on the queue and with the one caller awaiting them.
    let work = Unchecked(body)
    let result = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Unchecked<T>, any Error>) in
      queue.async {
        continuation.resume(with: Result { Unchecked(try work.value(self.refreshedSession())) })
      }
    }
    return result.value
  }

  /// Returns when the work queued before it is done.
  func finishQueuedWork() async {
    await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
  }

  /// The session, opened again when its configuration file changed (or appeared or went away).
  private func refreshedSession() throws -> ProjectSession {
    let stamp = ConfigurationStamp(current.project, files: files)
    if stamp != configurationStamp {
      current = try ProjectSession.open(configPath: configPath, workingDirectory: workingDirectory, files: files)
      configurationStamp = ConfigurationStamp(current.project, files: files)
      warm.removeAll()
    }
    return current
  }

  /// Texts that change when any of `urls` does (its file's stamp, or in memory its bytes), for
  /// `warmValue`. Call on the session's queue.
  public func stamps(_ urls: [URL]) -> [String] {
    urls.map { url in
      if let memory = files.memory { return memory[url].map { "\($0.hashValue)" } ?? "-" }
      // A file changed within two seconds may change again in the same clock tick: never warm,
      // unless it is a catalog the session has just saved (and the cache keeps).
      let stamp =
        if let cache = files.catalogCache {
          cache.stamp(ofFileAt: url.path, stillFor: 2)
        } else {
          CatalogCache.stamp(ofFileAt: url.path, stillFor: 2)
        }
      return stamp ?? UUID().uuidString
    }
  }

  /// A value worked out from the project (a translation memory, where code uses keys), kept
  /// while `stamp` (what it was worked out from, such as its catalogs' stamps) is the same. Call on the
  /// session's queue (inside `withSession`).
  public func warmValue<T>(_ key: String, stamp: [String], make: () throws -> T) rethrows -> T {
    if let kept = warm[key], kept.stamp == stamp, let value = kept.value as? T { return value }
    // What was worked out of the files before is taken apart on another thread (a translation
    // memory's search holds thousands of texts: tens of milliseconds).
    if let old = warm.removeValue(forKey: key) { Parallel.release(old) }
    let value = try make()
    warm[key] = (stamp, value)
    return value
  }
}

/// The configuration file's bytes (or that there is none), to tell when to open the session again.
struct ConfigurationStamp: Equatable {
  var path: String?
  var bytes: [UInt8]?

  init(_ project: Project, files: ProjectFiles) {
    // l10n.yml where the project has one, else where one would appear.
    let url = project.configurationFile ?? project.root.appendingPathComponent("l10n.yml")
    path = url.path
    bytes = try? files.read(url)
  }
}

extension MCPContext {
  /// The project of `projectFolder` (from the current directory; default the current directory),
  /// as `l10n mcp --project` names it. A folder that is not there is a usage error.
  public convenience init(projectFolder: String?, configPath: String?) throws {
    let folder = PathDisplay.resolve(projectFolder ?? ".", against: ProjectSession.currentDirectory)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw UsageError("--project: \(projectFolder ?? ".") is not a folder")
    }
    let config = configPath.map { PathDisplay.resolve($0, against: ProjectSession.currentDirectory).path }
    try self.init(workingDirectory: folder, configPath: config)
  }
}

/// A value handed from one task to the session's queue and back, never used by both at once.
struct Unchecked<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
