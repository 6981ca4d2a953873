import Foundation
import L10nCatalog
import L10nProject
import L10nReporting
import OrderedCollections

/// Keys added to a catalog by name, each with its comment and source text, as `l10n extract` adds
/// a key the code uses (`extractionState: manual`, which Xcode leaves alone; the source text
/// `translated`), at Xcode's sorted position. A key the catalog has is never changed, and a key
/// that does not follow l10n.yml's key convention is refused unless `allowAnyName`.
public struct AddKeysRequest: SessionRequest, Sendable {
  public struct NewKey: Sendable, Hashable {
    public var key: String
    /// For translators (the catalog's `comment`).
    public var comment: String?
    /// The development language's text; nil: none (Xcode shows the key).
    public var source: String?
    /// The catalog's path from the project root; nil: the catalog of keys without a table
    /// (`extract.catalog`, `Localizable.xcstrings`, or the project's only one).
    public var catalog: String?

    public init(key: String, comment: String? = nil, source: String? = nil, catalog: String? = nil) {
      (self.key, self.comment, self.source, self.catalog) = (key, comment, source, catalog)
    }
  }

  public var keys: [NewKey]
  public var allowAnyName = false
  public var dryRun = false
  public var waiting: CatalogLock.Waiting

  public init(_ keys: [NewKey], dryRun: Bool = false, waiting: CatalogLock.Waiting) {
    self.keys = keys
    self.dryRun = dryRun
    self.waiting = waiting
  }

  public struct Result: Sendable {
    /// The keys added, each with its catalog as shown.
    public var added: [Added]
    public var refused: [KeyEditRefusal]
    /// The change, as `l10n diff` shows it.
    public var changes: [CatalogDiffItem]
    public var touched: [Int]
    public var written: [String] = []
  }

  public struct Added: Sendable, Hashable, Encodable {
    public var catalog: String
    public var key: String
  }

  public func run(in session: ProjectSession) throws -> Result {
    var catalogs = try session.catalogs(access: .writing(waiting, unless: dryRun))
    session.keep(catalogs.map(\.catalog))
    var result = try add(to: &catalogs, session: session)
    if !dryRun { result.written = try session.save(catalogs, at: result.touched) }
    return result
  }

  /// The keys added to `catalogs` (as `run` loads them, or as a long-lived server keeps them);
  /// nothing is written.
  public func add(to catalogs: inout [CatalogFile], session: ProjectSession) throws -> Result {
    let keyPattern = session.project.configuration.keys.pattern
    let matcher = keyPattern.matcher()
    let defaultCatalog = ProjectSources.defaultCatalog(
      project: session.project, catalogs: catalogs.map { URL(fileURLWithPath: $0.resolvedPath) },
      files: session.files)
    var edits = KeyEdits()
    var added: [Added] = []
    var refused: [KeyEditRefusal] = []
    for (number, new) in keys.enumerated() {
      func refuse(_ reason: KeyEditRefusal.Reason, _ message: String) {
        refused.append(KeyEditRefusal(item: number + 1, id: new.key, reason: reason, message: message))
      }
      guard allowAnyName || matcher.matches(new.key) else {
        refuse(.keyConvention, "\"\(new.key)\" does not follow the key convention (\(keyPattern.pattern))")
        continue
      }
      let index: Int
      do throws(KeyEdits.Unplaced) {
        if new.catalog == nil, let defaultCatalog,
          let found = catalogs.firstIndex(where: { $0.resolvedPath == defaultCatalog.resolvingSymlinksInPath().path })
        {
          index = found
        } else {
          index = try KeyEdits.catalog(named: new.catalog, holding: nil, in: catalogs, session: session)
        }
      } catch {
        refuse(error.reason, error.message)
        continue
      }
      let catalog = catalogs[index].catalog
      guard catalog.strings[new.key] == nil else {
        refuse(.exists, "\(catalogs[index].displayPath) has the key \"\(new.key)\" already; it is left as it is")
        continue
      }
      var entry = CatalogEntry(comment: new.comment, extractionState: .manual)
      if let source = new.source {
        entry.localizations = [
          catalog.sourceLanguage: Localization(stringUnit: StringUnit(state: .translated, value: source))
        ]
      }
      edits.note(new.key, in: index, of: catalogs)
      catalogs[index].catalog.strings.insertInXcodeOrder(new.key, entry)
      added.append(Added(catalog: catalogs[index].displayPath, key: new.key))
    }
    return Result(added: added, refused: refused, changes: edits.changes(catalogs), touched: edits.touched(catalogs))
  }
}
