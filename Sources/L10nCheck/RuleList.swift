import Foundation
import L10nCatalog
import L10nText

/// What `l10n check --list-rules` prints: every rule with its group, default severity and
/// summary; L10nReporting renders it as text, as JSON (`--format json`) or as
/// Documentation/Checks.md (`RuleDocumentation`).
public struct RuleList: Codable, Sendable, Equatable {
  public var schemaVersion = 1
  public var rules: [Entry]

  public struct Entry: Codable, Sendable, Equatable {
    public var id: RuleID
    public var group: String
    public var defaultSeverity: Severity
    public var summary: String
    /// False for a rule that runs only when l10n.yml turns it on; left out when true.
    public var onByDefault: Bool?
  }

  public init() {
    rules = Rules.groups.flatMap { group in
      group.rules.map {
        Entry(
          id: $0.id, group: group.title, defaultSeverity: $0.defaultSeverity, summary: $0.summary,
          onByDefault: $0.isOnByDefault ? nil : false)
      }
    }
  }
}
