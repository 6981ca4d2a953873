import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// A target equal to its source is a translator's decision where the file says so (an XLIFF target
/// that is translated, final or signed-off; a PO entry that is not fuzzy), and a stand-in where it
/// does not (no state, `new`, `needs-translation`; a CSV cell; a fuzzy PO entry).
@Suite struct SameAsSourceImportTests {
  static let original = "Tessera/SameAsSource.xcstrings"

  /// The fixture catalog, and what an import of `document` into it did.
  static func imported(_ document: String, file: String = "fr.xliff", policy: ImportPolicy = ImportPolicy())
    throws -> (catalog: StringCatalog, merger: ImportMerger)
  {
    var catalog = try StringCatalog(
      bytes: try Fixtures.bytes("import/SameAsSource.xcstrings"), file: "SameAsSource.xcstrings")
    let files =
      file.hasSuffix(".po")
      ? try POImport.read(bytes: Array(document.utf8), file: file)
      : file.hasSuffix(".csv")
        ? try CSVFormat.read(bytes: Array(document.utf8), file: file)
        : try XLIFFReader.read(bytes: Array(document.utf8), file: file)
    var merger = ImportMerger(fileName: file, policy: policy)
    for part in files { merger.merge(part, into: &catalog) }
    return (catalog, merger)
  }

  static func value(_ catalog: StringCatalog, _ key: String) -> StringUnit? {
    catalog.strings[key]?.localizations?["fr"]?.stringUnit
  }

