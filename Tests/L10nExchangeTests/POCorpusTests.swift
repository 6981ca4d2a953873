import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// Gettext PO over the 13 real catalogs, each in every language it has: export then import with no
/// change leaves the catalog byte-identical; gettext (`msgfmt --check`, `msgmerge`, `msgcat`,
/// `msgattrib`) and Translate Toolkit accept what l10n writes, and l10n reads what they write.
@Suite struct POCorpusTests {
  /// One export: its name, the catalog and language, and the PO text.
  struct Export {
    var name: String
    var catalog: StringCatalog
    var language: String
    var text: String
  }

  /// Every catalog in every language (POs), and each catalog's POT.
  static func exports() throws -> (pos: [Export], pots: [Export]) {
    var pos: [Export] = []
    var pots: [Export] = []
    for url in Fixtures.realCatalogs {
      let catalog = try StringCatalog(bytes: try Fixtures.bytesAt(url), file: url.lastPathComponent)
      let name = url.deletingPathExtension().lastPathComponent
      for language in RoundTripTests.languages(of: catalog) {
        let file = UnitCollector(targetLanguage: language).file(for: catalog, original: url.lastPathComponent)
        let text = try POWriter(toolVersion: "1.0").document([file])
        pos.append(Export(name: "\(name)-\(language).po", catalog: catalog, language: language, text: text))
      }
      let source = UnitCollector(targetLanguage: catalog.sourceLanguage).file(
        for: catalog, original: url.lastPathComponent)
      let template = try POWriter(toolVersion: "1.0", template: true).document([source])
      pots.append(Export(name: "\(name).pot", catalog: catalog, language: "", text: template))
    }
    return (pos, pots)
  }

  static func run(_ arguments: [String], in folder: TemporaryDirectory) throws -> (status: Int32, output: String) {
    try CommandRunner.runTool(arguments[0], Array(arguments.dropFirst()), in: folder.url)
  }

  @Test func exportThenImportLeavesEveryCatalogByteIdentical() throws {
    let (pos, _) = try Self.exports()
    #expect(pos.count >= 200)
    for export in pos {
      let files = try POImport.read(bytes: Array(export.text.utf8), file: export.name)
      var catalog = export.catalog
      var merger = ImportMerger(fileName: export.name)
      for file in files { merger.merge(file, into: &catalog) }
      #expect(merger.counts.changed == 0, "\(export.name): \(merger.problems.prefix(3))")
      #expect(merger.problems.isEmpty, "\(export.name): \(merger.problems.prefix(3))")
      #expect(catalog == export.catalog, "\(export.name): the round trip changed the catalog")
      #expect(catalog.encoded() == export.catalog.encoded())
    }
  }

