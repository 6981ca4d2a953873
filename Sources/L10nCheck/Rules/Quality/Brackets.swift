import L10nCatalog
import L10nText

extension RuleID {
  public static let brackets = RuleID("brackets")
}

/// `brackets`: the translation's brackets are unbalanced and the source's are not.
struct Brackets: TextRule {
  static let id = RuleID.brackets
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.warning
  static let summary = "The translation's brackets are unbalanced and the source's are not."
  static let details = "Counts `()`, `[]`, `{}` and full-width `（）`."

  static var examples: [RuleExample] {
    [
      .fails(
        "A missing parenthesis", key: "files.size", entry: entry(en: "Size (MB)", ["fr": "Taille (Mo"]),
        expectLanguage: "fr"),
      .passes("Balanced", key: "files.size", entry: entry(en: "Size (MB)", ["fr": "Taille (Mo)"])),
    ]
  }

  func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard !context.profile.bracketsBalanced, context.sourceProfile.bracketsBalanced else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language)\(pass.place(ofLeaf: context.leaf)): unbalanced brackets")
  }
}
