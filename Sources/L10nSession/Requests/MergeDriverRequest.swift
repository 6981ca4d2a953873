import Foundation
import L10nCatalog
import L10nProject
import L10nText
import OrderedCollections

/// `l10n merge-driver`: three versions of a catalog merged key by key (`CatalogMerge`), the result
/// (with conflict markers where both sides changed one thing) written over ours. Needs no project.
public struct MergeDriverRequest {
  public var base: String
  public var ours: String
  public var theirs: String
  /// The catalog's path in the repository, for messages (default: ours).
  public var name: String
  public var markerSize = 7

  public init(base: String, ours: String, theirs: String, name: String? = nil) {
    (self.base, self.ours, self.theirs) = (base, ours, theirs)
    self.name = name ?? ours
  }

  /// A version that could not be read: ours is left as it was.
  public struct Unreadable: Error, CustomStringConvertible {
    public var error: any Error
    public var description: String { "\(error)" }
  }

  /// Merges and writes ours (at once, through `files`: never half a file, and only where the
  /// run may write); returns the conflicts (none: a clean merge). Throws `Unreadable` when a
  /// version is not a catalog, a `CatalogError` when ours cannot be written.
  ///
  /// - Parameter files: the session's files (default: the disk, paths from the current folder).
  public func run(files: ProjectFiles? = nil) throws -> [String] {
    let files =
      files ?? ProjectFiles(workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let catalogs: [StringCatalog]
    do {
      catalogs = try [(base, "base"), (ours, "ours"), (theirs, "theirs")].map { file, side in
        try Self.read(file, label: "\(name) (\(side))", allowEmpty: side == "base", files: files)
      }
    } catch {
      throw Unreadable(error: error)
    }
    var baseCatalog = catalogs[0]
    if baseCatalog.strings.isEmpty && baseCatalog.sourceLanguage.isEmpty {
      baseCatalog = StringCatalog(sourceLanguage: catalogs[1].sourceLanguage, version: catalogs[1].version)
      baseCatalog.fileFormat = catalogs[1].fileFormat
    }
    let result = CatalogMerge.merge(base: baseCatalog, ours: catalogs[1], theirs: catalogs[2])
    try files.write(
      result.markedBytes(markerSize: markerSize), to: PathDisplay.resolve(ours, against: files.workingDirectory),
      mode: .atomicReplace, displayPath: ours, what: "the merged catalog")
    return result.conflicts.map { "\($0)" }
  }

  /// One version; an empty base (no common ancestor) is a catalog with no keys.
  private static func read(_ file: String, label: String, allowEmpty: Bool, files: ProjectFiles) throws
    -> StringCatalog
  {
    let data: [UInt8]
    do {
      data = try files.read(PathDisplay.resolve(file, against: files.workingDirectory))
    } catch {
      throw OutputFileError(file: label, message: "cannot read \(file): \(error.localizedDescription)")
    }
    if allowEmpty && data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return StringCatalog(sourceLanguage: "")
    }
    return try StringCatalog(bytes: data, file: label)
  }
}
