import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// The one import gate: a translation that would break the app never goes in, and a good
/// translation is never replaced by a worse one.
@Suite struct ImportGateTests {
  static let catalogJSON = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "editor.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Éditeur" } }
          }
        },
        "files.count" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld\\u202Ffichiers" } }
          }
        },
        "progress.label" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld%% done" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld\\u00A0%% fait" } }
          }
        },
        "plain.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain" } },
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Schlicht" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func bytes() throws -> [UInt8] {
    try StringCatalog(bytes: Array(catalogJSON.utf8), file: "L.xcstrings").encoded()
  }

  /// Merges `units` into the catalog; the catalog's bytes after, and the merger.
  static func merge(
    _ language: String, _ units: [ExchangeUnit], policy: ImportPolicy = ImportPolicy()
  ) throws -> (bytes: [UInt8], catalog: StringCatalog, merger: ImportMerger) {
    var catalog = try StringCatalog(bytes: Array(catalogJSON.utf8), file: "L.xcstrings")
    var merger = ImportMerger(fileName: "\(language).xliff", policy: policy)
    merger.merge(
      ExchangeFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: language, units: units),
      into: &catalog)
    return (catalog.encoded(), catalog, merger)
  }

  static func unit(_ key: String, source: String, target: String, state: String = "translated") -> ExchangeUnit {
    ExchangeUnit(key: key, source: source, target: target, state: state)
  }

  static func value(_ catalog: StringCatalog, _ key: String, _ language: String) -> StringUnit? {
    catalog.strings[key]?.localizations?[language]?.stringUnit
  }

  @Test func aTargetThatDoesNotFitItsOwnSourceIsHeldAndTheCatalogUnchanged() throws {
    // The case: "%lld files" translated as "%@ fichiers" for a key whose source is now "Editor".
    let (bytes, catalog, merger) = try Self.merge(
      "fr", [Self.unit("editor.title", source: "%lld files", target: "%@ fichiers")])
    #expect(bytes == (try Self.bytes()))
    #expect(Self.value(catalog, "editor.title", "fr") == StringUnit(state: .translated, value: "Éditeur"))
    #expect(merger.counts[held: .placeholders] == 1 && merger.counts.changed == 0)
    let held = try #require(merger.problems.first)
    #expect(held.kind == .held && held.reason == .placeholders && held.key == "editor.title")
    #expect(held.text == "%@ fichiers")
    #expect(held.message.contains("the file's source"), "\(held.message)")
  }

  @Test func driftOverATranslatedValueIsHeldAndKept() throws {
    let (bytes, catalog, merger) = try Self.merge(
      "fr", [Self.unit("editor.title", source: "%lld files", target: "%lld fichiers")])
    #expect(bytes == (try Self.bytes()))
    #expect(Self.value(catalog, "editor.title", "fr")?.value == "Éditeur")
    #expect(merger.counts[held: .sourceChanged] == 1)
    #expect(merger.problems.first?.message.hasPrefix("source changed since export") == true)
    // --accept-drift takes it, for review.
    let accepted = try Self.merge(
      "fr", [Self.unit("editor.title", source: "%lld files", target: "%lld fichiers")],
      policy: ImportPolicy(acceptDrift: true))
    #expect(
      Self.value(accepted.catalog, "editor.title", "fr") == StringUnit(state: .needsReview, value: "%lld fichiers"))
  }

  @Test func driftOverAMissingOrUnreviewedValueGoesInForReview() throws {
    let missing = try Self.merge("de", [Self.unit("editor.title", source: "Editor window", target: "Editorfenster")])
    #expect(
      Self.value(missing.catalog, "editor.title", "de") == StringUnit(state: .needsReview, value: "Editorfenster"))
    #expect(missing.merger.counts.added == 1 && missing.merger.counts.held == 0)
    let review = try Self.merge("de", [Self.unit("plain.title", source: "Plainer", target: "Schlichter")])
    #expect(Self.value(review.catalog, "plain.title", "de") == StringUnit(state: .needsReview, value: "Schlichter"))
    #expect(review.merger.counts.updated == 1)
  }

  @Test func machineAndMemoryTargetsGoInForReview() throws {
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="L.xcstrings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="editor.title"><source>Editor</source><target state="translated" state-qualifier="leveraged-mt">Bearbeiter</target></trans-unit>
            <trans-unit id="plain.title"><source>Plain</source><target state="translated" state-qualifier="fuzzy-match">Einfach</target></trans-unit>
            <trans-unit id="files.count"><source>%lld files</source><target state="translated">%lld Dateien</target></trans-unit>
          </body>
        </file>
      </xliff>
      """
    let files = try XLIFFReader.read(bytes: Array(xliff.utf8), file: "de.xliff")
    #expect(files.first?.units.first?.stateQualifier == "leveraged-mt")
    let (_, catalog, merger) = try Self.merge("de", files[0].units)
    #expect(Self.value(catalog, "editor.title", "de") == StringUnit(state: .needsReview, value: "Bearbeiter"))
    #expect(Self.value(catalog, "plain.title", "de") == StringUnit(state: .needsReview, value: "Einfach"))
    #expect(Self.value(catalog, "files.count", "de") == StringUnit(state: .translated, value: "%lld Dateien"))
    #expect(merger.counts.machineOrMemory == 2)
    #expect(StateQualifier.asksForReview("mt-suggestion") && StateQualifier.asksForReview("tm-suggestion"))
    #expect(StateQualifier.asksForReview("leveraged-tm") && !StateQualifier.asksForReview("x-custom"))
  }

  @Test(arguments: ["N/A", "-", "TODO", "tbd", "???", "  ", " n/a ", "Editor"])
  func standInTextIsHeldAndTheCatalogUnchanged(target: String) throws {
    let (bytes, _, merger) = try Self.merge("fr", [Self.unit("editor.title", source: "Editor", target: target)])
    #expect(bytes == (try Self.bytes()), "\(target)")
    #expect(merger.counts[held: .standIn] == 1, "\(merger.problems)")
    #expect(merger.problems.first?.reason == .standIn)
  }

  @Test func standInsAreConfigurableAndVariantsMayKeepTheSource() throws {
    let custom = ImportPolicy(standIns: StandInText(texts: ["XXX"]))
    #expect(
      try Self.merge("de", [Self.unit("editor.title", source: "Editor", target: "xxx")], policy: custom)
        .merger.counts[held: .standIn] == 1)
    #expect(
      try Self.merge("de", [Self.unit("editor.title", source: "Editor", target: "N/A")], policy: custom)
        .merger.counts.added == 1)
    // en-GB is a variant of en: the same text is a translation.
    #expect(
      try Self.merge("en-GB", [Self.unit("editor.title", source: "Editor", target: "Editor")])
        .merger.counts.added == 1)
    let allowed = ImportPolicy(standIns: StandInText(holdsUnchangedSource: false))
    #expect(
      try Self.merge("de", [Self.unit("editor.title", source: "Editor", target: "Editor")], policy: allowed)
        .merger.counts.added == 1)
    // Letters outside the placeholders: the source pasted. Without any, the text reads the same everywhere.
    #expect(
      try Self.merge("de", [Self.unit("files.count", source: "%lld files", target: "%lld files")])
        .merger.counts[held: .standIn] == 1)
    #expect(StandInText().reason(target: "%lld", source: "%lld", language: "de", sourceLanguage: "en") == nil)
  }

  @Test func theJSONSummaryListsEveryHeldUnit() throws {
    let (_, _, merger) = try Self.merge(
      "fr",
      [
        Self.unit("editor.title", source: "%lld files", target: "%@ fichiers"),
        Self.unit("plain.title", source: "Plain", target: "N/A"),
      ])
    var counts = ImportCounts()
    counts.add(merger.counts)
    let summary = ImportSummary(
      rows: [ImportSummary.Row(language: "fr", catalog: "L.xcstrings", counts: counts)], problems: merger.problems,
      written: [], dryRun: true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONValueEncoder.document(summary).utf8)) as? [String: Any])
    let problems = try #require(object["problems"] as? [[String: Any]])
    #expect(problems.map { $0["reason"] as? String } == ["placeholders", "stand-in"])
    #expect(problems.map { $0["key"] as? String } == ["editor.title", "plain.title"])
    #expect(problems.map { $0["text"] as? String } == ["%@ fichiers", "N/A"])
    #expect(problems.allSatisfy { $0["language"] as? String == "fr" && $0["kind"] as? String == "held" })
    let row = try #require((object["summary"] as? [[String: Any]])?.first)
    #expect(row["held"] as? Int == 2)
  }

  @Test func noBreakSpacesBesideAPlaceholderStayWhenTheFileFlattenedThem() throws {
    let (_, catalog, merger) = try Self.merge(
      "fr",
      [
        Self.unit("files.count", source: "%lld files", target: "%lld fichiers !"),
        Self.unit("progress.label", source: "%lld%% done", target: "%lld %% terminé"),
      ])
    #expect(Self.value(catalog, "files.count", "fr")?.value == "%lld\u{202F}fichiers !")
    #expect(Self.value(catalog, "progress.label", "fr")?.value == "%lld\u{00A0}%% terminé")
    #expect(merger.counts.noBreakSpacesKept == 2 && merger.counts.updated == 2)
  }
}
