import Foundation
import L10nRuntime
import L10nTestSupport
import Testing

/// `Accept-Language` as RFC 9110 writes it, and which of a catalog's languages answers for the
/// languages someone reads.
@Suite struct AcceptLanguageTests {
  static func ranges(_ header: String) -> [String] { AcceptLanguage.parse(header).map(\.description) }

  @Test func ordersByQualityKeepingTheHeadersOrderOfEquals() {
    #expect(
      Self.ranges("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") == [
        "fr-CH", "fr;q=0.9", "en;q=0.8", "de;q=0.7", "*;q=0.5",
      ])
    #expect(Self.ranges("de;q=0.5, en, fr;q=0.5, ja") == ["en", "ja", "de;q=0.5", "fr;q=0.5"])
    #expect(AcceptLanguage.parse("en;q=0.8")[0].quality == 0.8)
    #expect(AcceptLanguage.parse("en;q=0.125")[0].thousandths == 125)
  }

  @Test func takesBlanksAndCaseAsRFC9110Allows() {
    #expect(Self.ranges(" da ,\ten-GB ; Q = 0.8 ,en;q=0.7 ") == ["da", "en-GB;q=0.8", "en;q=0.7"])
    #expect(Self.ranges("EN-us, zh_Hant_TW") == ["EN-us", "zh_Hant_TW"])
    #expect(Self.ranges("en;q=1.000, fr;q=0., de;q=1., it;q=0.5") == ["en", "de", "it;q=0.5"])
  }

  @Test(arguments: [
    "fr;q=2", "fr;q=1.5", "fr;q=1.001", "fr;q=0.5555", "fr;q=-1", "fr;q=", "fr;q=high", "fr;q", "fr;level=1",
    "fr;q=0.5;q=0.4", "fr;q=0.5;", "1fr", "fr--CH", "fr-", "-fr", "français", "fr-CHEESEBURGER", "abcdefghi",
    "fr CH", "fr;q=.5", ";q=1", "**", "*-CH", "fr\u{0}",
  ])
  func leavesOutWhatIsNotALanguageRange(element: String) {
    #expect(Self.ranges("en, \(element), de;q=0.1") == ["en", "de;q=0.1"], "\(element)")
  }

  @Test func leavesOutEmptyElementsAndExcludedRanges() {
    #expect(Self.ranges(",, en ,,, fr;q=0.5,") == ["en", "fr;q=0.5"])
    #expect(Self.ranges("en, fr;q=0, de;q=0.000") == ["en"])
    #expect(AcceptLanguage.excluded("en, fr;q=0, de;q=0.000, it;q=0.001").map(\.tag) == ["fr", "de"])
    #expect(AcceptLanguage.parse("").isEmpty)
    #expect(AcceptLanguage.parse("*")[0].isWildcard)
  }

  @Test func neverFailsOnGarbage() {
    var generator = SystemRandomNumberGenerator()
    for length in [1, 7, 100, 10_000, 100_000] {
      let bytes = (0..<length * 10).map { _ in UInt8.random(in: 0...255, using: &generator) }
      _ = AcceptLanguage.parse(String(decoding: bytes, as: UTF8.self))
      let tokens = ["en", ",", ";", "q=", "0.5", "-", "*", " ", "\t", "=", "1", "zh_Hant"]
      let header = (0..<length).map { _ in tokens.randomElement(using: &generator)! }.joined()
      _ = AcceptLanguage.parse(header)
      _ = LanguageNegotiation.best(
        preferred: AcceptLanguage.parse(header).prefix(64).map(\.tag), available: ["en", "fr", "zh-Hant"])
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let thousands = (0..<10_000).map { "\(letters[$0 % 26])\(letters[$0 / 26 % 26])-b\($0);q=0.\($0 % 10)" }
      .joined(separator: ", ")
    let parsed = AcceptLanguage.parse(thousands)
    #expect(parsed.count == 9_000)
    #expect(parsed.first?.thousandths == 900 && parsed.last?.thousandths == 100)
  }
}

@Suite struct LanguageNegotiationTests {
  static let catalog = [
    "en", "en-GB", "fr", "de", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "sr-Latn", "sr", "nb", "es-419", "es",
  ]