  /// The Xcode-shaped fixture: the translated texts that keep their source go in as the file says,
  /// and an export of French gives each of them back as the file has it; the pre-filled ones (`new`,
  /// no state, `needs-translation`) are held, and the export has no target for them.
  @Test func translatedSameAsSourceTargetsLandAndExportAsTheFileHasThem() throws {
    let xliff = String(decoding: try Fixtures.bytes("import/same-as-source.fr.xliff"), as: UTF8.self)
    let (catalog, merger) = try Self.imported(xliff)
    let kept = ["Tessera", "%@ (UTC)", "API", " ", "Podcast"]
    for key in kept {
      #expect(Self.value(catalog, key) == StringUnit(state: .translated, value: key), "\(key)")
    }
    #expect(Self.value(catalog, "Editor") == StringUnit(state: .translated, value: "Éditeur"))
    let prefilled = ["Cancel", "Done", "Save"]
    #expect(merger.counts.added == kept.count + 1)
    #expect(merger.counts[held: .standIn] == prefilled.count && merger.counts.held == prefilled.count)
    #expect(merger.problems.compactMap(\.key).sorted() == prefilled)
    #expect(merger.problems.allSatisfy { $0.message.contains("the source pasted unchanged into fr") })
    for key in prefilled { #expect(catalog.strings[key]?.localizations?["fr"] == nil, "\(key)") }

    let export = XLIFFWriter(toolVersion: "test", includeContext: false).document([
      UnitCollector(targetLanguage: "fr").file(for: catalog, original: Self.original)
    ])
    let theirs = XcodeExportTests.unitBlocks(xliff, original: Self.original)
    let ours = XcodeExportTests.unitBlocks(export, original: Self.original)
    #expect(theirs.count == 9 && ours.count == theirs.count)
    for (mine, block) in zip(ours, theirs) {
      let id = XcodeExportTests.id(of: block)
      if prefilled.contains(id) {
        #expect(!mine.contains("<target"), "\(id): held, so no target\n\(mine)")
        #expect(XcodeExportTests.id(of: mine) == id)
      } else {
        #expect(mine == block, "\(id) differs from the file")
      }
    }
  }

  /// Before: `import.holdUnchangedSource` held every one of them. Off, the pre-filled ones go in
  /// too, as the file says.
  @Test func holdUnchangedSourceOffTakesThePrefilledOnesToo() throws {
    let xliff = String(decoding: try Fixtures.bytes("import/same-as-source.fr.xliff"), as: UTF8.self)
    let (catalog, merger) = try Self.imported(
      xliff, policy: ImportPolicy(standIns: StandInText(holdsUnchangedSource: false)))
    for key in ["Cancel", "Done", "Save", "Tessera", " "] {
      #expect(Self.value(catalog, key) == StringUnit(state: .translated, value: key), "\(key)")
    }
    #expect(merger.counts.held == 0 && merger.counts.added == 9, "\(merger.problems)")
  }

  /// The states that mark a decision, and those that do not.
  @Test(
    arguments: [
      ("translated", nil, true), ("final", nil, true), ("signed-off", nil, true),
      ("needs-review-translation", nil, true), ("new", nil, false), ("needs-translation", nil, false),
      (nil, nil, false), ("translated", "leveraged-mt", false), ("translated", "rejected-inaccurate", false),
      ("translated", "x-custom", true),
    ] as [(String?, String?, Bool)])
  func xliffStatesThatMarkADecision(state: String?, qualifier: String?, decided: Bool) throws {
    let attributes =
      (state.map { " state=\"\($0)\"" } ?? "") + (qualifier.map { " state-qualifier=\"\($0)\"" } ?? "")
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="\(Self.original)" source-language="en" target-language="fr" datatype="plaintext">
          <body>
            <trans-unit id="Tessera"><source>Tessera</source><target\(attributes)>Tessera</target></trans-unit>
          </body>
        </file>
      </xliff>
      """
    let unit = try #require(try XLIFFReader.read(bytes: Array(xliff.utf8), file: "fr.xliff").first?.units.first)
    #expect(unit.targetIsDecided == decided)
    #expect(ExchangeState.marksDecision(state, qualifier: qualifier) == decided)
    let (catalog, merger) = try Self.imported(xliff)
    #expect(merger.counts[held: .standIn] == (decided ? 0 : 1), "\(merger.problems)")
    #expect((Self.value(catalog, "Tessera") != nil) == decided)
  }

  /// A PO entry not fuzzy is the translator's word; a fuzzy one is a stand-in.
  @Test func poEntriesLandUnlessFuzzy() throws {
    let po = """
      msgid ""
      msgstr ""
      "Language: fr\\n"
      "Content-Type: text/plain; charset=UTF-8\\n"
      "X-L10n-Catalog: \(Self.original)\\n"

      msgid "Tessera"
      msgstr "Tessera"

      #, fuzzy
      msgid "Podcast"
      msgstr "Podcast"

      msgid "%@ (UTC)"
      msgstr "%@ (UTC)"

      """
    let (catalog, merger) = try Self.imported(po, file: "fr.po")
    #expect(Self.value(catalog, "Tessera") == StringUnit(state: .translated, value: "Tessera"))
    #expect(Self.value(catalog, "%@ (UTC)") == StringUnit(state: .translated, value: "%@ (UTC)"))
    #expect(Self.value(catalog, "Podcast") == nil)
    #expect(merger.problems.map(\.key) == ["Podcast"] && merger.counts[held: .standIn] == 1, "\(merger.problems)")
  }

  /// A CSV cell says nothing about who decided it, whatever its state column says: held.
  @Test func csvCellsEqualToTheirSourceAreHeld() throws {
    let files = [
      ExchangeFile(
        original: Self.original, sourceLanguage: "en", targetLanguage: "fr",
        units: [
          ExchangeUnit(key: "Tessera", source: "Tessera", target: "Tessera", state: "translated"),
          ExchangeUnit(key: "Editor", source: "Editor", target: "Éditeur", state: "translated"),
        ])
    ]
    let csv = CSVFormat.document(files)
    #expect(csv.contains("Tessera,translated"), "\(csv)")
    let (catalog, merger) = try Self.imported(csv, file: "fr.csv")
    #expect(Self.value(catalog, "Tessera") == nil)
    #expect(Self.value(catalog, "Editor")?.value == "Éditeur")
    #expect(merger.counts[held: .standIn] == 1 && merger.counts.added == 1, "\(merger.problems)")
  }
}

/// The real Xcode 16 export of geteduroam in Arabic (Tests/Fixtures/real, SOURCES.md), translated
/// by people: 9 of its 95 targets keep their source, all `translated` (brand names, App Store
/// keywords, a single space). The old gate held all 9.
@Suite struct SameAsSourceRealExportTests {
  static let arabic = "real/geteduroam_apple-app_ar.xliff"

  @Test func theArabicExportKeepsNineSourceTextsAsTranslated() throws {
    let files = try XLIFFReader.read(bytes: try Fixtures.bytes(Self.arabic), file: "ar.xliff")
    let kept = files.flatMap(\.units).filter { $0.target == $0.source }
    #expect(files.flatMap(\.units).filter { $0.target != nil }.count == 95)
    #expect(kept.count == 9 && kept.allSatisfy { $0.state == "translated" && $0.targetIsDecided })
    let heldBefore = kept.filter {
      StandInText().reason(target: $0.target!, source: $0.source, language: "ar", sourceLanguage: "en") != nil
    }
    #expect(heldBefore.count == 9)
    #expect(
      Set(kept.map(\.key)) == ["Keywords", "Name", "Promotional Text", "CFBundleName", "geteduroam", "getgovroam"])
  }

  /// Every String Catalog `<file>` of the export, rebuilt from the same export in English (the
  /// keys, their comments from the notes, the English texts imported from en.xliff): importing the
  /// Arabic file holds nothing, and exporting Arabic again gives Xcode's units byte for byte.
  @Test func importingTheArabicExportThenExportingIsIdenticalUnitForUnit() throws {
    let arabic = String(decoding: try Fixtures.bytes(Self.arabic), as: UTF8.self)
    let arabicFiles = try XLIFFReader.read(bytes: Array(arabic.utf8), file: "ar.xliff")
    let englishFiles = try XLIFFReader.read(
      bytes: try Fixtures.bytes("real/geteduroam_apple-app_en.xliff"), file: "en.xliff")
    var compared = 0
    var keptCompared = 0
    for part in arabicFiles where part.original.hasSuffix(".xcstrings") {
      let blocks = XcodeExportTests.unitBlocks(arabic, original: part.original)
      var catalog = StringCatalog(sourceLanguage: "en")
      for block in blocks {
        let key = XcodeExportTests.unescape(XcodeExportTests.id(of: block))
        var comment: String?
        if let open = block.range(of: "<note>"), let close = block.range(of: "</note>") {
          comment = XcodeExportTests.unescape(String(block[open.upperBound..<close.lowerBound]))
        }
        catalog.strings[key] = CatalogEntry(comment: comment)
      }
      var english = ImportMerger(fileName: "en.xliff")
      english.merge(try #require(englishFiles.first { $0.original == part.original }), into: &catalog)
      #expect(english.counts.rejected == 0 && english.counts.unknown == 0, "\(english.problems)")

      var merger = ImportMerger(fileName: "ar.xliff")
      merger.merge(part, into: &catalog)
      #expect(merger.counts.held == 0 && merger.counts.rejected == 0, "\(part.original): \(merger.problems)")
      #expect(merger.counts.added == part.units.filter { $0.target != nil }.count)

      let export = XLIFFWriter(toolVersion: "test", includeContext: false).document([
        UnitCollector(targetLanguage: "ar").file(for: catalog, original: part.original)
      ])
      let ours = XcodeExportTests.unitBlocks(export, original: part.original)
      #expect(ours == blocks, "\(part.original)")
      compared += blocks.count
      keptCompared += part.units.filter { $0.target == $0.source }.count
    }
    #expect(compared > 100 && keptCompared == 9)
  }
}
