import L10nCatalog
import _L10nICUShim

/// A language's cardinal plural rules, opened once when the catalogs load (ICU's `uplrules_open`)
/// and asked for each number (`uplrules_select`), from any number of threads at once: ICU reads
/// rules it never changes. `PluralRules.category(for:)` (L10nICU) opens the rules on every call,
/// which suits the tool but not a lookup.
final class PluralSelector: @unchecked Sendable {
  let language: String
  private let rules: UnsafeMutableRawPointer?

  init(language: String) {
    self.language = language
    rules = l10n_icu_plural_rules_open(language)
  }

  deinit { l10n_icu_plural_rules_close(rules) }

  /// The category ICU selects for `number`, as an index into `PluralCategory.allCases` (zero, one,
  /// two, few, many, other); `other` for a number that is not finite, and when ICU has no rules.
  func category(for number: Double) -> Int {
    guard let rules, number.isFinite else { return Self.other }
    let index = Int(l10n_icu_plural_rules_select(rules, number))
    return index < 0 || index > Self.other ? Self.other : index
  }

  /// The index of `other`.
  static let other = PluralCategory.allCases.count - 1

  /// The index of a case name of a `plural` variation, nil for a name that is no CLDR category.
  static func index(of category: String) -> Int? {
    PluralCategory(rawValue: category).flatMap { PluralCategory.allCases.firstIndex(of: $0) }
  }
}