  @Test(arguments: [
    ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"),
    ("zh_Hant_TW", "zh-Hant"),
    ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"), ("en-AU", "en-GB"),
    ("en-IN", "en-GB"), ("en-DE", "en-GB"), ("en-US", "en"), ("en_US", "en"), ("fr-CA", "fr"), ("fr-CH", "fr"),
    ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"), ("pt-BR", "pt-BR"), ("pt", "pt-BR"), ("sr-Latn-RS", "sr-Latn"),
    ("sr-Cyrl", "sr"), ("sr-RS", "sr"), ("no", "nb"), ("nb-NO", "nb"), ("es-MX", "es-419"), ("es-ES", "es"),
    ("de-AT", "de"), ("EN-gb", "en-GB"), ("de_DE@collation=phonebook", "de"), ("de-DE-u-co-phonebk", "de"),
  ])
  func findsTheLanguageByScriptAndRegion(wanted: String, answer: String) {
    #expect(LanguageNegotiation.best(preferred: [wanted], available: Self.catalog) == answer)
  }

  @Test func englishOutsideTheUSFallsToPlainEnglishWithoutBritish() {
    #expect(LanguageNegotiation.best(preferred: ["en-AU"], available: ["de", "en"]) == "en")
    #expect(LanguageNegotiation.best(preferred: ["en-AU"], available: ["de", "en-001", "en-GB", "en"]) == "en-001")
  }

  @Test func followsThePreferenceOrderBeforeMatchQuality() {
    // As Apple's Bundle.preferredLocalizations: a near match of the first beats an exact one of the second.
    #expect(LanguageNegotiation.best(preferred: ["fr-CA", "en"], available: ["en", "fr-FR"]) == "fr-FR")
    #expect(LanguageNegotiation.best(preferred: ["pt-PT", "en"], available: ["en", "pt-BR"]) == "pt-BR")
    #expect(LanguageNegotiation.best(preferred: ["it", "de", "fr"], available: ["fr", "de", "en"]) == "de")
    #expect(LanguageNegotiation.best(preferred: ["*", "xx", "", "fr"], available: ["en", "fr"]) == "fr")
  }

  @Test func prefersTheExactLanguageThenTheChainThenTheClosestRegion() {
    #expect(LanguageNegotiation.best(preferred: ["fr-CA"], available: ["fr-FR", "fr", "fr-CA"]) == "fr-CA")
    #expect(LanguageNegotiation.best(preferred: ["fr-CA"], available: ["fr-FR", "fr"]) == "fr")
    #expect(LanguageNegotiation.best(preferred: ["es-MX"], available: ["es-ES", "es-US"]) == "es-US")
    #expect(LanguageNegotiation.best(preferred: ["en"], available: ["en-GB", "en-US"]) == "en-US")
  }

  @Test func crossesScriptsOnlyWhereICUAcceptsIt() {
    // Traditional Chinese readers get English, not Simplified.
    #expect(LanguageNegotiation.best(preferred: ["zh-TW", "en"], available: ["zh-Hans", "en"]) == "en")
    #expect(LanguageNegotiation.best(preferred: ["zh-HK"], available: ["zh-Hans", "en"]) == nil)
    #expect(LanguageNegotiation.best(preferred: ["zh-CN"], available: ["zh-Hant", "en"]) == nil)
    // Serbian in Latin reads Cyrillic Serbian before English, as ICU's matcher has it.
    #expect(LanguageNegotiation.best(preferred: ["sr-Latn", "en"], available: ["sr", "en"]) == "sr")
  }

  @Test func answersNothingForNoLanguage() {
    #expect(LanguageNegotiation.best(preferred: ["ja", "ko"], available: ["en", "fr"]) == nil)
    #expect(LanguageNegotiation.best(preferred: [], available: ["en"]) == nil)
    #expect(LanguageNegotiation.best(preferred: ["en"], available: []) == nil)
    #expect(LanguageNegotiation.best(preferred: ["*"], available: ["en"]) == nil)
  }

