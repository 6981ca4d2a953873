import Foundation
import L10nCatalog
import L10nExchange
import L10nICU
import L10nTestSupport
import OrderedCollections
import Testing

/// Import on real projects' text: `%` in ordinary text is not a placeholder, the file's language
/// must be a language, and Xcode's empty elements (`<source/>`, `<target state="translated"/>`,
/// `<note/>`) are written and read back.
@Suite struct RealTextImportTests {
  static func catalog(source: String, key: String = "game.hint", language: String? = nil, existing: String? = nil)
    throws -> StringCatalog
  {
    var localizations = [#""en":{"stringUnit":{"state":"translated","value":\#(JSONValue.quoted(source))}}"#]
    if let language, let existing {
      localizations.append(
        #""\#(language)":{"stringUnit":{"state":"translated","value":\#(JSONValue.quoted(existing))}}"#)
    }
    let json =
      #"{"sourceLanguage":"en","strings":{\#(JSONValue.quoted(key)):{"localizations":{\#(localizations.joined(separator: ","))}}},"version":"1.0"}"#
    return try StringCatalog(bytes: Array(json.utf8), file: "L.xcstrings")
  }

  /// (source, language, translation, rejected)
  static let percentCases: [(String, String, String, Bool)] = [
    ("Has a 50% chance to refuse.", "de", "Hat eine 50 %ige Chance, abzulehnen.", false),
    ("Has a 50% chance to refuse.", "fr", "A 50 % de chances de refuser.", false),
    ("Has a 50% chance to refuse.", "tr", "Reddetme şansı %50.", false),
    ("Loading 100%", "de", "Lädt 100%", false),
    ("Up to 50% off", "de", "Bis zu 50%% Rabatt", false),
    ("Photos", "fr", "%@ photos", false),
    ("%@: 50%% off", "fr", "%@ : 50 % de réduction", false),
    ("%@ is 100%% done", "fr", "%@ est fini à 100%", false),
    ("%lld%% done", "tr", "%%%lld tamamlandı", false),
    // A format string's extra placeholder is still held back.
    ("%lld files", "de", "%lld Dateien, 50 %ige", true),
  ]

  @Test(arguments: percentCases.indices)
  func percentSignsInImport(_ index: Int) throws {
    let (source, language, translation, rejected) = Self.percentCases[index]
    var catalog = try Self.catalog(source: source)
    var merger = ImportMerger(fileName: "\(language).xliff")
    merger.merge(
      ExchangeFile(
        original: "L.xcstrings", sourceLanguage: "en", targetLanguage: language,
        units: [ExchangeUnit(key: "game.hint", source: source, target: translation, state: "translated")]),
      into: &catalog)
    #expect(merger.counts[held: .placeholders] == (rejected ? 1 : 0), "\(merger.problems)")
    #expect(merger.counts.added == (rejected ? 0 : 1))
    let stored = catalog.strings["game.hint"]?.localizations?[language]?.stringUnit
    #expect(stored == (rejected ? nil : StringUnit(state: .translated, value: translation)))
  }

  // MARK: The file's language

  @Test(arguments: ["xx-Bogus-Tag-123", "fr_FR.UTF-8", "", "english", "fr-XX"])
  func aTagICUDoesNotKnowIsRefused(tag: String) throws {
    let problem = try #require(LanguageTags.problem(with: tag, catalogLanguages: ["en", "fr"]))
    #expect(problem.contains(tag.isEmpty ? "is empty" : "ICU knows"), "\(problem)")
    let file = ExchangeFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: tag, units: [], line: 3)
    #expect(throws: ExchangeError.self) {
      try LanguageTags.validate(
        file, document: "x.xliff", field: "target-language", catalog: try Self.catalog(source: "Hi"))
    }
    do throws(ExchangeError) {
      try LanguageTags.validate(
        file, document: "x.xliff", field: "target-language", catalog: try? Self.catalog(source: "Hi"))
    } catch {
      #expect(error.description.hasPrefix("x.xliff:3: target-language \"\(tag)\" "), "\(error)")
      #expect(error.description.hasSuffix("; nothing was imported"))
    }
  }

