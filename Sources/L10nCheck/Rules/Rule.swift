import L10nText

/// A check with a stable id. Its examples are its documentation (`Documentation/Checks.md` is
/// generated from them) and its tests (each passing example yields no finding of the rule, each
/// failing one at least one).
public struct Rule: Sendable, Hashable {
  /// A group of rules, as Documentation/Checks.md and `--list-rules` show them (`Rules.groups`).
  public struct Group: Sendable, Hashable {
    /// The heading: "Key naming".
    public var title: String
    /// In documentation order; each group's file (Rules/*Rules.swift) has them.
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
  public var isOnByDefault = true

  public var info: RuleInfo { RuleInfo(id: id.rawValue, summary: summary, severity: defaultSeverity) }
}

/// One catalog entry the rule passes or fails, as JSON, in a catalog whose source language is
/// English. `languages` lists extra project languages (`languages:` in l10n.yml) the check knows of.
public struct RuleExample: Sendable, Hashable {
  public var passes: Bool
  public var title: String
  public var key: String
  /// The value of `strings[key]`, as JSON.
  public var entry: String
  public var languages: [String]
  /// Options the example needs, such as `screens`.
  public var screens: [String]?
  /// Keys the code uses (for the code rules); nil when no sources are given.
  public var usedKeys: [String]?
  /// The `--min-coverage` threshold for every language (for `min-coverage`).
  public var minimumCoverage: Double?
  /// The translation memory, by language: source text → translation (for `memory-match`).
  public var memory: [String: [String: String]]? = nil

  /// The whole catalog the example stands in.
  public var catalogJSON: String {
    "{\"sourceLanguage\":\"en\",\"strings\":{\(Rules.quoted(key)):\(entry)},\"version\":\"1.0\"}"
  }
}

extension RuleExample {
  /// An example that yields no finding of its rule.
  static func passes(
    _ title: String, key: String, entry: String, languages: [String] = [], screens: [String]? = nil,
    usedKeys: [String]? = nil, minimumCoverage: Double? = nil
  ) -> RuleExample {
    RuleExample(
      passes: true, title: title, key: key, entry: entry, languages: languages, screens: screens, usedKeys: usedKeys,
      minimumCoverage: minimumCoverage)
  }

  /// An example that yields at least one finding of its rule.
  static func fails(
    _ title: String, key: String, entry: String, languages: [String] = [], screens: [String]? = nil,
    usedKeys: [String]? = nil, minimumCoverage: Double? = nil
  ) -> RuleExample {
    var example = passes(
      title, key: key, entry: entry, languages: languages, screens: screens, usedKeys: usedKeys,
      minimumCoverage: minimumCoverage)
    example.passes = false
    return example
  }

  /// The example with a translation memory (`memory-match`).
  func with(memory: [String: [String: String]]) -> RuleExample {
    var example = self
    example.memory = memory
    return example
  }
}
