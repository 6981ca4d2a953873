/// The stable id of a rule of `l10n check`, as l10n.yml names it (`check.rules: {stale-key:
/// off}`) and the reports write it. Each rule declares its own in its file
/// (`extension RuleID { public static let staleKey = RuleID("stale-key") }`), and the registry
/// (`RuleRegistry`) knows each rule by it; `RuleRegistryTests` pins that they agree.
public struct RuleID: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  public let rawValue: String

  /// Any id, known to the registry or not (a report read back, a test's own rule).
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  init(_ rawValue: String) {
    self.rawValue = rawValue
  }

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
