import Foundation
import OrderedCollections

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
    if let result = conventionKeyCompare(lhs, rhs) { return result }
    return foundationCompare(lhs, rhs)
  }

  /// The reference: Foundation's comparison, as `JSONSerialization` does it.
  static func foundationCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    lhs.compare(rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: rootLocale)
  }

  /// A fast path, hundreds of times quicker than Foundation's call, for keys made only of
  /// `a`–`z`, `0`–`9`, `_` and `.` (the key convention's alphabet). On that alphabet the root
  /// collation is a comparison of primary weights, `_` < `.` < digits < letters, with digit runs
  /// compared by value; there is no case or accent to weigh. Returns nil (use Foundation) for any
  /// other character, and when the primary weights tie (`a1` and `a01`), where the tie-break is
  /// Foundation's. A test checks it against Foundation on many random keys.
  static func conventionKeyCompare(_ lhs: String, _ rhs: String) -> ComparisonResult? {
    // Native strings give their UTF-8 without a copy; others (bridged) take Foundation's path.
    let answer = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in conventionKeyCompare(left, right) }
    }
    switch answer {
    case .some(.some(let result)): return result
    default: return nil
    }
  }

  private static func conventionKeyCompare(
    _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
  ) -> ComparisonResult? {
    var i = 0
    var j = 0
    while true {
      if i == left.count || j == right.count {
        if i == left.count && j == right.count { return nil }
        // Check the rest is in the alphabet before answering.
        let rest =
          i == left.count ? UnsafeBufferPointer(rebasing: right[j...]) : UnsafeBufferPointer(rebasing: left[i...])
        guard rest.allSatisfy({ weight($0) != nil }) else { return nil }
        return i == left.count ? .orderedAscending : .orderedDescending
      }
      guard let a = weight(left[i]), let b = weight(right[j]) else { return nil }
      if a == digitWeight && b == digitWeight {
        // Compare the digit runs by value: skip leading zeros, then length, then digits.
        var startA = i
        var startB = j
        while i < left.count, isDigit(left[i]) { i += 1 }
        while j < right.count, isDigit(right[j]) { j += 1 }
        while startA < i - 1, left[startA] == UInt8(ascii: "0") { startA += 1 }
        while startB < j - 1, right[startB] == UInt8(ascii: "0") { startB += 1 }
        let lengthA = i - startA
        let lengthB = j - startB
        if lengthA != lengthB { return lengthA < lengthB ? .orderedAscending : .orderedDescending }
        for offset in 0..<lengthA where left[startA + offset] != right[startB + offset] {
          return left[startA + offset] < right[startB + offset] ? .orderedAscending : .orderedDescending
        }
        continue
      }
      if a != b { return a < b ? .orderedAscending : .orderedDescending }
      i += 1
      j += 1
    }
  }

  private static let digitWeight: UInt8 = 3

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  @inline(__always)
  private static func weight(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "_"): 1
    case UInt8(ascii: "."): 2
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digitWeight
    case UInt8(ascii: "a")...UInt8(ascii: "z"): 10 + (byte - UInt8(ascii: "a"))
    default: nil
    }
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

  /// `existing` in its order, with `added` elements each placed before the first existing element
  /// whose key sorts after it (its `insertionIndex`), in one pass over both.
  ///
  /// - Parameter key: the key of an element.
  public static func merge<Element>(
    _ existing: some Sequence<Element>, adding added: [Element], key: (Element) -> String
  )
    -> [Element]
  {
    // Sort positions, not elements: elements can be large, and moving them is what costs.
    let newKeys = added.map(key)
    let order = newKeys.indices.sorted { areInIncreasingOrder(newKeys[$0], newKeys[$1]) }
    var result: [Element] = []
    result.reserveCapacity(added.count + existing.underestimatedCount)
    var next = 0
    for element in existing {
      let existingKey = key(element)
      while next < order.count, areInIncreasingOrder(newKeys[order[next]], existingKey) {
        result.append(added[order[next]])
        next += 1
      }
      result.append(element)
    }
    for index in order[next...] { result.append(added[index]) }
    return result
  }
}

extension OrderedDictionary where Key == String {
  /// Replaces the value of `key`, or inserts it where Xcode would.
  public mutating func insertInXcodeOrder(_ key: String, _ value: Value) {
    if let index = index(forKey: key) {
      values[index] = value
    } else {
      updateValue(value, forKey: key, insertingAt: XcodeKeyOrder.insertionIndex(of: key, in: keys))
    }
  }
}
