import Foundation
import L10nCatalog
import L10nProject

/// What the command line got wrong, found only once the project or its catalogs are read (a
/// `--lang` that is not a language): the command line reports it as a usage error (exit 64).
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// This build of l10n, as reports and written files name it.
public enum L10nTool {
  public static let version = "0.1.0"
}

/// A result file that could not be written (a report, a baseline, an exported file, a TMX).
public struct OutputFileError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var message: String

  public var description: String { "\(file): \(message)" }
}

extension ProjectSession {
  /// Writes a result file at once (atomically) through the session's files, after checking that
  /// the run may write there (`WriteScope`), making its folder first when `makingFolder`.
  ///
  /// - Parameter what: what the file is, for the message ("the report").
  public func write(_ bytes: Data, to url: URL, what: String, makingFolder: Bool = false) throws {
    try files.write([UInt8](bytes), to: url, mode: .atomicReplace, what: what, makingFolder: makingFolder)
  }
}
