import L10nCatalog
import L10nText

extension RuleID {
  public static let needsReview = RuleID("needs-review")
}

/// `needs-review`: a translation is marked `needs_review`.
struct NeedsReview: CoverageRule {
  static let id = RuleID.needsReview
  static let group = RuleGroup.coverage
  static let defaultSeverity = Severity.warning
  static let summary = "A translation is marked `needs_review`."
  static let details =
    "The source changed since it was translated, or a reviewer flagged it. It does not count as translated."

  static var examples: [RuleExample] {
    [
      .fails(
        "Needs review", key: "editor.title",
        entry: entry(en: "Editor", ["fr": ("Éditeur", "needs_review")]), expectLanguage: "fr"),
      .passes("Translated", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"])),
    ]
  }

  func check(_ context: CoverageContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard context.judgement?.coverage == .needsReview else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language) translation of \"\(key.name)\" needs review")
  }
}