  @Test(arguments: [("pt_br", "pt-BR"), ("pt_BR", "pt-BR"), ("PT-BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("EN", "en")])
  func anotherSpellingOfACatalogLanguageNamesIt(tag: String, meant: String) throws {
    let problem = try #require(LanguageTags.problem(with: tag, catalogLanguages: ["en", "pt-BR", "zh-Hans"]))
    #expect(problem.contains("it has \"\(meant)\"; did you mean \"\(meant)\"?"), "\(problem)")
  }

  @Test func anotherSpellingOfANewLanguageIsRefusedWithTheUsualOne() throws {
    let problem = try #require(LanguageTags.problem(with: "pt_br", catalogLanguages: ["en"]))
    #expect(problem.contains("did you mean \"pt-BR\"?"), "\(problem)")
  }

  @Test(arguments: ["fr", "pt-BR", "zh-Hans", "es-419", "sr-Latn", "en-XA", "ar-XB"])
  func aValidTagPassesWhetherTheCatalogHasItOrNot(tag: String) {
    #expect(LanguageTags.problem(with: tag, catalogLanguages: ["en"]) == nil)
    #expect(LanguageTags.problem(with: tag, catalogLanguages: ["en", tag]) == nil)
  }

  // MARK: Empty elements

  /// The unit Xcode 15.3 wrote for the empty key translated as empty, in a real export.
  static let xcodeEmptyUnit = """
          <trans-unit id="" xml:space="preserve">
            <source/>
            <target state="translated"/>
            <note/>
          </trans-unit>

    """

  static let emptyKeyCatalog = """
    {"sourceLanguage":"en","strings":{"":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":""}}}},\
    "greeting":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}},"version":"1.0"}
    """

  @Test func emptyTextsAreEmptyElementsAsXcodeWritesThem() throws {
    let catalog = try StringCatalog(bytes: Array(Self.emptyKeyCatalog.utf8), file: "L.xcstrings")
    let file = UnitCollector(targetLanguage: "fr").file(for: catalog, original: "L.xcstrings")
    let xliff = XLIFFWriter(toolVersion: "test", includeContext: false).document([file])
    #expect(xliff.contains(Self.xcodeEmptyUnit), "\(xliff)")
    // "No translation" has no <target>; "translated as empty" has an empty one.
    #expect(
      xliff.contains(
        """
              <trans-unit id="greeting" xml:space="preserve">
                <source>Hello</source>
                <note/>
              </trans-unit>
        """))
  }

  @Test func xcodesEmptyUnitReadsBackAndTheRoundTripKeepsTheEmptyTranslation() throws {
    let catalog = try StringCatalog(bytes: Array(Self.emptyKeyCatalog.utf8), file: "L.xcstrings")
    let xliff = XLIFFWriter(toolVersion: "test").document([
      UnitCollector(targetLanguage: "fr").file(for: catalog, original: "L.xcstrings")
    ])
    let read = try XLIFFReader.read(bytes: Array(xliff.utf8), file: "fr.xliff")
    let unit = try #require(read.first?.units.first { $0.key == "" })
    #expect(unit.source == "" && unit.target == "" && unit.state == "translated")
    #expect(read.first?.units.first { $0.key == "greeting" }?.target == nil)
    // Into the same catalog: nothing changes.
    var same = catalog
    var merger = ImportMerger(fileName: "fr.xliff")
    merger.merge(try #require(read.first), into: &same)
    #expect(merger.counts.unchanged == 1 && merger.counts.empty == 1 && merger.counts.changed == 0, "\(merger.counts)")
    #expect(same.encoded() == catalog.encoded())
    // Into a catalog without the French text: the empty translation comes back.
    var without = try StringCatalog(
      bytes: Array(
        Self.emptyKeyCatalog.replacingOccurrences(
          of: #""fr":{"stringUnit":{"state":"translated","value":""}}"#, with: ""
        ).utf8))
    var again = ImportMerger(fileName: "fr.xliff")
    again.merge(try #require(read.first), into: &without)
    #expect(again.counts.added == 1, "\(again.counts)")
    #expect(without.strings[""]?.localizations?["fr"]?.stringUnit == StringUnit(state: .translated, value: ""))
  }

  @Test func anEmptyTargetNeverErasesAText() throws {
    var catalog = try Self.catalog(source: "Hello", key: "greeting", language: "fr", existing: "Bonjour")
    var merger = ImportMerger(fileName: "fr.xliff")
    merger.merge(
      ExchangeFile(
        original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "fr",
        units: [ExchangeUnit(key: "greeting", source: "Hello", target: "", state: "translated")]),
      into: &catalog)
    #expect(merger.counts.empty == 1)
    #expect(catalog.strings["greeting"]?.localizations?["fr"]?.stringUnit?.value == "Bonjour")
  }

  @Test func xcodesRealEmptyUnitReads() throws {
    let document = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="L.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
          <body>
      \(Self.xcodeEmptyUnit)    </body>
        </file>
      </xliff>
      """
    let units = try #require(try XLIFFReader.read(bytes: Array(document.utf8), file: "fr.xliff").first?.units)
    #expect(units.count == 1)
    #expect(
      units.first?.key == "" && units.first?.source == "" && units.first?.target == ""
        && units.first?.state == "translated")
    #expect(units.first?.note == nil || units.first?.note == "")
  }
}
