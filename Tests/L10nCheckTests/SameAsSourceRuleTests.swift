import L10nCatalog
import L10nExchange
import L10nText
import Testing

@testable import L10nCheck

/// `same-as-source` and its exceptions, as Weblate's "unchanged translation" check has them: no
/// letters, the source language's own variants, a single word in capitals or with digits, a text
/// made of glossary terms marked do-not-translate. A real copy is still reported.
@Suite struct SameAsSourceRuleTests {
  /// Each key's English source, kept as it is in German.
  static let kept = [
    "settings.api": "API", "settings.a11y": "A11Y", "settings.encoding": "UTF8", "settings.protocol": "HTTP/2",
    "app.name": "geteduroam", "app.name.pair": "geteduroam Connect", "help.title": "geteduroam Help",
    "editor.title": "Editor", "menu.ok": "Ok", "menu.brand": "iPhone",
  ]

  static func catalog() throws -> StringCatalog {
    let entries = kept.keys.sorted().map { key in
      let text = JSONValue.quoted(kept[key]!)
      return """
        \(JSONValue.quoted(key)):{"localizations":{\
        "en":{"stringUnit":{"state":"translated","value":\(text)}},\
        "de":{"stringUnit":{"state":"translated","value":\(text)}}}}
        """
    }
    let json = "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}"
    return try StringCatalog(bytes: Array(json.utf8), file: "Localizable.xcstrings")
  }

  /// The keys `same-as-source` reports, with `glossary` asked as check asks l10n.yml's.
  static func reported(glossary: Glossary? = nil) throws -> [String] {
    let report = try Checker(options: CheckOptions()).check(
      [CatalogInput(file: "Localizable.xcstrings", catalog: try catalog(), locations: nil, usedKeys: nil)],
      resources: TestCheckResources(terms: glossary ?? Glossary()))
    let findings = report.findings.filter { $0.rule == .sameAsSource }
    #expect(findings.allSatisfy { $0.language == "de" })
    return findings.compactMap(\.key).sorted()
  }

  @Test func acronymsAndCodesAreNotReportedARealCopyIs() throws {
    let reported = try Self.reported()
    for key in ["settings.api", "settings.a11y", "settings.encoding", "settings.protocol"] {
      #expect(!reported.contains(key), "\(key)")
    }
    #expect(reported == ["app.name", "app.name.pair", "editor.title", "help.title", "menu.brand", "menu.ok"])
  }

  @Test(arguments: [
    ("API", true), ("A11Y", true), ("UTF8", true), ("HTTP/2", true), (" API ", true), ("v2", true), ("A", true),
    ("Ok", false), ("iPhone", false), ("Editor", false), ("OPEN FILE", false), ("%lld", false), ("東京", false),
    ("", false),
  ])
  func whatIsACode(text: String, isCode: Bool) {
    #expect(SameAsSource.isCode(text) == isCode, "\(text)")
  }

  /// A CSV glossary's `translatable` column saying no marks a do-not-translate term: a text made
  /// of such terms is not reported, one with another word still is.
  @Test func aGlossaryTermMarkedDoNotTranslateIsNotReported() throws {
    let csv = """
      term,de,translatable
      geteduroam,,no
      Connect,,false
      Help,Hilfe,
      """
    let glossary = try Glossary.csv(Array(csv.utf8), file: "glossary.csv")
    #expect(glossary.entries.map(\.doNotTranslate) == [true, true, false])
    let reported = try Self.reported(glossary: glossary)
    #expect(!reported.contains("app.name") && !reported.contains("app.name.pair"))
    #expect(reported == ["editor.title", "help.title", "menu.brand", "menu.ok"])
  }

  /// TBX as Weblate writes an untranslatable term: `<descrip type="Translation needed">No`.
  @Test func aTBXTermWhoseTranslationIsNotNeededIsDoNotTranslate() throws {
    let tbx = """
      <?xml version="1.0" encoding="UTF-8"?>
      <martif type="TBX" xml:lang="en">
        <text><body>
          <termEntry id="1">
            <descrip type="Translation needed">No</descrip>
            <langSet xml:lang="en"><tig><term>geteduroam</term></tig></langSet>
          </termEntry>
          <termEntry id="2">
            <langSet xml:lang="en"><tig><term>Editor</term></tig></langSet>
            <langSet xml:lang="de"><tig><term>Bearbeiter</term></tig></langSet>
          </termEntry>
        </body></text>
      </martif>
      """
    let glossary = try Glossary.tbx(Array(tbx.utf8), file: "glossary.tbx", sourceLanguage: "en")
    #expect(glossary.entries.map(\.term) == ["geteduroam", "Editor"])
    #expect(glossary.entries.map(\.doNotTranslate) == [true, false])
    let words = GlossaryWords()
    #expect(glossary.keepsSource("geteduroam", sourceLanguage: "en", words: words))
    #expect(!glossary.keepsSource("geteduroam Help", sourceLanguage: "en", words: words))
    #expect(!glossary.keepsSource("Editor", sourceLanguage: "en", words: words))
    #expect(
      try Self.reported(glossary: glossary) == [
        "app.name.pair", "editor.title", "help.title", "menu.brand", "menu.ok",
      ])
  }
}
