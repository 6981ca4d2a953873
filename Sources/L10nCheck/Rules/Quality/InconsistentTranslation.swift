import L10nCatalog
import L10nText

/// `inconsistent-translation`: one source text translated in more than one way in a language.
enum InconsistentTranslation: CatalogRule {
  static let id = RuleID.inconsistentTranslation
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.note
  static let summary = "One source text translated in more than one way in one language."
  static let details = """
    Among the texts in state `translated` of a language (plain texts, and each plural, device \
    and substitution case alike), the same source text has different translations: users see \
    "Delete" as "Löschen" on one screen and "Entfernen" on the next. One finding per source and \
    language, at the first key of a less used translation, listing the translations and their \
    keys, the most used first. Texts of plural cases compare within their category. A comment \
    that differs between keys is context and keeps their texts apart (l10n.yml \
    `check.consistency.splitByComment: false` compares them anyway). Stale and untranslatable \
    keys are not looked at. A glossary (`glossary-term`) says which translation is right.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "\"Delete\" is \"Löschen\" on iPhone and \"Entfernen\" on the Mac", key: "photo.delete.button",
        entry: devices(["iphone": ("Delete", "Löschen"), "mac": ("Delete", "Entfernen")]), expectLanguage: "de"),
      .passes(
        "The same translation on both", key: "photo.delete.button",
        entry: devices(["iphone": ("Delete", "Löschen"), "mac": ("Delete", "Löschen")])),
    ]
  }

  /// An entry whose English and German texts vary by device: device → (English, German).
  static func devices(_ cases: KeyValuePairs<String, (String, String)>) -> String {
    func variations(_ text: (String, String) -> String) -> String {
      let members = cases.map { device, texts in
        "\(JSONValue.quoted(device)):{\"stringUnit\":{\"state\":\"translated\",\"value\":\(JSONValue.quoted(text(texts.0, texts.1)))}}"
      }
      return "{\"variations\":{\"device\":{\(members.joined(separator: ","))}}}"
    }
    return "{\"localizations\":{\"de\":\(variations { $1 }),\"en\":\(variations { s, _ in s })}}"
  }

  static func check(_ context: CatalogContext, in pass: inout CatalogPass) {
    for group in TranslationConsistency.inconsistencies(
      in: context.catalog, splitByComment: pass.options.consistencySplitsByComment)
    {
      let variants = group.variants.map { variant in
        let keys = variant.keys.prefix(5).joined(separator: ", ") + (variant.keys.count > 5 ? ", …" : "")
        return "\"\(SameAsSource.clip(variant.text))\" (\(keys))"
      }
      let category = group.category.map { " (plural \($0))" } ?? ""
      pass.emit(
        id, key: group.variants[1].keys[0], language: group.language,
        "\"\(SameAsSource.clip(group.source))\"\(category) is translated \(group.variants.count) ways in \(group.language): \(variants.joined(separator: ", "))"
      )
    }
  }
}