  @Test(.requires(.msgfmt)) func everyExportPassesMsgfmtCheck() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let (pos, pots) = try Self.exports()
    var checked = 0
    for export in pos + pots {
      try folder.write(export.name, export.text)
      let result = try Self.run(["msgfmt", "--check", "-o", "/dev/null", export.name], in: folder)
      #expect(result.status == 0, "\(export.name): \(result.output.prefix(1000))")
      checked += 1
    }
    #expect(checked == pos.count + pots.count && checked >= 200)
  }

  /// Translate Toolkit's PO store (what Weblate reads PO files with) finds the same entries, the
  /// same plural entries with as many forms, and the language.
  @Test(.requires(.translateToolkit)) func translateToolkitReadsTheSameUnitsAndPluralForms() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let (pos, _) = try Self.exports()
    for export in pos { try folder.write(export.name, export.text) }
    let script = """
      import json, sys
      from translate.storage import po
      out = {}
      for name in sys.argv[1:]:
          store = po.pofile.parsefile(name)
          units = [u for u in store.units if not u.isheader() and not u.isobsolete()]
          out[name] = [len(units), [len(u.target.strings) for u in units if u.hasplural()],
                       store.parseheader().get("Language"), sum(1 for u in units if u.isfuzzy())]
      print(json.dumps(out))
      """
    let result = try Self.run(["python3", "-c", script] + pos.map(\.name), in: folder)
    #expect(result.status == 0, "\(result.output.prefix(2000))")
    let read = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [Any]] ?? [:]
    #expect(read.count == pos.count)
    for export in pos {
      let document = try POText.read(bytes: Array(export.text.utf8), file: export.name)
      let plural = document.entries.filter { $0.idPlural != nil }.map(\.strings.count)
      let fuzzy = document.entries.filter(\.isFuzzy).count
      let theirs = read[export.name] ?? []
      #expect(theirs.count == 4, "\(export.name)")
      guard theirs.count == 4 else { continue }
      #expect(theirs[0] as? Int == document.entries.count, "\(export.name)")
      #expect(theirs[1] as? [Int] == plural, "\(export.name)")
      #expect((theirs[2] as? String).map(POLanguage.tag) == export.language, "\(export.name)")
      #expect(theirs[3] as? Int == fuzzy, "\(export.name)")
    }
  }

  /// The POT of a catalog merged by `msgmerge` into the PO of an older version of it (some keys
  /// missing, one source changed) gives a PO that passes `msgfmt --check`, has every entry of the
  /// POT, and imports into the current catalog without changing a text (texts in state `new` come
  /// back translated: msgmerge drops l10n's `l10n-state:` flag).
  @Test(.requires(.msgmerge, .msgfmt)) func msgmergeOfThePOTIntoAnOlderPO() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var merged = 0
    for url in Fixtures.realCatalogs {
      let catalog = try StringCatalog(bytes: try Fixtures.bytesAt(url), file: url.lastPathComponent)
      guard let language = RoundTripTests.languages(of: catalog).dropFirst().first else { continue }
      var older = catalog
      for key in older.strings.keys.prefix(3) { older.strings.removeValue(forKey: key) }
      let original = url.lastPathComponent
      let oldFile = UnitCollector(targetLanguage: language).file(for: older, original: original)
      try folder.write("old.po", try POWriter(toolVersion: "1").document([oldFile]))
      let source = UnitCollector(targetLanguage: catalog.sourceLanguage).file(for: catalog, original: original)
      let template = try POWriter(toolVersion: "1", template: true).document([source])
      try folder.write("new.pot", template)
      let result = try Self.run(
        ["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", "merged.po", "old.po", "new.pot"], in: folder)
      #expect(result.status == 0, "\(original): \(result.output.prefix(1000))")
      let check = try Self.run(["msgfmt", "--check", "-o", "/dev/null", "merged.po"], in: folder)
      #expect(check.status == 0, "\(original): \(check.output.prefix(1000))")
      let bytes = try Fixtures.bytesAt(folder.file("merged.po"))
      let document = try POText.read(bytes: bytes, file: "merged.po")
      let pot = try POText.read(bytes: Array(template.utf8), file: "new.pot")
      #expect(document.entries.filter { !$0.isObsolete }.count == pot.entries.count, "\(original)")
      var current = catalog
      var merger = ImportMerger(fileName: "merged.po")
      for file in try POImport.read(bytes: bytes, file: "merged.po") { merger.merge(file, into: &current) }
      #expect(merger.counts.rejected == 0 && merger.counts.unknown == 0, "\(original): \(merger.problems.prefix(3))")
      #expect(merger.counts.held == 0, "\(original): \(merger.problems.prefix(3))")
      // msgmerge drops the flags it does not know: a text in state `new` (`l10n-state:new`) comes
      // back as a plain entry, which a translator's file means translated. Nothing else changes.
      let before = Self.texts(of: catalog, language: language)
      let after = Self.texts(of: current, language: language)
      #expect(before.mapValues(\.text) == after.mapValues(\.text), "\(original)")
      for (id, old) in before where old.text != nil {
        #expect(after[id]?.state == (old.state == "new" ? "translated" : old.state), "\(original) \(id)")
      }
      if !before.values.contains(where: { $0.state == "new" && $0.text != nil }) {
        #expect(current.encoded() == catalog.encoded(), "\(original)")
      }
      merged += 1
    }
    #expect(merged >= 10)
  }

  /// A PO reflowed and sorted by `msgcat`, and one whose `#, fuzzy` flags `msgattrib` removed,
  /// import the same texts; the texts that needed review are then translated. (gettext's tools
  /// drop flags they do not know, so `l10n-state:…` is gone after them: a text in state `new`
  /// then comes back translated.)
  @Test(.requires(.msgcat, .msgattrib)) func msgcatAndMsgattribEditsImportTheSameTexts() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var fuzzyCleared = 0
    for name in ["coteditor_CotEditor_Document.xcstrings", "linearmouse_linearmouse_Localizable.xcstrings"] {
      let catalog = try StringCatalog(bytes: try Fixtures.bytes("real/" + name), file: name)
      for language in RoundTripTests.languages(of: catalog).dropFirst().prefix(8) {
        let file = UnitCollector(targetLanguage: language).file(for: catalog, original: name)
        try folder.write("in.po", try POWriter(toolVersion: "1").document([file]))
        for (tool, arguments) in [
          ("msgcat", ["--width=30", "--sort-output", "-o", "out.po", "in.po"]),
          ("msgattrib", ["--clear-fuzzy", "-o", "out.po", "in.po"]),
        ] {
          let result = try Self.run([tool] + arguments, in: folder)
          #expect(result.status == 0, "\(tool): \(result.output.prefix(500))")
          let bytes = try Fixtures.bytesAt(folder.file("out.po"))
          var edited = catalog
          var merger = ImportMerger(fileName: "out.po")
          for part in try POImport.read(bytes: bytes, file: "out.po") { merger.merge(part, into: &edited) }
          // Only the stand-in gate may speak. A text in state `new` that repeats its source comes
          // back as a plain entry (its flag is gone), which the file then says a translator kept.
          #expect(
            merger.problems.allSatisfy { $0.reason == .standIn },
            "\(name) \(language) \(tool): \(merger.problems.prefix(3))")
          let before = Self.texts(of: catalog, language: language)
          let after = Self.texts(of: edited, language: language)
          #expect(before.mapValues(\.text) == after.mapValues(\.text), "\(name) \(language) \(tool)")
          if tool == "msgattrib" {
            // Nothing asks for review any more: what did is translated now.
            #expect(!after.values.contains { $0.state == "needs-review-translation" && $0.text != nil })
            fuzzyCleared += before.values.filter { $0.state == "needs-review-translation" && $0.text != nil }.count
          }
        }
      }
    }
    #expect(fuzzyCleared > 0)
  }

  /// Each unit's text and state in `language`, by id.
  static func texts(of catalog: StringCatalog, language: String) -> [String: (text: String?, state: String?)] {
    var result: [String: (text: String?, state: String?)] = [:]
    for unit in UnitCollector(targetLanguage: language).file(for: catalog, original: "c").units {
      result[unit.id] = (unit.target, unit.state)
    }
    return result
  }
}
