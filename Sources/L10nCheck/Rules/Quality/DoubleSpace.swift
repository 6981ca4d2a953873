import L10nCatalog
import L10nText

extension RuleID {
  public static let doubleSpace = RuleID("double-space")
}

/// `double-space`: two spaces in a row in the translation, not in the source.
struct DoubleSpace: TextRule {
  static let id = RuleID.doubleSpace
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.warning
  static let summary = "The translation has two spaces in a row and the source does not."
  static let details = "Usually a slip when editing."

  static var examples: [RuleExample] {
    [
      .fails(
        "Two spaces", key: "editor.title", entry: entry(en: "Open editor", ["fr": "Ouvrir  l’éditeur"]),
        expectLanguage: "fr"),
      .passes("One space", key: "editor.title", entry: entry(en: "Open editor", ["fr": "Ouvrir l’éditeur"])),
    ]
  }

  func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard context.profile.doubleSpace, !context.sourceProfile.doubleSpace else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language)\(pass.place(ofLeaf: context.leaf)): two spaces in a row")
  }
}
