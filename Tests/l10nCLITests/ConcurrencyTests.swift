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

/// Two `l10n` runs writing one catalog take turns (an advisory lock held from before the read to
/// after the write), so nothing either writes is lost; `--no-wait` and the timeout fail clearly;
/// a file changed by another program between read and write is not overwritten.
///
/// `L10N_DEBUG_SAVE_DELAY_MS` (debug builds) holds each run between its read and its write, so
/// the runs overlap for certain.
@Suite(.serialized) struct ConcurrencyTests {
  static func project() throws -> TemporaryDirectory {
    try ExchangeCommandTests.project()
  }

  static func xliff(language: String, target: String) -> String {
    ExchangeCommandTests.xliff(
      "<trans-unit id=\"editor.title\"><source>Editor</source><target state=\"translated\">\(target)</target></trans-unit>",
      language: language)
  }

  /// Two imports of different languages started together both land; the second says it waits.
  @Test func twoImportsAtOnceBothLand() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("fr.xliff", Self.xliff(language: "fr", target: "Éditeur"))
    try folder.write("de.xliff", Self.xliff(language: "de", target: "Bearbeiter"))
    let slow = ["L10N_DEBUG_SAVE_DELAY_MS": "1500"]
    let first = try RunningCommand(["import", "fr.xliff"], in: folder.url, environment: slow)
    let second = try RunningCommand(["import", "de.xliff"], in: folder.url, environment: slow)
    let results = [first.finish(), second.finish()]
    for result in results { #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)") }
    #expect(results.contains { $0.standardError.contains("Waiting for another l10n run that is writing L.xcstrings…") })
    let text = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(text.contains("\"value\" : \"Éditeur\""))
    #expect(text.contains("\"value\" : \"Bearbeiter\""))
  }

  /// Many runs at once (imports, fmt, extract) all finish and every import is in the result.
  @Test func manyRunsAtOnceLoseNothing() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let languages = ["fr", "de", "ja", "it", "es", "pl"]
    for language in languages {
      try folder.write("\(language).xliff", Self.xliff(language: language, target: "T-\(language)"))
    }
    var runs = languages.map { language in
      try! RunningCommand(
        ["import", "\(language).xliff"], in: folder.url, environment: ["L10N_DEBUG_SAVE_DELAY_MS": "100"])
    }
    runs.append(
      try RunningCommand(
        ["fmt", "--sort", "L.xcstrings"], in: folder.url, environment: ["L10N_DEBUG_SAVE_DELAY_MS": "100"]))
    for run in runs {
      let result = run.finish()
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    }
    let text = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    for language in languages { #expect(text.contains("\"value\" : \"T-\(language)\""), "\(language) was lost") }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  /// `--no-wait` fails at once (exit 2) while another run holds the catalog, and writes nothing;
  /// without it, a run gives up after L10N_LOCK_TIMEOUT seconds with a clear error.
  @Test func noWaitAndTheTimeoutFailClearly() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("fr.xliff", Self.xliff(language: "fr", target: "Éditeur"))
    try folder.write("de.xliff", Self.xliff(language: "de", target: "Bearbeiter"))
    let path = folder.file("L.xcstrings").path
    let holder = try RunningCommand(
      ["import", "fr.xliff"], in: folder.url, environment: ["L10N_DEBUG_SAVE_DELAY_MS": "10000"])
    #expect(waitUntil { isLocked(path) })
    let noWait = try CommandRunner.run(["import", "--no-wait", "de.xliff"], in: folder.url)
    // It did not wait: the other run still holds the lock (its save takes 10 s), however slowly a
    // loaded machine started the process.
    #expect(isLocked(path), "--no-wait returned only after the other run had finished")
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
    // Read-only runs do not wait.
    let check = try CommandRunner.run(
      ["fmt", "--check", "L.xcstrings"], in: folder.url, environment: ["L10N_LOCK_TIMEOUT": "0"])
    #expect(check.status != 2, "\(check.standardError)")
    let held = holder.finish()
    #expect(held.status == 0, "\(held.standardError)")
    let text = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(text.contains("Éditeur") && !text.contains("Bearbeiter"))
  }

  /// A catalog changed on disk by a program that takes no lock (Xcode saving) between l10n's read
  /// and its write is not overwritten: exit 2, a message that says so, the other program's bytes
  /// kept, no temporary file left.
  @Test func aCatalogChangedUnderneathIsNotOverwritten() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("fr.xliff", Self.xliff(language: "fr", target: "Éditeur"))
    let path = folder.file("L.xcstrings").path
    for (index, arguments) in [["import", "fr.xliff"], ["fmt", "--sort", "L.xcstrings"]].enumerated() {
      let run = try RunningCommand(arguments, in: folder.url, environment: ["L10N_DEBUG_SAVE_DELAY_MS": "1500"])
      #expect(waitUntil { isLocked(path) })
      usleep(400_000)  // it has read the file (a few kilobytes) and waits before writing
      // "Xcode" saves: a new file renamed over the old, as Xcode does.
      let xcode = Array(
        (CheckCommandTests.catalog.replacingOccurrences(of: "\n", with: "").replacingOccurrences(
          of: "\"Editor\"", with: "\"Editor \(index)\"") + "\n").utf8)
      try Data(xcode).write(to: folder.file("L.xcstrings"), options: .atomic)
      let result = run.finish()
      #expect(result.status == 2, "\(arguments): \(result.standardError)")
      #expect(
        result.standardError.contains(
          "error: L.xcstrings: the file changed on disk after l10n read it (saved by Xcode or another tool meanwhile); it was not overwritten, so those changes are kept; run l10n again"
        ),
        "\(result.standardError)")
      expectSameBytes(try Fixtures.bytesAt(folder.file("L.xcstrings")), xcode, "\(arguments)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
  }
}
