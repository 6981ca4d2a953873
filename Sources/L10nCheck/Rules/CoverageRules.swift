import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// The coverage rules and their check, run per key and language (`KeyCoverage` is the rule), and
/// the gate over all catalogs (`CoverageTally.failures`).
extension Rules {
  static let coverage: [Rule] = [
    Rule(
      id: .missingTranslation, defaultSeverity: .warning,
      summary: "A key has no translation (or only a `new` one) in a language.",
      details: """
        Counted for every language of the catalog and every language in `languages:` of l10n.yml, \
        except the source language. Keys with `shouldTranslate: false` and stale keys are left out. \
        A plural counts as translated only when every required category is. `--min-coverage` turns \
        the share of translated keys into a gate.
        """,
      examples: [
        .passes("Translated", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"])),
        .fails(
          "No German text", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"]),
          languages: ["fr", "de"]),
        .fails(
          "A new (untranslated) unit", key: "editor.title",
          entry: entry(en: "Editor", ["fr": ("Editor", "new")])),
        .passes(
          "Not to be translated", key: "app.name",
          entry:
            #"{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"Frames"}}}}"#,
          languages: ["fr"]),
      ]),
    Rule(
      id: .needsReview, defaultSeverity: .warning,
      summary: "A translation is marked `needs_review`.",
      details: "The source changed since it was translated, or a reviewer flagged it. It does not count as translated.",
      examples: [
        .fails(
          "Needs review", key: "editor.title",
          entry: entry(en: "Editor", ["fr": ("Éditeur", "needs_review")])),
        .passes("Translated", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"])),
      ]),
    Rule(
      id: .staleKey, defaultSeverity: .warning,
      summary: "A key is marked `stale`: the code no longer uses it.",
      details: "Delete it (`l10n extract --prune`) or use it again. Stale keys do not count for coverage.",
      examples: [
        .fails(
          "A stale key", key: "editor.old_hint",
          entry:
            #"{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Tip"}}}}"#),
        .passes(
          "A manual key", key: "editor.hint",
          entry:
            #"{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Tip"}}}}"#),
      ]),
    Rule(
      id: .emptyValue, defaultSeverity: .warning,
      summary: "A text marked translated is empty while the source is not.",
      details: "The app would show nothing. Empty texts do not count as translated.",
      examples: [
        .fails("An empty French text", key: "editor.title", entry: entry(en: "Editor", ["fr": ""])),
        .passes("A text", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur"])),
      ]),
    Rule(
      id: .minCoverage, defaultSeverity: .error,
      summary: "A language's translated share is under the required --min-coverage threshold.",
      details: """
        The share of keys translated into a language (as `missing-translation` counts them, over all \
        catalogs checked together) must reach the threshold of `--min-coverage` or `check.minCoverage` \
        in l10n.yml: one for every language (`95`), per language (`fr=100,de=90`), or both \
        (`90,fr=100`). A language with a threshold counts even where a catalog has nothing for it. \
        Runs only when a threshold is set, always as an error; `off` switches the gate off.
        """,
      examples: [
        .fails(
          "A French text still new, 100% required", key: "editor.title",
          entry: entry(en: "Editor", ["fr": ("Éditeur", "new")]), minimumCoverage: 100),
        .passes(
          "Every French key translated", key: "editor.title",
          entry: entry(en: "Editor", ["fr": "Éditeur"]), minimumCoverage: 100),
      ]),
    Rule(
      id: .memoryMatch, defaultSeverity: .note,
      summary:
        "A missing translation `fill --from-memory` would take from the memory; off unless l10n.yml turns it on.",
      details: """
        Exactly what `l10n fill --from-memory --lang LANGUAGE` (min-match 100) would fill in the \
        key: each of its texts (a plain text, or a plural, device or substitution case) with no \
        translation or only a `new` one, for which the translation memory (the project's \
        translated texts and its TMX files, see Documentation/Memory.md) has a translation of the \
        same source text in this language, placeholders such as `%@` and `%1$@` taken as equal, \
        whose placeholders fit the key's source. Fill marks them needs_review, before a translator \
        is paid for them. Stale keys are not looked at. Off by default, as it reads every catalog \
        of the project; turn it on with `check.rules: {memory-match: note}`.
        """,
      examples: [
        RuleExample.fails(
          "The memory has French \"Annuler\" for \"Cancel\"", key: "editor.cancel.button",
          entry: entry(en: "Cancel"), languages: ["fr"]
        ).with(memory: ["fr": ["Cancel": "Annuler"]]),
        RuleExample.fails(
          "Only a new French text, which fill replaces", key: "editor.cancel.button",
          entry: entry(en: "Cancel", ["fr": ("Cancel", "new")])
        ).with(memory: ["fr": ["Cancel": "Annuler"]]),
        RuleExample.passes(
          "The memory has nothing for \"Discard\"", key: "editor.discard.button",
          entry: entry(en: "Discard"), languages: ["fr"]
        ).with(memory: ["fr": ["Cancel": "Annuler"]]),
        RuleExample.passes(
          "The memory's \"%d éléments\" does not format the %@ of \"%@ items\", so fill would not use it",
          key: "inbox.count.label", entry: entry(en: "%@ items"), languages: ["fr"]
        ).with(memory: ["fr": ["%@ items": "%d éléments"]]),
      ],
      isOnByDefault: false),
  ]
}

extension CatalogPass {
  /// Counts a key's coverage in every coverage language, and reports what keeps it from counting
  /// as translated.
  mutating func countCoverage(
    _ key: String, _ localizations: OrderedDictionary<String, Localization>, comment: String?,
    sourceTexts: SourceTexts
  ) {
    let screenIndex = tally.screenIndex(KeyScreen.of(key, comment: comment, inInfoPlist: isInfoPlistCatalog))
    for (index, language) in languages.enumerated() {
      let slot = coverageSlots[index]
      var coverage = KeyCoverage.untranslated
      if slot.position >= 0 {
        let localization = localizations.values[slot.position]
        coverage = judgeCoverage(key, language, localization, slot, sourceTexts: sourceTexts)
        keyStates?.row[index] = CatalogKeyStates.State(coverage, localization)
      } else {
        emit(.missingTranslation, key: key, language: language, "\"\(key)\" has no \(language) translation")
        keyStates?.row[index] = .missing
      }
      if runsMemoryMatch { reportMemoryMatch(key, language) }
      tally.count(coverage, language: index, screen: screenIndex)
    }
    if keyStates != nil { keepKeyState(key, localizations, sourceTexts: sourceTexts) }
  }

  /// Keeps the key's states (`CheckOptions.keepsKeyStates`): the coverage languages' as just
  /// judged, the source language's judged by the same rule (translated when it has no
  /// localization: the key is then the source text).
  private mutating func keepKeyState(
    _ key: String, _ localizations: OrderedDictionary<String, Localization>, sourceTexts: SourceTexts
  ) {
    var source = CatalogKeyStates.State.translated
    if sourceSlot.position >= 0 {
      let localization = localizations.values[sourceSlot.position]
      source = CatalogKeyStates.State(
        judgement(localization, sourceSlot, sourceTexts: sourceTexts).coverage, localization)
    }
    keyStates?.append(key, source: source)
  }

  /// The texts of the key that `fill --from-memory` would fill in `language` (any text with no
  /// translation or only a `new` one, whatever the key's coverage says of the rest).
  private mutating func reportMemoryMatch(_ key: String, _ language: String) {
    guard enabled(.memoryMatch), let fillable = options.memoryMatch?(input.catalog, key, language),
      let first = fillable.first
    else { return }
    let fill = "`l10n fill --from-memory --lang \(language)`"
    if fillable.count == 1 {
      let place = first.path.isEmpty ? "" : " (\(first.path.description))"
      emit(
        .memoryMatch, key: key, language: language,
        "\"\(key)\"\(place) could take \(language) \"\(first.target)\" from the translation memory (same source \"\(first.source)\"); \(fill) fills it"
      )
    } else {
      let texts = fillable.map { $0.path.isEmpty ? "the text" : $0.path.description }
      emit(
        .memoryMatch, key: key, language: language,
        "\"\(key)\" could take \(fillable.count) \(language) texts from the translation memory (\(texts.joined(separator: ", ")), first \"\(first.target)\" for \"\(first.source)\"); \(fill) fills them"
      )
    }
  }

  private mutating func judgeCoverage(
    _ key: String, _ language: String, _ localization: Localization, _ slot: LocalizationSlot, sourceTexts: SourceTexts
  ) -> KeyCoverage {
    let judgement = judgement(localization, slot, sourceTexts: sourceTexts)
    let empty = judgement.emptyPaths
    if !empty.isEmpty {
      let place = empty == [""] ? "" : " (\(empty.joined(separator: ", ")))"
      emit(.emptyValue, key: key, language: language, "\(language) text\(place) is empty but marked translated")
    }
    switch judgement.coverage {
    case .untranslated:
      emit(.missingTranslation, key: key, language: language, "\"\(key)\" is not translated into \(language) yet")
    case .needsReview:
      emit(.needsReview, key: key, language: language, "\(language) translation of \"\(key)\" needs review")
    case .translated: break
    }
    return judgement.coverage
  }

  /// The coverage rule over a localization's leaves and plural groups, as the walk collected them.
  private mutating func judgement(_ localization: Localization, _ slot: LocalizationSlot, sourceTexts: SourceTexts)
    -> CoverageJudgement
  {
    CoverageJudgement(
      leaves: leaves[slot.leaves], groups: groups[slot.groups], stringSet: localization.stringSet,
      // ICU's rules are asked for only when there is a plural.
      requiredPlurals: slot.groups.isEmpty ? [] : plural(slot.facts).rules.required, sourceTexts: sourceTexts)
  }
}
