import Foundation
import L10nCatalog
import L10nText

/// What `l10n check --list-rules` prints: every rule with its group, default severity and
/// summary, as text, as JSON (`--format json`) or as Documentation/Checks.md (`RuleDocumentation`).
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

  /// One line per rule (id, default severity, summary), in columns, then the ICU and CLDR versions.
  public func text(icuVersion: String, cldrVersion: String) -> String {
    let width = rules.map(\.id.rawValue.count).max() ?? 0
    var text = ""
    for rule in rules {
      let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = (rule.onByDefault == false ? "off" : rule.defaultSeverity.rawValue)
        .padding(toLength: 7, withPad: " ", startingAt: 0)
      text += "\(id)  \(severity)  \(rule.summary)\n"
    }
    return text + "ICU \(icuVersion), CLDR \(cldrVersion)\n"
  }

  /// Pretty-printed JSON with sorted keys, and a final newline.
  public func json() throws -> String {
    // No text of a rule has a `/`, so the writer's unescaped slashes give JSONEncoder's bytes.
    try JSONValueEncoder.document(self)
  }
}
