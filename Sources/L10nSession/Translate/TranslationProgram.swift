import Foundation
import L10nProject
import L10nText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = workingDirectory
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do {
      try process.run()
    } catch {
      throw Failure(message: "cannot run `\(command)`: \(error.localizedDescription)")
    }
    let streams = Streams()
    let group = DispatchGroup()
    // Written and read on their own threads, so a program that answers before it has read all
    // its input cannot block on a full pipe.
    DispatchQueue.global().async(group: group) {
      standardInput.fileHandleForWriting.writeAndIgnoreBrokenPipe(input)
    }
    DispatchQueue.global().async(group: group) { streams.output = standardOutput.fileHandleForReading.readAll() }
    DispatchQueue.global().async(group: group) { streams.error = standardError.fileHandleForReading.readAll() }
    if ended.wait(timeout: .now() + timeout) == .timedOut {
      stop(process)
      throw Failure(message: "`\(command)` did not finish within \(Self.seconds(timeout)); it was stopped")
    }
    // The program has ended; what it started may still hold its output open for a moment.
    if group.wait(timeout: .now() + 5) == .timedOut {
      stop(process)
      throw Failure(message: "`\(command)` ended, but a process it started kept its output open; it was stopped")
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let how =
        process.terminationReason == .exit
        ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
      let said = String(decoding: streams.error.suffix(600), as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      throw Failure(message: "`\(command)` \(how)" + (said.isEmpty ? "" : "; it said: \(said)"))
    }
    return streams.output
  }

  /// Stops the program and what it started (its process group, where it has one of its own).
  private func stop(_ process: Process) {
    let pid = process.processIdentifier
    guard pid > 0 else { return }
    if getpgid(pid) == pid { kill(-pid, SIGKILL) } else { kill(pid, SIGKILL) }
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? Counted.phrase(Int(value), "second") : "\(value) seconds"
  }

  private final class Streams: @unchecked Sendable {
    var output = Data()
    var error = Data()
  }
}

extension FileHandle {
  /// Everything until the end, empty when reading fails.
  fileprivate func readAll() -> Data {
    (try? readToEnd()) ?? Data()
  }

  /// Writes `data` and closes; a reader that went away (EPIPE) is not an error here: the
  /// program's answer says what went wrong.
  fileprivate func writeAndIgnoreBrokenPipe(_ data: Data) {
    signal(SIGPIPE, SIG_IGN)
    try? write(contentsOf: data)
    try? close()
  }
}
