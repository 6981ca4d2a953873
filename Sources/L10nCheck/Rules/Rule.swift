import L10nText

/// What a rule of `l10n check` is, as documentation, `--list-rules` and configuration see it: the
/// data of its type (`CheckRule`).
public struct Rule: Sendable, Hashable {
  /// A group of rules, as Documentation/Checks.md and `--list-rules` show them (`Rules.groups`).
  public struct Group: Sendable, Hashable {
    /// The heading: "Key naming".
    public var title: String
    /// In documentation order.
    public var rules: [Rule]
  }

  public var id: RuleID
  public var defaultSeverity: Severity
  /// One line: what the rule reports.
  public var summary: String
  /// A paragraph: why it matters, what exactly counts, what to do.
  public var details: String
  public var examples: [RuleExample]
  /// False for a rule that runs only when l10n.yml names it (`check.rules: {memory-match: note}`).
  public var isOnByDefault: Bool

  init(_ rule: any CheckRule.Type) {
    id = rule.id
    defaultSeverity = rule.defaultSeverity
    summary = rule.summary
    details = rule.details
    examples = rule.examples
    isOnByDefault = rule.isOnByDefault
  }

  public var info: RuleInfo { RuleInfo(id: id.rawValue, summary: summary, severity: defaultSeverity) }
}
