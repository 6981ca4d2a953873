import Foundation

/// Paths of the test fixtures under `Tests/Fixtures`, found from this source file's location, so
/// they work from any clone without copying resources.
public enum Fixtures {
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The package's root folder.
  public static let packageRoot = directory.deletingLastPathComponent().deletingLastPathComponent()

  /// The real Xcode-written catalogs (see `Tests/Fixtures/real/SOURCES.md`).
  public static var realCatalogs: [URL] {
    files(in: "real", extension: "xcstrings")
  }

  /// Names of the real catalogs, for parameterized tests.
  public static var realCatalogNames: [String] {
    realCatalogs.map(\.lastPathComponent)
  }

  public static func url(_ relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }

  public static func bytes(_ relativePath: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url(relativePath)))
  }

  public static func files(in folder: String, extension pathExtension: String) -> [URL] {
    let folderURL = directory.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folderURL.path)) ?? []
    return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { folderURL.appendingPathComponent($0) }
  }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
public struct TemporaryDirectory {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// Writes `bytes` to `name` in this folder and returns its URL.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let target = file(name)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: target)
    return target
  }

  @discardableResult
  public func write(_ name: String, _ text: String) throws -> URL {
    try write(name, Array(text.utf8))
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A small deterministic random number generator (SplitMix64), so shuffles in tests repeat.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Fixtures {
  /// Makes the file at `url` `size` bytes long, its bytes kept and the rest zeros it does not
  /// store (a sparse file): a file far bigger than the disk it takes, for reading limits.
  public static func growSparse(_ url: URL, to size: UInt64) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: size)
  }

  /// The bytes of any file.
  public static func bytesAt(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
  }
}
