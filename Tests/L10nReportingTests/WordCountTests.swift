import L10nCatalog
import L10nICU
import L10nReporting
import Testing

/// `status --words` against counts made by hand, for catalogs whose source language is English,
/// German, Japanese or Arabic. English and German count by spaces, Japanese by dictionary words
/// (写真｜を｜削除｜し｜ます｜か), Arabic by spaces; punctuation and placeholders are no words.
@Suite struct WordCountTests {
  static func unit(_ value: String, _ state: String = "translated") -> String {
    #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
  }

  static func catalog(_ source: String, _ entries: [(String, [String: String])]) throws -> StringCatalog {
    let strings = entries.map { key, localizations in
      let parts = localizations.sorted { $0.key < $1.key }.map { "\"\($0.key)\" : \($0.value)" }
      return "\"\(key)\" : { \"localizations\" : { \(parts.joined(separator: ", ")) } }"
    }
    let json =
      #"{ "sourceLanguage" : "\#(source)", "strings" : { \#(strings.joined(separator: ", ")) }, "version" : "1.0" }"#
    return try StringCatalog(bytes: Array(json.utf8), file: "L.xcstrings")
  }

  static func words(_ catalog: StringCatalog, _ language: String) -> WordCounts? {
    CatalogStatus(catalog: catalog, file: "L.xcstrings", extraLanguages: [language], countWords: true)
      .languages.first { $0.language == language }?.words
  }

  @Test func english() throws {
    let catalog = try Self.catalog(
      "en",
      [
        // 7 words: Do you want to save the changes
        (
          "editor.save.message",
          ["en": Self.unit("Do you want to save the changes?"), "fr": Self.unit("Voulez-vous…", "needs_review")]
        ),
        // 2 words: Delete and (the placeholders are no words)
        ("library.delete.title", ["en": Self.unit("Delete %@ and %@?")]),
        // "%lld file" / "%lld files": 1 word in each case
        (
          "files.count",
          [
            "en":
              #"{ "variations" : { "plural" : { "one" : \#(Self.unit("%lld file")), "other" : \#(Self.unit("%lld files")) } } }"#
          ]
        ),
      ])
    // French: the message needs review (7), the title (2) and the plural (one, other: 2) are missing.
    #expect(Self.words(catalog, "fr") == WordCounts(untranslated: 4, needsReview: 7, total: 11))
    // Russian needs one, few, many, other: 4 plural texts.
    #expect(Self.words(catalog, "ru") == WordCounts(untranslated: 13, needsReview: 0, total: 13))
    // Japanese needs only other.
    #expect(Self.words(catalog, "ja") == WordCounts(untranslated: 10, needsReview: 0, total: 10))
    // A language the catalog does not have yet costs every word.
    #expect(Self.words(catalog, "de") == WordCounts(untranslated: 11, needsReview: 0, total: 11))
  }

  /// A substitution's cases write its number as `%arg` (as Xcode does): a placeholder, not `%a`
  /// and a word "rg".
  @Test func substitutionPlural() throws {
    let plural = #"{ "plural" : { "one" : \#(Self.unit("%arg file")), "other" : \#(Self.unit("%arg files")) } }"#
    let catalog = try Self.catalog(
      "en",
      [
        // 4 words: Found in this folder; then 1 per plural text (file, files).
        (
          "search.result",
          [
            "en":
              #"{ "stringUnit" : { "state" : "translated", "value" : "Found %#@files@ in this folder" }, "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : \#(plural) } } }"#
          ]
        )
      ])
    // Japanese needs other: 4 + 1.
    #expect(Self.words(catalog, "ja") == WordCounts(untranslated: 5, needsReview: 0, total: 5))
    // German needs one and other: 4 + 1 + 1.
    #expect(Self.words(catalog, "de") == WordCounts(untranslated: 6, needsReview: 0, total: 6))
    // Russian needs one, few, many, other (few and many take other's text): 4 + 4.
    #expect(Self.words(catalog, "ru") == WordCounts(untranslated: 8, needsReview: 0, total: 8))
  }

  @Test func german() throws {
    let catalog = try Self.catalog(
      "de",
      [
        // 5: Möchten Sie die Änderungen speichern
        ("editor.save.message", ["de": Self.unit("Möchten Sie die Änderungen speichern?"), "en": Self.unit("Save?")]),
        // 2: Dateiverwaltung öffnen
        ("files.open.button", ["de": Self.unit("Dateiverwaltung öffnen")]),
      ])
    #expect(Self.words(catalog, "en") == WordCounts(untranslated: 2, needsReview: 0, total: 7))
  }

  /// ICU's versions whose Japanese dictionary splits these texts as counted (as
  /// WordCounterTests.dictionaryCountsCheckedOn): ICU 72 (Debian 12, where CI runs). macOS 13 to 27
  /// ship ICU 70 to 78, whose dictionaries may split a phrase otherwise; there only what every
  /// split gives is asserted: at least one word a text and at most one a letter.
  static let dictionaryCountsCheckedOn: Set<String> = ["72"]

  @Test func japanese() throws {
    let catalog = try Self.catalog(
      "ja",
      [
        // 6: 写真｜を｜削除｜し｜ます｜か (9 letters)
        ("photos.delete.message", ["ja": Self.unit("写真を削除しますか？")]),
        // 3: 設定｜を｜保存 (5 letters)
        ("settings.save.button", ["ja": Self.unit("設定を保存"), "en": Self.unit("Save Settings", "needs_review")]),
      ])
    let words = try #require(Self.words(catalog, "en"))
    if Self.dictionaryCountsCheckedOn.contains(String(ICU.version.prefix { $0 != "." })) {
      #expect(words == WordCounts(untranslated: 6, needsReview: 3, total: 9), "ICU \(ICU.version)")
    } else {
      #expect((1...9).contains(words.untranslated), "ICU \(ICU.version): \(words)")
      #expect((1...5).contains(words.needsReview), "ICU \(ICU.version): \(words)")
      #expect(words.total == words.untranslated + words.needsReview, "ICU \(ICU.version): \(words)")
    }
  }

  @Test func arabic() throws {
    let catalog = try Self.catalog(
      "ar",
      [
        // 4: هل تريد حفظ التغييرات
        ("editor.save.message", ["ar": Self.unit("هل تريد حفظ التغييرات؟")]),
        // 1: إلغاء
        ("common.cancel.button", ["ar": Self.unit("إلغاء"), "fr": Self.unit("Annuler")]),
      ])
    #expect(Self.words(catalog, "fr") == WordCounts(untranslated: 4, needsReview: 0, total: 5))
  }
}
