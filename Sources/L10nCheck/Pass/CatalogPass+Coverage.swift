import L10nCatalog
import L10nICU
import L10nProject
import OrderedCollections

extension CatalogPass {
  /// Counts a key's coverage in every coverage language, and calls the `CoverageRule`s with the
  /// judgement of each.
  mutating func countCoverage(
    _ key: KeyContext, _ localizations: OrderedDictionary<String, Localization>, _ rules: inout [any CoverageRule]
  ) {
    var context = CoverageContext()
    let screenIndex = tally.screenIndex(
      KeyScreen.of(key.name, comment: key.entry.comment, inInfoPlist: isInfoPlistCatalog))
    for (index, language) in languages.enumerated() {
      let slot = coverageSlots[index]
      var judgement: CoverageJudgement?
      if slot.position >= 0 {
        let localization = localizations.values[slot.position]
        let judged = self.judgement(localization, slot, sourceTexts: key.sourceTexts)
        judgement = judged
        keyStates?.row[index] = CatalogKeyStates.State(judged.coverage, localization)
      } else {
        keyStates?.row[index] = .missing
      }
      if !rules.isEmpty {
        context.language = language
        context.judgement = judgement
        for index in rules.indices { rules[index].check(context, of: key, in: &self) }
      }
      tally.count(judgement?.coverage ?? .untranslated, language: index, screen: screenIndex)
    }
    if keyStates != nil { keepKeyState(key.name, localizations, sourceTexts: key.sourceTexts) }
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
