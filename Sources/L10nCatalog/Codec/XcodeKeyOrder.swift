import Foundation

/// The order in which Xcode writes the keys of every object in a catalog.
///
/// Xcode serializes with `JSONSerialization`'s `.sortedKeys`, which compares keys with
/// `NSNumericSearch`, case-insensitively, with a forced tie-break, in the root locale: ICU's root
/// collation. So `Locked icon message 9` < `Locked icon message 10`, `Radial menu` < `Radial Menu`,
/// `my_snake_case` < `my.snake_case` and `zh-Hans` < `zh-Hant` < `zh-HK`. Foundation's own
/// comparison reproduces it on Linux and on macOS (checked on about 258,000 adjacent key pairs of
/// real catalogs; see `../shared/docs/formats.md` §2.9 and §7).
public enum XcodeKeyOrder {
  private static let rootLocale = Locale(identifier: "")

  /// Compares two keys the way Xcode orders them.
  public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    if lhs == rhs { return .orderedSame }
    return lhs.compare(rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: rootLocale)
  }

  /// True when Xcode writes `lhs` before `rhs`.
  public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    compare(lhs, rhs) == .orderedAscending
  }

  /// Sorts keys in Xcode's order.
  public static func sorted(_ keys: some Sequence<String>) -> [String] {
    keys.sorted(by: areInIncreasingOrder)
  }

  /// Where a new key goes among existing ones: before the first existing key that sorts after it.
  ///
  /// When the existing keys are in Xcode's order this is the sorted position; when they are not
  /// (a key renamed by hand), nothing else moves.
  public static func insertionIndex(of key: String, in keys: some Collection<String>) -> Int {
    var index = 0
    for existing in keys {
      if areInIncreasingOrder(key, existing) { return index }
      index += 1
    }
    return index
  }

  /// `existing` in its order, with `added` keys each put at its insertion index.
  static func merge(existing: [String], added: [String]) -> [String] {
    var result = existing
    for key in sorted(added) {
      result.insert(key, at: insertionIndex(of: key, in: result))
    }
    return result
  }
}
