import L10nCatalog
import L10nText

extension RuleID {
  public static let staleKey = RuleID("stale-key")
}

/// `stale-key`: a key is marked `stale`.
struct StaleKey: KeyRule {
  static let id = RuleID.staleKey
  static let group = RuleGroup.coverage
  static let defaultSeverity = Severity.warning
  static let summary = "A key is marked `stale`: the code no longer uses it."
  static let details = "Delete it (`l10n extract --prune`) or use it again. Stale keys do not count for coverage."

  static var examples: [RuleExample] {
    [
      .fails(
        "A stale key", key: "editor.old_hint",
        entry:
          #"{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Tip"}}}}"#,
        expectLanguage: nil),
      .passes(
        "A manual key", key: "editor.hint",
        entry:
          #"{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Tip"}}}}"#),
    ]
  }

  func check(_ context: KeyContext, in pass: inout CatalogPass) {
    guard context.entry.extractionState == .stale else { return }
    pass.emit(id, key: context.name, "\"\(context.name)\" is marked stale: the code no longer uses it")
  }
}
