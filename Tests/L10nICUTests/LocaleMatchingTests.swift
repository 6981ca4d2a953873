import Foundation
import L10nTestSupport
import Testing

@testable import L10nICU

/// What ICU says for choosing a language: tags read from BCP 47 and ICU/Apple IDs, likely
/// subtags, CLDR's parent locales and ICU's matcher; and that the shim's declarations of the ICU
/// functions it calls for them agree with ICU's headers.
@Suite struct LocaleMatchingTests {
  @Test(arguments: [
    ("zh_Hant_TW", "zh-Hant-TW"), ("zh-hant-tw", "zh-Hant-TW"), ("EN-us", "en-US"), ("en_US", "en-US"),
    ("en_US.UTF-8", "en-US"), ("en_US_POSIX", "en-US"), ("de_DE@collation=phonebook", "de-DE"),
    ("de-DE-u-co-phonebk", "de-DE"), ("fr-CA-!!", "fr-CA"), ("iw", "he"), ("i-klingon", "tlh"), ("es-419", "es-419"),
    ("ca-ES-valencia", "ca-ES-valencia"),
  ])
  func readsTagsAndIDs(written: String, tag: String) {
    #expect(LocaleMatching.tag(written) == tag)
  }

  @Test(arguments: ["", "*", "-fr", "12", "x-private", "q=0.5", "\u{0}fr", "é", String(repeating: "a", count: 10_000)])
  func findsNoLanguageInWhatIsNone(written: String) {
    #expect(LocaleMatching.tag(written) == nil)
    #expect(LocaleMatching.maximized(written) == nil)
  }

  @Test(arguments: [
    ("zh-TW", "zh-Hant-TW"), ("zh-HK", "zh-Hant-HK"), ("zh-SG", "zh-Hans-SG"), ("zh", "zh-Hans-CN"),
    ("sr", "sr-Cyrl-RS"), ("sr-Latn", "sr-Latn-RS"), ("pt", "pt-Latn-BR"), ("en", "en-Latn-US"), ("nb", "nb-Latn-NO"),
    ("zh_Hant", "zh-Hant-TW"),
  ])
  func addsLikelySubtags(tag: String, maximized: String) {
    #expect(LocaleMatching.maximized(tag) == maximized)
  }

  @Test func minimizesPreferringTheRegion() {
    #expect(LocaleMatching.minimized("zh-Hant-TW") == "zh-TW")
    #expect(LocaleMatching.minimized("en-Latn-US") == "en")
    #expect(LocaleMatching.minimized("sr-Latn-RS") == "sr-Latn")
  }

  @Test func readsCLDRsParentLocalesFromICU() {
    let parents = LocaleMatching.parentLocales
    #expect(parents.count > 100, "\(parents.count) parent locales")
    #expect(parents["en-AU"] == "en-001")
    #expect(parents["en-150"] == "en-001")
    #expect(parents["es-MX"] == "es-419")
    #expect(parents["pt-AO"] == "pt-PT")
    #expect(parents["zh-Hant-MO"] == "zh-Hant-HK")
    #expect(parents["zh-Hant"] == "und")
    #expect(parents["sr-Latn"] == "und")
    #expect(parents["nb"] == "no")
    #expect(parents["fr-CA"] == nil)
  }

  @Test func parentIsCLDRsElseTheTagCut() {
    #expect(LocaleMatching.parent(of: "en-AU") == "en-001")
    #expect(LocaleMatching.parent(of: "fr-CA") == "fr")
    #expect(LocaleMatching.parent(of: "ca-ES-valencia") == "ca-ES")
    #expect(LocaleMatching.parent(of: "fr") == nil)
    #expect(LocaleMatching.parent(of: "zh-Hant") == nil)
  }

  @Test func splitsSubtags() throws {
    let chinese = try #require(LocaleMatching.Subtags("zh-Hant-TW"))
    #expect(chinese == .init(language: "zh", script: "Hant", region: "TW"))
    #expect(LocaleMatching.Subtags("es-419") == .init(language: "es", region: "419"))
    #expect(LocaleMatching.Subtags("ca-ES-valencia") == .init(language: "ca", region: "ES", variants: ["valencia"]))
    #expect(LocaleMatching.Subtags("sr-Latn")?.tag == "sr-Latn")
    #expect(LocaleMatching.Subtags("") == nil)
  }

