import Foundation
import L10nCatalog
import L10nExchange
import OrderedCollections
import Testing

/// Where `l10n import` sends each file, how it tells formats apart, and which languages export writes.
@Suite struct ImportRoutingTests {
  static func file(_ original: String) -> ExchangeFile {
    ExchangeFile(original: original, sourceLanguage: "en", targetLanguage: "fr", units: [])
  }

  static func document(_ originals: String...) -> ImportDocument {
    ImportDocument(name: "fr.xliff", files: originals.map(file))
  }

  @Test func formatsAreKnownByExtensionElseByTheFirstByte() {
    #expect(ExchangeFormat.of(fileExtension: "CSV", bytes: Array("<xml".utf8)) == .csv)
    #expect(ExchangeFormat.of(fileExtension: "tsv", bytes: []) == .csv)
    #expect(ExchangeFormat.of(fileExtension: "xlf", bytes: Array("a,b".utf8)) == .xliff)
    #expect(ExchangeFormat.of(fileExtension: "xml", bytes: []) == .xliff)
    #expect(
      ExchangeFormat.of(fileExtension: "txt", bytes: [0xEF, 0xBB, 0xBF] + Array(" \r\n\t<xliff>".utf8)) == .xliff)
    #expect(ExchangeFormat.of(fileExtension: "", bytes: Array("catalog,id,key".utf8)) == .csv)
    #expect(ExchangeFormat.of(fileExtension: "", bytes: []) == .csv)
    #expect(ExchangeFormat.of(fileExtension: "pot", bytes: []) == .po)
    #expect(ExchangeFormat.of(fileExtension: "PO", bytes: Array("<".utf8)) == .po)
    #expect(ExchangeFormat.of(fileExtension: "txt", bytes: Array("# comment".utf8)) == .po)
    #expect(ExchangeFormat.of(fileExtension: "", bytes: Array("\u{FEFF}msgctxt \"a\"".utf8)) == .po)
    #expect(ExchangeFormat.of(fileExtension: "", bytes: Array("msgid \"\"".utf8)) == .po)
    #expect(ExchangeFormat.of(fileExtension: "xcloc", bytes: Array("a,b".utf8)) == .csv)
  }

  /// The registry gives the command line its values, help and import's completions, as they were
  /// when they were written by hand.
  @Test func theRegistryNamesTheFormats() {
    #expect(ExchangeFormat.allCases.map(\.rawValue) == ["xliff", "xcloc", "csv", "po", "pot"])
    #expect(ExchangeFormat.choices == "xliff, xcloc, csv, po or pot")
    #expect(ExchangeFormat.importExtensions == ["xliff", "xlf", "xcloc", "csv", "po"])
    #expect(ExchangeFormat(rawValue: "pot") == .pot && ExchangeFormat(rawValue: "xlf") == nil)
    #expect(
      ExchangeFormat.allCases.map { $0.fileName(language: "fr") } == [
        "fr.xliff", "fr.xcloc", "fr.csv", "fr.po", "template.pot",
      ])
  }

  @Test func aFileGoesToTheCatalogAtItsPathElseTheLongestMatchingEnd() throws {
    let routing = ImportRouting(
      catalogPaths: ["App/Localizable.xcstrings", "Kit/Localizable.xcstrings", "App/Settings.xcstrings"],
      singleCatalog: false)
    let document = Self.document("Kit/Localizable.xcstrings")
    #expect(try routing.catalog(for: Self.file("Kit/Localizable.xcstrings"), in: document) == 1)
    #expect(try routing.catalog(for: Self.file("Other/App/Settings.xcstrings"), in: document) == 2)
    // Two catalogs end the same way, equally long: no choice.
    #expect(try routing.catalog(for: Self.file("Localizable.xcstrings"), in: document) == nil)
    #expect(try routing.catalog(for: Self.file("Missing.xcstrings"), in: document) == nil)
  }

  @Test func aFileNameAloneMatchesOnlyWhenNoOtherFileOfTheDocumentHasIt() throws {
    let routing = ImportRouting(catalogPaths: ["App/Settings.xcstrings"], singleCatalog: false)
    let alone = Self.document("X/Settings.xcstrings")
    #expect(try routing.catalog(for: alone.files[0], in: alone) == 0)
    let twice = Self.document("X/Settings.xcstrings", "Y/Settings.xcstrings")
    #expect(try routing.catalog(for: twice.files[0], in: twice) == nil)
  }

  @Test func withOneCatalogTheFileNameDecides() throws {
    let routing = ImportRouting(catalogPaths: ["App/Localizable.xcstrings"], singleCatalog: true)
    let single = Self.document("Anything.xcstrings")
    #expect(try routing.catalog(for: single.files[0], in: single) == 0)
    let several = Self.document("A/Localizable.xcstrings", "B/Other.xcstrings")
    #expect(try routing.catalog(for: several.files[0], in: several) == 0)
    #expect(try routing.catalog(for: several.files[1], in: several) == nil)
    let clash = Self.document("A/Localizable.xcstrings", "B/Localizable.xcstrings")
    #expect(throws: ExchangeError.self) { try routing.catalog(for: clash.files[0], in: clash) }
  }

  @Test func whereADocumentNamesItsLanguage() {
    let file = Self.file("App/Localizable.xcstrings")
    #expect(
      ImportDocument(name: "fr.CSV", files: [file], format: .csv).languageField(of: file)
        == "the CSV's target column, language")
    let xliff = "<file original=\"App/Localizable.xcstrings\"> target-language"
    #expect(ImportDocument(name: "fr.xliff", files: [file]).languageField(of: file) == xliff)
    #expect(
      ImportDocument(name: "fr.xcloc/Localized Contents/fr.xliff", files: [file], format: .xcloc).languageField(
        of: file) == xliff)
    #expect(
      ImportDocument(name: "fr.pot", files: [file], format: .po).languageField(of: file)
        == "the PO header's Language, as a tag,")
  }

  @Test func exportLanguages() {
    let text = Localization(stringUnit: StringUnit(state: .translated, value: "A"))
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["a"] = CatalogEntry(localizations: ["en": text, "fr": text])
    catalog.strings["b"] = CatalogEntry(localizations: ["de": text])
    let named = ExportScope(named: ["fr, de", "", "ja", "fr"], allLanguages: false, selection: .all, pseudo: false)
    #expect(named.named == ["fr", "de", "ja"])
    #expect(named.languagesToRead == ["fr", "de", "ja"])
    #expect(named.languages(configured: ["es"], catalogs: [catalog], sourceLanguage: "en") == ["fr", "de", "ja"])
    let all = ExportScope(named: [], allLanguages: true, selection: .all, pseudo: false)
    #expect(all.languagesToRead == nil)
    // The catalogs' languages, sorted, without the source language; l10n.yml's when it has some.
    #expect(all.languages(configured: [], catalogs: [catalog], sourceLanguage: "en") == ["de", "fr"])
    #expect(all.languages(configured: ["en", "ja", "es"], catalogs: [catalog], sourceLanguage: "en") == ["ja", "es"])
    let pseudo = ExportScope(named: [], allLanguages: false, selection: .all, pseudo: true)
    #expect(pseudo.languagesToRead == [PseudoLocalizer.defaultLanguage])
    #expect(pseudo.languages(configured: [], catalogs: [catalog], sourceLanguage: "en") == ["en-XA"])
  }

  @Test func theImportSummaryIsWrittenAsJSONSerializationWroteIt() throws {
    var counts = ImportCounts()
    counts.added = 2
    counts.unknown = 1
    let rows = [ImportSummary.Row(language: "fr", catalog: "App/Localizable.xcstrings", counts: counts)]
    let problems = [
      ImportProblem(kind: .unknown, file: "fr.xliff", line: 3, id: "x/y", language: "fr", message: "no \"catalog\""),
      ImportProblem(kind: .rejected, file: "fr.csv", line: nil, id: "k", language: "fr", message: "bad"),
    ]
    let summary = ImportSummary(rows: rows, problems: problems, written: ["App/Localizable.xcstrings"], dryRun: false)
    let object: [String: Any] = [
      "schemaVersion": 1, "dryRun": false, "written": ["App/Localizable.xcstrings"],
      "summary": [
        [
          "language": "fr", "catalog": "App/Localizable.xcstrings", "added": 2, "updated": 0, "unchanged": 0,
          "empty": 0, "rejected": 0, "unknown": 1, "held": 0,
          "heldByReason": ["placeholders": 0, "source-changed": 0, "stand-in": 0, "glossary": 0], "machineOrMemory": 0,
          "noBreakSpacesKept": 0,
        ] as [String: Any]
      ],
      "problems": [
        ["kind": "unknown", "file": "fr.xliff", "id": "x/y", "language": "fr", "message": "no \"catalog\"", "line": 3]
          as [String: Any],
        ["kind": "rejected", "file": "fr.csv", "id": "k", "language": "fr", "message": "bad"],
      ],
    ]
    let data = try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    #expect(try JSONValueEncoder.document(summary) == String(decoding: data, as: UTF8.self) + "\n")
  }
}
