import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// The per-unit merge and the export's unit set, on small catalogs built here.
@Suite struct MergeTests {
  static let catalogJSON = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "files.count" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                }
              }
            }
          }
        },
        "greeting.title" : {
          "comment" : "Shown on launch.",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %@ !" } }
          }
        },
        "plain.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func catalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(catalogJSON.utf8), file: "Localizable.xcstrings")
  }

  static func unit(_ id: String, source: String, target: String?, state: String? = "translated") -> ExchangeUnit {
    let parsed = ExchangeUnit.parse(id: id)!
    var unit = ExchangeUnit(key: parsed.key, path: parsed.path, source: source, target: target, state: state)
    unit.line = 1
    return unit
  }

  static func file(_ language: String, _ units: [ExchangeUnit]) -> ExchangeFile {
    ExchangeFile(original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: language, units: units)
  }

  @Test func exportsThePluralCategoriesTheTargetLanguageNeeds() throws {
    let catalog = try Self.catalog()
    let ids = { (language: String) in
      UnitCollector(targetLanguage: language).file(for: catalog, original: "L").units.filter { $0.key == "files.count" }
        .map(\.id)
    }
    #expect(
      ids("ru") == [
        "files.count|==|plural.few", "files.count|==|plural.many", "files.count|==|plural.one",
        "files.count|==|plural.other",
      ])
    #expect(ids("ja") == ["files.count|==|plural.other"])
    #expect(ids("ar").count == 6)
    #expect(ids("fr") == ["files.count|==|plural.one", "files.count|==|plural.other"])
    // Each case's source is the source's case, or its `other`.
    let ru = UnitCollector(targetLanguage: "ru").file(for: catalog, original: "L").units
    #expect(ru.first { $0.id == "files.count|==|plural.few" }?.source == "%lld files")
    #expect(ru.first { $0.id == "files.count|==|plural.one" }?.source == "%lld file")
    #expect(ru.allSatisfy { $0.target == nil || $0.key != "files.count" })
  }

  @Test func newPluralCasesGoInAtXcodesPlaceAndTheFileIsValid() throws {
    var catalog = try Self.catalog()
    var merger = ImportMerger(fileName: "ru.xliff")
    merger.merge(
      Self.file(
        "ru",
        [
          Self.unit("files.count|==|plural.one", source: "%lld file", target: "%lld файл"),
          Self.unit("files.count|==|plural.few", source: "%lld files", target: "%lld файла"),
          Self.unit("files.count|==|plural.many", source: "%lld files", target: "%lld файлов"),
          Self.unit("files.count|==|plural.other", source: "%lld files", target: "%lld файла"),
        ]), into: &catalog)
    #expect(merger.counts.added == 4)
    let plural = try #require(catalog.strings["files.count"]?.localizations?["ru"]?.variations?.plural)
    #expect(Array(plural.keys) == ["few", "many", "one", "other"])
    #expect(plural["many"]?.stringUnit == StringUnit(state: .translated, value: "%lld файлов"))
    // The written catalog reads back.
    let reread = try StringCatalog(bytes: catalog.encoded(), file: "x")
    #expect(reread == catalog)
  }

  @Test func badUnitsAreRejectedAndTheRestGoesIn() throws {
    var catalog = try Self.catalog()
    var merger = ImportMerger(fileName: "fr.xliff")
    merger.merge(
      Self.file(
        "fr",
        [
          Self.unit("greeting.title", source: "Hello, %@!", target: "Bonjour, %d !"),  // wrong type
          // An extra argument:
          Self.unit("files.count|==|plural.many", source: "%lld files", target: "%lld fichiers de %@"),
          Self.unit("files.count|==|plural.two", source: "%lld files", target: "%lld fichiers"),  // fr has no "two"
          Self.unit("files.count|==|plural.one", source: "%lld file", target: "%lld fichier"),
          Self.unit("nope.title", source: "Nope", target: "Non"),
        ]), into: &catalog)
    // The plural category is rejected; the placeholders that do not fit are held by the gate.
    #expect(merger.counts.rejected == 1)
    #expect(merger.counts[held: .placeholders] == 2)
    #expect(merger.counts.added == 1)
    #expect(merger.counts.unknown == 1)
    let messages = merger.problems.map(\.message)
    #expect(
      messages.contains { $0.contains("%d formats argument 1 as an integer") || $0.contains("%d formats argument 1") })
    #expect(messages.contains { $0.contains("which the source does not have") })
    #expect(messages.contains { $0.contains("plural category \"two\" does not exist in fr") })
    #expect(messages.contains { $0.contains("no key \"nope.title\"") })
    // The rejected ones left the catalog as it was.
    #expect(catalog.strings["greeting.title"]?.localizations?["fr"]?.stringUnit?.value == "Bonjour, %@ !")
    #expect(catalog.strings["files.count"]?.localizations?["fr"]?.variations?.plural?["many"] == nil)
    #expect(catalog.strings["nope.title"] == nil)
    // A plural case may leave its number out.
    var second = try Self.catalog()
    var lenient = ImportMerger(fileName: "fr.xliff")
    lenient.merge(
      Self.file("fr", [Self.unit("files.count|==|plural.one", source: "%lld file", target: "un fichier")]),
      into: &second)
    #expect(lenient.counts.added == 1 && lenient.counts.rejected == 0 && lenient.counts.held == 0)
  }

  @Test func emptyTargetsNeverEraseAndChangedSourcesNeedReview() throws {
    var catalog = try Self.catalog()
    var merger = ImportMerger(fileName: "fr.xliff")
    merger.merge(
      Self.file(
        "fr",
        [
          Self.unit("greeting.title", source: "Hello, %@!", target: ""),
          Self.unit("greeting.title", source: "Hello, %@!", target: nil, state: nil),
        ]), into: &catalog)
    #expect(merger.counts.empty == 2)
    #expect(catalog.strings["greeting.title"]?.localizations?["fr"]?.stringUnit?.value == "Bonjour, %@ !")

    // The XLIFF was made when the source said "Hi, %@!": over the translated French it is held
    // back; with --accept-drift it goes in, for review.
    merger.merge(
      Self.file("fr", [Self.unit("greeting.title", source: "Hi, %@!", target: "Salut, %@ !")]), into: &catalog)
    #expect(
      catalog.strings["greeting.title"]?.localizations?["fr"]?.stringUnit
        == StringUnit(state: .translated, value: "Bonjour, %@ !"))
    #expect(merger.counts[held: .sourceChanged] == 1 && merger.counts.updated == 0)
    merger.policy.acceptDrift = true
    merger.merge(
      Self.file("fr", [Self.unit("greeting.title", source: "Hi, %@!", target: "Salut, %@ !")]), into: &catalog)
    #expect(
      catalog.strings["greeting.title"]?.localizations?["fr"]?.stringUnit
        == StringUnit(state: .needsReview, value: "Salut, %@ !"))
    #expect(merger.counts.updated == 1)

    // A CSV fingerprint of an older source does the same.
    var csvUnit = Self.unit("plain.title", source: "Plain", target: "Simple")
    csvUnit.sourceFingerprint = CSVFormat.fingerprint("Plainer")
    merger.merge(Self.file("fr", [csvUnit]), into: &catalog)
    #expect(catalog.strings["plain.title"]?.localizations?["fr"]?.stringUnit?.state == .needsReview)
    csvUnit.sourceFingerprint = CSVFormat.fingerprint("Plain")
    csvUnit.target = "Simple !"
    merger.merge(Self.file("fr", [csvUnit]), into: &catalog)
    #expect(
      catalog.strings["plain.title"]?.localizations?["fr"]?.stringUnit
        == StringUnit(state: .translated, value: "Simple !"))
  }

  @Test func idsParseBothWays() {
    for id in [
      "a.b", "k|==|plural.one", "k|==|device.iphone.plural.few", "k|==|substitutions.arg1.plural.other",
      "k|==|device.mac", "k|==|substitutions.a.b.plural.one",
    ] {
      let parsed = ExchangeUnit.parse(id: id)!
      #expect(ExchangeUnit(key: parsed.key, path: parsed.path, source: "").id == id)
    }
    #expect(
      ExchangeUnit.parse(id: "k|==|substitutions.a.b.plural.one")?.path == ["substitutions", "a.b", "plural", "one"])
    #expect(ExchangeUnit.parse(id: "k|==|flavour.vanilla") == nil)
  }

  @Test func pseudoLocalizationKeepsPlaceholdersAndGrowsAboutFortyPercent() {
    let text = "Delete %lld files from %@? Use %#@count@ or ${applicationName}, 100%%."
    let pseudo = PseudoLocalizer.transform(text)
    #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]"))
    for token in ["%lld", "%@", "%#@count@", "${applicationName}", "%%"] { #expect(pseudo.contains(token), "\(token)") }
    #expect(!pseudo.contains("Delete"))
    #expect(pseudo.contains("Đéļéţé"))
    let growth = Double(pseudo.count) / Double(text.count)
    #expect(growth > 1.3 && growth < 1.6, "\(growth)")
    #expect(PseudoLocalizer.transform("OK").count >= 4)
    #expect(PseudoLocalizer.transform("") == "")
  }
}
