import Foundation
import L10nTestSupport
import Testing

/// `check` and `import` end to end on real projects' text: `%` in ordinary text, the imported
/// file's language, and Xcode's empty elements.
@Suite struct RealTextCommandTests {
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
    let folder = try CheckCommandTests.project(catalog: Self.percentCatalog)
    defer { folder.remove() }
    let result = try CommandRunner.run(["check"], in: folder.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(!result.standardOutput.contains("[format-specifiers]"), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("[plural-candidate]"), "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains(
        "note: de: \"%i\" is shown as written: the source has no placeholders, so the text is not formatted [literal-percent]"
      ), "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains(
        "note: fr: a lone % in a text with placeholders: \"% de\" (String(format:) reads \"% d\" as a placeholder with a space flag); write a percent sign as %% [literal-percent]"
      ), "\(result.standardOutput)")
    // Two notes in all: the French and Turkish "50 %", "%50", "100%" and "%100" are text.
    #expect(
      result.standardOutput.components(separatedBy: "[literal-percent]").count - 1 == 2, "\(result.standardOutput)")
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

  @Test(arguments: [
    ("de", ["Hat eine 50 %ige Chance, abzulehnen.", "Lädt 100%", "%@: 50%% Rabatt"]),
    ("fr", ["A 50 % de chances de refuser.", "Chargement 100 %", "%@ : 50 % de réduction"]),
    ("tr", ["Reddetme şansı %50.", "%100 yükleniyor", "%@: %%50 indirim"]),
  ])
  func importTakesPercentSignsInOrdinaryText(language: String, texts: [String]) throws {
    let folder = try CheckCommandTests.project(catalog: Self.sourcesOnly)
    defer { folder.remove() }
    let units = [
      Self.unit("game.refusal_hint", source: "Has a 50% chance to refuse.", target: texts[0]),
      Self.unit("game.progress", source: "Loading 100%", target: texts[1]),
      Self.unit("sale.discount", source: "%@: 50%% off", target: texts[2]),
    ]
    try folder.write("\(language).xliff", ExchangeCommandTests.xliff(units.joined(separator: "\n"), language: language))
    let result = try CommandRunner.run(["import", "\(language).xliff"], in: folder.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "\(language)  L.xcstrings: 3 added, 0 updated, 0 unchanged, 0 empty, 0 rejected, 0 unknown"),
      "\(result.standardOutput)")
    let catalog = try Self.json(Fixtures.bytesAt(folder.file("L.xcstrings")))
    for (key, text) in zip(["game.refusal_hint", "game.progress", "sale.discount"], texts) {
      #expect(Self.text(catalog, key, language) == text)
    }
  }

  /// Imports `contents` as `name` into a project whose catalog is `catalog`: the run, and whether
  /// the catalog kept its bytes.
  static func importOnce(_ name: String, _ contents: String, into catalog: String) throws -> (CommandResult, Bool) {
    let folder = try CheckCommandTests.project(catalog: catalog)
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    try folder.write(name, contents)
    let result = try CommandRunner.run(["import", name], in: folder.url)
    return (result, try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test func importStillRejectsAnExtraPlaceholderInAFormatString() throws {
    let (result, unchanged) = try Self.importOnce(
      "de.xliff",
      ExchangeCommandTests.xliff(
        Self.unit("sale.discount", source: "%@: 50%% off", target: "%@: 50 %ige Ersparnis"), language: "de"),
      into: Self.sourcesOnly)
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains("held: sale.discount [de]: placeholders do not fit: %i formats argument 2"),
      "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains(
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
    let (result, unchanged) = try Self.importOnce(
      "x.xliff",
      ExchangeCommandTests.xliff(Self.unit("editor.title", source: "Editor", target: "Editor!"), language: tag),
      into: Self.withPortuguese)
    #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(
      result.standardError.contains("x.xliff:3: <file original=\"L.xcstrings\"> target-language \"\(tag)\" "),
      "\(result.standardError)")
    #expect(result.standardError.contains(reason), "\(result.standardError)")
    #expect(result.standardError.contains("nothing was imported"))
    #expect(unchanged)
  }

  @Test func anEmptyTargetLanguageIsRefused() throws {
    let (result, unchanged) = try Self.importOnce(
      "x.xliff",
      ExchangeCommandTests.xliff(Self.unit("editor.title", source: "Editor", target: "Editor!"), language: ""),
      into: Self.withPortuguese)
    #expect(result.status == 2)
    #expect(result.standardError.contains("x.xliff"), "\(result.standardError)")
    #expect(result.standardError.contains("target-language"), "\(result.standardError)")
    #expect(unchanged)
  }

  @Test(arguments: ["fr_FR.UTF-8", "pt_br", ""])
  func aCSVWhoseLanguageIsNotALanguageIsRefused(tag: String) throws {
    let (result, unchanged) = try Self.importOnce(
      "x.csv", "catalog,id,source (en),target (\(tag)),state\nL.xcstrings,editor.title,Editor,Editor!,translated\n",
      into: Self.withPortuguese)
    #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
    // The line of the file's first row for the catalog.
    #expect(
      result.standardError.contains("x.csv:2: the CSV's target column, language \"\(tag)\" "), "\(result.standardError)"
    )
    #expect(result.standardError.contains("nothing was imported"))
    #expect(unchanged)
  }

  @Test func aValidNewLanguageStillImports() throws {
    let folder = try CheckCommandTests.project(catalog: Self.withPortuguese)
    defer { folder.remove() }
    try folder.write(
      "it.xliff",
      ExchangeCommandTests.xliff(Self.unit("editor.title", source: "Editor", target: "Redattore"), language: "it"))
    let result = try CommandRunner.run(["import", "it.xliff"], in: folder.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("it  L.xcstrings: 1 added"))
    #expect(Self.text(try Self.json(Fixtures.bytesAt(folder.file("L.xcstrings"))), "editor.title", "it") == "Redattore")
  }

  // MARK: Empty elements

  @Test func anEmptyTranslationIsExportedAsXcodeDoesAndSurvivesTheRoundTrip() throws {
    let catalog = """
      {"sourceLanguage":"en","strings":{"":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":""}}}},\
      "editor.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}}}}},"version":"1.0"}
      """
    let folder = try CheckCommandTests.project(catalog: catalog)
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let export = try CommandRunner.run(["export", "--lang", "fr"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    let xliff = String(decoding: try Fixtures.bytesAt(folder.file("Localizations/fr.xliff")), as: UTF8.self)
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
    let imported = try CommandRunner.run(["import", "Localizations/fr.xliff"], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
    #expect(
      imported.standardOutput.contains(
        "fr  L.xcstrings: 0 added, 0 updated, 1 unchanged, 1 empty, 0 rejected, 0 unknown"),
      "\(imported.standardOutput)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
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
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var names: [String] = []
    for name in Fixtures.realCatalogNames {
      try folder.write(name, String(decoding: try Fixtures.bytes("real/" + name), as: UTF8.self))
      names.append(name)
    }
    #expect(names.count == 13)
    let result = try CommandRunner.run(["check", "--format", "json"] + names, in: folder.url)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
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
