import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `FillRequest`, `MemoryStatsRequest`, `MemoryExportRequest` (`l10n fill --from-memory`, `l10n
/// memory stats|export`), check's memory-match and export's suggestions.
@Suite struct MemoryRequestTests {
  static func fill(
    languages: [String]? = nil, minimumScore: Int = 100, dryRun: Bool = false, memoryFiles: [String] = []
  ) -> FillRequest {
    FillRequest(
      scope: MemoryScope(languages: languages, memoryFiles: memoryFiles), minimumScore: minimumScore, dryRun: dryRun,
      waiting: .noWait)
  }

  @Test func aDryRunWritesNothingAndAFillMarksForReview() throws {
    let folder = try MemoryFolder.memoryProject()
    defer { folder.remove() }
    let before = try folder.bytes("L.xcstrings")
    let session = try folder.session()
    let dry = try session.run(Self.fill(dryRun: true))
    #expect(dry.fill.problems.isEmpty)
    #expect(dry.fill.rows.count == 1)
    let row = try #require(dry.fill.rows.first)
    #expect(row.language == "fr" && row.catalog == "L.xcstrings")
    #expect(row.exact == 1 && row.fuzzy == 0 && row.noMatch == 2 && row.misfit == 0)
    #expect(dry.written.isEmpty)
    #expect(try folder.bytes("L.xcstrings") == before)

    let (fill, written) = try session.run(Self.fill(languages: ["fr"], minimumScore: 80))
    #expect(fill.problems.isEmpty)
    let summary = try jsonObject(
      try JSONValueEncoder.document(FillSummary(fill, minimumScore: 80, written: written, dryRun: false)))
    let jsonRow = try #require((summary["summary"] as? [[String: Any]])?.first)
    #expect(jsonRow["exact"] as? Int == 1)
    #expect(jsonRow["fuzzy"] as? Int == 1)
    #expect(jsonRow["noMatch"] as? Int == 1)
    #expect(summary["written"] as? [String] == ["L.xcstrings"])
    let after = try folder.text("L.xcstrings")
    #expect(after.contains(#""state" : "needs_review",\#n            "value" : "Annuler""#))
    #expect(
      after.contains(
        #""state" : "needs_review",\#n            "value" : "Voulez-vous enregistrer les modifications ?""#))
    // The file is still in Xcode's format, and a second fill finds nothing left to fill.
    #expect(try session.run(FmtRequest(checkOnly: true, waiting: .noWait)).changed.isEmpty)
    let again = try session.run(Self.fill(minimumScore: 80))
    let againRow = try #require(again.fill.rows.first)
    #expect(againRow.exact == 0 && againRow.fuzzy == 0 && againRow.noMatch == 1)
    #expect(again.written.isEmpty)
  }

  @Test func checkNotesWhatMemoryCouldFillWhenTurnedOn() throws {
    let folder = try MemoryFolder.memoryProject()
    defer { folder.remove() }
    let off = CheckReportRenderer.render(try folder.session().run(CheckRequest()), format: .json)
    #expect(!off.contains("memory-match"))
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules: {memory-match: note}\n")
    let on = CheckReportRenderer.render(try folder.session().run(CheckRequest()), format: .text)
    let notes = on.split(separator: "\n").filter { $0.contains("[memory-match]") }
    #expect(notes.count == 1, "\(on)")
    #expect(notes.first?.contains("editor.cancel.button") == true)
    #expect(notes.first?.contains("could take fr \"Annuler\" from the translation memory") == true)
  }

  /// `memory-match` notes exactly the keys and languages a fill then changes: a `new` text is
  /// one, a match whose placeholders do not fit is none, and a plural missing one case is one.
  @Test func memoryMatchNotesWhatFillFills() throws {
    func unit(_ value: String, _ state: String = "translated") -> String {
      #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
    }
    func plural(_ cases: [(String, String)]) -> String {
      let inner = cases.map { #""\#($0.0)" : \#(unit($0.1))"# }.joined(separator: ", ")
      return #"{ "variations" : { "plural" : { \#(inner) } } }"#
    }
    let entries = [
      ("common.cancel.button", #""en" : \#(unit("Cancel")), "fr" : \#(unit("Annuler")), "de" : \#(unit("Abbrechen"))"#),
      ("paywall.cancel.button", #""en" : \#(unit("Cancel")), "fr" : \#(unit("Cancel", "new"))"#),
      ("legacy.count.label", #""en" : \#(unit("%@ items")), "fr" : \#(unit("%d éléments"))"#),
      ("inbox.count.label", #""en" : \#(unit("%@ items"))"#),
      (
        "files.count",
        #""en" : \#(plural([("one", "%lld file"), ("other", "%lld files")])), "fr" : \#(plural([("one", "%lld fichier"), ("many", "%lld de fichiers"), ("other", "%lld fichiers")]))"#
      ),
      (
        "downloads.count",
        #""en" : \#(plural([("one", "%lld file"), ("other", "%lld files")])), "fr" : \#(plural([("one", "%lld fichier")]))"#
      ),
    ]
    let strings = entries.map { #""\#($0.0)" : { "localizations" : { \#($0.1) } }"# }.joined(separator: ",\n")
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules: {memory-match: note}\n")
    try folder.write("L.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { \#(strings) }, "version" : "1.0" }"#)
    let session = try folder.session()
    _ = try session.run(FmtRequest(waiting: .noWait))

    let check = CheckReportRenderer.render(try session.run(CheckRequest()), format: .json)
    let report = try jsonObject(check)
    let notes = (report["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "memory-match" }
    let noted = Set(notes.map { "\($0["key"] as? String ?? "")|\($0["language"] as? String ?? "")" })

    /// Each key's localizations, each as its JSON text (keys sorted), to compare.
    func localizations() throws -> [String: [String: Data]] {
      let json = try JSONSerialization.jsonObject(with: Data(try folder.bytes("L.xcstrings")))
      let strings = (json as? [String: Any])?["strings"] as? [String: [String: Any]] ?? [:]
      return try strings.mapValues { entry in
        try (entry["localizations"] as? [String: Any] ?? [:]).mapValues {
          try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys)
        }
      }
    }
    let before = try localizations()
    let fill = try session.run(Self.fill(languages: ["fr", "de"]))
    #expect(fill.fill.problems.isEmpty)
    let after = try localizations()
    var changed = Set<String>()
    for (key, languages) in after {
      for (language, localization) in languages where before[key]?[language] != localization {
        changed.insert("\(key)|\(language)")
      }
    }
    #expect(noted == changed, "\(check)\n\(fill.fill.rows)")
    #expect(noted.contains("paywall.cancel.button|fr"))
    #expect(noted.contains("downloads.count|fr"))
    #expect(!noted.contains("inbox.count.label|fr"))
    let new = try #require(
      notes.first { $0["key"] as? String == "paywall.cancel.button" && $0["language"] as? String == "fr" }?["message"]
        as? String)
    #expect(new.contains(#"could take fr "Annuler""#))
    #expect(new.contains("l10n fill --from-memory --lang fr"))
  }

  /// Catalogs with different source languages: `memory-match` asks each catalog's own source
  /// language's memory, and the memory export, whose TMX has one source language, refuses them
  /// together and takes them one at a time.
  @Test func eachCatalogUsesItsOwnSourceLanguage() throws {
    func catalog(_ source: String, _ strings: [(String, [(String, String)])]) -> String {
      let entries = strings.map { key, texts in
        let localizations = texts.map {
          #""\#($0.0)" : { "stringUnit" : { "state" : "translated", "value" : "\#($0.1)" } }"#
        }
        return #""\#(key)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#
      }
      return
        #"{ "sourceLanguage" : "\#(source)", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"#
    }
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write(
      "l10n.yml", "version: 1\ncatalogs: [English.xcstrings, German.xcstrings]\ncheck:\n  rules: {memory-match: note}\n"
    )
    try folder.write(
      "English.xcstrings",
      catalog(
        "en", [("a.cancel.button", [("en", "Cancel"), ("fr", "Annuler")]), ("b.cancel.button", [("en", "Cancel")])]))
    try folder.write(
      "German.xcstrings",
      catalog(
        "de",
        [("a.cancel.button", [("de", "Abbrechen"), ("fr", "Annuler")]), ("b.cancel.button", [("de", "Abbrechen")])]))
    let session = try folder.session()
    let check = CheckReportRenderer.render(try session.run(CheckRequest()), format: .text)
    let notes = check.split(separator: "\n").filter { $0.contains("[memory-match]") }
    #expect(notes.count == 2, "\(check)")
    #expect(notes.contains { $0.contains("German.xcstrings") && $0.contains(#"(same source "Abbrechen")"#) })
    #expect(notes.contains { $0.contains("English.xcstrings") && $0.contains(#"(same source "Cancel")"#) })

    let both = #expect(throws: UsageError.self) {
      _ = try session.run(MemoryExportRequest(scope: MemoryScope(), output: "m.tmx"))
    }
    #expect(
      both?.message.contains("different source languages, en (English.xcstrings), de (German.xcstrings)") == true)
    #expect(!folder.exists("m.tmx"))
    let german = try session.run(MemoryExportRequest(scope: MemoryScope(catalogs: ["German.xcstrings"]), output: nil))
    #expect(german.document.text.contains(#"srclang="de""#))
    #expect(german.document.text.contains("<seg>Abbrechen</seg>"))
    #expect(!german.document.text.contains("<seg>Cancel</seg>"))
  }

  @Test(.requires(.xmllint, .xliff2po)) func suggestionsAreValidXLIFFAndImportIgnoresThem() throws {
    let folder = try SampleProjects.memoryProject()
    defer { folder.remove() }
    let before = try folder.bytes("L.xcstrings")
    let session = try folder.session()
    func export(_ format: ExchangeFormat = .xliff, suggestions: Bool = true, output: String? = nil)
      -> ExportFilesRequest
    {
      var request = ExportFilesRequest(
        ExportScope(named: ["fr"], allLanguages: false, selection: .all, pseudo: false))
      (request.format, request.suggestions, request.output) = (format, suggestions, output)
      return request
    }
    _ = try session.run(export())
    let xliff = try folder.text("Localizations/fr.xliff")
    #expect(xliff.contains(#"<alt-trans match-quality="100" origin="l10n memory">"#))
    #expect(xliff.contains(#"<alt-trans match-quality="87" origin="l10n memory">"#))
    let schema = Fixtures.url("schemas/xliff-core-1.2-strict.xsd").path
    let valid = try CommandRunner.runTool(
      "xmllint", ["--noout", "--schema", schema, folder.file("Localizations/fr.xliff").path])
    #expect(valid.status == 0, "\(valid.output)")
    let po = try CommandRunner.runTool(
      "xliff2po", [folder.file("Localizations/fr.xliff").path, folder.file("fr.po").path])
    #expect(po.status == 0, "\(po.output)")
    #expect(try folder.text("fr.po").contains("msgid \"Do you want to save these changes?\""))
    // Import takes no suggestion for a translation.
    let imported = try session.run(ImportRequest(files: ["Localizations/fr.xliff"], waiting: .noWait))
    #expect(imported.merge.problems.isEmpty, "\(importText(imported.merge))")
    #expect(try folder.bytes("L.xcstrings") == before)
    // Without suggestions: no <alt-trans>.
    let plain = try session.run(export(suggestions: false, output: "-"))
    #expect(plain.standardOutput?.contains("alt-trans") == false)
    // CSV: the columns, ignored on import.
    _ = try session.run(export(.csv))
    #expect(
      try folder.text("Localizations/fr.csv").hasPrefix(
        "catalog,id,key,screen,comment,source (en),target (fr),state,fingerprint,used at,suggestion,match\r\n"))
    let csvImport = try session.run(ImportRequest(files: ["Localizations/fr.csv"], waiting: .noWait))
    #expect(csvImport.merge.problems.isEmpty)
    #expect(try folder.bytes("L.xcstrings") == before)
  }

  @Test(.requires(.xmllint)) func memoryExportIsValidTMXAndFillReadsIt() throws {
    let folder = try SampleProjects.memoryProject()
    defer { folder.remove() }
    // Another project's memory, as TMX from a vendor with its own spelling of the language, and a
    // pair the catalog has too.
    try folder.write("vendor.tmx", Self.vendorTMX)
    let session = try folder.session()
    // The memory holds 4 pairs, 3 of them distinct: what was written is counted.
    let export = try session.run(
      MemoryExportRequest(scope: MemoryScope(memoryFiles: ["vendor.tmx"]), output: "memory.tmx"))
    #expect(export.sourceLanguage == "en" && export.document.pairs == 3 && export.document.units == 3)
    let dtd = Fixtures.url("schemas/tmx14.dtd").path
    let valid = try CommandRunner.runTool("xmllint", ["--noout", "--dtdvalid", dtd, folder.file("memory.tmx").path])
    #expect(valid.status == 0, "\(valid.output)")
    let stats = try session.run(MemoryStatsRequest(scope: MemoryScope(memoryFiles: ["vendor.tmx"])))
    #expect(try stats.output(OutputStyle()).standardOutput.contains("fr"))
    let fill = try session.run(Self.fill(languages: ["fr"], memoryFiles: ["vendor.tmx"]))
    #expect(fill.fill.rows.first?.exact == 2, "\(fill.fill.rows)")
    #expect(try folder.text("L.xcstrings").contains("Réglages"))
    // From l10n.yml too; a broken TMX is a failure that names the place, and nothing is written.
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nmemory: [broken.tmx]\n")
    try folder.write("broken.tmx", "<tmx version=\"1.4\">\n<body><tu>\n</body></tmx>\n")
    let before = try folder.bytes("L.xcstrings")
    let broken = thrownMessage { _ = try folder.session().run(Self.fill()) }
    #expect(broken?.contains("broken.tmx:3:") == true, "\(broken ?? "nothing thrown")")
    #expect(try folder.bytes("L.xcstrings") == before)
  }

  static let vendorTMX = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE tmx SYSTEM "tmx14.dtd">
    <tmx version="1.4"><header creationtool="X" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="en-US" datatype="plaintext"/>
    <body><tu><tuv xml:lang="en-US"><seg>Settings</seg></tuv><tuv xml:lang="fr-FR"><seg>Réglages</seg></tuv></tu>
    <tu><tuv xml:lang="en-US"><seg>Cancel</seg></tuv><tuv xml:lang="fr-FR"><seg>Annuler</seg></tuv></tu></body></tmx>
    """
}
