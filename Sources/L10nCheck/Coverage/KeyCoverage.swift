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
    leaves.removeAll(keepingCapacity: true)
    groups.removeAll(keepingCapacity: true)
    localization.appendTextLeaves(to: &leaves)
    if localization.variations != nil || localization.substitutions != nil {
      localization.appendPluralGroups(to: &groups)
    }
    return CoverageJudgement(
      leaves: leaves[...], groups: groups[...], stringSet: localization.stringSet, requiredPlurals: requiredPlurals,
      sourceTexts: source.texts
    ).coverage
  }
}

/// The coverage rule over one localization's text leaves and plural groups.
struct CoverageJudgement {
  var coverage: KeyCoverage
  /// Where a text marked translated is empty while the source's text there is not (`""`: the
  /// localization's own text); such a text is not translated.
  var emptyPaths: [String] = []

  /// `requiredPlurals` is only read when there is a plural group.
  init(
    leaves: ArraySlice<TextLeaf>, groups: ArraySlice<PluralGroup>, stringSet: StringSet?,
    requiredPlurals: @autoclosure () -> [String], sourceTexts: SourceTexts
  ) {
    var untranslated = leaves.isEmpty && stringSet == nil
    var review = false
    for leaf in leaves {
      switch leaf.state {
      case .translated:
        // An empty text is a problem only where the source has text.
        if leaf.value.isEmpty {
          let sourceText = sourceTexts[leaf.path] ?? leaf.otherPath.flatMap { sourceTexts[$0] } ?? sourceTexts[""] ?? ""
          if !sourceText.isEmpty { emptyPaths.append(leaf.path) }
        }
      case .needsReview: review = true
      default: untranslated = true
      }
    }
    if let stringSet {
      if stringSet.state == .needsReview {
        review = true
      } else if stringSet.state != .translated {
        untranslated = true
      }
    }
    // A plural is translated only with every required category.
    if !groups.isEmpty {
      let required = requiredPlurals()
      if groups.contains(where: { group in required.contains { group.cases[$0] == nil } }) { untranslated = true }
    }
    coverage = untranslated || !emptyPaths.isEmpty ? .untranslated : review ? .needsReview : .translated
  }
}
