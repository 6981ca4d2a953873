import Foundation

/// Keys the code builds at run time (`"onboarding.step_\(n).title".i18n`), declared in l10n.yml's
/// `keys.dynamic` as patterns in which `*` stands for any text: `onboarding.step_*.title`. Keys
/// matching one always count as used.
public struct DynamicKeys: Sendable, Hashable {
  public private(set) var patterns: [String]
  /// Each pattern split at its `*`s.
  private var parts: [[Substring]]

  public init(_ patterns: [String] = []) {
    self.patterns = patterns
    parts = patterns.map { $0.split(separator: "*", omittingEmptySubsequences: false) }
  }

  public var isEmpty: Bool { patterns.isEmpty }

  /// True when some pattern matches the whole key.
  public func matches(_ key: String) -> Bool {
    parts.contains { Self.matches(key[...], $0) }
  }

  /// The first part starts the key, the last ends it, the others follow in order between them.
  private static func matches(_ key: Substring, _ parts: [Substring]) -> Bool {
    guard parts.count > 1 else { return key == parts[0] }
    let first = parts[0]
    let last = parts[parts.count - 1]
    guard key.utf8.count >= first.utf8.count + last.utf8.count, key.hasPrefix(first), key.hasSuffix(last) else {
      return false
    }
    var rest = key.dropFirst(first.count).dropLast(last.count)
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }
}
