import L10nCatalog
import L10nProject

/// `l10n fmt`: every catalog written in Xcode's exact form (with `sort`, in Xcode's key order), or
/// with `checkOnly` compared with that form and left alone.
public struct FmtRequest: SessionRequest {
  public var catalogs: [String]
  public var checkOnly: Bool
  public var sort: Bool
  public var waiting: CatalogLock.Waiting

  public init(catalogs: [String] = [], checkOnly: Bool = false, sort: Bool = false, waiting: CatalogLock.Waiting) {
    self.catalogs = catalogs
    self.checkOnly = checkOnly
    self.sort = sort
    self.waiting = waiting
  }

  public struct Result: Sendable {
    /// The catalogs read.
    public var total: Int
    /// Those written (or, checking, those not in Xcode's form), as shown.
    public var changed: [String]
  }

  public func run(in session: ProjectSession) throws -> Result {
    // Sorting changes the only copy of each catalog. Each is written (or compared) in pieces; a
    // catalog already in Xcode's form is left alone.
    var files = try session.catalogs(catalogs, access: checkOnly ? .unlocked : .writing(waiting))
    var changed: [String] = []
    for index in files.indices {
      if sort { files[index].catalog.sortAllKeys() }
      if checkOnly ? files[index].differsFromOriginal() : try session.files.save(files[index]) {
        changed.append(files[index].displayPath)
      }
    }
    return Result(total: files.count, changed: changed)
  }
}
