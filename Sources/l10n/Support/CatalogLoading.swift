import ArgumentParser
import Foundation
import L10nCatalog
import L10nProject
import L10nText

/// Reads every catalog a command works on before anything is written, so that one bad file stops
/// the run with every file untouched.
struct CatalogLoading {
  /// The catalogs that were read.
  var files: [CatalogFile] = []
  /// The errors of those that could not be read; the run fails if there is any.
  var errors: [any Error] = []

  /// - Parameters:
  ///   - locking: for a command that will write the catalogs: lock each one (waiting as this
  ///     says) before reading any, and keep the locks as long as the files.
  ///   - onlyLanguages: read only these languages and the source language (never written).
  ///   - readOnly: for a command that never writes the catalogs (not hashed for saving).
  init(
    project: Project, arguments: [String], workingDirectory: URL, recordingLocations: Bool = false,
    locking: CatalogLock.Waiting? = nil, onlyLanguages: Set<String>? = nil, readOnly: Bool = false
  ) throws {
    let urls = try project.catalogURLs(arguments: arguments, workingDirectory: workingDirectory)
    // A command that will write them: one outside what the plugin may write stops it first.
    if locking != nil { try WriteScope.checkCurrent(urls, workingDirectory: workingDirectory) }
    let locks = locking.map { Self.lock(urls, workingDirectory: workingDirectory, waiting: $0, errors: &errors) } ?? [:]
    for url in urls {
      let display = PathDisplay.relative(url, to: workingDirectory)
      var lock: CatalogLock? = nil
      if locking != nil {
        // Its lock could not be taken: the error is already noted.
        guard let taken = locks[Self.lockKey(url)] else { continue }
        lock = taken
      }
      do {
        files.append(
          try CatalogFile(
            path: url.path, displayPath: display, recordingLocations: recordingLocations, lock: lock,
            onlyLanguages: onlyLanguages, readOnly: readOnly))
      } catch {
        errors.append(error)
      }
    }
  }

  private static func lockKey(_ url: URL) -> String {
    url.resolvingSymlinksInPath().path
  }

  /// Locks every catalog, in the order of their real paths, so that two runs locking the same
  /// catalogs never hold one each while waiting for the other's.
  private static func lock(
    _ urls: [URL], workingDirectory: URL, waiting: CatalogLock.Waiting, errors: inout [any Error]
  )
    -> [String: CatalogLock]
  {
    var locks: [String: CatalogLock] = [:]
    let byKey = Dictionary(urls.map { (lockKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    for key in byKey.keys.sorted() {
      do {
        locks[key] = try CatalogLock.acquire(
          path: key, displayPath: PathDisplay.relative(byKey[key]!, to: workingDirectory), waiting: waiting)
      } catch {
        errors.append(error)
      }
    }
    return locks
  }

  /// Prints the errors and fails with status 2 if any catalog could not be read.
  func requireAll(color: ColorMode) throws {
    guard !errors.isEmpty else { return }
    for error in errors { Terminal.standardError.printError(error, color: color) }
    if errors.count > 1 || !files.isEmpty {
      Terminal.standardError.printNote(
        "\(errors.count) of \(Counted.phrase(errors.count + files.count, "catalog")) could not be read; no file was changed."
      )
    }
    throw ExitCode.toolFailure
  }
}

/// How a command that writes catalogs waits for another l10n run writing the same catalog.
struct LockOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "If another l10n run is writing a catalog, fail at once (exit 2) instead of waiting for it.",
      discussion:
        "Without it, l10n waits up to 60 seconds (L10N_LOCK_TIMEOUT sets the seconds), saying so after 1 second."))
  var noWait = false

  /// The waiting this run does.
  var waiting: CatalogLock.Waiting {
    if noWait { return .noWait }
    var timeout = Duration.seconds(60)
    if let text = ProcessInfo.processInfo.environment["L10N_LOCK_TIMEOUT"], let seconds = Double(text), seconds >= 0 {
      timeout = .milliseconds(Int64(seconds * 1000))
    }
    return CatalogLock.Waiting(timeout: timeout, noticeAfter: .seconds(1)) { path in
      Terminal.standardError.printNote("Waiting for another l10n run that is writing \(path)…")
    }
  }
}
