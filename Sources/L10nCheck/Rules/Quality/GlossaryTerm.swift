import L10nCatalog
import L10nText

extension RuleID {
  public static let glossaryTerm = RuleID("glossary-term")
}

/// `glossary-term`: a translation that ignores the project's glossary.
struct GlossaryTerm: TextRule {
  static let id = RuleID.glossaryTerm
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.warning
  static let summary = "A glossary term translated without the glossary's translation, or with a forbidden one."
  static let details = """
    With l10n.yml's `glossary:` (TBX or CSV, see Documentation/Translate.md): a source text \
    contains a term of the glossary, and its translation has neither the preferred translation \
    nor an allowed variant, or uses one the glossary forbids. Matching is case- and \
    inflection-tolerant as far as ICU's word boundaries allow (delete, deleted, deleting; Datei, \
    Dateien). One term, one translation: users see "Delete" as "Löschen" on every screen. Fix \
    the translation, or add the variant to the glossary. Nothing is reported without a glossary.
    """

  static var examples: [RuleExample] {
    [
      RuleExample.fails(
        "The glossary says \"Löschen\"; the translation says \"Entfernen\", which it forbids",
        key: "photo.delete.button",
        entry: entry(en: "Delete photo", ["de": "Foto entfernen"]), expectLanguage: "de"
      ).with(glossary: ["de": ["Delete": "Löschen|!Entfernen"]]),
      RuleExample.fails(
        "The glossary's term is not translated with its translation", key: "photo.delete.button",
        entry: entry(en: "Deleting photos…", ["de": "Fotos werden verworfen…"]), expectLanguage: "de"
      ).with(glossary: ["de": ["Delete": "Löschen"]]),
      RuleExample.passes(
        "Another form of the glossary's translation", key: "photo.delete.button",
        entry: entry(en: "Delete photo", ["de": "Foto löschen"])
      ).with(glossary: ["de": ["Delete": "Löschen|!Entfernen"]]),
    ]
  }

  /// The project's glossary, asked from the check's threads; nil without one.
  private var glossary: CheckGlossary?

  mutating func prepare(_ settings: NoSettings, for inputs: [CatalogInput], with resources: any CheckResources) throws {
    glossary = try CheckGlossary(inputs, resources)
  }

  func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard
      let problems = glossary?.problems(
        source: context.sourceText, target: context.text, sourceLanguage: pass.catalog.sourceLanguage,
        language: context.language)
    else { return }
    for problem in problems {
      pass.emit(
        id, key: key.name, language: context.language,
        "\(context.language)\(pass.place(ofLeaf: context.leaf)): \"\(SameAsSource.clip(context.text))\" \(problem)")
    }
  }
}
