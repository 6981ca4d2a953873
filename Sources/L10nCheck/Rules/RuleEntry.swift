import L10nText

/// A rule's type, and how the walk calls its check. The registry (`RuleID.rule`) makes one per
/// rule, and the compiler checks that the rule has the level the registry gives it.
///
/// Texts, the most numerous, are checked a whole key at a time: the walk gathers them and calls
/// each text rule once per key, through a loop made for the rule's own type (a direct call of
/// its `check`, which the compiler inlines). Keys, localizations and coverage languages are
/// checked one at a time, with a context the walk updates in place and passes by reference (one
/// in an array would be copied for each call the compiler does not inline).
struct RuleEntry {
  /// A text rule's check over every text of a key.
  typealias TextsCheck = ([TextContext], KeyContext, inout CatalogPass) -> Void

  enum Level {
    case key(any KeyRule.Type)
    case localization(any LocalizationRule.Type)
    case text(TextsCheck)
    case coverage(any CoverageRule.Type)
    case catalog(any CatalogRule.Type)
    /// Not checked by the walk: `min-coverage`, the gate over every catalog's coverage.
    case gate
  }

  let type: any CheckRule.Type
  let level: Level

  static func key(_ rule: any KeyRule.Type) -> RuleEntry { RuleEntry(type: rule, level: .key(rule)) }

  static func localization(_ rule: any LocalizationRule.Type) -> RuleEntry {
    RuleEntry(type: rule, level: .localization(rule))
  }

  /// The loop over a key's texts, made for the rule's own type.
  static func text<Rule: TextRule>(_ rule: Rule.Type) -> RuleEntry {
    RuleEntry(
      type: rule,
      level: .text { texts, key, pass in
        for index in texts.indices { Rule.check(texts[index], of: key, in: &pass) }
      })
  }

  static func coverage(_ rule: any CoverageRule.Type) -> RuleEntry { RuleEntry(type: rule, level: .coverage(rule)) }

  static func catalog(_ rule: any CatalogRule.Type) -> RuleEntry { RuleEntry(type: rule, level: .catalog(rule)) }

  static func gate(_ rule: any CheckRule.Type) -> RuleEntry { RuleEntry(type: rule, level: .gate) }
}

/// The rules that run (their severity is not off), by the level the walk checks them at.
struct ActiveRules {
  var key: [any KeyRule.Type] = []
  var localization: [any LocalizationRule.Type] = []
  var text: [RuleEntry.TextsCheck] = []
  var coverage: [any CoverageRule.Type] = []
  var catalog: [any CatalogRule.Type] = []

  init(severities: [RuleID: Severity]) {
    for id in RuleID.allCases where severities[id] != nil {
      switch id.rule.level {
      case .key(let rule): key.append(rule)
      case .localization(let rule): localization.append(rule)
      case .text(let check): text.append(check)
      case .coverage(let rule): coverage.append(rule)
      case .catalog(let rule): catalog.append(rule)
      case .gate: break
      }
    }
  }
}
