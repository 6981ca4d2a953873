import Foundation
import Testing

/// Runs git in a scratch repository for the merge driver and `diff --base` tests, isolated from the
/// user's configuration.
public struct GitResult {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
}

public struct GitRepository {
  public let folder: TemporaryDirectory
  public var url: URL { folder.url }

  public init() throws {
    folder = try TemporaryDirectory()
    try git("init", "-q", "-b", "main")
  }

  /// `git -c user.name=t -c user.email=t@t arguments…`; fails the test on a non-zero status
  /// unless `allowFailure`.
  @discardableResult
  public func git(_ arguments: String..., allowFailure: Bool = false) throws -> GitResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = url
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let result = GitResult(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
    if !allowFailure && result.status != 0 {
      Issue.record("git \(arguments.joined(separator: " ")) failed: \(result.standardError)")
    }
    return result
  }

  /// Commits `text` as `path` with everything staged.
  public func commit(_ path: String, _ text: String, message: String) throws {
    try folder.write(path, text)
    try git("add", path)
    try git("commit", "-q", "-m", message)
  }

  /// Points `*.xcstrings` at the built l10n's merge driver.
  public func configureMergeDriver() throws {
    try folder.write(".gitattributes", "*.xcstrings merge=l10n\n")
    try git("add", ".gitattributes")
    try git("config", "merge.l10n.name", "l10n String Catalog merge")
    try git("config", "merge.l10n.driver", "'\(CommandRunner.executable.path)' merge-driver %O %A %B %P")
  }
}
