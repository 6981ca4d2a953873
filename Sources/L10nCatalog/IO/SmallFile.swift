import Foundation

/// Safe writes of small text files that are not catalogs (`l10n.yml`, a Swift file,
/// `.gitignore`), with the same temporary file, flush and rename as `CatalogFile.save()`.
public enum SmallFile {
  /// Creates the file at `path` with `bytes`; refuses when a file is there already, so nothing
  /// is ever overwritten.
  public static func create(_ bytes: [UInt8], at path: String, displayPath: String) throws(CatalogError) {
    guard !FileManager.default.fileExists(atPath: path) else {
      throw CatalogError(.io, "a file is already here; it was not overwritten", file: displayPath)
    }
    try write(bytes, to: path, displayPath: displayPath) { () throws(CatalogError) in
      if FileManager.default.fileExists(atPath: path) {
        throw CatalogError(
          .io, "a file was created here after l10n started; it was not overwritten, so its content is kept",
          file: displayPath)
      }
    }
  }

  /// Replaces the file at `path`, read as `original`, with `bytes` (such as `original` and a line
  /// more); refuses when the file changed since it was read.
  public static func replace(
    _ path: String, original: [UInt8], with bytes: [UInt8], displayPath: String
  ) throws(CatalogError) {
    try write(bytes, to: path, displayPath: displayPath) { () throws(CatalogError) in
      if FileManager.default.contents(atPath: path).map(Array.init) != original {
        throw CatalogError(
          .io, "the file changed on disk while l10n wrote it; it was not overwritten, so those changes are kept",
          file: displayPath)
      }
    }
  }

  private static func write(
    _ bytes: [UInt8], to path: String, displayPath: String, beforeCommit: () throws(CatalogError) -> Void
  ) throws(CatalogError) {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
      throw CatalogError(.io, "cannot create the file: its folder does not exist", file: displayPath)
    }
    let replacement = try FileBytes.Replacement(path: path, displayPath: displayPath)
    try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogError) in try replacement.write(buffer) }
    try beforeCommit()
    try replacement.commit()
  }
}
