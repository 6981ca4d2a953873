import Foundation
import L10nCatalog
import L10nICU
import L10nTestSupport
import Testing

/// `LanguageTags`, the one judgement of a tag (check's unknown-language, import, every --lang and
/// l10n.yml): the tags Xcode writes pass, and a tag spelled otherwise is named with Xcode's spelling.
@Suite struct LanguageTagsTests {
  /// Every language of every real catalog, as Xcode wrote it: none is refused, and each is already
  /// spelled the conventional way (so check's spelling rule cannot flag a real project's tag).
  @Test func everyLanguageOfTheRealCatalogsPasses() throws {
    var tags = Set<String>()
    for url in Fixtures.realCatalogs {
      let catalog = try StringCatalog(bytes: try Fixtures.bytesAt(url))
      tags.insert(catalog.sourceLanguage)
      tags.formUnion(catalog.languages)
    }
    #expect(tags.count > 40)
    for tag in tags.sorted() {
      #expect(LanguageTags.problem(with: tag, catalogLanguages: []) == nil, "\(tag)")
      #expect(LanguageTags.conventionalSpelling(tag) == tag)
    }
  }

  /// Tags of Apple's localizations beyond the corpus, with scripts, regions and UN M.49 areas, and
  /// CLDR's pseudo-locales.
  @Test(arguments: [
    "en-AU", "en-IN", "fr-CA", "es-US", "es-419", "zh-Hant-HK", "zh-Hant-TW", "sr-Latn", "uz-Cyrl", "yue-Hant",
    "pa-Arab", "ms", "hi", "kk", "en-XA", "ar-XB",
  ])
  func appleTagsPass(tag: String) {
    #expect(LanguageTags.problem(with: tag, catalogLanguages: []) == nil)
    #expect(LanguageTags.conventionalSpelling(tag) == tag)
  }

  /// ICU spells the tag: its case for each subtag, the extensions' included, which are lower case.
  @Test(arguments: [
    ("pt_br", "pt-BR"), ("ZH-HANS", "zh-Hans"), ("zh_hant_hk", "zh-Hant-HK"), ("ES_419", "es-419"),
    ("SR-LATN", "sr-Latn"), ("YUE-hant", "yue-Hant"), ("sl-ROZAJ", "sl-rozaj"), ("de-de-1996", "de-DE-1996"),
    ("EN-U-CA-GREGORY", "en-u-ca-gregory"), ("en-x-AB", "en-x-ab"), ("en-xa", "en-XA"), ("UND", "und"),
  ])
  func icuSpellsTheTag(tag: String, spelled: String) {
    #expect(LanguageTags.conventionalSpelling(tag) == spelled)
  }

  /// Where ICU writes another tag than the one given (a deprecated code, a grandfathered tag), the
  /// spelling keeps the tag's own subtags, lower case, so that a catalog's `iw` is never taken for
  /// `he`; a tag ICU cannot read is lower case too.
  @Test(arguments: [
    ("iw", "he", "iw"), ("IW", "he", "iw"), ("in", "id", "in"), ("ji", "yi", "ji"), ("mo", "ro", "mo"),
    ("en-BU", "en-MM", "en-bu"), ("i-klingon", "tlh", "i-klingon"), ("en-GB-oed", "en-GB-oxendict", "en-gb-oed"),
  ])
  func aTagICUReplacesKeepsItsSubtags(tag: String, icu: String, spelled: String) {
    #expect(ICU.languageTag(tag) == icu)
    #expect(LanguageTags.conventionalSpelling(tag) == spelled)
  }

  @Test(arguments: [("fr_FR.UTF-8", "fr-fr.utf-8"), ("xx-Bogus-Tag-123", "xx-bogus-tag-123"), ("", "")])
  func aTagICUCannotReadIsLowerCase(tag: String, spelled: String) {
    #expect(ICU.languageTag(tag) == nil)
    #expect(LanguageTags.conventionalSpelling(tag) == spelled)
  }

  @Test(arguments: [
    ("pt_br", "pt-BR"), ("PT-BR", "pt-BR"), ("ZH-HANS", "zh-Hans"), ("zh_hant_hk", "zh-Hant-HK"),
    ("es_419", "es-419"), ("en-gb", "en-GB"), ("FR", "fr"),
  ])
  func otherSpellingsNameXcodes(tag: String, meant: String) throws {
    let problem = try #require(LanguageTags.problem(with: tag, catalogLanguages: []))
    #expect(problem.hasSuffix("did you mean \"\(meant)\"?"), "\(problem)")
  }

  @Test(arguments: ["english", "fr-XX", "xx", "fr_FR.UTF-8", "", "en-XA-x"])
  func tagsICUDoesNotKnowAreRefused(tag: String) {
    #expect(LanguageTags.problem(with: tag, catalogLanguages: []) != nil)
  }

  /// How files name one language: the translation memory keys and matches TMX languages by these.
  @Test func tagsAreTheSameWithoutCaseAndWithUnderscores() {
    #expect(LanguageTags.same("fr-FR", "FR_fr"))
    #expect(LanguageTags.same("zh-Hans", "zh-hans"))
    #expect(!LanguageTags.same("iw", "he"))
    #expect(!LanguageTags.same("fr", "fr-FR"))
    #expect(LanguageTags.comparable("PT_br") == "pt-br")
  }

  @Test(arguments: [
    ("fr-FR", "fr", true), ("FR_fr", "fr", true), ("es-419", "es", true), ("zh-Hant", "zh", false),
    ("zh-Hant-TW", "zh-Hant", true), ("fr", "fr", false), ("fra-FR", "fr", false), ("fr-FRA", "fr", false),
  ])
  func aRegionalTagIsTheLanguageWithARegion(tag: String, language: String, regional: Bool) {
    #expect(LanguageTags.isRegional(tag, of: language) == regional)
  }

  @Test func listsAreSplitTrimmedAndOnce() {
    #expect(LanguageTags.list(["fr, de", " ja ,", "", "fr", "pt-BR,de"]) == ["fr", "de", "ja", "pt-BR"])
    #expect(LanguageTags.list([]) == [])
  }
}
