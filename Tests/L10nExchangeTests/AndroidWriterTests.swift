import Foundation
import L10nCatalog
import L10nTestSupport
import L10nText
import Testing

@testable import L10nExchange

/// `AndroidWriter`: names, folders, placeholders, plurals, escaping, and what is reported rather
/// than written wrong. What aapt2 reads from the files is asked of aapt2 itself.
@Suite struct AndroidWriterTests {
  static func catalog(_ json: String) throws -> StringCatalog {
    try StringCatalog(bytes: Array(json.utf8), file: "Test.xcstrings")
  }

  static func write(_ json: String, languages: [String]? = nil) throws -> AndroidWriter.Output {
    try AndroidWriter.write([.init(path: "Test.xcstrings", catalog: catalog(json))], languages: languages)
  }

  static func text(_ output: AndroidWriter.Output, _ folder: String) -> String? {
    output.files.first { $0.path == folder + "/strings.xml" }.map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  @Test func resourceNamesFollowTheDocumentedRule() {
    #expect(AndroidNames.resourceName("Close Split Editor") == "close_split_editor")
    #expect(AndroidNames.resourceName("Settings.Title") == "settings_title")
    #expect(AndroidNames.resourceName("1st place") == "key_1st_place")
    #expect(AndroidNames.resourceName("class") == "key_class")
    #expect(AndroidNames.resourceName("") == "key_")
    #expect(AndroidNames.resourceName("_") == "key__")
    #expect(AndroidNames.resourceName("Größe %@") == "gr__e___")
    #expect(AndroidNames.resourceName("snake_case_9") == "snake_case_9")
  }

  @Test func languageFoldersAreAndroidQualifiers() {
    let cases = [
      ("fr", "values-fr"), ("pt-BR", "values-pt-rBR"), ("zh-Hant", "values-b+zh+Hant"),
      ("zh-Hant-HK", "values-b+zh+Hant+HK"), ("es-419", "values-b+es+419"), ("he", "values-iw"),
      ("id", "values-in"), ("fil", "values-fil"), ("sr-Latn", "values-b+sr+Latn"), ("nb-NO", "values-nb-rNO"),
    ]
    for (tag, folder) in cases {
      #expect(AndroidNames.folder(language: tag) == folder)
      #expect(AndroidNames.language(ofFolder: folder) == tag, "\(folder)")
    }
    #expect(AndroidNames.folder(language: "en", isSource: true) == "values")
    #expect(AndroidNames.language(ofFolder: "values") == nil)
    #expect(AndroidNames.language(ofFolder: "values-night") == nil)
    #expect(AndroidNames.language(ofFolder: "values-v21") == nil)
    // A device's or a configuration's folder is no language's, even after a language.
    for folder in ["values-fr-rCA-night", "values-car", "values-en-land", "values-b+en+US-night", "values-b+x"] {
      #expect(AndroidNames.language(ofFolder: folder) == nil, "\(folder)")
      #expect(!AndroidNames.isLanguageFolder(folder), "\(folder)")
    }
    #expect(AndroidNames.language(ofFolder: "values-he") == "he")
    #expect(AndroidNames.language(ofFolder: "values-b+sr+Latn+RS") == "sr-Latn-RS")
  }

  @Test func placeholdersAreConvertedExactly() {
    func android(_ text: String) -> String {
      AndroidPlaceholders.toAndroid(text, formatted: AndroidPlaceholders.hasPlaceholders(text))
    }
    #expect(android("Hello %@") == "Hello %1$s")
    #expect(android("%lld files") == "%1$d files")
    #expect(android("%d files") == "%1$d files")
    #expect(android("%f km") == "%1$f km")
    #expect(android("%.2f km") == "%1$.2f km")
    #expect(android("%@ has %lld items") == "%1$s has %2$d items")
    #expect(android("%2$@ before %1$@") == "%2$s before %1$s")
    #expect(android("100%% of %@") == "100%% of %1$s")
    #expect(android("50% off %@") == "50%% off %1$s")
    #expect(android("%1$(count)lld of %2$(total)lld") == "%1$d of %2$d")
    #expect(android("%(name)@ says hi") == "%1$s says hi")
    #expect(android("%'d people") == "%1$,d people")
  }

  @Test func placeholdersComeBackInApplesFormat() {
    #expect(AndroidPlaceholders.toApple("Hello %1$s") == "Hello %@")
    #expect(AndroidPlaceholders.toApple("%1$s has %2$d items") == "%@ has %lld items")
    #expect(AndroidPlaceholders.toApple("%2$s before %1$s") == "%2$@ before %1$@")
    #expect(AndroidPlaceholders.toApple("%1$.2f km") == "%.2f km")
    #expect(AndroidPlaceholders.toApple("100%% of %1$s") == "100%% of %@")
    #expect(AndroidPlaceholders.toApple("%s and %d") == "%@ and %lld")
    #expect(AndroidPlaceholders.toApple("50% off", formatted: false) == "50% off")
  }

  @Test func escapingFollowsAndroidsRules() {
    let cases = [
      ("It's", "It\\'s"), ("Say \"hi\"", "Say \\\"hi\\\""), ("a\\b", "a\\\\b"), ("@home", "\\@home"),
      ("?why", "\\?why"), ("a@b?", "a@b?"), ("one\ntwo", "one\\ntwo"), ("<b>&</b>", "&lt;b&gt;&amp;&lt;/b&gt;"),
      (" lead", "\" lead\""), ("trail ", "\"trail \""), ("two  spaces", "\"two  spaces\""), ("tab\there", "tab\\there"),
      ("cr\rhere", "cr\\u000Dhere"), ("bell\u{7}", "bell\\u0007"),
    ]
    for (text, written) in cases {
      #expect(TextEscaping.androidString(text) == written, "\(text)")
      #expect(TextEscaping.androidUnescaped(TextEscaping.xmlDecodedForTest(written)) == text, "\(text)")
    }
    #expect(TextEscaping.androidUnescaped("  a \n  b  ") == "a b")
    #expect(TextEscaping.androidUnescaped("\"  a  \" b") == "  a   b")
    #expect(TextEscaping.xmlComment("a--b-") == "a- -b- ")
  }

  /// Hard texts, written and compiled: aapt2 takes the file and reads every text back as the
  /// catalog has it.
  @Test(.requires(.aapt2)) func aapt2ReadsEscapedTextsAsWritten() throws {
    let texts = [
      "It's", "Say \"hi\"", "back\\slash", "@string/not_a_reference", "?attr", "line\nbreak", "<b>bold</b> & co",
      " leading", "trailing ", "two  spaces", "tab\there", "ünïcødé 🎉", "50% off", "100%%", "\\u0041 literal",
    ]
    var strings: [String] = []
    for (index, text) in texts.enumerated() {
      let encoded = try String(decoding: JSONEncoder().encode(text), as: UTF8.self)
      strings.append(
        "\"k\(index)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \(encoded)}}}}"
      )
    }
    let output = try Self.write(
      "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ","))}, \"version\": \"1.0\"}")
    let result = try AAPT2.compile(output.files)
    #expect(result.status == 0, "\(result.output)")
    for (index, text) in texts.enumerated() {
      #expect(result.values["values"]?["string/k\(index)"] == text, "k\(index): \(text)")
    }
  }

  @Test func pluralsTakeTheLanguagesCategoriesFromICU() throws {
    let output = try Self.write(
      """
      {"sourceLanguage": "en", "strings": {"files": {"localizations": {
        "en": {"variations": {"plural": {"zero": {"stringUnit": {"state": "translated", "value": "No files"}},
          "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
        "ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
          "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}},
          "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}}}, "version": "1.0"}
      """)
    let english = try #require(Self.text(output, "values"))
    #expect(english.contains("<item quantity=\"one\">%1$d file</item>"))
    #expect(!english.contains("quantity=\"zero\""))
    #expect(output.warnings.contains { $0.language == "en" && $0.message.contains("\"zero\"") })
    let russian = try #require(Self.text(output, "values-ru"))
    for category in ["one", "few", "many", "other"] { #expect(russian.contains("<item quantity=\"\(category)\">")) }
  }

  @Test func aSubstitutionWithOnePluralBecomesPlurals() throws {
    let output = try Self.write(
      """
      {"sourceLanguage": "en", "strings": {"found": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "Found %#@matches@ in %@"},
        "substitutions": {"matches": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%arg match"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg matches"}}}}}}}}}}, "version": "1.0"}
      """)
    let english = try #require(Self.text(output, "values"))
    #expect(english.contains("<item quantity=\"one\">Found %1$d match in %2$s</item>"), "\(english)")
    #expect(english.contains("<item quantity=\"other\">Found %1$d matches in %2$s</item>"))
    #expect(output.warnings.isEmpty)
  }

  @Test func twoPluralsAndDevicesAreReportedNotWrittenWrong() throws {
    let output = try Self.write(
      """
      {"sourceLanguage": "en", "strings": {
        "both": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@a@ in %#@b@"},
          "substitutions": {
            "a": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg matches"}}}}},
            "b": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}}}},
        "tap": {"localizations": {"en": {"variations": {"device": {
          "mac": {"stringUnit": {"state": "translated", "value": "Click to open"}},
          "other": {"stringUnit": {"state": "translated", "value": "Tap to open"}}}}}}}}, "version": "1.0"}
      """)
    let english = try #require(Self.text(output, "values"))
    #expect(!english.contains("name=\"both\""))
    #expect(english.contains("<string name=\"tap\">Tap to open</string>"))
    #expect(output.warnings.contains { $0.key == "both" && $0.message.contains("2 plural substitutions") })
    #expect(output.warnings.contains { $0.key == "tap" && $0.message.contains("\"other\" case is written") })
  }

  @Test func keysNotToTranslateStayInTheDefaultFileMarked() throws {
    let output = try Self.write(
      """
      {"sourceLanguage": "en", "strings": {"Brand": {"comment": "The app's name -- never translated", "shouldTranslate": false,
        "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Brand"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Marque"}}}},
        "Hello": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}},
        "New": {"localizations": {"fr": {"stringUnit": {"state": "new", "value": ""}}}}}, "version": "1.0"}
      """)
    let english = try #require(Self.text(output, "values"))
    #expect(english.contains("<!-- The app\\'s name - - never translated -->") == false)
    #expect(english.contains("<!-- The app's name - - never translated -->"))
    #expect(english.contains("<string name=\"brand\" translatable=\"false\">Brand</string>"))
    #expect(english.contains("<string name=\"hello\">Hello</string>"))
    let french = try #require(Self.text(output, "values-fr"))
    #expect(!french.contains("brand"))
    #expect(french.contains("<string name=\"hello\">Bonjour</string>"))
    #expect(!french.contains("name=\"new\""))
  }

  /// An app's catalog and its widget's both hold `Cancel` (as real apps do): one resource when no
  /// language has two texts for it (a language only one has is taken from it), an error naming
  /// both catalogs when one has.
  @Test func oneKeyInTwoCatalogsIsOneResourceWhenItSaysTheSame() throws {
    func catalog(_ french: String) throws -> StringCatalog {
      try StringCatalog(
        bytes: Array(
          """
          {"sourceLanguage": "en", "strings": {"Cancel": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "\(french)"}}}}}, "version": "1.0"}
          """.utf8))
    }
    let same = try AndroidWriter.write([
      .init(path: "App.xcstrings", catalog: try catalog("Annuler")),
      .init(path: "Widget.xcstrings", catalog: try catalog("Annuler")),
    ])
    let french = try #require(same.files.first { $0.language == "fr" })
    #expect(String(decoding: french.bytes, as: UTF8.self).components(separatedBy: "name=\"cancel\"").count == 2)
    #expect(throws: ExchangeError.self) {
      _ = try AndroidWriter.write([
        .init(path: "App.xcstrings", catalog: try catalog("Annuler")),
        .init(path: "Widget.xcstrings", catalog: try catalog("Abandonner")),
      ])
    }
    let untranslated = try StringCatalog(
      bytes: Array(#"{"sourceLanguage": "en", "strings": {"Cancel": {}}, "version": "1.0"}"#.utf8))
    let merged = try AndroidWriter.write([
      .init(path: "Widget.xcstrings", catalog: untranslated),
      .init(path: "App.xcstrings", catalog: try catalog("Annuler")),
    ])
    let taken = try #require(merged.files.first { $0.language == "fr" })
    #expect(String(decoding: taken.bytes, as: UTF8.self).contains(#"<string name="cancel">Annuler</string>"#))
    let source = try #require(merged.files.first { $0.language == "en" })
    #expect(String(decoding: source.bytes, as: UTF8.self).components(separatedBy: "name=\"cancel\"").count == 2)
  }

  @Test func twoKeysOfOneNameAreAnErrorNamingBoth() throws {
    #expect {
      _ = try Self.write(
        """
        {"sourceLanguage": "en", "strings": {"Split Editor": {}, "Split editor": {}, "a.b": {}, "a-b": {}}, "version": "1.0"}
        """)
    } throws: { error in
      let message = "\(error)"
      return message.contains("\"Split Editor\" and \"Split editor\" both become split_editor")
        && message.contains("\"a.b\" and \"a-b\" both become a_b")
    }
  }
}

extension TextEscaping {
  /// The five XML entities decoded, as a parser hands element text over.
  static func xmlDecodedForTest(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
