import Foundation
import L10nRuntime
import L10nTestSupport
import Testing

/// Plain texts: the locale's language, the fallback chain, tables, a missing key.
@Suite struct PlainLookupTests {
  let fixture: RuntimeFixture
  let strings: LocalizedStrings

  init() throws {
    fixture = try RuntimeFixture()
    try fixture.write(
      "Localizable",
      RuntimeFixture.catalog(
        [
          RuntimeFixture.plain("editor.title", [("en", "Editor"), ("fr", "Éditeur"), ("fr-CA", "Éditeur (Québec)")]),
          RuntimeFixture.plain("editor.close", [("en", "Close"), ("fr", "Fermer")]),
          RuntimeFixture.plain("editor.save", [("en", "Save")]),
          RuntimeFixture.plain("percent", [("en", "100%% sure, %@")]),
        ].joined(separator: ", ")))
    try fixture.write(
      "Settings",
      RuntimeFixture.catalog(
        source: "de", RuntimeFixture.plain("title", [("de", "Einstellungen"), ("fr", "Réglages")])))
    strings = try fixture.load(["Localizable", "Settings"])
  }

  @Test func theLocalesLanguageAnswers() {
    #expect(strings.text("editor.title", locale: "fr") == "Éditeur")
    #expect(strings.text("editor.title", locale: "fr-CA") == "Éditeur (Québec)")
    #expect(strings.text("editor.title", locale: "en") == "Editor")
  }

  @Test func spellingsOfALocale() {
    #expect(strings.text("editor.title", locale: "fr_CA") == "Éditeur (Québec)")
    #expect(strings.text("editor.title", locale: "FR-ca") == "Éditeur (Québec)")
  }

  @Test func theChainAnswersWhatTheLanguageLacks() {
    #expect(strings.text("editor.close", locale: "fr-CA") == "Fermer")
    #expect(strings.text("editor.save", locale: "fr-CA") == "Save")
    #expect(strings.text("editor.title", locale: "fr-CH") == "Éditeur")
    #expect(strings.text("editor.title", locale: "ja") == "Editor")
  }

  @Test func eachTableHasItsSourceLanguage() {
    #expect(strings.text("title", table: "Settings", locale: "fr") == "Réglages")
    #expect(strings.text("title", table: "Settings", locale: "ja") == "Einstellungen")
    #expect(strings.text("title", table: "Settings", locale: "en") == "Einstellungen")
  }

  @Test func aMissingKeyIsTheKey() {
    #expect(strings.text("nowhere", locale: "fr") == "nowhere")
    #expect(strings.text("editor.title", table: "Nowhere", locale: "fr") == "editor.title")
    #expect(strings.text("%lld left", locale: "fr", 3) == "3 left")
  }

  @Test func withoutArgumentsTheTextIsAsTheCatalogHoldsIt() {
    #expect(strings.text("percent", locale: "en") == "100%% sure, %@")
    #expect(strings.text("percent", locale: "en", "Ada") == "100% sure, Ada")
  }

  @Test func languages() {
    #expect(strings.languages == ["de", "en", "fr", "fr-CA"])
  }
}