  @Test func icuMatcherChoosesByCLDRsDistances() {
    let english = LocaleMatching.icuMatch(preferred: ["en-AU"], available: ["en", "en-GB", "fr"])
    #expect(english?.index == 1 && english?.exact == false)
    let french = LocaleMatching.icuMatch(preferred: ["de", "fr"], available: ["en", "fr"])
    #expect(french?.index == 1 && french?.exact == true)
    // Traditional Chinese is not Simplified: ICU finds nothing close enough.
    #expect(LocaleMatching.icuMatch(preferred: ["zh-HK"], available: ["zh-Hans", "en"]) == nil)
    #expect(LocaleMatching.icuMatch(preferred: ["zh_TW"], available: ["zh-Hans", "zh-Hant"])?.index == 1)
    #expect(LocaleMatching.icuMatch(preferred: [], available: ["en"]) == nil)
    #expect(LocaleMatching.icuMatch(preferred: ["*", "", "\u{FFFD}"], available: ["en"]) == nil)
  }
}

/// icu_locale_api.h, as icu_c_api.h (`ICUDeclarationsTests`): proved against ICU's headers by
/// icu_locale_api_check.c, and the shim's locale file compiles without any ICU header.
@Suite(.enabled(if: ICUHeaders.compile, "needs clang and ICU's headers (libicu-dev)"))
struct LocaleDeclarationsTests {
  static let shim = ICUDeclarationsTests.shim

  static func check(editing edit: (String) -> String = { $0 }) throws -> (status: Int32, output: String) {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    for name in ["icu_c_api.h", "icu_locale_api_check.c"] {
      _ = try folder.write(name, try String(contentsOf: shim.appendingPathComponent(name), encoding: .utf8))
    }
    let header = try String(contentsOf: shim.appendingPathComponent("icu_locale_api.h"), encoding: .utf8)
    _ = try folder.write("icu_locale_api.h", edit(header))
    return try CommandRunner.runTool("clang", ["-fsyntax-only", folder.file("icu_locale_api_check.c").path])
  }

  @Test func declarationsAgreeWithICUsHeaders() throws {
    let result = try Self.check()
    #expect(result.status == 0, "\(result.output)")
  }

  @Test(arguments: [
    ("a parameter's type", "int32_t acceptListCount", "int64_t acceptListCount", "conflicting types"),
    ("a return type", "const char *ures_getKey(", "char *ures_getKey(", "conflicting types"),
    ("an enumerator's value", "code(URES_ARRAY, 8)", "code(URES_ARRAY, 9)", "URES_ARRAY is 9"),
  ])
  func checkFailsOnADeclarationThatDisagrees(what: String, declared: String, wrong: String, diagnostic: String) throws {
    let header = try String(contentsOf: Self.shim.appendingPathComponent("icu_locale_api.h"), encoding: .utf8)
    try #require(header.contains(declared), "icu_locale_api.h no longer has \(declared)")
    let result = try Self.check { $0.replacingOccurrences(of: declared, with: wrong) }
    #expect(result.status != 0, "\(what): \(wrong) compiled")
    #expect(result.output.contains(diagnostic), "\(what): \(result.output)")
  }

  @Test func shimCompilesWithoutICUHeadersAsOnApplePlatforms() throws {
    let source = Self.shim.appendingPathComponent("l10n_icu_locale.c").path
    let include = ["-I", Self.shim.appendingPathComponent("include").path]
    let headers = try CommandRunner.runTool("clang", ["-fsyntax-only", "-H", "-D__APPLE__=1"] + include + [source])
    #expect(headers.status == 0, "\(headers.output)")
    #expect(headers.output.contains("icu_locale_api.h"))
    #expect(!headers.output.contains("unicode/"), "\(headers.output)")
  }
}
