import L10nCatalog

extension RuleID {
  public static let lineBreaks = RuleID("line-breaks")
}

/// `line-breaks`: the translation has a different number of line breaks than the source.
struct LineBreaks: TextRule {
  static let id = RuleID.lineBreaks
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.warning
  static let summary = "The translation has a different number of line breaks than the source."
  static let details = "Layouts are often built for the source's lines."

  static var examples: [RuleExample] {
    [
      .fails(
        "A lost line break", key: "onboarding.body",
        entry: entry(en: "Welcome!\nLet's start.", ["fr": "Bienvenue ! Commençons."]), expectLanguage: "fr"),
      .passes(
        "Same lines", key: "onboarding.body",
        entry: entry(en: "Welcome!\nLet's start.", ["fr": "Bienvenue !\nCommençons."])),
    ]
  }

  func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    let count = context.profile.lineBreaks
    guard count != context.sourceProfile.lineBreaks else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language)\(pass.place(ofLeaf: context.leaf)): \(Counted.phrase(count, "line break")), the source has \(context.sourceProfile.lineBreaks)"
    )
  }
}
