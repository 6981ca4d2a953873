import L10nCatalog
import L10nICU
import L10nText

extension RuleID {
  public static let unknownLanguage = RuleID("unknown-language")
}

/// `unknown-language`: a language tag ICU does not know, or not spelled as Xcode writes it.
struct UnknownLanguage: CatalogRule {
  static let id = RuleID.unknownLanguage
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.error
  static let summary = "A language tag ICU does not know, or not spelled as Xcode writes it."
  static let details = """
    Checked with ICU: the language, and the script and region when given (`pt-BR`, `zh-Hans`, \
    `es-419`). `english` or `fr-XX` are typos that no device will ever load; `pt_br` or `FR` \
    spell a language otherwise than Xcode does, and the message names the spelling meant. \
    CLDR's pseudo-locales `en-XA` and `ar-XB` (`export --pseudo`) pass. Import and every \
    `--lang` judge a tag the same way.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "A typo", key: "editor.title", entry: entry(en: "Editor", ["fr-FX2": "Éditeur"]), expectLanguage: "fr-FX2"),
      .fails(
        "Not as Xcode spells it", key: "editor.title", entry: entry(en: "Editor", ["pt_br": "Editor"]),
        expectLanguage: "pt_br"),
      .passes(
        "Script and region", key: "editor.title",
        entry: entry(en: "Editor", ["zh-Hans": "编辑器", "es-419": "Editor"])),
      .passes(
        "A pseudo-locale", key: "editor.title", entry: entry(en: "Editor", ["en-XA": "[Éđîţöŕ ·]"])),
    ]
  }

  func check(_ context: CatalogContext, in pass: inout CatalogPass) {
    let source = context.catalog.sourceLanguage
    var reported = Set<String>()
    // As import and every --lang judge a tag (`LanguageTags`): known to ICU, spelled as Xcode
    // writes it; CLDR's pseudo-locales, which `export --pseudo` makes, pass.
    if let problem = LanguageTags.problem(with: source, catalogLanguages: []) {
      pass.emit(id, key: nil, "the source language \"\(source)\" \(problem)")
      reported.insert(source)
    }
    // The walk noted each language with the first key that has it, in catalog order.
    for (language, key) in context.firstUses where !reported.contains(language) {
      reported.insert(language)
      if let problem = LanguageTags.problem(with: language, catalogLanguages: []) {
        pass.emit(id, key: key, language: language, "\"\(language)\" \(problem); first used by \"\(key)\"")
      }
    }
  }
}
