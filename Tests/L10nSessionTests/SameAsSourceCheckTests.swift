import Foundation
import L10nCatalog
import L10nCheck
import L10nSession
import L10nTestSupport
import L10nText
import Testing

/// `same-as-source` as a project runs it: l10n.yml's glossary marks terms not to be translated,
/// whose texts may stay as they are, with `glossary-term` on or off.
@Suite struct SameAsSourceCheckTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "app.name" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Tessera" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Tessera" } } } },
        "editor.title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } } } },
        "settings.api" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "API" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "API" } } } }
      },
      "version" : "1.0"
    }
    """

  /// The keys `same-as-source` reports with `yaml` added to l10n.yml.
  func reported(_ yaml: String) throws -> [String?] {
    let folder = try MemoryFolder()
    _ = try folder.write("L.xcstrings", Self.catalog)
    _ = try folder.write("terms.csv", "term,de,translatable\nTessera,,no\nEditor,Bearbeiter,\n")
    _ = try folder.write("l10n.yml", "catalogs: [L.xcstrings]\n" + yaml)
    let findings = try folder.session().run(CheckRequest(sources: nil)).findings
    return findings.filter { $0.rule == .sameAsSource }.map(\.key)
  }

  @Test func aTermTheGlossaryKeepsIsNotReported() throws {
    #expect(try reported("") == ["app.name", "editor.title"])
    #expect(try reported("glossary: [terms.csv]\n") == ["editor.title"])
    #expect(
      try reported("glossary: [terms.csv]\ncheck:\n  rules:\n    glossary-term: off\n") == ["editor.title"])
  }
}
