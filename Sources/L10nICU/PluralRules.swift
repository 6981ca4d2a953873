import Foundation
import _L10nICUShim

/// A language's cardinal plural rules as ICU knows them.
///
/// Which categories a string catalog must have is derived from ICU's own samples, not from a hand
/// table: a category is *required* when some whole number below one million selects it (and
/// `other` always is), *optional* when only larger numbers do (ICU's `many` for fr, es, pt, it, ca
/// is for "1 million de …"; Xcode does not offer it), and a category outside the language's
/// keywords is one the language never selects.
public struct PluralRules: Sendable, Hashable {
  /// The language tag the rules are for, as asked.
  public let language: String
  /// The categories ICU's rules define for the language, in CLDR order (zero, one, two, few, many, other).
  public let categories: [String]
  /// Categories a whole number below one million selects, plus `other`.
  public let required: [String]
  /// Categories the language has that only numbers from one million up select.
  public let optional: [String]
  /// Whole-number samples ICU gives per category (up to 64 each).
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

  private init(computing language: String) {
    self.language = language
    let keywords = Set((ICU.read { l10n_icu_plural_keywords(language, $0, $1) } ?? "other").split(separator: " ").map(String.init))
    categories = Self.order.filter(keywords.contains)
    var samples: [String: [Int]] = [:]
    for category in categories {
      var buffer = [Double](repeating: 0, count: 64)
      let count = Int(l10n_icu_plural_samples(language, category, &buffer, 64))
      samples[category] = buffer.prefix(max(count, 0)).filter { $0 == $0.rounded() && $0 >= 0 && $0 < 1e15 }.map { Int($0) }
    }
    // ICU's samples are a sketch; selecting the small numbers directly makes sure none is missed.
    var reachable: Set<String> = ["other"]
    for (category, values) in samples where values.contains(where: { $0 < 1_000_000 }) { reachable.insert(category) }
    var selected = [UInt8](repeating: 5, count: 1000)
    _ = l10n_icu_plural_select_range(language, 0, 1000, &selected)
    for (number, index) in selected.enumerated() {
      let category = Self.order[Int(min(index, 5))]
      reachable.insert(category)
      if category != "other", !(samples[category] ?? []).contains(number), (samples[category]?.count ?? 0) < 64 {
        samples[category, default: []].append(number)
      }
    }
    integerSamples = samples.mapValues { $0.sorted() }
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
