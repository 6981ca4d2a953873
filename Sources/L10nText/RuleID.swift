/// The stable id of a rule of `l10n check`: the compiler checks every use (`emit(.staleKey, …)`),
/// and l10n.yml names it by its raw value (`check.rules: {stale-key: off}`).
public enum RuleID: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  case keyNaming = "key-naming"
  case naturalLanguageKey = "natural-language-key"
  case pluralMissingCategory = "plural-missing-category"
  case pluralUnusedCategory = "plural-unused-category"
  case pluralImpliedQuantity = "plural-implied-quantity"
  case pluralCandidate = "plural-candidate"
  case formatSpecifiers = "format-specifiers"
  case literalPercent = "literal-percent"
  case substitutions
  case missingTranslation = "missing-translation"
  case needsReview = "needs-review"
  case staleKey = "stale-key"
  case emptyValue = "empty-value"
  case minCoverage = "min-coverage"
  case memoryMatch = "memory-match"
  case whitespace
  case endPunctuation = "end-punctuation"
  case doubleSpace = "double-space"
  case brackets
  case sameAsSource = "same-as-source"
  case lineBreaks = "line-breaks"
  case glossaryTerm = "glossary-term"
  case inconsistentTranslation = "inconsistent-translation"
  case unknownLanguage = "unknown-language"
  case missingKey = "missing-key"
  case unusedKey = "unused-key"
  case symbolCollision = "symbol-collision"

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The id as l10n.yml and the reports write it.
  public var description: String { rawValue }
}

/// What l10n.yml says of one rule (`check.rules`): switched off, or run at a severity other than
/// its default.
public enum RuleSetting: Sendable, Hashable {
  case off
  case severity(Severity)

  /// `off`, `note`, `warning` or `error` (and `false`, as YAML 1.1 reads an unquoted `off`); nil for
  /// any other word.
  public init?(_ word: String) {
    if word == "off" || word == "false" {
      self = .off
    } else if let severity = Severity(rawValue: word) {
      self = .severity(severity)
    } else {
      return nil
    }
  }

  /// The severity a rule with this setting runs at; nil when it is off.
  public var severity: Severity? {
    switch self {
    case .off: nil
    case .severity(let severity): severity
    }
  }
}
