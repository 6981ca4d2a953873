import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// What a PO file does to a catalog through the import gate (placeholders, drift by `msgid`,
/// fuzzy, the language from the header, obsolete entries, unknown `msgctxt`), and hostile PO files:
/// each a clear error with its line, nothing read.
@Suite struct POImportTests {
  static let catalogJSON = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "files" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } }
          }
        },
        "hello" : {
          "localizations" : {
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Привет" } }
          }
        },
        "name %@" : { }
      },
      "version" : "1.0"
    }
    """

  static func catalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(catalogJSON.utf8), file: "L.xcstrings")
  }

  static let header = """
    msgid ""
    msgstr ""
    "Language: ru\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

    """

  static func merge(_ po: String, into catalog: inout StringCatalog) throws -> ImportMerger {
    var merger = ImportMerger(fileName: "ru.po")
    for file in try POImport.read(bytes: Array(po.utf8), file: "ru.po") { merger.merge(file, into: &catalog) }
    return merger
  }

  static func value(_ catalog: StringCatalog, _ key: String, _ path: TextPath = TextPath()) -> StringUnit? {
    var localization = catalog.strings[key]?.localizations?["ru"]
    for step in path.steps {
      if case .plural(let category) = step { localization = localization?.variations?.plural?[category] }
    }
    return localization?.stringUnit
  }

  @Test func pluralEntriesFuzzyObsoleteAndUnknownContexts() throws {
    var catalog = try Self.catalog()
    let po =
      Self.header + """

        #, fuzzy, c-format
        msgctxt "files"
        msgid "%lld file"
        msgid_plural "%lld files"
        msgstr[0] "%lld файл"
        msgstr[1] "%lld файла"
        msgstr[2] "%lld файлов"

        msgctxt "name %@"
        msgid "name %@"
        msgstr "имя %@"

        msgctxt "not in the catalog"
        msgid "x"
        msgstr "икс"

        #~ msgctxt "hello"
        #~ msgid "hello"
        #~ msgstr "старое"

        """
    let merger = try Self.merge(po, into: &catalog)
    // fuzzy → needs_review for every form, the missing `many` added.
    #expect(Self.value(catalog, "files", ["plural", "many"]) == StringUnit(state: .needsReview, value: "%lld файлов"))
    #expect(Self.value(catalog, "files", ["plural", "one"])?.state == .needsReview)
    #expect(Self.value(catalog, "name %@") == StringUnit(state: .translated, value: "имя %@"))
    // The obsolete entry is not imported; the unknown context is reported, not added.
    #expect(Self.value(catalog, "hello")?.value == "Привет")
    #expect(catalog.strings["not in the catalog"] == nil)
    #expect(merger.counts.unknown == 1)
    #expect(merger.problems.map(\.kind) == [.unknown])
    #expect(merger.problems.first?.line == 19)
  }

  @Test func theGateHoldsPlaceholdersAndDrift() throws {
    var catalog = try Self.catalog()
    let po =
      Self.header + """

        msgctxt "hello"
        msgid "Hi there"
        msgstr "Здравствуйте"

        msgctxt "name %@"
        msgid "name %@"
        msgstr "имя %lld"

        """
    let merger = try Self.merge(po, into: &catalog)
    // The msgid is not the catalog's source any more (drift) over a translated value: held.
    #expect(Self.value(catalog, "hello")?.value == "Привет")
    #expect(merger.counts[held: .sourceChanged] == 1)
    #expect(merger.counts[held: .placeholders] == 1)
    #expect(catalog.strings["name %@"]?.localizations?["ru"] == nil)
  }

  @Test func theLanguageComesFromTheHeader() throws {
    let po =
      Self.header.replacingOccurrences(of: "Language: ru", with: "Language: pt_BR") + "msgid \"a\"\nmsgstr \"b\"\n"
    let files = try POImport.read(bytes: Array(po.utf8), file: "x.po")
    #expect(files.map(\.targetLanguage) == ["pt-BR"])
    #expect(POLanguage.tag("sr_RS@latin") == "sr-Latn-RS")
    #expect(POLanguage.gettextName("zh-Hant-HK") == "zh_Hant_HK")
    // No Language: refused, as a POT is.
    #expect(throws: ExchangeError.self) {
      try POImport.read(
        bytes: Array("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n".utf8), file: "t.pot")
    }
  }

  /// A PO written by Poedit or Weblate: wrapped strings, CRLF, a byte order mark, `#|` previous
  /// strings, no msgctxt (the msgid is the key), another spelling of the formula.
  @Test func otherToolsLayoutsRead() throws {
    let po =
      "\u{FEFF}msgid \"\"\r\nmsgstr \"\"\r\n\"Language: ru\\n\"\r\n\"Plural-Forms: nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;\\n\"\r\n\r\n"
      + "#| msgid \"hi\"\r\nmsgid \"\"\r\n\"hel\"\r\n\"lo\"\r\nmsgstr \"\"\r\n\"При\"\r\n\"вет!\"\r\n"
    let files = try POImport.read(bytes: Array(po.utf8), file: "ru.po")
    #expect(files.first?.units.map(\.key) == ["hello"])
    #expect(files.first?.units.first?.target == "Привет!")
    #expect(files.first?.units.first?.source == "hello")
  }

  @Test func severalCatalogsInOneFileGoBackToTheirCatalogs() throws {
    let catalog = try Self.catalog()
    let a = UnitCollector(targetLanguage: "ru").file(for: catalog, original: "App/A.xcstrings")
    let b = UnitCollector(targetLanguage: "ru").file(for: catalog, original: "Kit/B.xcstrings")
    let text = try POWriter(toolVersion: "t").document([b, a])
    #expect(text.contains("msgctxt \"App/A.xcstrings::hello\""))
    let files = try POImport.read(bytes: Array(text.utf8), file: "ru.po")
    #expect(files.map(\.original) == ["App/A.xcstrings", "Kit/B.xcstrings"])
    #expect(files.map(\.units.count) == [5, 5])
  }

  /// `--only untranslated` in PO: the plural entry missing Russian `many` comes whole (its
  /// translated forms too), the translated plain text does not; `needs-review` likewise.
  @Test func onlySelectsWholePluralEntries() throws {
    let catalog = try Self.catalog()
    var request = ExportScope(named: ["ru"], allLanguages: false, selection: .untranslated, pseudo: false)
    request.gettext(template: false)
    let file = request.file(for: catalog, original: "L.xcstrings", language: "ru") { _ in }
    #expect(
      file.units.map(\.id) == [
        "files|==|plural.few", "files|==|plural.many", "files|==|plural.one", "files|==|plural.other", "name %@",
      ])
    let text = try POWriter(toolVersion: "t").document([file])
    #expect(text.contains("msgstr[0] \"%lld файл\"\nmsgstr[1] \"\"\nmsgstr[2] \"\""))
    #expect(!text.contains("Привет"))
    // XLIFF keeps selecting units one by one.
    var plain = ExportScope(named: ["ru"], allLanguages: false, selection: .untranslated, pseudo: false)
    plain.wholePluralEntries = false
    #expect(
      plain.file(for: catalog, original: "L.xcstrings", language: "ru") { _ in }.units.map(\.id) == [
        "files|==|plural.few", "files|==|plural.many", "name %@",
      ])
  }

  // MARK: Hostile files

  static func failure(_ po: String) -> ExchangeError? {
    do {
      _ = try POImport.read(bytes: Array(po.utf8), file: "bad.po")
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("msgid \"a\\q\"\nmsgstr \"b\"\n", 1, "unknown escape \\q"),
    ("msgid \"a\"\nmsgstr \"b\n", 2, "no closing quote"),
    ("msgid \"a\" x\nmsgstr \"b\"\n", 1, "text after the closing quote"),
    ("msgid \"a\"\nmsgid \"b\"\nmsgstr \"\"\n", 2, "msgid twice"),
    ("msgid \"a\"\n", 1, "without msgstr"),
    ("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"x\"\n", 3, "out of order"),
    ("msgid \"a\"\nmsgstr[0] \"x\"\n", 1, "without msgid_plural"),
    ("garbage\n", 1, "expected msgctxt"),
    ("\"orphan\"\n", 1, "no keyword"),
    ("msgid \"\\777\"\nmsgstr \"\"\n", 1, "unknown escape"),
    ("msgid \"\\377\"\nmsgstr \"\"\n", 1, "not UTF-8"),
    ("#~ msgid \"a\"\nmsgstr \"b\"\n", 2, "mixes #~"),
  ])
  func malformedFilesFailWithTheirLine(po: String, line: Int, message: String) {
    let error = Self.failure(po)
    #expect(error?.line == line, "\(String(describing: error))")
    #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    #expect(error?.file == "bad.po")
  }

  @Test func aWrongPluralFormsIsRefused() {
    let entry = "msgctxt \"files\"\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\n"
    let two = Self.header.replacingOccurrences(of: "nplurals=3", with: "nplurals=2")
    #expect(Self.failure(two + entry)?.message.contains("nplurals=2; ru has 3") == true)
    // Three forms but another formula: the msgstr would land in the wrong cases.
    let wrong = Self.header.replacingOccurrences(of: "n%10==1 && n%100!=11 ? 0", with: "n==1 ? 0")
    #expect(Self.failure(wrong + entry)?.message.contains("gives form") == true)
    // The right header, but an entry with two forms.
    #expect(Self.failure(Self.header + entry)?.message.contains("2 msgstr, the header's Plural-Forms 3") == true)
    // No Plural-Forms at all.
    let none = "msgid \"\"\nmsgstr \"Language: ru\\n\"\n\n" + entry
    #expect(Self.failure(none)?.message.contains("no Plural-Forms") == true)
    let garbage = Self.header.replacingOccurrences(of: "plural=(", with: "plural=((")
    #expect(Self.failure(garbage + entry)?.message.contains("Plural-Forms") == true)
  }

  @Test func aDuplicateMsgctxtIsRefused() {
    let po =
      Self.header + "\nmsgctxt \"hello\"\nmsgid \"a\"\nmsgstr \"b\"\n\nmsgctxt \"hello\"\nmsgid \"c\"\nmsgstr \"d\"\n"
    let error = Self.failure(po)
    #expect(error?.line == 11, "\(String(describing: error))")
    #expect(error?.message.contains("for the second time (first at line 7)") == true, "\(String(describing: error))")
  }

  /// A header that lies about its charset: Latin-1 bytes under `charset=UTF-8`, UTF-8 text under
  /// `charset=ISO-8859-1`, and Latin-1 bytes under `charset=ISO-8859-1` (honest, but not UTF-8).
  @Test func aHeaderThatLiesAboutItsCharsetIsRefused() {
    let latin1Text: [UInt8] = Array("msgid \"caf".utf8) + [0xE9] + Array("\"\nmsgstr \"\"\n".utf8)
    let utf8Header = Array(Self.header.utf8)
    func read(_ bytes: [UInt8]) -> ExchangeError? {
      do {
        _ = try POImport.read(bytes: bytes, file: "bad.po")
        return nil
      } catch { return error }
    }
    let lying = read(utf8Header + Array("\n".utf8) + latin1Text)
    #expect(lying?.message.contains("not UTF-8 text") == true && lying?.line == 7, "\(String(describing: lying))")
    let latinHeader = Array(Self.header.replacingOccurrences(of: "UTF-8", with: "ISO-8859-1").utf8)
    let honest = read(latinHeader + Array("\n".utf8) + latin1Text)
    #expect(honest?.message.contains("charset=ISO-8859-1; l10n reads UTF-8") == true, "\(String(describing: honest))")
    let other = read(latinHeader + Array("\nmsgid \"café\"\nmsgstr \"\"\n".utf8))
    #expect(other?.message.contains("but the file is UTF-8 text") == true, "\(String(describing: other))")
  }

  @Test func aMillionLineFileIsRefusedQuickly() {
    let bytes = [UInt8](repeating: 0x0A, count: 1_000_000)
    let clock = ContinuousClock()
    var error: ExchangeError?
    let time = clock.measure { error = Self.failure(String(decoding: bytes, as: UTF8.self)) }
    #expect(error?.message.contains("more than 500000 lines") == true, "\(String(describing: error))")
    #expect(time < .seconds(5))
  }
}
