/// Where a text sits inside a localization: the variation cases and substitutions on the way to
/// it, outermost first. Empty for the localization's own text.
///
/// A path renders as Xcode's XLIFF exports name a case after the key and `|==|`: `plural.one`,
/// `device.iphone.plural.other`, `substitutions.count.plural.few` (`TextPath+UnitID.swift`).
///
/// The read walk (`Localization.walkTexts`) lends one path to every text and grows and shrinks
/// it as it goes: a path is only copied when a caller keeps it, and only rendered when one asks.
public struct TextPath: Hashable, Sendable, CustomStringConvertible {
  /// One step down: into a variation case, or into a substitution's variations.
  public enum Step: Hashable, Sendable {
    /// A case of a `device` variation (`iphone`, `mac`, `other`, …).
    case device(String)
    /// A case of a `plural` variation (a CLDR category, `one`, `other`, …).
    case plural(String)
    /// The variations of the substitution of this name (`%#@name@`).
    case substitution(String)
  }

  public private(set) var steps: [Step]

  public init(_ steps: [Step] = []) {
    self.steps = steps
  }

  public var isEmpty: Bool { steps.isEmpty }

  public mutating func append(_ step: Step) {
    steps.append(step)
  }

  public mutating func removeLast() {
    steps.removeLast()
  }

  public func appending(_ step: Step) -> TextPath {
    var copy = self
    copy.steps.append(step)
    return copy
  }

  /// The plural category of the case the text is in, when the nearest plural step is not above a
  /// substitution (a substitution's own cases have theirs).
  public var pluralCategory: String? {
    for step in steps.reversed() {
      switch step {
      case .plural(let category): return category
      case .substitution: return nil
      case .device: continue
      }
    }
    return nil
  }

  /// The plural category when the last step is a plural case.
  public var lastPluralCategory: String? {
    if case .plural(let category) = steps.last { return category }
    return nil
  }

  /// The name of the innermost substitution on the way, if any.
  public var substitution: String? {
    for case .substitution(let name) in steps.reversed() { return name }
    return nil
  }

  /// The first device case on the way, if any.
  public var device: String? {
    for case .device(let name) in steps { return name }
    return nil
  }

  /// The same path ending in `category` instead of its last plural case; nil when it does not
  /// end in a plural case.
  public func replacingLastPluralCategory(with category: String) -> TextPath? {
    guard lastPluralCategory != nil else { return nil }
    var copy = self
    copy.steps[copy.steps.count - 1] = .plural(category)
    return copy
  }

  /// The path without its first step, and that step; nil for an empty path.
  public var split: (first: Step, rest: TextPath)? {
    guard let first = steps.first else { return nil }
    return (first, TextPath(Array(steps.dropFirst())))
  }
}
