import Foundation
import L10nCatalog
import L10nProject

/// The program `l10n translate` sends texts to: a shell command line, run once per batch with the
/// batch's JSON lines on standard input, answering JSON lines on standard output.
struct TranslationProgram {
  var command: String
  /// Seconds one batch may take before the program is stopped.
  var timeout: Double
  var workingDirectory: URL

  /// What went wrong with one run; the request says which batch.
  struct Failure: Error {
    var message: String
  }

  /// Runs the program on `input` and gives its standard output. Throws when it cannot start,
  /// exits with a status other than 0 (with the end of what it wrote to standard error), or takes
  /// longer than `timeout` (it is stopped, with every process it started).
  func run(_ input: Data) throws(Failure) -> Data {
    // Once the program has ended, what it started may still hold its output open for a moment.
    let child = ChildProcess(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", command], workingDirectory: workingDirectory,
      input: input, timeout: timeout, outputGrace: 5)
    let ended: ChildProcess.Ended
    do {
      ended = try child.run()
    } catch {
      switch error {
      case .cannotStart(let reason): throw Failure(message: "cannot run `\(command)`: \(reason)")
      case .timedOut:
        throw Failure(message: "`\(command)` did not finish within \(Self.seconds(timeout)); it was stopped")
      case .outputHeldOpen:
        throw Failure(message: "`\(command)` ended, but a process it started kept its output open; it was stopped")
      }
    }
    guard !ended.wasKilled, ended.status == 0 else {
      let how = ended.wasKilled ? "was killed by signal \(ended.status)" : "exited with status \(ended.status)"
      let said = String(decoding: ended.error.suffix(600), as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      throw Failure(message: "`\(command)` \(how)" + (said.isEmpty ? "" : "; it said: \(said)"))
    }
    return ended.output
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? Counted.phrase(Int(value), "second") : "\(value) seconds"
  }
}
