import Foundation
import L10nRuntime
import L10nTestSupport
import Testing

/// Substitutions, placeholders, device cases and the options.
@Suite struct VariationTests {
  let fixture: RuntimeFixture

  static let catalog = #"""
    { "sourceLanguage" : "en", "strings" : {
      "%lld files in %lld folders" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
          "substitutions" : {
            "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
            "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } } } } } } },
        "ru" : { "stringUnit" : { "state" : "translated", "value" : "В %#@folders@: %#@files@" },
          "substitutions" : {
            "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg файл" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg файла" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg файлов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg файла" } } } } },
            "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg папке" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg папках" } } } } } } } } },
      "%@ sent %lld messages" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ sent %2$lld messages" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld messages envoyés par %1$@" } } } },
      "items" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$(count)lld items in %2$(place)@" } },
        "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$(place)@: %1$(count)lld Dinge" } } } },
      "tap" : { "localizations" : {
        "en" : { "variations" : { "device" : {
          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
          "mac" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "Click once" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Click %lld times" } } } } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "Press" } } } } } } },
      "draft" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Draft" } },
        "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Brouillon" } },
        "de" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Entwurf" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Entwürfe" } } } } } } },
      "size" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld bytes, %.2f MB, %d%%, %x" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld octets, %.2f Mo, %d %%, %x" } } } }
    }, "version" : "1.0" }
    """#

  init() throws {
    fixture = try RuntimeFixture()
    try fixture.write("Localizable", Self.catalog)
  }

  @Test func twoPluralsInOneString() throws {
    let strings = try fixture.load(["Localizable"])
    let key = "%lld files in %lld folders"
    #expect(strings.text(key, locale: "en", 1, 1) == "1 file in 1 folder")
    #expect(strings.text(key, locale: "en", 5, 1) == "5 files in 1 folder")
    #expect(strings.text(key, locale: "en", 1, 3) == "1 file in 3 folders")
    // Russian puts the folders first; each substitution keeps its argument.
    #expect(strings.text(key, locale: "ru", 21, 1) == "В 1 папке: 21 файл")
    #expect(strings.text(key, locale: "ru", 3, 5) == "В 5 папках: 3 файла")
    #expect(strings.text(key, locale: "ru", 11, 2) == "В 2 папках: 11 файлов")
  }

  @Test func positionalArguments() throws {
    let strings = try fixture.load(["Localizable"])
    #expect(strings.text("%@ sent %lld messages", locale: "en", "Ada", 3) == "Ada sent 3 messages")
    #expect(strings.text("%@ sent %lld messages", locale: "fr", "Ada", 3) == "3 messages envoyés par Ada")
    #expect(strings.text("%@ sent %lld messages", locale: "fr", arguments: ["Ada", 3]) == "3 messages envoyés par Ada")
  }

  @Test func namedPlaceholders() throws {
    let strings = try fixture.load(["Localizable"])
    #expect(strings.text("items", locale: "en", 4, "Box") == "4 items in Box")
    #expect(strings.text("items", locale: "de", 4, "Box") == "Box: 4 Dinge")
    // Without arguments, as Apple's tables hold it: without the names.
    #expect(strings.text("items", locale: "de") == "%2$@: %1$lld Dinge")
  }

  @Test func deviceCases() throws {
    #expect(try fixture.load(["Localizable"]).text("tap", locale: "en") == "Press")
    #expect(try fixture.load(["Localizable"], options: .init(device: .iphone)).text("tap", locale: "en") == "Tap")
    #expect(try fixture.load(["Localizable"], options: .init(device: .ipad)).text("tap", locale: "en") == "Press")
    let mac = try fixture.load(["Localizable"], options: .init(device: .mac))
    #expect(mac.text("tap", locale: "en", 1) == "Click once")
    #expect(mac.text("tap", locale: "en", 3) == "Click 3 times")
  }

  @Test func needsReviewUsedOrNot() throws {
    let used = try fixture.load(["Localizable"])
    #expect(used.text("draft", locale: "fr") == "Brouillon")
    #expect(used.text("draft", locale: "de", 1) == "1 Entwurf")
    let unused = try fixture.load(["Localizable"], options: .init(useNeedsReview: false))
    #expect(unused.text("draft", locale: "fr") == "Draft")
    // One case needs review: German does not answer, for any number.
    #expect(unused.text("draft", locale: "de", 2) == "Draft")
  }

  @Test func fallbackToTheSourceLanguageOrNot() throws {
    let strings = try fixture.load(["Localizable"], options: .init(fallbackToSourceLanguage: false))
    #expect(strings.text("draft", locale: "fr-CA") == "Brouillon")
    #expect(strings.text("tap", locale: "fr") == "tap")
    #expect(strings.text("tap", locale: "en-GB") == "Press")
  }

  @Test func missingKeyHandler() throws {
    let strings = try fixture.load(
      ["Localizable"], options: .init(missingKey: { key, table, locale in "⚠️ \(table).\(key) (\(locale))" }))
    #expect(strings.text("nowhere", locale: "fr") == "⚠️ Localizable.nowhere (fr)")
    #expect(strings.text("nowhere", table: "Other", locale: "fr", 3) == "⚠️ Other.nowhere (fr)")
    #expect(strings.text("draft", locale: "fr") == "Brouillon")
  }

  @Test func numbersAsStringFormatWritesThemByDefault() throws {
    let strings = try fixture.load(["Localizable"])
    #expect(strings.text("size", locale: "fr", 1_234_567, 1234.5, 50, 255) == "1234567 octets, 1234.50 Mo, 50 %, ff")
    #expect(
      strings.text("size", locale: "fr", 1_234_567, 1234.5, 50, 255)
        == String(format: "%lld octets, %.2f Mo, %d %%, %x", 1_234_567, 1234.5, 50, 255))
  }

  @Test func localizedNumbers() throws {
    let strings = try fixture.load(["Localizable"], options: .init(localizedNumbers: true))
    // French groups with a narrow no-break space and writes a decimal comma; %x stays C's.
    #expect(
      strings.text("size", locale: "fr", 1_234_567, 1234.5, 50, 255)
        == "1\u{202F}234\u{202F}567 octets, 1\u{202F}234,50 Mo, 50 %, ff")
    #expect(strings.text("size", locale: "en", 1_234_567, 1234.5, 50, 255) == "1,234,567 bytes, 1,234.50 MB, 50%, ff")
  }

  @Test func argumentsOfAnotherKindNeverCrash() throws {
    let strings = try fixture.load(["Localizable"])
    #expect(strings.text("%@ sent %lld messages", locale: "en", 3, "many") == "3 sent many messages")
    #expect(strings.text("%@ sent %lld messages", locale: "en", "Ada") == "Ada sent %2$lld messages")
    #expect(strings.text("%@ sent %lld messages", locale: "en", "Ada", 2.9) == "Ada sent 2 messages")
  }
}
