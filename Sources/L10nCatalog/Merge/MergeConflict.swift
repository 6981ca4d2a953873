/// One place both sides changed differently.
public struct MergeConflict: Sendable, Hashable, CustomStringConvertible {
  public enum Kind: String, Sendable, Hashable {
    /// Both sides changed it, differently (or both added it, differently).
    case bothChanged
    /// Ours deleted it, theirs changed it.
    case deletedInOurs
    /// Theirs deleted it, ours changed it.
    case deletedInTheirs
  }

  /// One version of the conflicting member, nil when that side deleted it.
  public enum Side: Sendable, Hashable {
    /// A whole key (`strings[key]`).
    case entry(CatalogEntry?)
    /// A language's localization, or a variation case.
    case localization(Localization?)
    /// A top-level member of the catalog (`sourceLanguage`, `version`, an unknown field).
    case value(JSONValue?)
  }

  public var kind: Kind
  /// The key; nil for a conflict on a top-level field of the catalog.
  public var key: String?
  /// The language; nil when the conflict is on the whole key.
  public var language: String?
  /// The variation case under the language (`plural.one`, `substitutions.count.plural.other`);
  /// empty for the language's own localization.
  public var path: TextPath
  /// The top-level catalog field, for conflicts outside `strings`.
  public var field: String?
  public var ours: Side
  public var theirs: Side

  /// The variation as Xcode's ids write it (`plural.one`); empty for none.
  public var variation: String { path.description }

  /// `key`, or `key|==|plural.one` for a variation case (the id grammar of XLIFF exports).
  public var unitID: String? {
    key.map(path.unitID(key:))
  }

  /// Where it is, for messages: `key "a.b", language de, variation plural.one`.
  public var location: String {
    if let field { return "field \"\(field)\"" }
    var parts = ["key \"\(key ?? "")\""]
    if let language { parts.append("language \(language)") }
    if !path.isEmpty { parts.append("variation \(variation)") }
    return parts.joined(separator: ", ")
  }

  public var reason: String {
    switch kind {
    case .bothChanged: "changed differently on both sides"
    case .deletedInOurs: "deleted in ours, changed in theirs"
    case .deletedInTheirs: "changed in ours, deleted in theirs"
    }
  }

  public var description: String { "\(location): \(reason)" }
}
