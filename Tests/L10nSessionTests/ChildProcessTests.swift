import Foundation
import L10nSession
import L10nTestSupport
import Testing

/// The one runner of git and translation programs (`ChildProcess`): output and error kept apart
/// however large, input written while output is read, and the two limits, each stopping every
/// process the program started.
@Suite struct ChildProcessTests {
  static func shell(
    _ script: String, in folder: TemporaryDirectory, input: Data? = nil, timeout: Double? = nil,
    outputGrace: Double? = nil
  ) -> ChildProcess {
    ChildProcess(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], workingDirectory: folder.url,
      input: input, timeout: timeout, outputGrace: outputGrace)
  }

  @Test func statusOutputAndErrorApart() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let ended = try Self.shell("pwd; echo said >&2; exit 3", in: folder).run()
    #expect(ended.status == 3 && !ended.wasKilled)
    #expect(String(decoding: ended.output, as: UTF8.self).hasSuffix(folder.url.lastPathComponent + "\n"))
    #expect(String(decoding: ended.error, as: UTF8.self) == "said\n")
  }

  @Test func killedBySignal() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let ended = try Self.shell("kill -9 $$", in: folder).run()
    #expect(ended.wasKilled && ended.status == 9)
  }

  /// More than a pipe holds, both ways at once: `cat` answers before it has read all its input.
  @Test func bigInputAndOutputDoNotBlock() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let input = Data((0..<6_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
    let ended = try Self.shell("cat; head -c 3000000 /dev/zero >&2", in: folder, input: input, timeout: 60).run()
    #expect(ended.status == 0 && ended.output == input && ended.error.count == 3_000_000)
  }

  /// A program that does not read its input at all still ends well.
  @Test func unreadInputIsNoError() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let ended = try Self.shell("echo done", in: folder, input: Data(count: 1_000_000), timeout: 60).run()
    #expect(ended.status == 0 && ended.output == Data("done\n".utf8))
  }

  /// `sh -c` starts the real program as a child: the time limit stops both.
  @Test func timeoutStopsEveryProcessItStarted() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let start = Date()
    #expect(throws: ChildProcess.Failure.timedOut) {
      try Self.shell("(sleep 2; touch survived) & sleep 60", in: folder, timeout: 0.5).run()
    }
    #expect(Date().timeIntervalSince(start) < 30)
    Thread.sleep(forTimeInterval: 3)
    #expect(!FileManager.default.fileExists(atPath: folder.file("survived").path))
  }

  /// The program ended, but a process it started goes on: what that process writes is waited
  /// for; past a limit, it is stopped. On Linux, Foundation sees the end of the program only once
  /// every process it started has ended too, so there the time limit meets it first.
  @Test func aProcessLeftRunningIsWaitedForThenStopped() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let late = try Self.shell("echo before; (sleep 0.3; echo after) & exit 0", in: folder, outputGrace: 20).run()
    #expect(late.status == 0 && late.output == Data("before\nafter\n".utf8))
    #if os(Linux)
      let stopped = ChildProcess.Failure.timedOut
    #else
      let stopped = ChildProcess.Failure.outputHeldOpen
    #endif
    #expect(throws: stopped) {
      try Self.shell("echo before; (sleep 2; touch survived) & exit 0", in: folder, timeout: 1, outputGrace: 0.5)
        .run()
    }
    Thread.sleep(forTimeInterval: 3)
    #expect(!FileManager.default.fileExists(atPath: folder.file("survived").path))
  }

  /// A program that is not there: `env` (as git is run) exits 127; a path that is not there
  /// cannot start.
  @Test func missingProgram() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let viaEnv = try ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["l10n-no-such-program"],
      workingDirectory: folder.url
    ).run()
    #expect(viaEnv.status == 127)
    #expect {
      try ChildProcess(
        executable: folder.file("no-such-program"), arguments: [], workingDirectory: folder.url
      ).run()
    } throws: { error in
      guard case .cannotStart(let reason) = error as? ChildProcess.Failure else { return false }
      return !reason.isEmpty
    }
  }
}
