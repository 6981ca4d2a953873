import L10nICU
import Testing

/// ICU's plural rules as the checks and exports use them; the expected sets are CLDR's
/// (formats.md §7 lists what ICU 72 reports).
@Suite struct PluralRulesTests {
  @Test(arguments: [
    ("en", ["one", "other"], [String]()),
    ("de", ["one", "other"], []),
    ("ja", ["other"], []),
    ("zh-Hans", ["other"], []),
    ("fr", ["one", "other"], ["many"]),
    ("es", ["one", "other"], ["many"]),
    ("pt-BR", ["one", "other"], ["many"]),
    ("it", ["one", "other"], ["many"]),
    ("ca", ["one", "other"], ["many"]),
    ("ru", ["one", "few", "many", "other"], []),
    ("uk", ["one", "few", "many", "other"], []),
    ("pl", ["one", "few", "many", "other"], []),
    // Czech and Slovak `many` is for fractions only (1,5 dne): no whole number selects it.
    ("cs", ["one", "few", "other"], ["many"]),
    ("sk", ["one", "few", "other"], ["many"]),
    ("ar", ["zero", "one", "two", "few", "many", "other"], []),
    ("cy", ["zero", "one", "two", "few", "many", "other"], []),
    ("lv", ["zero", "one", "other"], []),
    ("ro", ["one", "few", "other"], []),
  ])
  func requiredAndOptionalCategories(language: String, required: [String], optional: [String]) {
    let rules = PluralRules.forLanguage(language)
    #expect(rules.required == required, "\(language)")
    #expect(rules.optional == optional, "\(language)")
    #expect(Set(rules.categories) == Set(required + optional))
  }

  @Test func hebrewHasNoManyInCLDR42() {
    // CLDR 42 dropped he `many`; Xcode still writes it. The check accepts it separately.
    let rules = PluralRules.forLanguage("he")
    #expect(rules.required.starts(with: ["one", "two"]))
    #expect(rules.required.last == "other")
  }

  @Test func selectionAndSamples() {
    let russian = PluralRules.forLanguage("ru")
    #expect(russian.category(for: 1) == "one")
    #expect(russian.category(for: 21) == "one")
    #expect(russian.category(for: 3) == "few")
    #expect(russian.category(for: 11) == "many")
    #expect(russian.category(for: 1.5) == "other")
    #expect(russian.integerSamples["one"]?.contains(21) == true)
    #expect(russian.oneCoversOtherNumbers)
    #expect(!PluralRules.forLanguage("en").oneCoversOtherNumbers)
    #expect(!PluralRules.forLanguage("fr").oneCoversOtherNumbers)
    #expect(PluralRules.forLanguage("fr").category(for: 0) == "one")
    #expect(PluralRules.forLanguage("ar").category(for: 0) == "zero")
    #expect(PluralRules.forLanguage("cy").category(for: 6) == "many")
    #expect(!PluralRules.forLanguage("ja").distinguishesNumbers)
  }

  @Test(arguments: ["en", "fr", "pt-BR", "zh-Hans", "zh-Hant", "es-419", "sr-Latn", "en-GB", "he", "cy", "nb", "fil"])
  func knownLanguageTags(tag: String) {
    #expect(ICU.isKnownLanguageTag(tag), "\(tag)")
  }

  @Test(arguments: ["", "xx", "english", "fr-XX", "en_US", "zh-Hanx", "fr-", "qq-QQ"])
  func unknownLanguageTags(tag: String) {
    #expect(!ICU.isKnownLanguageTag(tag), "\(tag)")
  }

  @Test func versions() {
    #expect(ICU.version.first?.isNumber == true)
    #expect(ICU.cldrVersion.contains("."))
    #expect(ICU.displayName("fr-CA") == "French (Canada)")
  }
}