  @Test func fallbackChainFollowsCLDRAndEndsWithTheSource() {
    func chain(_ tag: String, _ available: Set<String>, source: String = "en") -> [String] {
      LanguageNegotiation.fallbackChain(for: tag, available: available, source: source)
    }
    #expect(chain("fr-CA", ["fr-CA", "fr", "en", "de"]) == ["fr-CA", "fr", "en"])
    #expect(chain("fr-CA", ["fr", "en"]) == ["fr", "en"])
    #expect(chain("fr-CA", ["de"]) == ["en"])
    #expect(chain("zh-Hant-HK", ["zh-HK", "zh-Hant", "zh-Hans", "en"]) == ["zh-HK", "zh-Hant", "en"])
    #expect(chain("zh-MO", ["zh-HK", "zh-Hant", "zh-Hans"]) == ["zh-HK", "zh-Hant", "en"])
    #expect(chain("zh-TW", ["zh-Hans", "zh", "en"]) == ["en"])
    #expect(chain("zh-SG", ["zh-Hans", "zh"]) == ["zh-Hans", "zh", "en"])
    #expect(chain("en-AU", ["en-GB", "en"]) == ["en-GB", "en"])
    #expect(chain("es-MX", ["es-419", "es"], source: "es") == ["es-419", "es"])
    #expect(chain("pt-AO", ["pt-PT", "pt-BR", "pt"]) == ["pt-PT", "pt", "en"])
    #expect(chain("sr-Latn-RS", ["sr-Latn", "sr"]) == ["sr-Latn", "en"])
    #expect(chain("no", ["nb"]) == ["nb", "en"])
    #expect(chain("nb", ["no"]) == ["no", "en"])
    #expect(chain("nn", ["nb"]) == ["nb", "en"])
    // CLDR's parents for data, not for readers: Haitian Creole is not French.
    #expect(chain("ht", ["fr-HT", "fr"]) == ["en"])
    #expect(chain("ca-ES-valencia", ["ca", "ca-ES-valencia"]) == ["ca-ES-valencia", "ca", "en"])
    // Spelled as the catalog spells them; the tag as an ICU or Apple ID.
    #expect(chain("zh_Hant_TW", ["zh_Hant", "fr_CA"]) == ["zh_Hant", "en"])
    #expect(chain("FR-ca", ["fr-CA"]) == ["fr-CA", "en"])
    #expect(chain("", ["fr"]) == ["en"])
    #expect(chain("*", ["fr"]) == ["en"])
  }
}

@Suite struct LocalizedStringsLanguageTests {
  static func strings() throws -> (RuntimeFixture, LocalizedStrings) {
    let fixture = try RuntimeFixture()
    let texts = [("en", "Files"), ("fr", "Fichiers"), ("de", "Dateien"), ("zh-Hans", "文件"), ("zh-Hant", "檔案")]
    try fixture.write(
      "Localizable", RuntimeFixture.catalog(RuntimeFixture.plain("files", texts + [("pt-BR", "Arquivos")])))
    return (fixture, try fixture.load(["Localizable"]))
  }

  @Test func answersAnHTTPRequestsLanguage() throws {
    let (fixture, strings) = try Self.strings()
    defer { fixture.folder.remove() }
    #expect(strings.language(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8") == "fr")
    #expect(strings.language(acceptLanguage: "da, de;q=0.4, en;q=0.5") == "en")
    #expect(strings.language(acceptLanguage: "zh-TW,zh;q=0.9,en-US;q=0.8") == "zh-Hant")
    #expect(strings.language(acceptLanguage: "pt-PT;q=0.9, pt;q=0.8") == "pt-BR")
    #expect(strings.language(acceptLanguage: "ja, ko;q=0.5") == "en")
    #expect(strings.language(acceptLanguage: "*") == "en")
    #expect(strings.language(acceptLanguage: "") == "en")
    // Excluded ranges are never the answer.
    #expect(strings.language(acceptLanguage: "fr-CA, fr;q=0, de;q=0.5") == "de")
    #expect(strings.text("files", locale: strings.language(acceptLanguage: "zh-HK")) == "檔案")
  }

  @Test func answersAUsersPreferredLanguages() throws {
    let (fixture, strings) = try Self.strings()
    defer { fixture.folder.remove() }
    #expect(strings.language(preferred: ["zh-TW", "en"]) == "zh-Hant")
    #expect(strings.language(preferred: ["zh_Hans_SG"]) == "zh-Hans")
    #expect(strings.language(preferred: ["it", "de"]) == "de")
    #expect(strings.language(preferred: ["it"]) == "en")
    #expect(strings.language(preferred: []) == "en")
  }

  @Test func neverFailsOnAGarbageHeader() throws {
    let (fixture, strings) = try Self.strings()
    defer { fixture.folder.remove() }
    let binary = String(decoding: (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
    #expect(strings.language(acceptLanguage: binary) == "en")
    let long = (0..<5_000).map { "x\($0 % 10 == 0 ? "" : "y")-\($0);q=0.5" }.joined(separator: ",") + ",de;q=0.4"
    #expect(strings.language(acceptLanguage: long) == "en")
    #expect(strings.language(acceptLanguage: String(repeating: "fr-", count: 50_000)) == "en")
  }
}
