import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `check` and `import` on real projects' text: `%` in ordinary text, the imported file's
/// language, and Xcode's empty elements.
@Suite struct RealTextTests {
  /// A source without placeholders and its translations with percent signs, and a format string.
  static let percentCatalog = """
    {"sourceLanguage":"en","strings":{
    "game.refusal_hint":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Has a 50% chance to refuse."}},
    "de":{"stringUnit":{"state":"translated","value":"Hat eine 50 %ige Chance, abzulehnen."}},
    "fr":{"stringUnit":{"state":"translated","value":"A 50 % de chances de refuser."}},
    "tr":{"stringUnit":{"state":"translated","value":"Reddetme şansı %50."}}}},
    "game.progress":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Loading 100%"}},
    "de":{"stringUnit":{"state":"translated","value":"Lädt 100%"}},
    "fr":{"stringUnit":{"state":"translated","value":"Chargement 100 %"}},
    "tr":{"stringUnit":{"state":"translated","value":"%100 yükleniyor"}}}},
    "sale.discount":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@: 50%% off"}},
    "de":{"stringUnit":{"state":"translated","value":"%@: 50%% Rabatt"}},
    "fr":{"stringUnit":{"state":"translated","value":"%@ : 50 % de réduction"}},
    "tr":{"stringUnit":{"state":"translated","value":"%@: %%50 indirim"}}}}
    },"version":"1.0"}
    """

