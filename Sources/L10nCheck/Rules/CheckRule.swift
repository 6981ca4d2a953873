import L10nCatalog
import L10nText

/// A rule of `l10n check`, one type in a file of its own (`Rules/<group>/<Rule>.swift`): its id,
/// what it reports, its examples, its settings (`Settings`), what it gathers across keys
/// (`Tally`), and its check. The registry (`RuleRegistry`) lists the type, which it knows by its id.
///
/// The examples are the rule's documentation (`Documentation/Checks.md` is generated from them)
/// and its tests (`RuleExampleTests`: a passing example yields no finding of the rule, a failing
/// one findings of exactly the key and language it names).
///
/// A check runs a value of the rule: made with `init()`, then `prepare`d once with its settings
/// (l10n.yml's `check.rules.<id>`, read by `RuleConfiguration`) and what it needs of the project
/// (`CheckResources`: the translation memory, the glossary). The check is one of the refinements
/// below: the one walk of a catalog (`CatalogPass`) calls it at the level it fits, with what the
/// walk has worked out there once for every rule (a rule never walks the catalog again). A rule
/// runs when its severity is not off; `RuleEntry` says how the walk calls each level. The walk
/// calls each rule through its level's protocol once per key, localization or coverage language
/// (per key for the texts); inside, everything is the rule's own type, settings and tally.
protocol CheckRule: Sendable {
  /// What l10n.yml sets of the rule besides its severity; `NoSettings` for a rule without any.
  associatedtype Settings: RuleSettings = NoSettings
  /// What the rule gathers across keys in the walk (in each slice of keys, merged in order),
  /// to report when the walk is over; `NoTally` for a rule that gathers nothing.
  associatedtype Tally: RuleTally = NoTally

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

  /// The rule with its default settings and nothing prepared.
  init()
  /// Takes the settings l10n.yml gives (the defaults where it gives none) and what the rule
  /// needs of the project, once per check before any walk. Does nothing unless the rule says
  /// otherwise.
  mutating func prepare(_ settings: Settings, for inputs: [CatalogInput], with resources: any CheckResources) throws
  /// What the rule has gathered in this walk (or slice of keys).
  var tally: Tally { get set }
}

extension CheckRule {
  static var isOnByDefault: Bool { true }

  var id: RuleID { Self.id }

  mutating func prepare(_ settings: Settings, for inputs: [CatalogInput], with resources: any CheckResources) throws {}

  /// Adds what `other`, the same rule over the next slice of keys, gathered.
  mutating func mergeTally(from other: any CheckRule) {
    guard Tally.self != NoTally.self, let other = other as? Self else { return }
    tally.merge(other.tally)
  }

  /// Where l10n.yml writes the rule's setting `name`: `check.rules.<id>.<name>`, or in the
  /// section its settings name (`check.consistency.splitByComment`), for its documentation.
  static func setting(_ name: String) -> String {
    Settings.section.map { "check.\($0).\(name)" } ?? "check.rules.\(id).\(name)"
  }
}

extension CheckRule where Tally == NoTally {
  var tally: NoTally {
    get { NoTally() }
    set {}
  }
}

/// What a rule gathers across keys (`CheckRule.Tally`): the walk's slices each gather their own,
/// merged in the order of their keys.
protocol RuleTally: Sendable {
  init()
  /// Adds the tally of the slice of keys after this one's.
  mutating func merge(_ other: Self)
}

/// The tally of a rule that gathers nothing.
struct NoTally: RuleTally {
  func merge(_ other: NoTally) {}
}

/// A rule checked once per key, before its localizations.
protocol KeyRule: CheckRule {
  mutating func check(_ key: KeyContext, in pass: inout CatalogPass)
}

/// A rule checked once per localization of a key, the source language's included: `localization`
/// is the key's in `context.language` (apart from its context, so that it is not copied).
protocol LocalizationRule: CheckRule {
  mutating func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass)
  /// Once every slice of the walk is merged: for a rule that gathers what it saw (its `tally`)
  /// and reports it as a whole. Does nothing unless the rule says otherwise.
  mutating func finish(_ catalog: CatalogContext, in pass: inout CatalogPass)
  /// Before the walk of a catalog, once for all its slices (which then share what the rule
  /// worked out). Does nothing unless the rule says otherwise.
  mutating func start(_ input: CatalogInput)
}

extension LocalizationRule {
  mutating func finish(_ catalog: CatalogContext, in pass: inout CatalogPass) {}
  mutating func start(_ input: CatalogInput) {}
}

/// A rule checked once per translated text (`translated` or `needs_review`, not empty) of a
/// translatable key in a language other than the source, against its source text.
protocol TextRule: CheckRule {
  mutating func check(_ text: TextContext, of key: KeyContext, in pass: inout CatalogPass)
  /// Every text of a key: the walk's one call per key, a loop made for the rule's own type (a
  /// direct call of its `check`, which the compiler inlines).
  mutating func check(texts: [TextContext], of key: KeyContext, in pass: inout CatalogPass)
}

extension TextRule {
  mutating func check(texts: [TextContext], of key: KeyContext, in pass: inout CatalogPass) {
    // Each text lent where it is in the array: reading `texts[index]` here copied it (and
    // retained each of its strings) once per rule.
    texts.withUnsafeBufferPointer { texts in
      for index in texts.indices { check(texts[index], of: key, in: &pass) }
    }
  }
}

/// A rule checked once per counted key (not stale, translatable) and coverage language, with the
/// coverage judgement (`CoverageJudgement`) the walk counts by.
protocol CoverageRule: CheckRule {
  mutating func check(_ coverage: CoverageContext, of key: KeyContext, in pass: inout CatalogPass)
}

/// A rule checked once per catalog, after the walk over its keys.
protocol CatalogRule: CheckRule {
  mutating func check(_ catalog: CatalogContext, in pass: inout CatalogPass)
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
