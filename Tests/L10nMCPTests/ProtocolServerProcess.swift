import Foundation
import L10nTestSupport

/// The built `l10n mcp --project DIR` as a client sees it: a process whose standard input takes
/// raw lines and whose standard output gives one JSON-RPC message per line. The protocol tests
/// write what no SDK client would send (bytes that are not JSON, a wrong `jsonrpc`, garbage
/// batches) and read every answer, so what is tested is the server a host starts, not the SDK's
/// in-memory transport.
final class ProtocolServerProcess: @unchecked Sendable {
  /// A message the server wrote, parsed; `line` is its text.
  struct Message: @unchecked Sendable {
    let object: [String: Any]
    let line: String
    var id: Any? { object["id"] }
    var error: [String: Any]? { object["error"] as? [String: Any] }
    var errorCode: Int? { (error?["code"] as? NSNumber)?.intValue }
    var result: [String: Any]? { object["result"] as? [String: Any] }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let process = Process()
  private let input = Pipe()
  private let condition = NSCondition()
  private var lines: [String] = []
  private var pending = Data()
  private var errorText = Data()
  private var ended = false
  private var nextID = 1000

  init(project: URL) throws {
    process.executableURL = CommandRunner.executable
    process.arguments = ["mcp", "--project", project.path]
    process.currentDirectoryURL = project
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    Thread { self.drainOutput(output.fileHandleForReading) }.start()
    Thread { self.drainError(error.fileHandleForReading) }.start()
  }

  private func drainOutput(_ handle: FileHandle) {
    while true {
      let chunk = handle.availableData
      condition.lock()
      if chunk.isEmpty {
        ended = true
        condition.broadcast()
        condition.unlock()
        return
      }
      // Only the new bytes are searched for the end of a line: a line of megabytes comes in many
      // chunks.
      var start = pending.count
      pending.append(chunk)
      while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(String(decoding: pending[..<newline], as: UTF8.self))
        pending = Data(pending[(newline + 1)...])
        start = 0
      }
      condition.broadcast()
      condition.unlock()
    }
  }

  private func drainError(_ handle: FileHandle) {
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { return }
      condition.lock()
      errorText.append(chunk)
      condition.unlock()
    }
  }

  /// What the server wrote to standard error so far (its log, for failure messages).
  var standardError: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: errorText.suffix(4000), as: UTF8.self)
  }

  /// Writes `bytes` and a newline, as one line of the stdio transport.
  func send(_ bytes: Data) throws {
    var line = bytes
    line.append(UInt8(ascii: "\n"))
    try input.fileHandleForWriting.write(contentsOf: line)
  }

  func send(_ text: String) throws { try send(Data(text.utf8)) }

  func send(json object: [String: Any]) throws {
    try send(JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
  }

  /// The next message the server writes, within `timeout` seconds.
  func next(timeout: TimeInterval = 30) throws -> Message {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while lines.isEmpty {
      if ended {
        throw Failure(
          description: "the server closed its output (status \(exitStatus)); its log: \(standardErrorLocked)")
      }
      if !condition.wait(until: deadline) {
        throw Failure(description: "no message from the server in \(Int(timeout)) s; its log: \(standardErrorLocked)")
      }
    }
    let line = lines.removeFirst()
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw Failure(description: "the server wrote a line that is not a JSON object: \(line.prefix(300))")
    }
    return Message(object: object, line: line)
  }

  private var standardErrorLocked: String { String(decoding: errorText.suffix(4000), as: UTF8.self) }

  private var exitStatus: String { process.isRunning ? "running" : "\(process.terminationStatus)" }

  /// The messages up to and including the response to request `id` (notifications and answers to
  /// earlier lines included), in the order the server wrote them.
  func messages(until id: Int, timeout: TimeInterval = 30) throws -> [Message] {
    var messages: [Message] = []
    while true {
      let message = try next(timeout: timeout)
      messages.append(message)
      if (message.id as? NSNumber)?.intValue == id, message.object["method"] == nil { return messages }
    }
  }

  /// Sends a request and gives its response (skipping what came before it).
  @discardableResult
  func request(_ method: String, _ params: [String: Any]? = nil, timeout: TimeInterval = 30) throws -> Message {
    nextID += 1
    let id = nextID
    var object: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
    if let params { object["params"] = params }
    try send(json: object)
    return try messages(until: id, timeout: timeout).last!
  }

  /// `initialize` and `notifications/initialized`, as every host begins.
  func initialize() throws -> Message {
    let response = try request(
      "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
        "clientInfo": ["name": "l10n-protocol-tests", "version": "1"],
      ])
    try send(json: ["jsonrpc": "2.0", "method": "notifications/initialized"])
    return response
  }

  /// A `ping` answered: the server still serves.
  func isServing() -> Bool {
    guard let response = try? request("ping", timeout: 30) else { return false }
    return response.error == nil && response.result != nil
  }

  /// Closes standard input, as a host does when it quits, and waits for the exit (at most
  /// `timeout` seconds; then the process is stopped). Gives its exit status, or nil if it had to be
  /// stopped.
  @discardableResult
  func close(timeout: TimeInterval = 10) -> Int32? {
    try? input.fileHandleForWriting.close()
    let deadline = Date(timeIntervalSinceNow: timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    return process.terminationStatus
  }
}

/// Every file under a folder and its bytes (but the extraction cache's), to show a run changed
/// none.
struct FolderSnapshot: Equatable {
  let files: [String: Data]

  init(_ folder: URL) {
    var files: [String: Data] = [:]
    let root = folder.resolvingSymlinksInPath().path
    if let walk = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
    {
      for case let url as URL in walk {
        // The extraction cache is l10n's own, which reading the code may write, as the command
        // line's check does.
        if url.lastPathComponent == ".l10n-cache" {
          walk.skipDescendants()
          continue
        }
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        files[String(url.path.dropFirst(root.count))] = try? Data(contentsOf: url)
      }
    }
    self.files = files
  }

  /// A copy of the sample project (Samples/, Catalogs/, l10n.yml) in a temporary folder, without
  /// hidden files and folders (a build's `.build`, the extraction cache).
  static func copyOfSampleProject() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    let manager = FileManager.default
    for item in ["Samples", "Catalogs", "l10n.yml"] {
      let source = Fixtures.packageRoot.appendingPathComponent(item)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: source.path, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        try manager.copyItem(at: source, to: folder.file(item))
        continue
      }
      let walk = manager.enumerator(
        at: source, includingPropertiesForKeys: [.isDirectoryKey], options: .skipsHiddenFiles)
      while let url = walk?.nextObject() as? URL {
        let relative = item + "/" + String(url.path.dropFirst(source.path.count + 1))
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
          try manager.createDirectory(at: folder.file(relative), withIntermediateDirectories: true)
        } else {
          try manager.createDirectory(
            at: folder.file(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
          try manager.copyItem(at: url, to: folder.file(relative))
        }
      }
    }
    return folder
  }

  /// The paths whose bytes differ, and those added or removed.
  func changes(since other: FolderSnapshot) -> [String] {
    Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }.sorted()
  }
}
