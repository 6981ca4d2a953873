import L10nCatalog
import L10nExchange
import L10nText

extension RuleID {
  public static let memoryMatch = RuleID("memory-match")
}

/// `memory-match`: a missing translation `fill --from-memory` would take from the memory.
struct MemoryMatch: CoverageRule {
  static let id = RuleID.memoryMatch
  static let group = RuleGroup.coverage
  static let defaultSeverity = Severity.note
  static let isOnByDefault = false
  static let summary =
    "A missing translation `fill --from-memory` would take from the memory; off unless l10n.yml turns it on."
  static let details = """
    Exactly what `l10n fill --from-memory --lang LANGUAGE` (min-match 100) would fill in the \
    key: each of its texts (a plain text, or a plural, device or substitution case) with no \
    translation or only a `new` one, for which the translation memory (the project's \
    translated texts and its TMX files, see Documentation/Memory.md) has a translation of the \
    same source text in this language, placeholders such as `%@` and `%1$@` taken as equal, \
    whose placeholders fit the key's source. Fill marks them needs_review, before a translator \
    is paid for them. Stale keys are not looked at. Off by default, as it reads every catalog \
    of the project; turn it on with `check.rules: {memory-match: note}`.
    """

  static var examples: [RuleExample] {
    [
      RuleExample.fails(
        "The memory has French \"Annuler\" for \"Cancel\"", key: "editor.cancel.button",
        entry: entry(en: "Cancel"), languages: ["fr"], expectLanguage: "fr"
      ).with(memory: ["fr": ["Cancel": "Annuler"]]),
      RuleExample.fails(
        "Only a new French text, which fill replaces", key: "editor.cancel.button",
        entry: entry(en: "Cancel", ["fr": ("Cancel", "new")]), expectLanguage: "fr"
      ).with(memory: ["fr": ["Cancel": "Annuler"]]),
      RuleExample.passes(
        "The memory has nothing for \"Discard\"", key: "editor.discard.button",
        entry: entry(en: "Discard"), languages: ["fr"]
      ).with(memory: ["fr": ["Cancel": "Annuler"]]),
      RuleExample.passes(
        "The memory's \"%d éléments\" does not format the %@ of \"%@ items\", so fill would not use it",
        key: "inbox.count.label", entry: entry(en: "%@ items"), languages: ["fr"]
      ).with(memory: ["fr": ["%@ items": "%d éléments"]]),
    ]
  }

  /// The memory's searches from each checked catalog's source language into each of its
  /// languages, built before the check's threads ask; nil before `prepare`.
  private var searches: MemorySearches?

  /// Reads the project's translation memory (`CheckResources.memory`) and builds its searches.
  mutating func prepare(_ settings: NoSettings, for inputs: [CatalogInput], with resources: any CheckResources) throws {
    let memory = try resources.memory()
    var searches = MemorySearches(memory)
    for sourceLanguage in Set(inputs.map(\.catalog.sourceLanguage)) {
      for language in memory.languages where language != sourceLanguage {
        _ = searches.search(language: language, sourceLanguage: sourceLanguage)
      }
    }
    self.searches = searches
  }

  /// The texts of the key that `fill --from-memory` would fill in the language (any text with no
  /// translation or only a `new` one, whatever the key's coverage says of the rest).
  func check(_ context: CoverageContext, of key: KeyContext, in pass: inout CatalogPass) {
    let name = key.name
    let language = context.language
    guard let search = searches?.built(language: language, sourceLanguage: pass.catalog.sourceLanguage) else {
      return
    }
    let fillable = MemoryFill.fillable(key: name, in: pass.catalog, language: language, search: search)
    guard let first = fillable.first else { return }
    let fill = "`l10n fill --from-memory --lang \(language)`"
    if fillable.count == 1 {
      let place = first.path.isEmpty ? "" : " (\(first.path.description))"
      pass.emit(
        id, key: name, language: language,
        "\"\(name)\"\(place) could take \(language) \"\(first.target ?? "")\" from the translation memory (same source \"\(first.source)\"); \(fill) fills it"
      )
    } else {
      let texts = fillable.map { $0.path.isEmpty ? "the text" : $0.path.description }
      pass.emit(
        id, key: name, language: language,
        "\"\(name)\" could take \(fillable.count) \(language) texts from the translation memory (\(texts.joined(separator: ", ")), first \"\(first.target ?? "")\" for \"\(first.source)\"); \(fill) fills them"
      )
    }
  }
}
