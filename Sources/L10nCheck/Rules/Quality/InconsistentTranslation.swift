import L10nCatalog
import L10nText

extension RuleID {
  public static let inconsistentTranslation = RuleID("inconsistent-translation")
}

/// `inconsistent-translation`: one source text translated in more than one way in a language.
struct InconsistentTranslation: LocalizationRule {
  static let id = RuleID.inconsistentTranslation
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.note
  static let summary = "One source text translated in more than one way in one language."

  static let details = """
    Among the texts in state `translated` of a language (plain texts, and each plural, device \
    and substitution case alike), the same source text has different translations: users see \
    "Delete" as "Löschen" on one screen and "Entfernen" on the next. One finding per source and \
    language, at the first key of a less used translation, listing the translations and their \
    keys, the most used first. Texts of plural cases compare within their category, the cases \
    of a substitution within that substitution. A source without letters once its placeholders \
    are out (`%arg`, `%lld/%lld`) is not looked at: it has no words to translate. A comment \
    that differs between keys is context and keeps their texts apart (l10n.yml \
    `\(setting("splitByComment")): false` compares them anyway). Stale and untranslatable \
    keys are not looked at. A glossary (`glossary-term`) says which translation is right.
    """

  struct Settings: RuleSettings {
    /// A comment that differs between keys splits their texts' group (by default it does).
    var splitByComment = true

    static var fields: [RuleSettingsField<Settings>] { [.bool("splitByComment", \.splitByComment)] }
    static let section: String? = "consistency"
  }

  private var splitsByComment = true
  /// The translated texts of the walk (or of its slice of keys), by source.
  var tally = ConsistencyTally()

  mutating func prepare(_ settings: Settings, for inputs: [CatalogInput], with resources: any CheckResources) {
    splitsByComment = settings.splitByComment
  }

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

  /// Gathers the localization's translated texts (`ConsistencyTally`).
  mutating func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    guard !context.isSource, key.entry.isTranslatable, key.entry.extractionState != .stale else { return }
    guard tally.mayMeetOtherTexts(key: key.index, leaves: pass.leaves[context.leaves]) else { return }
    let comment = splitsByComment ? key.entry.comment : nil
    for index in context.leaves {
      let leaf = pass.leaves[index]
      guard leaf.state == .translated, !leaf.value.isEmpty else { continue }
      tally.add(
        leaf.value, at: leaf.textPath, ofKey: key.index, language: context.language, facts: context.facts
      ) {
        ConsistencyTally.Source(text: leaf.sourceText(in: key.sourceTexts), at: leaf.textPath, comment: comment)
      }
    }
  }

  /// Which keys share a source text, worked out once for every slice of the walk.
  mutating func start(_ input: CatalogInput) {
    tally.learnSharedSources(of: input.catalog)
  }

  /// Reports the groups of texts translated more than one way, once the walk is over.
  func finish(_ context: CatalogContext, in pass: inout CatalogPass) {
    for group in tally.inconsistencies(in: context.catalog) {
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
