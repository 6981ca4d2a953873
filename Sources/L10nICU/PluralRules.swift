import Foundation
import _L10nICUShim

/// A language's cardinal plural rules as ICU knows them.
///
/// Which categories a string catalog must have is derived from what ICU's rules select, not from a
/// hand table: a category is *required* when some whole number below one million selects it (and
/// `other` always is), *optional* when only larger numbers or fractions do (ICU's `many` for fr, es,
/// pt, it, ca is for "1 million de …", cs and sk `many` for "1,5 dne"; Xcode does not offer them),
/// and a category outside the language's keywords is one the language never selects.
public struct PluralRules: Sendable, Hashable {
  /// The language tag the rules are for, as asked.
  public let language: String
  /// The categories ICU's rules define for the language, in CLDR order (zero, one, two, few, many, other).
  public let categories: [String]
  /// Categories a whole number below one million selects, plus `other`.
  public let required: [String]
  /// Categories some whole number below one million selects, without `other` where only
  /// fractions select it (Russian): the forms gettext's `Plural-Forms` has (`GettextPluralForms`).
  public let wholeNumberCategories: [String]
  /// Categories the language has that only numbers from one million up select.
  public let optional: [String]
  /// Whole numbers that select each category, smallest first (up to 64 each, from `probes`).
  public let integerSamples: [String: [Int]]

  /// The CLDR order of plural categories.
  public static let order = ["zero", "one", "two", "few", "many", "other"]

  /// Rules for `language` (a BCP 47 tag); cached, so asking often is cheap. A tag ICU does not
  /// know gets the root rules (`other` only); check tags with `ICU.isKnownLanguageTag`.
  public static func forLanguage(_ language: String) -> PluralRules {
    cache.value(for: language) { PluralRules(computing: language) }
  }

  /// The category ICU selects for `number`.
  public func category(for number: Double) -> String {
    ICU.read { l10n_icu_plural_select(language, number, $0, $1) } ?? "other"
  }

  /// True when `one` also covers numbers other than 0 and 1 (ru: 21, 31, …), so a `one` form
  /// must show the number rather than say "one".
  public var oneCoversOtherNumbers: Bool {
    (integerSamples["one"] ?? []).contains { $0 > 1 }
  }

  /// True when the language needs more than `other` for whole numbers.
  public var distinguishesNumbers: Bool { required.count > 1 }

  /// The whole numbers whose categories stand for every whole number: all below 2000 (each
  /// remainder of 10, 100 and 1000, with and without the thousands that no rule's small numbers
  /// match), every round thousand below one million (Cornish `two` takes 1000s and 100 000s), and
  /// round millions up to 10^15 (Breton `many`, the "1 million de …" forms). ICU's C API has no
  /// samples; for every locale of ICU 72 these give the same required and optional categories,
  /// and the same samples in messages, as ICU's C++ `getSamples` did (PluralFactsTests).
  static let probes: [Double] =
    (0..<2000).map(Double.init) + stride(from: 2000, to: 1_000_000, by: 1000).map(Double.init)
    + (1...9).map { Double($0) * 1e6 } + (7...15).map { pow(10, Double($0)) }

  private init(computing language: String) {
    self.language = language
    let keywords = Set(
      (ICU.read { l10n_icu_plural_keywords(language, $0, $1) } ?? "other").split(separator: " ").map(String.init))
    categories = Self.order.filter(keywords.contains)
    var selected = [UInt8](repeating: 5, count: Self.probes.count)
    if l10n_icu_plural_select_each(language, Self.probes, Int32(Self.probes.count), &selected) != 0 {
      selected = [UInt8](repeating: 5, count: Self.probes.count)
    }
    var samples: [String: [Int]] = [:]
    var reachable: Set<String> = []
    for (number, index) in zip(Self.probes, selected) {
      let category = Self.order[Int(min(index, 5))]
      if number < 1_000_000 { reachable.insert(category) }
      if samples[category, default: []].count < 64 { samples[category, default: []].append(Int(number)) }
    }
    integerSamples = samples
    wholeNumberCategories = categories.filter(reachable.contains)
    reachable.insert("other")
    required = categories.filter(reachable.contains)
    optional = categories.filter { !reachable.contains($0) }
  }

  private static let cache = Cache()

  /// A lock-protected memo of rules per language.
  private final class Cache: @unchecked Sendable {
    private var rules: [String: PluralRules] = [:]
    private let lock = NSLock()

    func value(for language: String, make: () -> PluralRules) -> PluralRules {
      lock.lock()
      if let known = rules[language] {
        lock.unlock()
        return known
      }
      lock.unlock()
      let made = make()
      lock.lock()
      rules[language] = made
      lock.unlock()
      return made
    }
  }
}
