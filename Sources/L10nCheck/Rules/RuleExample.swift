import L10nCatalog

/// One catalog entry a rule passes or fails, as JSON, in a catalog whose source language is
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
  /// The glossary, by language: term → translations as a glossary CSV's cell writes them
  /// (`Löschen|!Entfernen`: the preferred first, `!` a forbidden one), for `glossary-term`.
  public var glossary: [String: [String: String]]? = nil
  /// What a failing example's findings of the rule are about, every one of them: the key (nil for
  /// a finding about no key) and the language (nil for a finding about no one language).
  public var expectedKey: String?
  public var expectedLanguage: String?

  /// The whole catalog the example stands in.
  public var catalogJSON: String {
    "{\"sourceLanguage\":\"en\",\"strings\":{\(JSONValue.quoted(key)):\(entry)},\"version\":\"1.0\"}"
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

  /// An example that yields findings of its rule, each about `expectKey` (nil: about no key) and
  /// `expectLanguage` (nil: about no one language), and at least one.
  static func fails(
    _ title: String, key: String, entry: String, languages: [String] = [], screens: [String]? = nil,
    usedKeys: [String]? = nil, minimumCoverage: Double? = nil, expectKey: String?, expectLanguage: String?
  ) -> RuleExample {
    var example = passes(
      title, key: key, entry: entry, languages: languages, screens: screens, usedKeys: usedKeys,
      minimumCoverage: minimumCoverage)
    example.passes = false
    example.expectedKey = expectKey
    example.expectedLanguage = expectLanguage
    return example
  }

  /// An example that yields findings of its rule, each about its own key and `expectLanguage`
  /// (nil: about no one language), and at least one.
  static func fails(
    _ title: String, key: String, entry: String, languages: [String] = [], screens: [String]? = nil,
    usedKeys: [String]? = nil, minimumCoverage: Double? = nil, expectLanguage: String?
  ) -> RuleExample {
    fails(
      title, key: key, entry: entry, languages: languages, screens: screens, usedKeys: usedKeys,
      minimumCoverage: minimumCoverage, expectKey: key, expectLanguage: expectLanguage)
  }

  /// The example with a translation memory (`memory-match`).
  func with(memory: [String: [String: String]]) -> RuleExample {
    var example = self
    example.memory = memory
    return example
  }

  func with(glossary: [String: [String: String]]) -> RuleExample {
    var example = self
    example.glossary = glossary
    return example
  }
}
