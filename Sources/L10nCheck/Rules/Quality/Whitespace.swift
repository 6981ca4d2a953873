import L10nCatalog
import L10nText

extension RuleID {
  public static let whitespace = RuleID("whitespace")
}

/// `whitespace`: leading or trailing whitespace differs from the source.
struct Whitespace: TextRule {
  static let id = RuleID.whitespace
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.warning
  static let summary = "Leading or trailing whitespace differs from the source."
  static let details =
    "Spaces at the ends are usually a copy-paste slip, or lost where the source needs them (`\"Name: \"`)."

  static var examples: [RuleExample] {
    [
      .fails(
        "A trailing space", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur "]), expectLanguage: "fr"),
      .passes("Same ends as the source", key: "form.name_label", entry: entry(en: "Name: ", ["fr": "Nom : "])),
    ]
  }

  func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    let profile = context.profile
    let source = context.sourceProfile
    guard
      profile.leadingWhitespace != source.leadingWhitespace || profile.trailingWhitespace != source.trailingWhitespace
    else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language)\(pass.place(ofLeaf: context.leaf)): leading or trailing whitespace differs from the source")
  }
}
