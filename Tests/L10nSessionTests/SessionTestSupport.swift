import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// What a session told its observer: the notes and the warnings the command line writes on
/// standard error.
final class Observed: @unchecked Sendable {
  private let lock = NSLock()
  private var noteLines: [String] = []
  private var warningText = ""

  var observer: SessionObserver {
    SessionObserver(
      note: { note in self.locked { self.noteLines.append(note) } },
      warning: { warning in self.locked { self.warningText += warning.line(.none) + "\n" } })
  }

  /// The warnings, as written (whole lines).
  var warnings: String { locked { warningText } }
  var notes: [String] { locked { noteLines } }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

extension TemporaryDirectory {
  /// The project of this folder (its l10n.yml, or the defaults), as a command run here opens it.
  func session(_ observer: SessionObserver = .silent) throws -> ProjectSession {
    try ProjectSession.open(workingDirectory: url, observer: observer)
  }

  /// The project of a folder inside this one.
  func session(in folder: String, _ observer: SessionObserver = .silent) throws -> ProjectSession {
    try ProjectSession.open(workingDirectory: url.appendingPathComponent(folder), observer: observer)
  }

  func text(_ name: String) throws -> String {
    String(decoding: try Fixtures.bytesAt(file(name)), as: UTF8.self)
  }

  func bytes(_ name: String) throws -> [UInt8] {
    try Fixtures.bytesAt(file(name))
  }
}

extension ProjectSession {
  /// Opens the project of `url` (l10n.yml there or above, else the defaults).
  static func at(_ url: URL, _ observer: SessionObserver = .silent) throws -> ProjectSession {
    try ProjectSession.open(workingDirectory: url, observer: observer)
  }
}

/// A JSON document's top object.
func jsonObject(_ text: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(500))")
}

/// The message of the error `body` throws (its description, what the command line prints after
/// `error: `), or nil when it throws none.
func thrownMessage(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch {
    return "\(error)"
  }
}

/// The lines `l10n import` prints for a merge: each problem, then each catalog's summary line.
func importText(_ merge: CatalogImport) -> String {
  (merge.problems.map(\.description) + merge.rows.map(ImportOutput.textLine)).map { $0 + "\n" }.joined()
}
