import Foundation
import L10nTestSupport
import Testing

/// `l10n fill --from-memory`, `l10n memory stats|export` and export's suggestions end to end.
@Suite struct MemoryCommandTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "common.cancel.button" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } } } },
        "editor.cancel.button" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } } } },
        "editor.save.message" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Do you want to save the changes?" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Voulez-vous enregistrer les modifications ?" } } } },
        "document.save.message" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Do you want to save these changes?" } } } },
        "settings.title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } } }
      },
      "version" : "1.0"
    }
    """

  static func project() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\n")
    try folder.write("L.xcstrings", catalog)
    // In Xcode's format, as a real project's catalog is.
    let fmt = try CommandRunner.run(["fmt"], in: folder.url)
    #expect(fmt.status == 0, "\(fmt.standardError)")
    return folder
  }

  @Test func aDryRunWritesNothingAndAFillMarksForReview() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let dry = try CommandRunner.run(["fill", "--from-memory", "--dry-run"], in: folder.url)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(dry.standardOutput == "fr  L.xcstrings: 1 filled exact, 0 filled fuzzy, 2 no match, 0 misfit\n")
    #expect(dry.standardError.contains("Dry run: nothing was written."))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)

    let json = try CommandRunner.run(
      ["fill", "--from-memory", "--min-match", "80", "--format", "json", "--lang", "fr"], in: folder.url)
    #expect(json.status == 0, "\(json.standardError)")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let row = try #require((summary["summary"] as? [[String: Any]])?.first)
    #expect(row["exact"] as? Int == 1)
    #expect(row["fuzzy"] as? Int == 1)
    #expect(row["noMatch"] as? Int == 1)
    #expect(summary["written"] as? [String] == ["L.xcstrings"])
    let after = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(after.contains(#""state" : "needs_review",\#n            "value" : "Annuler""#))
    #expect(
      after.contains(
        #""state" : "needs_review",\#n            "value" : "Voulez-vous enregistrer les modifications ?""#))
    // The file is still in Xcode's format, and a second fill finds nothing left to fill.
    #expect(try CommandRunner.run(["fmt", "--check"], in: folder.url).status == 0)
    let again = try CommandRunner.run(["fill", "--from-memory", "--min-match", "80"], in: folder.url)
    #expect(again.standardOutput.contains("0 filled exact, 0 filled fuzzy, 1 no match"))
    #expect(again.standardError.contains("No catalog changed."))
  }

  @Test func checkNotesWhatMemoryCouldFillWhenTurnedOn() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let off = try CommandRunner.run(["check", "--format", "json"], in: folder.url)
    #expect(!off.standardOutput.contains("memory-match"))
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules: {memory-match: note}\n")
    let on = try CommandRunner.run(["check"], in: folder.url)
    let notes = on.standardOutput.split(separator: "\n").filter { $0.contains("[memory-match]") }
    #expect(notes.count == 1, "\(on.standardOutput)")
    #expect(notes.first?.contains("editor.cancel.button") == true)
    #expect(notes.first?.contains("could take fr \"Annuler\" from the translation memory") == true)
  }

  /// `memory-match` notes exactly the keys and languages `fill --from-memory` then changes: a
  /// `new` text is one, a match whose placeholders do not fit is none, and a plural missing one
  /// case is one.
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
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules: {memory-match: note}\n")
    try folder.write("L.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { \#(strings) }, "version" : "1.0" }"#)
    #expect(try CommandRunner.run(["fmt"], in: folder.url).status == 0)

    let check = try CommandRunner.run(["check", "--format", "json"], in: folder.url)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any],
      "\(check.standardError)")
    let notes = (report["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "memory-match" }
    let noted = Set(notes.map { "\($0["key"] as? String ?? "")|\($0["language"] as? String ?? "")" })

    /// Each key's localizations, each as its JSON text (keys sorted), to compare.
    func localizations() throws -> [String: [String: Data]] {
      let json = try JSONSerialization.jsonObject(with: Data(try Fixtures.bytesAt(folder.file("L.xcstrings"))))
      let strings = (json as? [String: Any])?["strings"] as? [String: [String: Any]] ?? [:]
      return try strings.mapValues { entry in
        try (entry["localizations"] as? [String: Any] ?? [:]).mapValues {
          try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys)
        }
      }
    }
    let before = try localizations()
    let fill = try CommandRunner.run(["fill", "--from-memory", "--lang", "fr,de"], in: folder.url)
    #expect(fill.status == 0, "\(fill.standardError)")
    let after = try localizations()
    var changed = Set<String>()
    for (key, languages) in after {
      for (language, localization) in languages where before[key]?[language] != localization {
        changed.insert("\(key)|\(language)")
      }
    }
    #expect(noted == changed, "\(check.standardOutput)\n\(fill.standardOutput)")
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
  /// language's memory, and `memory export`, whose TMX has one source language, refuses them
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
    let folder = try TemporaryDirectory()
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
    let check = try CommandRunner.run(["check"], in: folder.url)
    let notes = check.standardOutput.split(separator: "\n").filter { $0.contains("[memory-match]") }
    #expect(notes.count == 2, "\(check.standardOutput)")
    #expect(notes.contains { $0.contains("German.xcstrings") && $0.contains(#"(same source "Abbrechen")"#) })
    #expect(notes.contains { $0.contains("English.xcstrings") && $0.contains(#"(same source "Cancel")"#) })

    let both = try CommandRunner.run(["memory", "export", "--output", "m.tmx"], in: folder.url)
    #expect(both.status == 64)
    #expect(both.standardError.contains("different source languages, en (English.xcstrings), de (German.xcstrings)"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("m.tmx").path))
    let german = try CommandRunner.run(["memory", "export", "German.xcstrings", "--output", "-"], in: folder.url)
    #expect(german.status == 0, "\(german.standardError)")
    #expect(german.standardOutput.contains(#"srclang="de""#))
    #expect(german.standardOutput.contains("<seg>Abbrechen</seg>"))
    #expect(!german.standardOutput.contains("<seg>Cancel</seg>"))
  }

  @Test func fillNeedsItsSource() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let result = try CommandRunner.run(["fill"], in: folder.url)
    #expect(result.status == 64)
    #expect(result.standardError.contains("--from-memory"))
  }

  @Test(.requires(.xmllint, .xliff2po)) func suggestionsAreValidXLIFFAndImportIgnoresThem() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let export = try CommandRunner.run(["export", "--lang", "fr", "--format", "xliff"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    let xliff = String(decoding: try Fixtures.bytesAt(folder.file("Localizations/fr.xliff")), as: UTF8.self)
    #expect(xliff.contains(#"<alt-trans match-quality="100" origin="l10n memory">"#))
    #expect(xliff.contains(#"<alt-trans match-quality="87" origin="l10n memory">"#))
    let schema = Fixtures.url("schemas/xliff-core-1.2-strict.xsd").path
    let valid = try CommandRunner.runTool(
      "xmllint", ["--noout", "--schema", schema, folder.file("Localizations/fr.xliff").path])
    #expect(valid.status == 0, "\(valid.output)")
    let po = try CommandRunner.runTool(
      "xliff2po", [folder.file("Localizations/fr.xliff").path, folder.file("fr.po").path])
    #expect(po.status == 0, "\(po.output)")
    let poText = String(decoding: try Fixtures.bytesAt(folder.file("fr.po")), as: UTF8.self)
    #expect(poText.contains("msgid \"Do you want to save these changes?\""))
    // Import takes no suggestion for a translation.
    let imported = try CommandRunner.run(["import", "Localizations/fr.xliff"], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
    // Without suggestions: no <alt-trans>.
    let plain = try CommandRunner.run(["export", "--lang", "fr", "--no-suggestions", "--output", "-"], in: folder.url)
    #expect(!plain.standardOutput.contains("alt-trans"))
    // CSV: the columns, ignored on import.
    let csv = try CommandRunner.run(["export", "--lang", "fr", "--format", "csv"], in: folder.url)
    #expect(csv.status == 0)
    let csvText = String(decoding: try Fixtures.bytesAt(folder.file("Localizations/fr.csv")), as: UTF8.self)
    #expect(
      csvText.hasPrefix(
        "catalog,id,key,screen,comment,source (en),target (fr),state,fingerprint,used at,suggestion,match\r\n"))
    #expect(try CommandRunner.run(["import", "Localizations/fr.csv"], in: folder.url).status == 0)
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test(.requires(.xmllint)) func memoryExportIsValidTMXAndFillReadsIt() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    // Another project's memory, as TMX from a vendor with its own spelling of the language, and a
    // pair the catalog has too.
    try folder.write(
      "vendor.tmx",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE tmx SYSTEM "tmx14.dtd">
      <tmx version="1.4"><header creationtool="X" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="en-US" datatype="plaintext"/>
      <body><tu><tuv xml:lang="en-US"><seg>Settings</seg></tuv><tuv xml:lang="fr-FR"><seg>Réglages</seg></tuv></tu>
      <tu><tuv xml:lang="en-US"><seg>Cancel</seg></tuv><tuv xml:lang="fr-FR"><seg>Annuler</seg></tuv></tu></body></tmx>
      """)
    // The memory holds 4 pairs, 3 of them distinct: what was written is counted.
    let export = try CommandRunner.run(
      ["memory", "export", "--memory", "vendor.tmx", "--output", "memory.tmx"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardError.contains("Wrote 3 pairs from en (3 <tu>) to memory.tmx."), "\(export.standardError)")
    let dtd = Fixtures.url("schemas/tmx14.dtd").path
    let valid = try CommandRunner.runTool("xmllint", ["--noout", "--dtdvalid", dtd, folder.file("memory.tmx").path])
    #expect(valid.status == 0, "\(valid.output)")
    let stats = try CommandRunner.run(["memory", "stats", "--memory", "vendor.tmx"], in: folder.url)
    #expect(stats.status == 0, "\(stats.standardError)")
    #expect(stats.standardOutput.contains("fr"))
    let fill = try CommandRunner.run(
      ["fill", "--from-memory", "--memory", "vendor.tmx", "--lang", "fr"], in: folder.url)
    #expect(fill.standardOutput.contains("2 filled exact"), "\(fill.standardOutput)")
    let after = String(decoding: try Fixtures.bytesAt(folder.file("L.xcstrings")), as: UTF8.self)
    #expect(after.contains("Réglages"))
    // From l10n.yml too; a broken TMX is a failure that names the place, and nothing is written.
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nmemory: [broken.tmx]\n")
    try folder.write("broken.tmx", "<tmx version=\"1.4\">\n<body><tu>\n</body></tmx>\n")
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let broken = try CommandRunner.run(["fill", "--from-memory"], in: folder.url)
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("broken.tmx:3:"), "\(broken.standardError)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  /// On every corpus catalog, `memory stats` agrees with a count made here from the JSON alone:
  /// a plain text without a translation has an exact match when another key of the catalog has
  /// the same source text translated in that language.
  @Test func statsAgreeWithAnIndependentCountOnEveryCorpusCatalog() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    for url in Fixtures.realCatalogs {
      // Only keys whose texts do not vary, so that the count below stays simple.
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(try Fixtures.bytesAt(url))) as? [String: Any])
      let sourceLanguage = json["sourceLanguage"] as! String
      var strings = json["strings"] as! [String: [String: Any]]
      strings = strings.filter { _, entry in
        let localizations = entry["localizations"] as? [String: [String: Any]] ?? [:]
        return localizations.values.allSatisfy {
          $0["variations"] == nil && $0["substitutions"] == nil && $0["stringSet"] == nil
        }
      }
      var plain = json
      plain["strings"] = strings
      let name = url.lastPathComponent
      try folder.write(name, Array(try JSONSerialization.data(withJSONObject: plain)))

      func unit(_ entry: [String: Any], _ language: String) -> [String: Any]? {
        ((entry["localizations"] as? [String: [String: Any]])?[language])?["stringUnit"] as? [String: Any]
      }
      func source(_ key: String, _ entry: [String: Any]) -> String {
        unit(entry, sourceLanguage)?["value"] as? String ?? key
      }
      let translatable = strings.filter { $0.value["shouldTranslate"] as? Bool != false }
      var languages = Set<String>()
      for entry in strings.values { languages.formUnion(((entry["localizations"] as? [String: Any]) ?? [:]).keys) }
      languages.remove(sourceLanguage)
      var expected: [String: (missing: Int, exact: Int)] = [:]
      for language in languages {
        var translated = Set<String>()
        for (key, entry) in translatable {
          let target = unit(entry, language)
          let value = target?["value"] as? String ?? ""
          if ["translated", "needs_review"].contains(target?["state"] as? String), !value.isEmpty {
            translated.insert(source(key, entry))
          }
        }
        var counts = (missing: 0, exact: 0)
        for (key, entry) in translatable {
          let target = unit(entry, language)
          let value = target?["value"] as? String ?? ""
          let state = target?["state"] as? String
          let missing = target == nil || state == "new" || (value.isEmpty && state != "translated")
          guard missing else { continue }
          counts.missing += 1
          let text = source(key, entry)
          if !text.isEmpty && translated.contains(text) { counts.exact += 1 }
        }
        expected[language] = counts
      }

      let result = try CommandRunner.run(["memory", "stats", "--format", "json", name], in: folder.url)
      #expect(result.status == 0, "\(name): \(result.standardError)")
      let stats = try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      let rows = stats["languages"] as? [[String: Any]] ?? []
      for row in rows {
        let language = row["language"] as! String
        #expect(row["missing"] as? Int == expected[language]?.missing, "\(name) \(language) missing")
        #expect(row["exact"] as? Int == expected[language]?.exact, "\(name) \(language) exact")
      }
      #expect(Set(rows.map { $0["language"] as! String }) == languages, "\(name)")
      // The whole catalog (variations too): stats runs, and finds at least as much.
      try FileManager.default.removeItem(at: folder.file(name))
      try folder.write(name, try Fixtures.bytesAt(url))
      let whole = try CommandRunner.run(["memory", "stats", "--format", "json", name], in: folder.url)
      #expect(whole.status == 0, "\(name): \(whole.standardError)")
      let wholeRows =
        (try JSONSerialization.jsonObject(with: Data(whole.standardOutput.utf8)) as? [String: Any])?["languages"]
        as? [[String: Any]] ?? []
      for row in wholeRows {
        let language = row["language"] as! String
        #expect((row["exact"] as? Int ?? -1) >= expected[language]?.exact ?? 0, "\(name) \(language)")
      }
      try FileManager.default.removeItem(at: folder.file(name))
    }
  }
}
