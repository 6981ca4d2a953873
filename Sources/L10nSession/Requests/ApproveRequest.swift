import Foundation
import L10nCatalog
import L10nReporting
import OrderedCollections

/// Reviewed translations approved: every text of the keys named, in one language, that is marked
/// for review (`needs_review`) becomes `translated`. Texts in any other state are left as they
/// are; a key with none to approve is refused with the reason.
public struct ApproveRequest: SessionRequest, Sendable {
  public var keys: [String]
  public var language: String
  /// The catalog's path from the project root; nil: for each key, the only catalog that has it.
  public var catalog: String?
  public var dryRun = false
  public var waiting: CatalogLock.Waiting

  public init(
    keys: [String], language: String, catalog: String? = nil, dryRun: Bool = false, waiting: CatalogLock.Waiting
  ) {
    (self.keys, self.language, self.catalog, self.dryRun, self.waiting) = (keys, language, catalog, dryRun, waiting)
  }

  public struct Result: Sendable {
    /// Per key approved: its catalog (as shown), the key and how many texts became translated.
    public var approved: [Approved]
    public var refused: [KeyEditRefusal]
    /// The change, as `l10n diff` shows it.
    public var changes: [CatalogDiffItem]
    public var touched: [Int]
    public var written: [String] = []
  }

  public struct Approved: Sendable, Hashable, Encodable {
    public var catalog: String
    public var key: String
    public var texts: Int
  }

  public func run(in session: ProjectSession) throws -> Result {
    var catalogs = try session.catalogs(access: .writing(waiting, unless: dryRun))
    session.keep(catalogs.map(\.catalog))
    var result = try approve(in: &catalogs, session: session)
    if !dryRun { result.written = try session.save(catalogs, at: result.touched) }
    return result
  }

  /// The approvals made in `catalogs` (as `run` loads them, or as a long-lived server keeps them);
  /// nothing is written.
  public func approve(in catalogs: inout [CatalogFile], session: ProjectSession) throws -> Result {
    let language =
      try LanguageOption.tags(
        [self.language], project: session.project, catalogs: catalogs.map(\.catalog), option: "language"
      ).first ?? self.language
    var edits = KeyEdits()
    var approved: [Approved] = []
    var refused: [KeyEditRefusal] = []
    for (number, key) in keys.enumerated() {
      func refuse(_ reason: KeyEditRefusal.Reason, _ message: String) {
        refused.append(KeyEditRefusal(item: number + 1, id: key, language: language, reason: reason, message: message))
      }
      let index: Int
      do throws(KeyEdits.Unplaced) {
        index = try KeyEdits.catalog(named: catalog, holding: key, in: catalogs, session: session)
      } catch {
        refuse(error.reason, error.message)
        continue
      }
      guard catalogs[index].catalog.strings[key] != nil else {
        refuse(.unknownKey, "\(catalogs[index].displayPath) has no key \"\(key)\"")
        continue
      }
      edits.note(key, in: index, of: catalogs)
      var count = 0
      catalogs[index].catalog.strings[key]!.localizations?[language]?.updateTexts { text, _ in
        switch text {
        case .unit(var unit) where unit.state == .needsReview:
          unit.state = .translated
          text = .unit(unit)
          count += 1
        case .set(var set) where set.state == .needsReview:
          set.state = .translated
          text = .set(set)
          count += 1
        default: break
        }
      }
      if count == 0 {
        refuse(.notInReview, "\"\(key)\" has no \(language) text marked for review (needs_review)")
      } else {
        approved.append(Approved(catalog: catalogs[index].displayPath, key: key, texts: count))
      }
    }
    return Result(
      approved: approved, refused: refused, changes: edits.changes(catalogs), touched: edits.touched(catalogs))
  }
}
