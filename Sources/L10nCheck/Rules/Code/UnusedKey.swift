import L10nCatalog
import L10nProject
import OrderedCollections

extension RuleID {
  public static let unusedKey = RuleID("unused-key")
}

/// `unused-key`: a key l10n manages is not used in the code.
struct UnusedKey: CatalogRule {
  static let id = RuleID.unusedKey
  static let group = RuleGroup.code
  static let defaultSeverity = Severity.warning
  static let summary = "A key l10n manages is not used in the code."
  static let details = """
    Keys l10n manages are those marked `manual` or `stale`, or matching the key pattern; keys Xcode \
    extracted itself are Xcode's business. `l10n extract --mark-stale` or `--prune` acts on them. \
    A key is used when `.i18n`, a Foundation call or a SwiftUI key call (`Text("key")`, \
    `extract.keyCalls`) names it, when an interpolated key call matches it \
    (`Text("\\(n) files")` uses `%lld files`), when code writes the Swift symbol Xcode 26 \
    generates for it (a manual key: `Text(.editorTitle)`), when it matches `keys.dynamic`, or \
    when any string literal in the sources equals it.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "Not used", key: "editor.title", entry: entry(en: "Editor"), usedKeys: [], expectLanguage: nil),
      .passes("Used", key: "editor.title", entry: entry(en: "Editor"), usedKeys: ["editor.title"]),
    ]
  }

  func check(_ context: CatalogContext, in pass: inout CatalogPass) {
    guard let usages = context.input.usedKeys else { return }
    let used = Set(usages.lazy.map(\.key))
    let isInfoPlist = pass.isInfoPlistCatalog
    for (key, entry) in context.catalog.strings where !used.contains(key) {
      // Keys Xcode names (Info.plist's, Interface Builder's) are never l10n's to call unused.
      if entry.isManagedByL10n(keyFollowsConvention: pass.keyPattern.matches(key))
        && !XcodeNamedKeys.contains(key, comment: entry.comment, inInfoPlistCatalog: isInfoPlist)
      {
        pass.emit(id, key: key, "\"\(key)\" is not used in the code")
      }
    }
  }
}
