import L10nText

/// The rules `l10n check` knows, each by its type and the level the walk checks it at: the one
/// list of the rules, in documentation order within each group. A rule's line does not compile
/// unless the type has that level's check (`KeyRule`, `LocalizationRule`, …).
struct RuleRegistry: Sendable {
  let entries: [RuleEntry]
  private let byID: [RuleID: Int]

  init(_ entries: [RuleEntry]) {
    self.entries = entries
    var byID: [RuleID: Int] = [:]
    for (index, entry) in entries.enumerated() { byID[entry.type.id] = index }
    self.byID = byID
  }

  /// The rule with the id; nil for an id no rule has.
  func entry(_ id: RuleID) -> RuleEntry? { byID[id].map { entries[$0] } }

  /// This list and `more` after it (a test's own rule).
  func adding(_ more: RuleEntry...) -> RuleRegistry { RuleRegistry(entries + more) }

  static let standard = RuleRegistry([
    .key(KeyNaming.self),
    .key(NaturalLanguageKey.self),
    .localization(PluralMissingCategory.self),
    .localization(PluralUnusedCategory.self),
    .localization(PluralImpliedQuantity.self),
    .localization(PluralCandidate.self),
    .localization(FormatSpecifiers.self),
    .localization(LiteralPercent.self),
    .localization(Substitutions.self),
    .coverage(MissingTranslation.self),
    .coverage(NeedsReview.self),
    .key(StaleKey.self),
    .coverage(EmptyValue.self),
    .gate(MinCoverage.self),
    .coverage(MemoryMatch.self),
    .text(Whitespace.self),
    .text(EndPunctuation.self),
    .text(DoubleSpace.self),
    .text(Brackets.self),
    .text(SameAsSource.self),
    .text(LineBreaks.self),
    .text(GlossaryTerm.self),
    .localization(InconsistentTranslation.self),
    .catalog(UnknownLanguage.self),
    .catalog(MissingKey.self),
    .catalog(UnusedKey.self),
    .catalog(SymbolCollision.self),
  ])
}

extension RuleID {
  /// The rule's entry in the registry of every rule (`RuleRegistry.standard`).
  var rule: RuleEntry { RuleRegistry.standard.entry(self)! }
}

/// Every rule `l10n check` knows, in documentation order: by group, and in a group in the order
/// of the registry. Each rule is a type of its own (`CheckRule`, Rules/<group>/<Rule>.swift).
public enum Rules {
  /// The groups, in documentation order.
  public static let groups: [Rule.Group] = RuleGroup.allCases.map { group in
    Rule.Group(
      title: group.title,
      rules: RuleRegistry.standard.entries.filter { $0.type.group == group }.map { Rule($0.type) })
  }
  public static let all: [Rule] = groups.flatMap(\.rules)
  /// Every rule's id, in the registry's order.
  public static let ids: [RuleID] = RuleRegistry.standard.entries.map { $0.type.id }

  /// The rule with the id (one of `ids`).
  public static func rule(_ id: RuleID) -> Rule { Rule(id.rule.type) }
}
