import Foundation
import L10nCatalog
import L10nSession
import L10nTestSupport

/// A project folder in memory (`MemoryFiles`, the twin of the disk behind `ProjectFiles`), with
/// `TemporaryDirectory`'s calls: a session test that only writes files, runs requests and reads
/// what they wrote runs on it without a folder on disk. Tests of what only the disk does (locks,
/// symbolic links, permissions, a crash, Xcode saving meanwhile) stay on a `TemporaryDirectory`.
struct MemoryFolder {
  /// A path no disk holds.
  let url = URL(fileURLWithPath: "/l10n-memory-\(UUID().uuidString)", isDirectory: true)
  let files = MemoryFiles()

  /// Throws nothing; `throws` as `TemporaryDirectory()` does, so that a test moves by its name.
  init() throws {}

  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The session's files: this folder, seen from `folder` in it.
  func projectFiles(in folder: String? = nil) -> ProjectFiles {
    ProjectFiles(memory: files, workingDirectory: folder.map(file) ?? url)
  }

  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> URL {
    files[file(name)] = bytes
    return file(name)
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> URL {
    try write(name, Array(text.utf8))
  }

  /// Copies the file or folder at `source` on disk (a fixture) to `name`, with every file in it.
  func copy(_ source: URL, to name: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    guard isFolder.boolValue else {
      try write(name, Fixtures.bytesAt(source))
      return
    }
    for path in try FileManager.default.subpathsOfDirectory(atPath: source.path) {
      let file = source.appendingPathComponent(path)
      var isSubfolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isSubfolder), !isSubfolder.boolValue {
        try write(name + "/" + path, Fixtures.bytesAt(file))
      }
    }
  }

  /// Nothing to remove.
  func remove() {}

  /// The project of this folder (its l10n.yml, or the defaults), as a command run here opens it.
  func session(_ observer: SessionObserver = .silent) throws -> ProjectSession {
    try ProjectSession.open(workingDirectory: url, observer: observer, files: projectFiles())
  }

  /// The project of a folder inside this one.
  func session(in folder: String, _ observer: SessionObserver = .silent) throws -> ProjectSession {
    try ProjectSession.open(workingDirectory: file(folder), observer: observer, files: projectFiles(in: folder))
  }

  func bytes(_ name: String) throws -> [UInt8] {
    guard let bytes = files[file(name)] else { throw CocoaError(.fileReadNoSuchFile) }
    return bytes
  }

  func text(_ name: String) throws -> String {
    String(decoding: try bytes(name), as: UTF8.self)
  }

  /// Whether a file or folder is at `name`.
  func exists(_ name: String) -> Bool {
    files.exists(file(name))
  }
}

extension MemoryFolder {
  /// `SampleProjects.project` in memory: `l10n.yml` (`config`) and `L.xcstrings` (`catalog`).
  static func project(
    config: String = "version: 1\ncatalogs: [L.xcstrings]\n", catalog: String = SampleProjects.checkCatalog
  ) throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.write("l10n.yml", config)
    try folder.write("L.xcstrings", catalog)
    return folder
  }

  /// `SampleProjects.exchangeProject` in memory.
  static func exchangeProject() throws -> MemoryFolder {
    try project(catalog: SampleProjects.checkCatalog.replacingOccurrences(of: "\n", with: ""))
  }

  /// `SampleProjects.memoryProject` in memory.
  static func memoryProject() throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\n")
    try folder.write("L.xcstrings", try StringCatalog(bytes: Array(SampleProjects.memoryCatalog.utf8)).encoded())
    return folder
  }
}
