import Foundation
import L10nTestSupport
import Testing

/// `l10n export` and `l10n import` end to end: files written, summaries, exit statuses, and that
/// a failure or --strict leaves the catalog byte-identical.
@Suite struct ExchangeCommandTests {
  static func project() throws -> TemporaryDirectory {
    try CheckCommandTests.project(catalog: CheckCommandTests.catalog.replacingOccurrences(of: "\n", with: ""))
  }

  static func xliff(_ units: String, language: String = "ru") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="L.xcstrings" source-language="en" target-language="\(language)" datatype="plaintext">
        <body>
    \(units)
        </body>
      </file>
    </xliff>
    """
  }

  @Test(arguments: ["xliff", "csv", "xcloc"])
  func exportThenImportChangesNothing(format: String) throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let export = try CommandRunner.run(["export", "--lang", "ru,fr", "--format", format], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardOutput == "Localizations/ru.\(format)\nLocalizations/fr.\(format)\n")
    if format == "xcloc" {
      for part in ["contents.json", "Localized Contents/ru.xliff", "Source Contents/L.xcstrings", "Notes"] {
        #expect(FileManager.default.fileExists(atPath: folder.file("Localizations/ru.xcloc/" + part).path), "\(part)")
      }
      let contents = String(
        decoding: try Fixtures.bytesAt(folder.file("Localizations/ru.xcloc/contents.json")), as: UTF8.self)
      #expect(contents.contains("\"targetLocale\" : \"ru\""))
    }
    let imported = try CommandRunner.run(
      ["import", "Localizations/ru.\(format)", "Localizations/fr.\(format)"], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
    #expect(
      imported.standardOutput.contains(
        "ru  L.xcstrings: 0 added, 0 updated, 3 unchanged, 2 empty, 0 rejected, 0 unknown"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test func importMergesGoodUnitsAndReportsBadOnes() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    try folder.write(
      "ru.xliff",
      Self.xliff(
        """
              <trans-unit id="editor.count|==|plural.few" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%lld предмета</target>
              </trans-unit>
              <trans-unit id="editor.count|==|plural.many" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%@ предметов</target>
              </trans-unit>
              <trans-unit id="editor.gone" xml:space="preserve">
                <source>Gone</source>
                <target>Нет</target>
              </trans-unit>
        """))
    // --dry-run and --strict write nothing.
    let dry = try CommandRunner.run(["import", "ru.xliff", "--dry-run"], in: folder.url)
    #expect(dry.status == 1)
    #expect(
      dry.standardOutput.contains(
        "ru  L.xcstrings: 1 added, 0 updated, 0 unchanged, 0 empty, 0 rejected, 1 held (1 placeholders do not fit), 1 unknown"
      ))
    #expect(
      dry.standardOutput.contains("ru.xliff:9: held: editor.count|==|plural.many [ru]: placeholders do not fit"))
    #expect(dry.standardOutput.contains("ru.xliff:13: unknown: editor.gone [ru]"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
    let strict = try CommandRunner.run(["import", "ru.xliff", "--strict"], in: folder.url)
    #expect(strict.status == 1)
    #expect(strict.standardError.contains("nothing was written"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
    // Without them, the good unit goes in.
    let real = try CommandRunner.run(["import", "ru.xliff", "--format", "json"], in: folder.url)
    #expect(real.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(real.standardOutput.utf8)) as! [String: Any]
    let summary = (json["summary"] as! [[String: Any]])[0]
    #expect(summary["added"] as? Int == 1 && summary["held"] as? Int == 1 && summary["unknown"] as? Int == 1)
    let after = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(
      after.contains(
        "\"few\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"%lld предмета\""
      ))
    #expect(!after.contains("предметов"))
  }

  @Test func hostileXMLFailsWithStatusTwoAndTouchesNothing() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let good = Self.xliff(
      #"<trans-unit id="editor.title"><source>Editor</source><target>Редактор!</target></trans-unit>"#)
    try folder.write("good.xliff", good)
    try folder.write(
      "evil.xliff", "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n" + good)
    let result = try CommandRunner.run(["import", "good.xliff", "evil.xliff"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("evil.xliff:2:1: document type declarations"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test func pseudoLanguageExportsAndImports() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let export = try CommandRunner.run(
      ["export", "--pseudo", "--format", "csv", "--output", "pseudo.csv"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    let csv = String(decoding: try Fixtures.bytesAt(folder.file("pseudo.csv")), as: UTF8.self)
    #expect(csv.contains("target (en-XA)"))
    #expect(csv.contains("[Éđîţöŕ"))
    let imported = try CommandRunner.run(["import", "pseudo.csv"], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardOutput)")
    #expect(imported.standardOutput.contains("en-XA  L.xcstrings: 3 added"))
    let catalog = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(catalog.contains("\"en-XA\" : {"))
    // The pseudo-locale is a language check takes (CLDR's, though ICU has no data for it): the
    // catalog it was imported into has no unknown-language finding.
    let check = try CommandRunner.run(["check", "--format", "json"], in: folder.url)
    #expect(check.status != 2, "\(check.standardError)")
    #expect(!check.standardOutput.contains("\"rule\" : \"unknown-language\""), "\(check.standardOutput)")
    #expect(check.standardOutput.contains("\"language\" : \"en-XA\""))
  }

  @Test func onlyAndAllLanguagesPickUnitsAndLanguages() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let all = try CommandRunner.run(
      ["export", "--all-languages", "--format", "csv", "--output", "out"], in: folder.url)
    #expect(all.status == 0, "\(all.standardError)")
    #expect(all.standardOutput == "out/ru.csv\n")
    let untranslated = try CommandRunner.run(
      ["export", "--lang", "ru", "--only", "untranslated", "--output", "-"], in: folder.url)
    #expect(untranslated.status == 0)
    let ids = untranslated.standardOutput.components(separatedBy: "<trans-unit id=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    #expect(ids == ["editor.count|==|plural.few", "editor.count|==|plural.many"])
    #expect(!untranslated.standardOutput.contains("<target"))
  }

  @Test func usageErrors() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    #expect(try CommandRunner.run(["export"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["export", "--lang", "fr", "--format", "docx"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["export", "--lang", "fr,de", "--output", "-"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["import"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["import", "missing.xliff"], in: folder.url).status == 2)
    let stdout = try CommandRunner.run(["export", "--lang", "fr", "--output", "-"], in: folder.url)
    #expect(
      stdout.status == 0 && stdout.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff "))
  }
}
