import L10nCatalog
import L10nText

/// A rule of `l10n check`, one type in a file of its own (`Rules/<group>/<Rule>.swift`): its id
/// (a case of `RuleID`, which the registry `RuleID.rule` maps to the type), what it reports, its
/// examples, and its check.
///
/// The examples are the rule's documentation (`Documentation/Checks.md` is generated from them)
/// and its tests (`RuleExampleTests`: a passing example yields no finding of the rule, a failing
/// one findings of exactly the key and language it names).
///
/// The check is one of the refinements below: the one walk of a catalog (`CatalogPass`) calls
/// it at the level it fits, with what the walk has worked out there once for every rule (a
/// rule never walks the catalog again). A rule runs when its severity is not off; `RuleEntry`
/// says how the walk calls each level.
protocol CheckRule {
  static var id: RuleID { get }
  /// Where Documentation/Checks.md and `--list-rules` show it.
  static var group: RuleGroup { get }
  static var defaultSeverity: Severity { get }
  /// False for a rule that runs only when l10n.yml names it (`check.rules: {memory-match: note}`).
  static var isOnByDefault: Bool { get }
  /// One line: what the rule reports.
  static var summary: String { get }
  /// A paragraph: why it matters, what exactly counts, what to do.
  static var details: String { get }
  static var examples: [RuleExample] { get }
}

extension CheckRule {
  static var isOnByDefault: Bool { true }
}

/// A rule checked once per key, before its localizations.
protocol KeyRule: CheckRule {
  static func check(_ key: KeyContext, in pass: inout CatalogPass)
}

/// A rule checked once per localization of a key, the source language's included: `localization`
/// is the key's in `context.language` (apart from its context, so that it is not copied).
protocol LocalizationRule: CheckRule {
  static func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass)
  /// Once every slice of the walk is merged: for a rule that gathers what it saw (in the pass) and
  /// reports it as a whole. Does nothing unless the rule says otherwise.
  static func finish(_ catalog: CatalogContext, in pass: inout CatalogPass)
}

extension LocalizationRule {
  static func finish(_ catalog: CatalogContext, in pass: inout CatalogPass) {}
}

/// A rule checked once per translated text (`translated` or `needs_review`, not empty) of a
/// translatable key in a language other than the source, against its source text.
protocol TextRule: CheckRule {
  static func check(_ text: TextContext, of key: KeyContext, in pass: inout CatalogPass)
}

/// A rule checked once per counted key (not stale, translatable) and coverage language, with the
/// coverage judgement (`CoverageJudgement`) the walk counts by.
protocol CoverageRule: CheckRule {
  static func check(_ coverage: CoverageContext, of key: KeyContext, in pass: inout CatalogPass)
}

/// A rule checked once per catalog, after the walk over its keys.
protocol CatalogRule: CheckRule {
  static func check(_ catalog: CatalogContext, in pass: inout CatalogPass)
}

/// A group of rules, in documentation order.
enum RuleGroup: CaseIterable {
  case naming, plurals, placeholders, coverage, quality, code

  /// The heading in Documentation/Checks.md and the group of `--list-rules --format json`.
  var title: String {
    switch self {
    case .naming: "Key naming"
    case .plurals: "Plural forms"
    case .placeholders: "Placeholders"
    case .coverage: "Coverage"
    case .quality: "Translation quality"
    case .code: "Keys in code"
    }
  }
}
