import L10nText

extension RuleID {
  /// The rule's type and the level the walk checks it at: the one list of the rules. A new case
  /// of `RuleID` does not compile until it has its line here, and a rule's line does not compile
  /// unless the type has that level's check (`KeyRule`, `LocalizationRule`, …).
  var rule: RuleEntry {
    switch self {
    case .keyNaming: .key(KeyNaming.self)
    case .naturalLanguageKey: .key(NaturalLanguageKey.self)
    case .pluralMissingCategory: .localization(PluralMissingCategory.self)
    case .pluralUnusedCategory: .localization(PluralUnusedCategory.self)
    case .pluralImpliedQuantity: .localization(PluralImpliedQuantity.self)
    case .pluralCandidate: .localization(PluralCandidate.self)
    case .formatSpecifiers: .localization(FormatSpecifiers.self)
    case .literalPercent: .localization(LiteralPercent.self)
    case .substitutions: .localization(Substitutions.self)
    case .missingTranslation: .coverage(MissingTranslation.self)
    case .needsReview: .coverage(NeedsReview.self)
    case .staleKey: .key(StaleKey.self)
    case .emptyValue: .coverage(EmptyValue.self)
    case .minCoverage: .gate(MinCoverage.self)
    case .memoryMatch: .coverage(MemoryMatch.self)
    case .whitespace: .text(Whitespace.self)
    case .endPunctuation: .text(EndPunctuation.self)
    case .doubleSpace: .text(DoubleSpace.self)
    case .brackets: .text(Brackets.self)
    case .sameAsSource: .text(SameAsSource.self)
    case .lineBreaks: .text(LineBreaks.self)
    case .glossaryTerm: .text(GlossaryTerm.self)
    case .inconsistentTranslation: .localization(InconsistentTranslation.self)
    case .unknownLanguage: .catalog(UnknownLanguage.self)
    case .missingKey: .catalog(MissingKey.self)
    case .unusedKey: .catalog(UnusedKey.self)
    case .symbolCollision: .catalog(SymbolCollision.self)
    }
  }
}

/// Every rule `l10n check` knows, in documentation order: by group, and in a group in the order
/// of `RuleID`'s cases. Each rule is a type of its own (`CheckRule`, Rules/<group>/<Rule>.swift).
public enum Rules {
  /// The groups, in documentation order.
  public static let groups: [Rule.Group] = RuleGroup.allCases.map { group in
    Rule.Group(
      title: group.title, rules: RuleID.allCases.filter { $0.rule.type.group == group }.map { Rule($0.rule.type) })
  }
  public static let all: [Rule] = groups.flatMap(\.rules)

  /// The rule with the id.
  public static func rule(_ id: RuleID) -> Rule { Rule(id.rule.type) }
}
