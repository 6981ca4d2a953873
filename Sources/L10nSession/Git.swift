import Foundation
import L10nProject

/// Runs `git` for the commands that read history (`diff --base`, `report --history`).
enum Git {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    /// git itself is not installed: the command says what to do instead (`with(hint:)`).
    var isGitMissing = false

    /// The failure with what the command can do without git after its message.
    func with(hint: String) -> Failure {
      isGitMissing ? Failure(description: "\(description), or \(hint)", isGitMissing: true) : self
    }
  }

  struct Output {
    var status: Int32
    var standardOutput: Data
    var standardError: String
  }

  /// Runs `git arguments…` in `directory`, through `env` so that PATH finds it.
  static func run(_ arguments: [String], in directory: URL) throws -> Output {
    let child = ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["git"] + arguments, workingDirectory: directory)
    let ended: ChildProcess.Ended
    do {
      ended = try child.run()
    } catch .cannotStart(let reason) {
      throw Failure(description: "cannot run git: \(reason)")
    } catch {
      // Not reached: git runs with no time limit, so a start that failed is the only failure.
      throw Failure(description: "git was stopped (\(error))")
    }
    if ended.status == 127 {
      throw Failure(description: "git was not found; install git", isGitMissing: true)
    }
    return Output(
      status: ended.status, standardOutput: ended.output,
      standardError: String(decoding: ended.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The top folder of the work tree that holds `directory`.
  static func topLevel(from directory: URL) throws -> URL {
    let result = try run(["rev-parse", "--show-toplevel"], in: directory)
    guard result.status == 0 else {
      throw Failure(description: "\(directory.path) is not in a git repository (\(result.standardError))")
    }
    let path = String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .newlines)
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The commit `revision` names; fails with a clear message when it names none.
  static func verifyCommit(_ revision: String, in root: URL) throws {
    let result = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root)
    guard result.status == 0 else {
      throw Failure(description: "unknown revision '\(revision)': it names no commit in \(root.path)")
    }
  }

  /// The bytes of `path` (relative to the top folder) at `revision`, nil when the file does not
  /// exist there.
  static func contents(of path: String, at revision: String, in root: URL) throws -> [UInt8]? {
    let object = "\(revision):\(path)"
    let exists = try run(["cat-file", "-e", object], in: root)
    guard exists.status == 0 else { return nil }
    let result = try run(["cat-file", "blob", object], in: root)
    guard result.status == 0 else {
      throw Failure(description: "cannot read \(object) from git: \(result.standardError)")
    }
    return [UInt8](result.standardOutput)
  }

  /// The files under `path` (relative to the top folder; a file or a folder) at `revision`,
  /// relative to the top folder.
  static func files(under path: String, at revision: String, in root: URL) throws -> [String] {
    let result = try run(["ls-tree", "-r", "-z", "--name-only", "--end-of-options", revision, "--", path], in: root)
    guard result.status == 0 else {
      throw Failure(description: "cannot list \(path) at \(revision) from git: \(result.standardError)")
    }
    return result.standardOutput.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `url` relative to the work tree's top folder, with `/` separators.
  static func relativePath(of url: URL, to root: URL) throws -> String {
    let file = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let top = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    guard file.count > top.count, Array(file.prefix(top.count)) == top else {
      throw Failure(description: "\(url.path) is outside the git work tree at \(root.path)")
    }
    return file.dropFirst(top.count).joined(separator: "/")
  }
}

extension Git {
  /// One commit of `git log`.
  struct Commit {
    var hash: String
    /// The committer date, in seconds since 1970.
    var date: Int
    var subject: String
  }

  /// True in a shallow clone, whose history stops early.
  static func isShallow(_ root: URL) throws -> Bool {
    let result = try run(["rev-parse", "--is-shallow-repository"], in: root)
    return String(decoding: result.standardOutput, as: UTF8.self).hasPrefix("true")
  }

  /// The last `count` commits of HEAD that changed one of `paths` (relative to the top folder),
  /// newest first.
  static func log(count: Int, paths: [String], in root: URL) throws -> [Commit] {
    let result = try run(["log", "-n", String(count), "-z", "--format=%H%x1f%ct%x1f%s", "--"] + paths, in: root)
    guard result.status == 0 else { throw Failure(description: "cannot read the git log: \(result.standardError)") }
    return result.standardOutput.split(separator: 0).compactMap { record in
      let fields = String(decoding: record, as: UTF8.self).trimmingCharacters(in: .newlines)
        .split(separator: "\u{1F}", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3, let date = Int(fields[1]) else { return nil }
      return Commit(hash: fields[0], date: date, subject: fields[2])
    }
  }
}
