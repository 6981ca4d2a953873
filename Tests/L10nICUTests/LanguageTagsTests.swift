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

  @Test func listsAreSplitTrimmedAndOnce() {
    #expect(LanguageTags.list(["fr, de", " ja ,", "", "fr", "pt-BR,de"]) == ["fr", "de", "ja", "pt-BR"])
    #expect(LanguageTags.list([]) == [])
  }
}
