import L10nCatalog
import OrderedCollections

/// How far one key is translated into one language: the one rule `l10n check` counts coverage by
/// (and reports `missing-translation`, `needs-review` and `empty-value` with) and `l10n status`
/// counts by.
public enum KeyCoverage: Sendable, Hashable {
  /// Every text is `translated` (and not empty where the source has text), every plural has the
  /// categories the language needs.
  case translated
  /// As translated, but some text (or the string set) is `needs_review`.
  case needsReview
  /// No text, or some text `new` (or in a state l10n does not know), empty where the source has
  /// text, or a plural without a category the language needs.
  case untranslated
}

/// What coverage compares a key's translations with: its source-language texts, made once per
/// key and used for every language.
public struct CoverageSource: Sendable {
  let texts: SourceTexts

  /// `localization`: the key's source-language localization (`nil`: the key is the source text).
  public init(_ localization: Localization?, key: String) {
    texts = SourceTexts(localization, key: key)
  }
}

/// Judges localizations one after another, reusing its buffers of text leaves and plural groups
/// (what `check`'s walk collects once per localization for all its rules).
public struct CoverageCounter {
  private var leaves: [TextLeaf] = []
  private var groups: [PluralGroup] = []

  public init() {}

  /// How far `localization` is translated into the language whose plural rules require
  /// `requiredPlurals` (`PluralRules.required`), against the key's `source`.
  public mutating func coverage(
    of localization: Localization, requiredPlurals: [String], source: CoverageSource
  ) -> KeyCoverage {
    var judgement = CoverageJudgement()
    // The usual case: one plain text.
    if localization.variations == nil, localization.substitutions == nil, localization.stringSet == nil,
      let unit = localization.stringUnit
    {
      judgement.text(unit.state, isEmpty: unit.value.isEmpty) { source.texts.main.isEmpty ? nil : "" }
      return judgement.coverage(hasStringSet: false)
    }
    // A walk without paths decides, unless a translated text is empty: whether that counts depends
    // on the source's text at the same place, which the text leaves (with their paths) tell.
    judgement.visit(localization, requiredPlurals: requiredPlurals)
    if !judgement.needsPaths {
      judgement.stringSet(localization.stringSet)
      return judgement.coverage(hasStringSet: localization.stringSet != nil)
    }
    leaves.removeAll(keepingCapacity: true)
    groups.removeAll(keepingCapacity: true)
    localization.appendTextLeaves(to: &leaves, groups: &groups)
    return CoverageJudgement(
      leaves: leaves[...], groups: groups[...], stringSet: localization.stringSet, requiredPlurals: requiredPlurals,
      sourceTexts: source.texts
    ).coverage
  }
}

/// The coverage rule, fed one localization's texts, string set and plural groups: by `check`'s
/// walk from its text leaves, or by a walk without paths.
struct CoverageJudgement {
  private var texts = 0
  private var untranslated = false
  private var review = false
  /// Where a text marked translated is empty while the source's text there is not (`""`: the
  /// localization's own text); such a text is not translated.
  private(set) var emptyPaths: [String] = []
  /// A walk without paths met a translated text that is empty: the text leaves must decide.
  private(set) var needsPaths = false

  init() {}

  /// The judgement over a localization's text leaves and plural groups.
  init(
    leaves: ArraySlice<TextLeaf>, groups: ArraySlice<PluralGroup>, stringSet: StringSet?, requiredPlurals: [String],
    sourceTexts: SourceTexts
  ) {
    // Each leaf read where it is: `for leaf in leaves` copied it (retaining its path and text).
    for index in leaves.indices {
      text(leaves[index].state, isEmpty: leaves[index].value.isEmpty) {
        let sourceText = leaves[index].sourceText(in: sourceTexts)
        return sourceText.isEmpty ? nil : leaves[index].path
      }
    }
    self.stringSet(stringSet)
    for group in groups { plural(group.cases, required: requiredPlurals) }
    coverage = coverage(hasStringSet: stringSet != nil)
  }

  /// The result of `init(leaves:…)`.
  private(set) var coverage = KeyCoverage.untranslated

  /// One text. An empty translated text counts only where the source has text: `emptyPath` gives
  /// its path then, nil otherwise.
  mutating func text(_ state: TranslationState, isEmpty: Bool, emptyPath: () -> String?) {
    texts += 1
    switch state {
    case .translated:
      if isEmpty, let path = emptyPath() { emptyPaths.append(path) }
    case .needsReview: review = true
    default: untranslated = true
    }
  }

  mutating func stringSet(_ stringSet: StringSet?) {
    guard let stringSet else { return }
    if stringSet.state == .needsReview { review = true } else if stringSet.state != .translated { untranslated = true }
  }

  /// A plural is translated only with every required category.
  mutating func plural(_ cases: OrderedDictionary<String, Localization>, required: [String]) {
    if required.contains(where: { cases[$0] == nil }) { untranslated = true }
  }

  /// The texts of a localization and of its variations and substitutions, and its plurals,
  /// without paths (no strings are built).
  mutating func visit(_ localization: Localization, requiredPlurals: [String]) {
    if let variations = localization.variations {
      visit(variations, requiredPlurals: requiredPlurals)
    } else if let unit = localization.stringUnit {
      if unit.state == .translated, unit.value.isEmpty { needsPaths = true }
      text(unit.state, isEmpty: false) { nil }
    }
    if let substitutions = localization.substitutions {
      for case let variations? in substitutions.values.lazy.map(\.variations) {
        visit(variations, requiredPlurals: requiredPlurals)
      }
    }
  }

  private mutating func visit(_ variations: Variations, requiredPlurals: [String]) {
    if let device = variations.device {
      for localization in device.values { visit(localization, requiredPlurals: requiredPlurals) }
    }
    if let plural = variations.plural {
      self.plural(plural, required: requiredPlurals)
      for localization in plural.values { visit(localization, requiredPlurals: requiredPlurals) }
    }
  }

  /// Not translated: a text not translated or empty where the source has text, a plural without
  /// a required category, or no text at all; else needs review when something does.
  func coverage(hasStringSet: Bool) -> KeyCoverage {
    if untranslated || !emptyPaths.isEmpty || (texts == 0 && !hasStringSet) { return .untranslated }
    return review ? .needsReview : .translated
  }
}
