import L10nCatalog

extension RuleID {
  public static let missingTranslation = RuleID("missing-translation")
}

/// `missing-translation`: a key has no translation (or only a `new` one) in a language.
struct MissingTranslation: CoverageRule {
  static let id = RuleID.missingTranslation
  static let group = RuleGroup.coverage
  static let defaultSeverity = Severity.warning
  static let summary = "A key has no translation (or only a `new` one) in a language."
  static let details = """
    Counted for every language of the catalog and every language in `languages:` of l10n.yml, \
    except the source language. Keys with `shouldTranslate: false` and stale keys are left out. \
    A plural counts as translated only when every required category is. `--min-coverage` turns \
    the share of translated keys into a gate.
    """

  static var examples: [RuleExample] {
    [
      .passes("Translated", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"])),
      .fails(
        "No German text", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"]),
        languages: ["fr", "de"], expectLanguage: "de"),
      .fails(
        "A new (untranslated) unit", key: "editor.title",
        entry: entry(en: "Editor", ["fr": ("Editor", "new")]), expectLanguage: "fr"),
      .passes(
        "Not to be translated", key: "app.name",
        entry:
          #"{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"Frames"}}}}"#,
        languages: ["fr"]),
    ]
  }

  func check(_ context: CoverageContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard let judgement = context.judgement else {
      pass.emit(
        id, key: key.name, language: context.language, "\"\(key.name)\" has no \(context.language) translation")
      return
    }
    guard judgement.coverage == .untranslated else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\"\(key.name)\" is not translated into \(context.language) yet")
  }
}
