import Foundation
import L10nTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether some process holds the `flock` on the file at `path` (tries to take it and lets go).
func isLocked(_ path: String) -> Bool {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return false }
  defer { close(descriptor) }
  if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
    flock(descriptor, LOCK_UN)
    return false
  }
  return true
}

/// Waits until `condition` holds (up to `seconds`); false if it never did.
func waitUntil(seconds: Double = 20, every microseconds: UInt32 = 5_000, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    usleep(microseconds)
  }
  return false
}

/// The lock another l10n run would hold on a catalog (`flock` on the file itself), taken by the
/// test so that runs started meanwhile must wait for it: the tests synchronise on the lock, not
/// on time.
final class HeldLock {
  private let descriptor: Int32

  init(_ path: String) throws {
    descriptor = open(path, O_RDONLY)
    guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// Runs writing one catalog take turns (an advisory lock held from before the read to after the
/// write), so nothing any of them writes is lost; `--no-wait` and the timeout fail clearly. The
/// test holds the catalog's lock as another run would, starts runs, waits until each says it is
/// waiting for that lock, and lets go. (A file changed by a program that takes no lock between
/// l10n's read and its write: `CatalogFileTests`.)
@Suite(.serialized) struct ConcurrencyTests {
  static func project() throws -> TemporaryDirectory {
    try ExchangeCommandTests.project()
  }

  static func xliff(language: String, target: String) -> String {
    ExchangeCommandTests.xliff(
      "<trans-unit id=\"editor.title\"><source>Editor</source><target state=\"translated\">\(target)</target></trans-unit>",
      language: language)
  }

  static let waiting = "Waiting for another l10n run that is writing L.xcstrings…"

  /// Starts `runs` while the catalog is locked, waits until every one says it waits, lets go,
  /// and gives their results.
  static func whileLocked(_ folder: TemporaryDirectory, _ runs: [[String]]) throws -> [CommandResult] {
    let lock = try HeldLock(folder.file("L.xcstrings").path)
    let started = try runs.map { try RunningCommand($0, in: folder.url) }
    for run in started {
      #expect(waitUntil { run.standardErrorSoFar.contains(waiting) }, "\(run.standardErrorSoFar)")
    }
    lock.release()
    return started.map { $0.finish() }
  }

  /// Two imports of different languages that waited for the same catalog both land.
  @Test func twoImportsAtOnceBothLand() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("fr.xliff", Self.xliff(language: "fr", target: "Éditeur"))
    try folder.write("de.xliff", Self.xliff(language: "de", target: "Bearbeiter"))
    let results = try Self.whileLocked(folder, [["import", "fr.xliff"], ["import", "de.xliff"]])
    for result in results { #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)") }
    let text = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(text.contains("\"value\" : \"Éditeur\""))
    #expect(text.contains("\"value\" : \"Bearbeiter\""))
  }

  /// Many runs at once (imports, fmt) all finish and every import is in the result.
  @Test func manyRunsAtOnceLoseNothing() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let languages = ["fr", "de", "ja", "it", "es", "pl"]
    for language in languages {
      try folder.write("\(language).xliff", Self.xliff(language: language, target: "T-\(language)"))
    }
    let results = try Self.whileLocked(
      folder, languages.map { ["import", "\($0).xliff"] } + [["fmt", "--sort", "L.xcstrings"]])
    for result in results { #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)") }
    let text = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    for language in languages { #expect(text.contains("\"value\" : \"T-\(language)\""), "\(language) was lost") }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  /// `--no-wait` fails at once (exit 2) while another run holds the catalog, and writes nothing;
  /// without it, a run gives up after L10N_LOCK_TIMEOUT seconds with a clear error; a read-only
  /// run does not wait.
  @Test func noWaitAndTheTimeoutFailClearly() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("de.xliff", Self.xliff(language: "de", target: "Bearbeiter"))
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let lock = try HeldLock(folder.file("L.xcstrings").path)
    let noWait = try CommandRunner.run(["import", "--no-wait", "de.xliff"], in: folder.url)
    #expect(noWait.status == 2)
    #expect(
      noWait.standardError.contains(
        "error: L.xcstrings: another l10n run is writing this catalog (it holds the lock); nothing was written, try again when it has finished"
      ),
      "\(noWait.standardError)")
    let timeout = try CommandRunner.run(
      ["fmt", "--sort", "L.xcstrings"], in: folder.url, environment: ["L10N_LOCK_TIMEOUT": "0.5"])
    #expect(timeout.status == 2)
    #expect(
      timeout.standardError.contains(
        "error: L.xcstrings: another l10n run has been writing this catalog for 0.5 seconds (it holds the lock); gave up waiting, nothing was written"
      ),
      "\(timeout.standardError)")
    let check = try CommandRunner.run(
      ["fmt", "--check", "L.xcstrings"], in: folder.url, environment: ["L10N_LOCK_TIMEOUT": "0"])
    #expect(check.status != 2, "\(check.standardError)")
    lock.release()
    expectSameBytes(try Fixtures.bytesAt(folder.file("L.xcstrings")), before, "a refused run wrote the catalog")
  }
}
