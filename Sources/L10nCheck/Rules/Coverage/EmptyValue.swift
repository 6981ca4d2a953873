import L10nCatalog
import L10nText

extension RuleID {
  public static let emptyValue = RuleID("empty-value")
}

/// `empty-value`: a text marked translated is empty while the source is not.
struct EmptyValue: CoverageRule {
  static let id = RuleID.emptyValue
  static let group = RuleGroup.coverage
  static let defaultSeverity = Severity.warning
  static let summary = "A text marked translated is empty while the source is not."
  static let details = "The app would show nothing. Empty texts do not count as translated."

  static var examples: [RuleExample] {
    [
      .fails(
        "An empty French text", key: "editor.title", entry: entry(en: "Editor", ["fr": ""]), expectLanguage: "fr"),
      .passes("A text", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"])),
    ]
  }

  func check(_ context: CoverageContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard let empty = context.judgement?.emptyPaths, !empty.isEmpty else { return }
    let place = empty == [""] ? "" : " (\(empty.joined(separator: ", ")))"
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language) text\(place) is empty but marked translated")
  }
}
