import Foundation
import L10nCatalog
import L10nExtraction
import L10nICU
import L10nProject
import L10nText

/// One run of l10n over a project: the project (l10n.yml, or the defaults), the working directory
/// paths are shown from, how the run reports progress, and what it keeps until the process ends.
/// Every command is a request (`SessionRequest`) that a session runs: it loads the catalogs (all
/// or nothing, locked when it writes), does its work, saves what changed and returns a value for a
/// renderer, so the command line is options → request → session → renderer.
public struct ProjectSession: Sendable {
  public let project: Project
  public let workingDirectory: URL
  public let observer: SessionObserver
  /// The one door for the run's files: catalogs opened and saved, result files written, locks
  /// and the write scope (`ProjectFiles`); on disk unless a test gave its in-memory twin.
  public let files: ProjectFiles
  private let kept: KeptValues?

  /// - Parameter keepingValuesUntilExit: for a process that ends right after the run (the command
  ///   line): large values handed to `keep` are never freed, since freeing a catalog of tens of
  ///   megabytes object by object takes longer than the exit. Off in a library or a test, where
  ///   `keep` does nothing.
  /// - Parameter files: the disk (default) or its in-memory twin.
  public init(
    project: Project, workingDirectory: URL, observer: SessionObserver = .silent, keepingValuesUntilExit: Bool = false,
    files: ProjectFiles? = nil
  ) {
    self.project = project
    self.workingDirectory = workingDirectory
    self.observer = observer
    self.files = files ?? ProjectFiles(workingDirectory: workingDirectory)
    if keepingValuesUntilExit {
      let box = KeptValues()
      // Retained once more and never released: what it keeps outlives the run.
      _ = Unmanaged.passRetained(box)
      kept = box
    } else {
      kept = nil
    }
  }

  /// Opens the project of `workingDirectory`: the configuration file `configPath` names (from the
  /// working directory), else the nearest l10n.yml in it or above, else the defaults. The
  /// configuration's languages are judged as every `--lang` is (`LanguageTags.problem`).
  public static func open(
    configPath: String? = nil, workingDirectory: URL, observer: SessionObserver = .silent,
    keepingValuesUntilExit: Bool = false, files: ProjectFiles? = nil
  ) throws -> ProjectSession {
    let judge: ConfigurationLoader.LanguageJudge = { LanguageTags.problem(with: $0, catalogLanguages: []) }
    let project =
      try files?.memory?.project(configPath: configPath, workingDirectory: workingDirectory, judgingLanguages: judge)
      ?? Project.load(configPath: configPath, workingDirectory: workingDirectory, judgingLanguages: judge)
    // What l10n.yml says of the rules is read by the rules (L10nCheck), and checked on opening.
    _ = try project.ruleConfiguration()
    return ProjectSession(
      project: project, workingDirectory: workingDirectory, observer: observer,
      keepingValuesUntilExit: keepingValuesUntilExit, files: files)
  }

  /// Runs one request in this session.
  public func run<Request: SessionRequest>(_ request: Request) throws -> Request.Result {
    try request.run(in: self)
  }

  /// Keeps plain data (catalog models, units read from files, reports) until the process exits
  /// instead of freeing it when the run ends; nothing in a session that does not keep values.
  /// Never values whose release does something (locks, files).
  public func keep(_ value: Any) {
    kept?.append(value)
  }

  /// A path as the run shows it: relative to the working directory when inside it.
  public func display(_ url: URL) -> String {
    files.display(url)
  }

  /// A catalog's path from the project root: what export writes as the XLIFF `original`, the
  /// CSV's catalog column and the bundle's Source Contents path, and what import matches back.
  public func original(of file: CatalogFile) -> String {
    PathDisplay.relative(URL(fileURLWithPath: file.resolvedPath), to: project.root)
  }

  /// A path typed on the command line (relative to the working directory) as a URL.
  public func resolve(_ path: String) -> URL {
    PathDisplay.resolve(path, against: workingDirectory)
  }
}

/// What a run does with the catalogs it loads.
public enum CatalogAccess: Sendable {
  /// Looked at only: never written, not hashed for saving.
  case readOnly
  /// Read as they are, to compare with what the run makes of them, but not locked (a dry run, a
  /// check, a diff).
  case unlocked
  /// Written: each one locked (waiting as this says) before any is read, the locks held as long
  /// as the files.
  case writing(CatalogLock.Waiting)

  /// `.writing(waiting)`, or `.unlocked` for a run that writes nothing (`--dry-run`).
  public static func writing(_ waiting: CatalogLock.Waiting, unless dryRun: Bool) -> CatalogAccess {
    dryRun ? .unlocked : .writing(waiting)
  }
}

/// A command's work, run by a `ProjectSession`.
public protocol SessionRequest {
  associatedtype Result
  func run(in session: ProjectSession) throws -> Result
}

/// Values kept until the process exits, in a box that is never freed.
private final class KeptValues: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Any] = []

  func append(_ value: Any) {
    lock.lock()
    values.append(value)
    lock.unlock()
  }
}
