import L10nICU

/// What the walk needs to know about one language of a catalog, worked out once per pass
/// rather than once per localization.
struct LanguageFacts {
  /// Its place in the languages coverage is counted for; nil for the source language.
  var coverageIndex: Int?
  /// False for the languages written without a sentence-final period.
  var writesFinalPeriod: Bool
  /// Whether its base code is the source language's (`en-GB` for `en`).
  var sharesSourceBase: Bool
  var base: String
  var language: String
  /// The plural rules, asked of ICU the first time a plural needs them.
  var plural: Plural?

  /// Languages written without a sentence-final period.
  static let noFinalPeriod: Set<String> = ["th", "lo", "my", "km"]
  /// Categories Xcode offers beyond ICU's: CLDR 42 dropped Hebrew `many`, Xcode kept it.
  static let xcodeExtraCategories: [String: Set<String>] = ["he": ["many"], "iw": ["many"]]

  init(_ language: String, sourceBase: String, coverageIndex: Int?) {
    self.language = language
    self.coverageIndex = coverageIndex
    base = Self.base(of: language)
    writesFinalPeriod = !Self.noFinalPeriod.contains(base)
    sharesSourceBase = base == sourceBase
  }

  /// The language code before any region or script: `pt` for `pt-BR`, `zh` for `zh_Hant`.
  static func base(of language: String) -> String {
    LanguageTags.base(language)
  }

  /// Shared, not copied, by the many localizations that ask (a class: one reference to count).
  final class Plural: Sendable {
    let rules: PluralRules
    /// The categories a plural may have: ICU's, `zero`, and Xcode's extras.
    let accepted: [String]

    init(_ facts: LanguageFacts) {
      rules = PluralRules.forLanguage(facts.language)
      accepted = rules.categories + ["zero"] + (LanguageFacts.xcodeExtraCategories[facts.base].map(Array.init) ?? [])
    }
  }
}
