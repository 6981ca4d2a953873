import Foundation
import L10nRuntime
import L10nTestSupport
import Testing

/// Plural cases chosen by ICU's rules for the answering language, from the number they vary on.
@Suite struct PluralTests {
  let strings: LocalizedStrings

  static func unit(_ text: String, state: String = "translated") -> String {
    #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(text)" } }"#
  }

  static func plural(_ cases: [(String, String)]) -> String {
    let members = cases.map { #""\#($0.0)" : \#(unit($0.1))"# }
    return #"{ "variations" : { "plural" : { \#(members.joined(separator: ", ")) } } }"#
  }

  init() throws {
    let fixture = try RuntimeFixture()
    try fixture.write("Localizable", Self.catalogJSON)
    strings = try fixture.load(["Localizable"])
  }

  /// `files` in English, Russian, Arabic, Polish, Welsh and Japanese, each with every category
  /// ICU has for it, and French with `one` alone; `owner`, whose number is its second argument.
  static var catalogJSON: String {
    let files = [
      ("en", plural([("zero", "no files"), ("one", "%lld file"), ("other", "%lld files")])),
      ("ru", plural([("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла*")])),
      (
        "ar",
        plural([
          ("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%lld ملفات"), ("many", "%lld ملفًا"),
          ("other", "%lld ملف"),
        ])
      ),
      ("pl", plural([("one", "%lld plik"), ("few", "%lld pliki"), ("many", "%lld plików"), ("other", "%lld pliku")])),
      (
        "cy",
        plural([
          ("zero", "dim ffeiliau"), ("one", "%lld ffeil"), ("two", "%lld ffeil (two)"), ("few", "%lld ffeil (few)"),
          ("many", "%lld ffeil (many)"), ("other", "%lld ffeil (other)"),
        ])
      ),
      ("ja", plural([("other", "%lld 個のファイル")])),
      ("fr", plural([("one", "%lld fichier")])),
    ]
    let localizations = files.map { #""\#($0.0)" : \#($0.1)"# }.joined(separator: ", ")
    let owner = plural([("one", "%@ has %lld file"), ("other", "%@ has %lld files")])
    return #"{ "sourceLanguage" : "en", "strings" : { "files" : { "localizations" : { \#(localizations) } }, "#
      + #""owner" : { "localizations" : { "en" : \#(owner) } } }, "version" : "1.0" }"#
  }

  @Test(arguments: [
    ("en", 0, "0 files"), ("en", 1, "1 file"), ("en", 2, "2 files"),
    ("ru", 1, "1 файл"), ("ru", 2, "2 файла"), ("ru", 5, "5 файлов"), ("ru", 21, "21 файл"), ("ru", 111, "111 файлов"),
    ("ar", 0, "لا ملفات"), ("ar", 1, "ملف واحد"), ("ar", 2, "ملفان"), ("ar", 3, "3 ملفات"), ("ar", 11, "11 ملفًا"),
    ("ar", 100, "100 ملف"),
    ("pl", 1, "1 plik"), ("pl", 2, "2 pliki"), ("pl", 5, "5 plików"), ("pl", 22, "22 pliki"), ("pl", 112, "112 plików"),
    ("cy", 0, "dim ffeiliau"), ("cy", 1, "1 ffeil"), ("cy", 2, "2 ffeil (two)"), ("cy", 3, "3 ffeil (few)"),
    ("cy", 6, "6 ffeil (many)"), ("cy", 4, "4 ffeil (other)"),
    ("ja", 1, "1 個のファイル"), ("ja", 0, "0 個のファイル"),
  ])
  func theCategoryICUSelects(language: String, count: Int, expected: String) {
    #expect(strings.text("files", locale: language, count) == expected)
  }

  @Test func fractionsSelectByTheirValue() {
    #expect(strings.text("files", locale: "ru", 1.5) == "1 файла*")
    #expect(strings.text("files", locale: "pl", 2.5) == "2 pliku")
    #expect(strings.text("files", locale: "en", 1.0) == "1 file")
  }

  /// English has no `zero` in ICU's rules: 0 takes `other`, as ICU selects it, though the catalog
  /// has a `zero` case.
  @Test func zeroOnlyWhereICUSelectsIt() {
    #expect(strings.text("files", locale: "en", 0) == "0 files")
    #expect(strings.text("files", locale: "ar", 0) == "لا ملفات")
  }

  /// French's `other` is missing: 2 has no case in French, and the source language answers.
  @Test func aMissingOtherFallsToTheNextLanguage() {
    #expect(strings.text("files", locale: "fr", 1) == "1 fichier")
    #expect(strings.text("files", locale: "fr", 2) == "2 files")
  }

  @Test func theNumberIsThePlaceholderThatVaries() {
    #expect(strings.text("owner", locale: "en", "Ada", 1) == "Ada has 1 file")
    #expect(strings.text("owner", locale: "en", "Ada", 7) == "Ada has 7 files")
  }

  @Test func withoutANumberTheOtherCase() {
    #expect(strings.text("files", locale: "ru") == "%lld файла*")
    #expect(strings.text("files", locale: "en") == "%lld files")
  }

  @Test func largeNumbers() {
    #expect(strings.text("files", locale: "ru", 1_000_001) == "1000001 файл")
    #expect(strings.text("files", locale: "en", Int64.max) == "9223372036854775807 files")
    #expect(strings.text("files", locale: "en", UInt64.max) == "-1 files")
  }
}
