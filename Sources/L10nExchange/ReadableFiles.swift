import Foundation

/// The files this module's readers read (an imported file or bundle, a glossary, a TMX) and
/// check's baseline: the session's (`ProjectFiles`, the disk or its in-memory twin), so that no
/// module below the session opens a file itself.
public protocol ReadableFiles {
  /// Whether a file or folder is at `url`.
  func exists(_ url: URL) -> Bool
  /// Whether a folder is at `url`.
  func isFolder(_ url: URL) -> Bool
  /// The bytes of the file at `url`.
  func read(_ url: URL) throws -> [UInt8]
  /// The names of what the folder at `url` holds (files and folders), unsorted; nil when no
  /// folder can be listed there.
  func names(in folder: URL) -> [String]?
}

extension ReadableFiles {
  /// The bytes of the file at `url`, `name` in messages: "cannot read the file" when they cannot
  /// be read.
  public func bytes(of url: URL, name: String) throws(ExchangeError) -> [UInt8] {
    do {
      return try read(url)
    } catch {
      throw ExchangeError(file: name, "cannot read the file")
    }
  }

  /// The bytes of the file at `url`, a file (not a folder) that is there, `name` in messages.
  ///
  /// - Parameter what: what was expected there, for the message when nothing is
  ///   ("no such file (a TMX translation memory was expected here)").
  public func bytes(ofFile url: URL, name: String, expected what: String) throws(ExchangeError) -> [UInt8] {
    guard exists(url), !isFolder(url) else {
      throw ExchangeError(file: name, "no such file (\(what) was expected here)")
    }
    return try bytes(of: url, name: name)
  }
}
