import Foundation
import L10nCatalog
import L10nProject
import L10nReporting
import OrderedCollections

/// What the requests that edit keys one by one (`SubmitTranslationsRequest`, `ApproveRequest`,
/// `AddKeysRequest`) share: which catalog a key is in, and the exact change they made, as
/// `l10n diff` shows it, worked out over the keys they touched alone (never a walk of the whole
/// catalog).
public struct KeyEdits: Sendable {
  /// Per catalog index: each key noted, with its entry before the edit (nil: it was not there).
  private var before: [Int: OrderedDictionary<String, CatalogEntry?>] = [:]

  public init() {}

  /// Notes `key` of the catalog at `index` before it is edited (the first note counts).
  public mutating func note(_ key: String, in index: Int, of catalogs: [CatalogFile]) {
    guard before[index]?[key] == nil else { return }
    before[index, default: [:]][key] = .some(catalogs[index].catalog.strings[key])
  }

  /// The change to every catalog whose noted keys changed, in the catalogs' order: the keys noted,
  /// before and now (`CatalogDiff`).
  public func changes(_ catalogs: [CatalogFile]) -> [CatalogDiffItem] {
    var items: [CatalogDiffItem] = []
    for index in catalogs.indices {
      guard let keys = before[index] else { continue }
      let catalog = catalogs[index].catalog
      var old = StringCatalog(sourceLanguage: catalog.sourceLanguage)
      var new = StringCatalog(sourceLanguage: catalog.sourceLanguage)
      for (key, entry) in keys {
        if let entry { old.strings[key] = entry }
        if let now = catalog.strings[key] { new.strings[key] = now }
      }
      let diff = CatalogDiff(old: old, new: new)
      if !diff.isEmpty { items.append(CatalogDiffItem(file: catalogs[index].displayPath, diff: diff)) }
    }
    return items
  }

  /// The indices of the catalogs whose noted keys changed.
  public func touched(_ catalogs: [CatalogFile]) -> [Int] {
    before.keys.sorted().filter { index in
      before[index]!.contains { key, entry in catalogs[index].catalog.strings[key] != entry }
    }
  }

  /// The catalog a request names (its path from the project root, as `ProjectSession.original(of:)`
  /// gives it, or as shown), else the only one that has `key`. Throws `KeyEdits.Unplaced` when
  /// none or several fit.
  public static func catalog(
    named name: String?, holding key: String?, in catalogs: [CatalogFile], session: ProjectSession
  ) throws(Unplaced) -> Int {
    if let name {
      let wanted = PathDisplay.relative(
        PathDisplay.resolve(name, against: session.project.root), to: session.project.root)
      if let index = catalogs.firstIndex(where: { session.original(of: $0) == wanted || $0.displayPath == name }) {
        return index
      }
      let known = catalogs.map { session.original(of: $0) }.joined(separator: ", ")
      throw Unplaced(reason: .unknownCatalog, message: "the project has no catalog \(name) (it has \(known))")
    }
    guard let key else {
      guard catalogs.count == 1 else {
        throw Unplaced(reason: .ambiguousCatalog, message: "the project has several catalogs: name one")
      }
      return 0
    }
    let holders = catalogs.indices.filter { catalogs[$0].catalog.strings[key] != nil }
    guard holders.count == 1 else {
      if holders.isEmpty {
        throw Unplaced(reason: .unknownKey, message: "no catalog of the project has the key \"\(key)\"")
      }
      let names = holders.map { session.original(of: catalogs[$0]) }.joined(separator: ", ")
      throw Unplaced(reason: .ambiguousCatalog, message: "the key \"\(key)\" is in \(names): name the catalog")
    }
    return holders[0]
  }

  /// Why a request could not tell which catalog an item goes to.
  public struct Unplaced: Error, Sendable {
    public var reason: KeyEditRefusal.Reason
    public var message: String
  }
}

/// An item of a key-editing request that was refused: nothing of it went in.
public struct KeyEditRefusal: Sendable, Hashable, Encodable {
  public enum Reason: String, Sendable, Hashable, Encodable {
    /// The text is `translated` (reviewed); an agent's submission does not replace it.
    case translated
    /// The development language's text is the source: code or the catalog's editor changes it.
    case sourceLanguage = "source-language"
    case unknownKey = "unknown-key"
    case unknownCatalog = "unknown-catalog"
    /// Several catalogs have the key, or the project has several and none was named.
    case ambiguousCatalog = "ambiguous-catalog"
    /// The key to add is in the catalog already.
    case exists
    /// The key to add does not follow the key convention (l10n.yml's `keys.pattern`).
    case keyConvention = "key-convention"
    /// The key has no text in the language that is marked for review.
    case notInReview = "not-in-review"
  }

  /// The item's number in the request (from 1), its unit id (`key|==|plural.one`) or key.
  public var item: Int
  public var id: String
  public var language: String?
  public var reason: Reason
  public var message: String

  public init(item: Int, id: String, language: String? = nil, reason: Reason, message: String) {
    (self.item, self.id, self.language, self.reason, self.message) = (item, id, language, reason, message)
  }
}