  @Test func checkReportsNoErrorForPercentSignsInOrdinaryText() throws {
    let folder = try MemoryFolder.project(catalog: Self.percentCatalog)
    defer { folder.remove() }
    let report = try folder.session().run(CheckRequest())
    let text = CheckReportRenderer.render(report, format: .text)
    #expect(!report.failed, "\(text)")
    #expect(!text.contains("[format-specifiers]"), "\(text)")
    #expect(!text.contains("[plural-candidate]"), "\(text)")
    #expect(
      text.contains(
        "note: de: \"%i\" is shown as written: the source has no placeholders, so the text is not formatted [literal-percent]"
      ), "\(text)")
    #expect(
      text.contains(
        "note: fr: a lone % in a text with placeholders: \"% de\" (String(format:) reads \"% d\" as a placeholder with a space flag); write a percent sign as %% [literal-percent]"
      ), "\(text)")
    // Two notes in all: the French and Turkish "50 %", "%50", "100%" and "%100" are text.
    #expect(text.components(separatedBy: "[literal-percent]").count - 1 == 2, "\(text)")
  }

  static func unit(_ id: String, source: String, target: String) -> String {
    """
          <trans-unit id="\(id)" xml:space="preserve">
            <source>\(source)</source>
            <target state="translated">\(target)</target>
          </trans-unit>
    """
  }

  static let sourcesOnly = """
    {"sourceLanguage":"en","strings":{
    "game.refusal_hint":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Has a 50% chance to refuse."}}}},
    "game.progress":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Loading 100%"}}}},
    "sale.discount":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@: 50%% off"}}}}
    },"version":"1.0"}
    """

  static func importRequest(_ file: String) -> ImportRequest {
    ImportRequest(files: [file], waiting: .noWait)
  }

  @Test(arguments: [
    ("de", ["Hat eine 50 %ige Chance, abzulehnen.", "Lädt 100%", "%@: 50%% Rabatt"]),
    ("fr", ["A 50 % de chances de refuser.", "Chargement 100 %", "%@ : 50 % de réduction"]),
    ("tr", ["Reddetme şansı %50.", "%100 yükleniyor", "%@: %%50 indirim"]),
  ])
  func importTakesPercentSignsInOrdinaryText(language: String, texts: [String]) throws {
    let folder = try MemoryFolder.project(catalog: Self.sourcesOnly)
    defer { folder.remove() }
    let units = [
      Self.unit("game.refusal_hint", source: "Has a 50% chance to refuse.", target: texts[0]),
      Self.unit("game.progress", source: "Loading 100%", target: texts[1]),
      Self.unit("sale.discount", source: "%@: 50%% off", target: texts[2]),
    ]
    try folder.write("\(language).xliff", SampleProjects.xliff(units.joined(separator: "\n"), language: language))
    let result = try folder.session().run(Self.importRequest("\(language).xliff"))
    let text = importText(result.merge)
    #expect(result.merge.problems.isEmpty, "\(text)")
    #expect(
      text.contains("\(language)  L.xcstrings: 3 added, 0 updated, 0 unchanged, 0 empty, 0 rejected, 0 unknown"),
      "\(text)")
    let catalog = try Self.json(folder.bytes("L.xcstrings"))
    for (key, text) in zip(["game.refusal_hint", "game.progress", "sale.discount"], texts) {
      #expect(Self.text(catalog, key, language) == text)
    }
  }

  /// Imports `contents` as `name` into a project whose catalog is `catalog`: the merge's text (or
  /// the message of the error that stopped it), and whether the catalog kept its bytes.
  static func importOnce(_ name: String, _ contents: String, into catalog: String) throws
    -> (merge: CatalogImport?, error: String?, unchanged: Bool)
  {
    let folder = try MemoryFolder.project(catalog: catalog)
    defer { folder.remove() }
    let before = try folder.bytes("L.xcstrings")
    try folder.write(name, contents)
    var merge: CatalogImport?
    let error = thrownMessage { merge = try folder.session().run(Self.importRequest(name)).merge }
    return (merge, error, try folder.bytes("L.xcstrings") == before)
  }

  @Test func importStillRejectsAnExtraPlaceholderInAFormatString() throws {
    let (merge, _, unchanged) = try Self.importOnce(
      "de.xliff",
      SampleProjects.xliff(
        Self.unit("sale.discount", source: "%@: 50%% off", target: "%@: 50 %ige Ersparnis"), language: "de"),
      into: Self.sourcesOnly)
    let result = try #require(merge)
    let text = importText(result)
    #expect(!result.problems.isEmpty)
    #expect(text.contains("held: sale.discount [de]: placeholders do not fit: %i formats argument 2"), "\(text)")
    #expect(
      text.contains(
        "de  L.xcstrings: 0 added, 0 updated, 0 unchanged, 0 empty, 0 rejected, 1 held (1 placeholders do not fit), 0 unknown"
      )
    )
    #expect(unchanged)
  }

  // MARK: The file's language

  static let withPortuguese = """
    {"sourceLanguage":"en","strings":{
    "editor.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}},"pt-BR":{"stringUnit":{"state":"translated","value":"Editor"}}}}
    },"version":"1.0"}
    """

  @Test(arguments: [
    ("xx-Bogus-Tag-123", "is not a language tag ICU knows"),
    ("fr_FR.UTF-8", "is not a language tag ICU knows"),
    ("pt_br", "it has \"pt-BR\"; did you mean \"pt-BR\"?"),
    ("PT-BR", "it has \"pt-BR\"; did you mean \"pt-BR\"?"),
    ("de_DE", "did you mean \"de-DE\"?"),
  ])
  func anXLIFFWhoseLanguageIsNotALanguageIsRefused(tag: String, reason: String) throws {
    let (merge, error, unchanged) = try Self.importOnce(
      "x.xliff",
      SampleProjects.xliff(Self.unit("editor.title", source: "Editor", target: "Editor!"), language: tag),
      into: Self.withPortuguese)
    #expect(merge == nil)
    let message = try #require(error)
    #expect(message.contains("x.xliff:3: <file original=\"L.xcstrings\"> target-language \"\(tag)\" "), "\(message)")
    #expect(message.contains(reason), "\(message)")
    #expect(message.contains("nothing was imported"))
    #expect(unchanged)
  }

  @Test func anEmptyTargetLanguageIsRefused() throws {
    let (merge, error, unchanged) = try Self.importOnce(
      "x.xliff",
      SampleProjects.xliff(Self.unit("editor.title", source: "Editor", target: "Editor!"), language: ""),
      into: Self.withPortuguese)
    #expect(merge == nil)
    let message = try #require(error)
    #expect(message.contains("x.xliff"), "\(message)")
    #expect(message.contains("target-language"), "\(message)")
    #expect(unchanged)
  }

  @Test(arguments: ["fr_FR.UTF-8", "pt_br", ""])
  func aCSVWhoseLanguageIsNotALanguageIsRefused(tag: String) throws {
    let (merge, error, unchanged) = try Self.importOnce(
      "x.csv", "catalog,id,source (en),target (\(tag)),state\nL.xcstrings,editor.title,Editor,Editor!,translated\n",
      into: Self.withPortuguese)
    #expect(merge == nil)
    let message = try #require(error)
    // The line of the file's first row for the catalog.
    #expect(message.contains("x.csv:2: the CSV's target column, language \"\(tag)\" "), "\(message)")
    #expect(message.contains("nothing was imported"))
    #expect(unchanged)
  }

  @Test func aValidNewLanguageStillImports() throws {
    let folder = try MemoryFolder.project(catalog: Self.withPortuguese)
    defer { folder.remove() }
    try folder.write(
      "it.xliff",
      SampleProjects.xliff(Self.unit("editor.title", source: "Editor", target: "Redattore"), language: "it"))
    let result = try folder.session().run(Self.importRequest("it.xliff"))
    #expect(result.merge.problems.isEmpty, "\(importText(result.merge))")
    #expect(importText(result.merge).contains("it  L.xcstrings: 1 added"))
    #expect(Self.text(try Self.json(folder.bytes("L.xcstrings")), "editor.title", "it") == "Redattore")
  }

  // MARK: Empty elements

  @Test func anEmptyTranslationIsExportedAsXcodeDoesAndSurvivesTheRoundTrip() throws {
    let catalog = """
      {"sourceLanguage":"en","strings":{"":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":""}}}},\
      "editor.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}}}}},"version":"1.0"}
      """
    let folder = try MemoryFolder.project(catalog: catalog)
    defer { folder.remove() }
    let before = try folder.bytes("L.xcstrings")
    let session = try folder.session()
    _ = try session.run(
      ExportFilesRequest(ExportScope(named: ["fr"], allLanguages: false, selection: .all, pseudo: false)))
    let xliff = try folder.text("Localizations/fr.xliff")
    #expect(
      xliff.contains(
        """
              <trans-unit id="" xml:space="preserve">
                <source/>
                <target state="translated"/>
                <note/>
        """), "\(xliff)")
    #expect(
      xliff.contains(
        """
              <trans-unit id="editor.title" xml:space="preserve">
                <source>Editor</source>
                <note/>
        """), "\(xliff)")
    let imported = try session.run(Self.importRequest("Localizations/fr.xliff"))
    #expect(imported.merge.problems.isEmpty, "\(importText(imported.merge))")
    #expect(
      importText(imported.merge).contains(
        "fr  L.xcstrings: 0 added, 0 updated, 1 unchanged, 1 empty, 0 rejected, 0 unknown"),
      "\(importText(imported.merge))")
    #expect(try folder.bytes("L.xcstrings") == before)
  }

  // MARK: The real catalogs

  static func json(_ bytes: [UInt8]) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
  }

  /// The plain text of `key` in `language`.
  static func text(_ catalog: [String: Any], _ key: String, _ language: String) -> String? {
    let entry = (catalog["strings"] as? [String: Any])?[key] as? [String: Any]
    let localization = (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
    return (localization?["stringUnit"] as? [String: Any])?["value"] as? String
  }

  @Test func checkOnTheRealCatalogsFindsNoPlaceholderErrorWhereTheSourceHasNone() throws {
    let folder = try MemoryFolder()
    var names: [String] = []
    for name in Fixtures.realCatalogNames {
      try folder.write(name, try Fixtures.bytes("real/" + name))
      names.append(name)
    }
    #expect(names.count == 13)
    let report = try folder.session().run(CheckRequest(catalogs: names))
    let findings = try #require(
      try jsonObject(CheckReportRenderer.render(report, format: .json))["findings"] as? [[String: Any]])
    #expect(!findings.isEmpty)
    for finding in findings where ["format-specifiers", "plural-candidate"].contains(finding["rule"] as? String) {
      let file = try #require(finding["file"] as? String)
      let key = try #require(finding["key"] as? String)
      let catalog = try Self.json(Fixtures.bytes("real/" + file))
      let source = Self.text(catalog, key, try #require(catalog["sourceLanguage"] as? String)) ?? key
      #expect(source.contains("%"), "\(file): \(key): \(finding["message"] ?? "")")
    }
    #expect(!findings.contains { $0["rule"] as? String == "format-specifiers" })
  }
}
