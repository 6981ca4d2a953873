/// How much a finding matters. A rule's severity can be changed or switched off in `l10n.yml`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
