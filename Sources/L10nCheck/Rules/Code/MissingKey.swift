import L10nCatalog
import OrderedCollections

extension RuleID {
  public static let missingKey = RuleID("missing-key")
}

/// `missing-key`: the code uses a key the catalog does not have.
struct MissingKey: CatalogRule {
  static let id = RuleID.missingKey
  static let group = RuleGroup.code
  static let defaultSeverity = Severity.error
  static let summary = "The code uses a key the catalog does not have."
  static let details = """
    Reported at the usage when sources are given (`--sources` or `sources:` in l10n.yml). `l10n extract` adds it. \
    A SwiftUI key call (`Text("…")`) names a missing key only when its text follows the key pattern.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "Used but not in the catalog", key: "editor.title", entry: entry(en: "Editor"),
        usedKeys: ["editor.title", "editor.subtitle"], expectKey: "editor.subtitle", expectLanguage: nil),
      .passes("Used and present", key: "editor.title", entry: entry(en: "Editor"), usedKeys: ["editor.title"]),
    ]
  }

  /// Each missing key once, at its first use.
  func check(_ context: CatalogContext, in pass: inout CatalogPass) {
    guard let used = context.input.usedKeys else { return }
    var firstUse: OrderedDictionary<String, (place: KeyPlace, count: Int)> = [:]
    for usage in used where context.catalog.strings[usage.key] == nil {
      firstUse[usage.key, default: (usage, 0)].count += 1
    }
    for (key, (usage, count)) in firstUse {
      let others = count > 1 ? " (and \(Counted.phrase(count - 1, "more use", plural: "more uses")))" : ""
      pass.emit(id, at: usage, "\"\(key)\" is used here\(others) but is not in \(context.input.file)")
    }
  }
}
