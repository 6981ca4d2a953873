import Foundation
import L10nCatalog
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

  /// Merges and writes ours; returns the conflicts (none: a clean merge). Throws `Unreadable`
  /// when a version is not a catalog, an `OutputFileError` when ours cannot be written.
  public func run() throws -> [String] {
    let catalogs: [StringCatalog]
    do {
      catalogs = try [(base, "base"), (ours, "ours"), (theirs, "theirs")].map { file, side in
        try Self.read(file, label: "\(name) (\(side))", allowEmpty: side == "base")
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
    do {
      try Data(result.markedBytes(markerSize: markerSize)).write(to: URL(fileURLWithPath: ours))
    } catch {
      throw OutputFileError(file: ours, message: "cannot write the merged catalog: \(error.localizedDescription)")
    }
    return result.conflicts.map { "\($0)" }
  }

  /// One version; an empty base (no common ancestor) is a catalog with no keys.
  private static func read(_ file: String, label: String, allowEmpty: Bool) throws -> StringCatalog {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw OutputFileError(file: label, message: "cannot read \(file): \(error.localizedDescription)")
    }
    if allowEmpty && data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return StringCatalog(sourceLanguage: "")
    }
    return try StringCatalog(data: data, file: label)
  }
}
