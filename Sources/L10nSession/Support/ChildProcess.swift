import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program l10n starts and waits for: git (`Git.run`) and the program `l10n translate` sends
/// texts to (`TranslationProgram`). The one place that starts a process, writes its standard input
/// while it reads its standard output and error (so that neither side blocks on a full pipe,
/// however large), and stops it with every process it started.
///
/// Written by hand over Foundation's `Process` rather than with swift-subprocess 1.0, which stops
/// reading once the program itself has ended (what a process it started writes later is lost, and
/// that process is left running) and whose async API, bridged to this synchronous session, blocks
/// a thread of the pool its own tasks need: callers already on that pool (tests run in parallel)
/// wait for each other for ever.
///
/// On Linux, `Process` sees the end of the program only once every process it started has ended
/// (they inherit the socket it watches), so there such a process meets `timeout`, not
/// `outputGrace`.
package struct ChildProcess {
  package var executable: URL
  package var arguments: [String]
  package var workingDirectory: URL
  /// Written to the program's standard input, which is then closed; nil gives it none
  /// (`/dev/null`).
  package var input: Data?
  /// Seconds the program may run before it is stopped; nil waits as long as it runs.
  package var timeout: Double?
  /// Seconds its output may stay open once it has ended (a process it started still holds it)
  /// before that process is stopped; nil waits until the output closes.
  package var outputGrace: Double?

  package init(
    executable: URL, arguments: [String], workingDirectory: URL, input: Data? = nil, timeout: Double? = nil,
    outputGrace: Double? = nil
  ) {
    (self.executable, self.arguments, self.workingDirectory) = (executable, arguments, workingDirectory)
    (self.input, self.timeout, self.outputGrace) = (input, timeout, outputGrace)
  }

  /// How the program ended, with everything it wrote.
  package struct Ended {
    package var status: Int32
    /// Killed by the signal `status` rather than exiting with it.
    package var wasKilled: Bool
    package var output: Data
    package var error: Data
  }

  package enum Failure: Error, Equatable {
    /// It could not start; the reason as the system gives it.
    case cannotStart(String)
    /// It ran longer than `timeout`; it was stopped, with every process it started.
    case timedOut
    /// It ended, but a process it started kept its output open longer than `outputGrace`; that
    /// process was stopped.
    case outputHeldOpen
  }

  /// Runs the program to its end.
  package func run() throws(Failure) -> Ended {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = workingDirectory
    let standardInput = input == nil ? nil : Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput ?? FileHandle.nullDevice
    process.standardOutput = standardOutput
    process.standardError = standardError
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do {
      try process.run()
    } catch {
      throw .cannotStart(error.localizedDescription)
    }
    let streams = Streams()
    let group = DispatchGroup()
    // Written and read on their own threads, so a program that answers before it has read all
    // its input, or writes more than a pipe holds, cannot block.
    if let standardInput, let input {
      DispatchQueue.global().async(group: group) {
        standardInput.fileHandleForWriting.writeAndIgnoreBrokenPipe(input)
      }
    }
    DispatchQueue.global().async(group: group) { streams.output = standardOutput.fileHandleForReading.readAll() }
    DispatchQueue.global().async(group: group) { streams.error = standardError.fileHandleForReading.readAll() }
    if Self.wait(for: ended, seconds: timeout) == .timedOut {
      Self.stop(process)
      throw .timedOut
    }
    if Self.wait(for: group, seconds: outputGrace) == .timedOut {
      Self.stop(process)
      throw .outputHeldOpen
    }
    return Ended(
      status: process.terminationStatus, wasKilled: process.terminationReason == .uncaughtSignal,
      output: streams.output, error: streams.error)
  }

  private static func wait(for semaphore: DispatchSemaphore, seconds: Double?) -> DispatchTimeoutResult {
    guard let seconds else {
      semaphore.wait()
      return .success
    }
    return semaphore.wait(timeout: .now() + seconds)
  }

  private static func wait(for group: DispatchGroup, seconds: Double?) -> DispatchTimeoutResult {
    guard let seconds else {
      group.wait()
      return .success
    }
    return group.wait(timeout: .now() + seconds)
  }

  /// Stops the program and what it started: its process group, where it has one of its own (it
  /// does where `Process` starts it as a group's leader, as on Linux).
  private static func stop(_ process: Process) {
    let pid = process.processIdentifier
    guard pid > 0 else { return }
    if getpgid(pid) == pid { kill(-pid, SIGKILL) } else { kill(pid, SIGKILL) }
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

  /// Writes `data` and closes; a reader that went away (EPIPE) is not an error here: what the
  /// program answers, or its exit status, says what went wrong.
  fileprivate func writeAndIgnoreBrokenPipe(_ data: Data) {
    signal(SIGPIPE, SIG_IGN)
    try? write(contentsOf: data)
    try? close()
  }
}
