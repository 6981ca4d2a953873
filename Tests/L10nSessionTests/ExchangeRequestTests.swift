import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `ExportFilesRequest` and `ImportRequest` (`l10n export`, `l10n import`): the files written,
/// what is merged, and that a dry run or strict import leaves the catalog byte-identical.
@Suite struct ExchangeRequestTests {
  static func export(
    _ languages: [String] = [], all: Bool = false, only: ExportSelection = .all, pseudo: Bool = false,
    format: ExchangeFormat = .xliff, output: String? = nil
  ) -> ExportFilesRequest {
    var request = ExportFilesRequest(
      ExportScope(named: languages, allLanguages: all, selection: only, pseudo: pseudo))
    (request.format, request.output) = (format, output)
    return request
  }

  static func `import`(_ files: [String], dryRun: Bool = false, strict: Bool = false) -> ImportRequest {
    var request = ImportRequest(files: files, waiting: .noWait)
    (request.dryRun, request.strict) = (dryRun, strict)
    return request
  }

  /// The formats Xcode's tools exchange (PO's round trip: `POCorpusTests`).
  @Test(arguments: [ExchangeFormat.xliff, .xcloc, .csv])
  func exportThenImportChangesNothing(format: ExchangeFormat) throws {
    let folder = try MemoryFolder.exchangeProject()
    defer { folder.remove() }
    let before = try folder.bytes("L.xcstrings")
    let session = try folder.session()
    let export = try session.run(Self.export(["ru,fr"], format: format))
    let name = format.rawValue
    #expect(export.exported.map(\.path) == ["Localizations/ru.\(name)", "Localizations/fr.\(name)"])
    if format == .xcloc {
      for part in ["contents.json", "Localized Contents/ru.xliff", "Source Contents/L.xcstrings", "Notes"] {
        #expect(folder.exists("Localizations/ru.xcloc/" + part), "\(part)")
      }
      #expect(try folder.text("Localizations/ru.xcloc/contents.json").contains("\"targetLocale\" : \"ru\""))
    }
    let imported = try session.run(Self.import(["Localizations/ru.\(name)", "Localizations/fr.\(name)"]))
    #expect(imported.merge.problems.isEmpty, "\(importText(imported.merge))")
    #expect(
      importText(imported.merge).contains(
        "ru  L.xcstrings: 0 added, 0 updated, 3 unchanged, 2 empty, 0 rejected, 0 unknown"))
    #expect(try folder.bytes("L.xcstrings") == before)
  }

  @Test func importMergesGoodUnitsAndReportsBadOnes() throws {
    let folder = try MemoryFolder.exchangeProject()
    defer { folder.remove() }
    let before = try folder.bytes("L.xcstrings")
    try folder.write(
      "ru.xliff",
      SampleProjects.xliff(
        """
              <trans-unit id="editor.count|==|plural.few" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%lld предмета</target>
              </trans-unit>

        """ + SampleProjects.wrongPlaceholderAndUnknownUnits))
    let session = try folder.session()
    // A dry run and a strict import write nothing.
    let dry = try session.run(Self.import(["ru.xliff"], dryRun: true))
    #expect(!dry.merge.problems.isEmpty)
    let text = importText(dry.merge)
    #expect(
      text.contains(
        "ru  L.xcstrings: 1 added, 0 updated, 0 unchanged, 0 empty, 0 rejected, 1 held (1 placeholders do not fit), 1 unknown"
      ))
    #expect(text.contains("ru.xliff:9: held: editor.count|==|plural.many [ru]: placeholders do not fit"))
    #expect(text.contains("ru.xliff:13: unknown: editor.gone [ru]"))
    #expect(dry.written.isEmpty)
    #expect(try folder.bytes("L.xcstrings") == before)
    let strict = try session.run(Self.import(["ru.xliff"], strict: true))
    #expect(strict.heldByStrict && strict.written.isEmpty)
    #expect(try folder.bytes("L.xcstrings") == before)
    // Without them, the good unit goes in.
    let real = try session.run(Self.import(["ru.xliff"]))
    #expect(!real.merge.problems.isEmpty)
    let json = try jsonObject(
      try JSONValueEncoder.document(
        ImportSummary(rows: real.merge.rows, problems: real.merge.problems, written: real.written, dryRun: false)))
    let summary = (json["summary"] as! [[String: Any]])[0]
    #expect(summary["added"] as? Int == 1 && summary["held"] as? Int == 1 && summary["unknown"] as? Int == 1)
    let after = try folder.text("L.xcstrings")
    #expect(
      after.contains(
        "\"few\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"%lld предмета\""
      ))
    #expect(!after.contains("предметов"))
  }

  @Test func pseudoLanguageExportsAndImports() throws {
    let folder = try MemoryFolder.exchangeProject()
    defer { folder.remove() }
    let session = try folder.session()
    _ = try session.run(Self.export(pseudo: true, format: .csv, output: "pseudo.csv"))
    let csv = try folder.text("pseudo.csv")
    #expect(csv.contains("target (en-XA)"))
    #expect(csv.contains("[Éđîţöŕ"))
    let imported = try session.run(Self.import(["pseudo.csv"]))
    #expect(imported.merge.problems.isEmpty, "\(importText(imported.merge))")
    #expect(importText(imported.merge).contains("en-XA  L.xcstrings: 3 added"))
    #expect(try folder.text("L.xcstrings").contains("\"en-XA\" : {"))
    // The pseudo-locale is a language check takes (CLDR's, though ICU has no data for it): the
    // catalog it was imported into has no unknown-language finding.
    let check = CheckReportRenderer.render(try session.run(CheckRequest()), format: .json)
    #expect(!check.contains("\"rule\" : \"unknown-language\""), "\(check)")
    #expect(check.contains("\"language\" : \"en-XA\""))
  }

  @Test func onlyAndAllLanguagesPickUnitsAndLanguages() throws {
    let folder = try MemoryFolder.exchangeProject()
    defer { folder.remove() }
    let session = try folder.session()
    let all = try session.run(Self.export(all: true, format: .csv, output: "out"))
    #expect(all.exported.map(\.path) == ["out/ru.csv"])
    let untranslated = try session.run(Self.export(["ru"], only: .untranslated, output: "-"))
    let text = try #require(untranslated.standardOutput)
    let ids = text.components(separatedBy: "<trans-unit id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(ids == ["editor.count|==|plural.few", "editor.count|==|plural.many"])
    #expect(!text.contains("<target"))
  }

  @Test func hostileXMLIsRefusedAndTouchesNothing() throws {
    let folder = try MemoryFolder.exchangeProject()
    defer { folder.remove() }
    let before = try folder.bytes("L.xcstrings")
    let good = SampleProjects.xliff(
      #"<trans-unit id="editor.title"><source>Editor</source><target>Редактор!</target></trans-unit>"#)
    try folder.write("good.xliff", good)
    try folder.write(
      "evil.xliff", "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n" + good)
    let message = thrownMessage { _ = try folder.session().run(Self.import(["good.xliff", "evil.xliff"])) }
    #expect(message?.contains("evil.xliff:2:1: document type declarations") == true, "\(message ?? "")")
    #expect(try folder.bytes("L.xcstrings") == before)
  }
}
