import L10nCatalog
import L10nICU
import OrderedCollections

/// How far one key is translated into one language, as `l10n check` counts coverage: the rule
/// `l10n status` shares, so both report the same numbers.
public enum KeyCoverage: Sendable, Hashable {
  /// Every text is `translated` (and not empty where the source has text), every plural has the
  /// categories the language needs.
  case translated
  /// As translated, but some text is `needs_review`.
  case needsReview
  /// No text, or some text `new` (or in a state l10n does not know), empty where the source has
  /// text, or a plural without a category the language needs.
  case untranslated
}

extension Localization {
  /// How far this localization of `key` is translated into `language`, given the source
  /// language's localization (`nil`: the key is the source text). `Checker` computes the same
  /// from its reused buffers; StatusCoverageTests compare the two on real catalogs.
  public func coverage(language: String, key: String, source: Localization?) -> KeyCoverage {
    let leaves = textLeaves()
    var untranslated = leaves.isEmpty && stringSet == nil
    var review = false
    let sourceTexts = SourceTexts(source, key: key)
    for leaf in leaves {
      switch leaf.state {
      case .translated:
        if leaf.value.isEmpty {
          let sourceText = sourceTexts[leaf.path] ?? leaf.otherPath.flatMap { sourceTexts[$0] } ?? sourceTexts[""] ?? ""
          if !sourceText.isEmpty { untranslated = true }
        }
      case .needsReview: review = true
      default: untranslated = true
      }
    }
    if let stringSet {
      if stringSet.state == .needsReview { review = true } else if stringSet.state != .translated { untranslated = true }
    }
    var groups: [PluralGroup] = []
    appendPluralGroups(to: &groups)
    if !groups.isEmpty {
      let required = PluralRules.forLanguage(language).required
      if groups.contains(where: { group in required.contains { group.cases[$0] == nil } }) { untranslated = true }
    }
    return untranslated ? .untranslated : review ? .needsReview : .translated
  }
}
