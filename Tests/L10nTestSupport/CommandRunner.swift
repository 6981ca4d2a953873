import Foundation

/// Runs the built `l10n` executable, for end-to-end tests of exit statuses and output.
public struct CommandResult: Sendable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
}

public enum CommandRunner {
  /// The `l10n` binary next to the test bundle (`swift build` puts products in one folder).
  public static var executable: URL {
    var folder = Bundle.main.bundleURL
    if folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
    let candidates = [
      folder.appendingPathComponent("l10n"),
      Bundle(for: Marker.self).bundleURL.deletingLastPathComponent().appendingPathComponent("l10n"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }

  private final class Marker {}

  /// Runs any program (`env` finds a bare name on `PATH`) with no standard input, and gives its
  /// status and its standard output and error merged. `environment` adds or, with nil, removes
  /// variables.
  public static func runTool(
    _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    if executable.hasPrefix("/") {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [executable] + arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// With `L10N_TEST_SPAWN_LOG` set to a file: one line per `l10n` process a test starts, so the
  /// number of spawns can be counted (`L10N_TEST_SPAWN_LOG=/tmp/spawns swift test`).
  static func recordSpawn(_ arguments: [String]) {
    guard let path = ProcessInfo.processInfo.environment["L10N_TEST_SPAWN_LOG"] else { return }
    // One write to a file opened for appending: lines of parallel tests never mix.
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    let line = Array((arguments.joined(separator: " ") + "\n").utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }

  /// Runs `l10n arguments…` in `directory` with no standard input, and waits for it.
  public static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> CommandResult {
    try RunningCommand(arguments, in: directory, environment: environment).finish()
  }
}

/// A running `l10n` (with `NO_COLOR` set and no standard input), started without waiting for it.
public final class RunningCommand: @unchecked Sendable {
  public let process = Process()
  private let group = DispatchGroup()
  private let lock = NSLock()
  private var outputData = Data()
  private var errorData = Data()

  public init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
    process.executableURL = CommandRunner.executable
    process.arguments = arguments
    CommandRunner.recordSpawn(arguments)
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes as they fill, so a large output cannot block the child and what it has
    // said so far can be looked at while it runs. Each on a thread of its own: a drain blocks as
    // long as the child runs, and the shared dispatch pool, busy with other tests' blocking work,
    // may start a new task late (a test then saw nothing of what a run said for 20 s).
    onThread { self.drain(output.fileHandleForReading, into: \.outputData) }
    onThread { self.drain(error.fileHandleForReading, into: \.errorData) }
  }

  private func onThread(_ body: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
      body()
      self.group.leave()
    }.start()
  }

  private func drain(_ handle: FileHandle, into data: ReferenceWritableKeyPath<RunningCommand, Data>) {
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { return }
      lock.lock()
      self[keyPath: data].append(chunk)
      lock.unlock()
    }
  }

  public var pid: Int32 { process.processIdentifier }

  /// What it has written to standard error so far.
  public var standardErrorSoFar: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: errorData, as: UTF8.self)
  }

  /// Waits for the end and gives its result.
  public func finish() -> CommandResult {
    group.wait()
    process.waitUntilExit()
    lock.lock()
    defer { lock.unlock() }
    return CommandResult(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
