import Foundation
import L10nCatalog
import L10nTestSupport
import OrderedCollections
import Testing

@testable import L10nExchange

/// The translation memory and `fill --from-memory` on a planted catalog: every rule of the fill
/// has a key made to break it.
@Suite struct MemoryTests {
  static func unit(_ value: String, _ state: String = "translated") -> String {
    #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
  }

  static func plural(_ one: String, _ other: String) -> String {
    #"{ "variations" : { "plural" : { "one" : \#(unit(one)), "other" : \#(unit(other)) } } }"#
  }

  static func entry(_ en: String, fr: String? = nil, extra: String = "") -> String {
    let localizations = ["\"en\" : \(en)"] + (fr.map { ["\"fr\" : \($0)"] } ?? [])
    return #"{ \#(extra)"localizations" : { \#(localizations.joined(separator: ", ")) } }"#
  }

  static let plantedEntries: [(String, String)] = [
    // "Cancel" under four keys: one source of the translation, two to fill, one translated otherwise.
    ("common.cancel.button", entry(unit("Cancel"), fr: unit("Annuler"))),
    ("editor.cancel.button", entry(unit("Cancel"))),
    ("paywall.cancel.button", entry(unit("Cancel"), fr: unit("Cancel", "new"))),
    ("settings.cancel.button", entry(unit("Cancel"), fr: unit("Abandonner"))),
    // Placeholders: %@ and %1$@ are the same text.
    ("files.delete.title", entry(unit("Delete %@"), fr: unit("Supprimer %@"))),
    ("photos.delete.title", entry(unit("Delete %1$@"))),
    // A memory translation whose placeholder does not fit the key that would take it.
    ("legacy.count.label", entry(unit("%@ items"), fr: unit("%d éléments"))),
    ("inbox.count.label", entry(unit("%@ items"))),
    // Fuzzy: one word differs out of eight tokens (score 87).
    (
      "editor.save.message",
      entry(unit("Do you want to save the changes?"), fr: unit("Voulez-vous enregistrer les modifications ?"))
    ),
    ("document.save.message", entry(unit("Do you want to save these changes?"))),
    // Plural cases: each category from the same category.
    ("files.count", entry(plural("%lld file", "%lld files"), fr: plural("%lld fichier", "%lld fichiers"))),
    ("downloads.count", entry(plural("%lld file", "%lld files"))),
    // The same text outside a plural variation is not a plural case.
    ("photos.count.label", entry(unit("%lld files"))),
    // Two categories with the same source text and different translations: only matching by
    // category gives each its own.
    ("cart.count", entry(plural("%lld items", "%lld items"), fr: plural("%lld article", "%lld articles"))),
    ("basket.count", entry(plural("%lld items", "%lld items"))),
    // A key marked "Don't translate" is never a source, nor filled.
    ("brand.name", entry(unit("Sunrise"), fr: unit("Aurore"), extra: #""shouldTranslate" : false, "#)),
    ("about.brand.label", entry(unit("Sunrise"))),
    ("legal.brand.label", entry(unit("Sunrise"), extra: #""shouldTranslate" : false, "#)),
    // A confirmed translation ranks above one marked for review.
    ("alert.ok.button", entry(unit("OK"), fr: unit("D'accord", "needs_review"))),
    ("dialog.ok.button", entry(unit("OK"), fr: unit("OK"))),
    ("sheet.ok.button", entry(unit("OK"))),
  ]

  static var plantedJSON: String {
    let strings = plantedEntries.map { "\"\($0.0)\" : \($0.1)" }.joined(separator: ",\n")
    return #"{ "sourceLanguage" : "en", "strings" : { \#(strings) }, "version" : "1.0" }"#
  }

  static func planted() throws -> [CatalogFile] {
    let catalog = try StringCatalog(bytes: Array(plantedJSON.utf8), file: "Localizable.xcstrings")
    return [
      CatalogFile(
        creating: "/nonexistent/Localizable.xcstrings", displayPath: "Localizable.xcstrings", catalog: catalog)
    ]
  }

  static func memory(_ files: [CatalogFile]) -> TranslationMemory {
    var memory = TranslationMemory()
    for file in files { memory.add(catalog: file.catalog, origin: file.displayPath) }
    return memory
  }

  static func french(_ files: [CatalogFile], _ key: String) -> Localization? {
    files[0].catalog.strings[key]?.localizations?["fr"]
  }

  @Test func exactFillsAreMarkedForReviewAndTranslationsStay() throws {
    var files = try Self.planted()
    let before = files[0].catalog
    let fill = MemoryFill(&files, memory: Self.memory(files), languages: ["fr"], minimumScore: 100)
    #expect(Self.french(files, "editor.cancel.button")?.stringUnit == StringUnit(state: .needsReview, value: "Annuler"))
    // Only a `new` text: filled too.
    #expect(
      Self.french(files, "paywall.cancel.button")?.stringUnit == StringUnit(state: .needsReview, value: "Annuler"))
    // A translation is never changed, whatever the memory says.
    #expect(
      Self.french(files, "settings.cancel.button") == before.strings["settings.cancel.button"]?.localizations?["fr"])
    #expect(Self.french(files, "common.cancel.button") == before.strings["common.cancel.button"]?.localizations?["fr"])
    // %1$@ takes the translation of %@.
    #expect(
      Self.french(files, "photos.delete.title")?.stringUnit == StringUnit(state: .needsReview, value: "Supprimer %@"))
    // The fuzzy match is not used at 100.
    #expect(Self.french(files, "document.save.message") == nil)
    // Every text fill wrote asks for review.
    for (key, entry) in files[0].catalog.strings where before.strings[key]?.localizations?["fr"] == nil {
      entry.localizations?["fr"]?.forEachText { text, _ in #expect(text.state == .needsReview, "\(key)") }
    }
    let row = try #require(fill.rows.first)
    #expect(row.language == "fr")
    #expect(row.fuzzy == 0)
    #expect(fill.problems.isEmpty)
    #expect(fill.touched == [0])
  }

  @Test func aPlaceholderMisfitIsRefused() throws {
    var files = try Self.planted()
    let fill = MemoryFill(&files, memory: Self.memory(files), languages: ["fr"], minimumScore: 100)
    // "%d éléments" does not format the %@ of "%@ items".
    #expect(Self.french(files, "inbox.count.label") == nil)
    #expect(fill.rows.first?.misfit == 1)
  }

  @Test func fuzzyFillsAtTheMinimumScore() throws {
    var files = try Self.planted()
    let memory = Self.memory(files)
    let search = memory.search(language: "fr", sourceLanguage: "en")
    let match = try #require(search.bestMatch(for: "Do you want to save these changes?", minimumScore: 75))
    #expect(match.score == 87)
    #expect(match.target == "Voulez-vous enregistrer les modifications ?")
    #expect(search.bestMatch(for: "Do you want to save these changes?", minimumScore: 88) == nil)
    let fill = MemoryFill(&files, memory: memory, languages: ["fr"], minimumScore: 85)
    #expect(
      Self.french(files, "document.save.message")?.stringUnit
        == StringUnit(state: .needsReview, value: "Voulez-vous enregistrer les modifications ?"))
    #expect(fill.rows.first?.fuzzy == 1)
  }

  @Test func pluralCasesMatchTheSameCategory() throws {
    var files = try Self.planted()
    _ = MemoryFill(&files, memory: Self.memory(files), languages: ["fr"], minimumScore: 100)
    let plural = try #require(Self.french(files, "downloads.count")?.variations?.plural)
    #expect(plural["one"]?.stringUnit == StringUnit(state: .needsReview, value: "%lld fichier"))
    #expect(plural["other"]?.stringUnit == StringUnit(state: .needsReview, value: "%lld fichiers"))
    // "%lld files" outside a plural variation does not take the `other` case.
    #expect(Self.french(files, "photos.count.label") == nil)
    // The same source in both categories: each takes its own category's translation.
    let same = try #require(Self.french(files, "basket.count")?.variations?.plural)
    #expect(same["one"]?.stringUnit == StringUnit(state: .needsReview, value: "%lld article"))
    #expect(same["other"]?.stringUnit == StringUnit(state: .needsReview, value: "%lld articles"))
  }

  @Test func keysMarkedDoNotTranslateAreNeverUsedNorFilled() throws {
    var files = try Self.planted()
    let memory = Self.memory(files)
    #expect(!memory.units.contains { $0.target == "Aurore" })
    _ = MemoryFill(&files, memory: memory, languages: ["fr"], minimumScore: 1)
    #expect(Self.french(files, "about.brand.label") == nil)
    #expect(Self.french(files, "legal.brand.label") == nil)
  }

  @Test func confirmedTranslationsComeBeforeOnesMarkedForReview() throws {
    var files = try Self.planted()
    let search = Self.memory(files).search(language: "fr", sourceLanguage: "en")
    let matches = search.matches(for: "OK")
    #expect(matches.map(\.target) == ["OK", "D'accord"])
    #expect(matches.map(\.rank) == [.translated, .needsReview])
    _ = MemoryFill(&files, memory: Self.memory(files), languages: ["fr"], minimumScore: 100)
    #expect(Self.french(files, "sheet.ok.button")?.stringUnit == StringUnit(state: .needsReview, value: "OK"))
  }

  /// `MemoryFill.fillable` (what check's `memory-match` notes) names, key by key, exactly the
  /// texts a fill changes, with the text it writes: on the planted catalog and every real one.
  @Test func fillableIsWhatFillChanges() throws {
    var catalogs = try Self.planted()
    for url in Fixtures.realCatalogs {
      catalogs.append(
        CatalogFile(
          creating: "/nonexistent/" + url.lastPathComponent, displayPath: url.lastPathComponent,
          catalog: try StringCatalog(bytes: try Fixtures.bytesAt(url), file: url.lastPathComponent)))
    }
    var noted = 0
    let memory = Self.memory(catalogs)
    var searches = MemorySearches(memory)
    for index in catalogs.indices {
      let before = catalogs[index].catalog
      var expected: Set<[String]> = []
      for language in before.languages.dropFirst() {
        let search = searches.search(language: language, sourceLanguage: before.sourceLanguage)
        for key in before.strings.keys {
          for unit in MemoryFill.fillable(key: key, in: before, language: language, search: search) {
            expected.insert([key, language, unit.path.description, unit.target ?? "?"])
          }
        }
      }
      var files = [catalogs[index]]
      let fill = MemoryFill(&files, memory: memory, languages: nil, minimumScore: 100)
      #expect(fill.problems.isEmpty, "\(fill.problems.prefix(3))")
      #expect(fill.rows.map(\.exact).reduce(0, +) == expected.count, "\(catalogs[index].displayPath)")
      var changed: Set<[String]> = []
      for language in before.languages.dropFirst() {
        let collector = UnitCollector(targetLanguage: language)
        let old = collector.file(for: before, original: "").units
        let new = collector.file(for: files[0].catalog, original: "").units
        // A text changes its target, or only its state (a `new` text given the same one).
        let oldTexts = Dictionary(old.map { ($0.id, "\($0.target ?? "-")|\($0.state ?? "-")") }) { first, _ in first }
        for unit in new where oldTexts[unit.id] != "\(unit.target ?? "-")|\(unit.state ?? "-")" {
          changed.insert([unit.key, language, unit.path.description, unit.target ?? "?"])
        }
      }
      #expect(changed == expected, "\(catalogs[index].displayPath): \(changed.symmetricDifference(expected).prefix(5))")
      noted += expected.count
    }
    #expect(noted > 10)
    // On the planted catalog: a `new` text is filled, a placeholder misfit is not.
    let planted = try Self.planted()[0].catalog
    let search = Self.memory(try Self.planted()).search(language: "fr", sourceLanguage: "en")
    #expect(
      MemoryFill.fillable(key: "paywall.cancel.button", in: planted, language: "fr", search: search).map(\.target)
        == ["Annuler"])
    #expect(MemoryFill.fillable(key: "inbox.count.label", in: planted, language: "fr", search: search).isEmpty)
    #expect(MemoryFill.fillable(key: "common.cancel.button", in: planted, language: "fr", search: search).isEmpty)
  }

  @Test func suggestionsGoToUnitsWithoutATranslationAndImportIgnoresThem() throws {
    let files = try Self.planted()
    let search = Self.memory(files).search(language: "fr", sourceLanguage: "en")
    var file = UnitCollector(targetLanguage: "fr").file(for: files[0].catalog, original: "Localizable.xcstrings")
    file.addSuggestions(from: search, minimumScore: 75)
    let suggested = try #require(file.units.first { $0.key == "document.save.message" })
    #expect(suggested.suggestions.map(\.score) == [87])
    #expect(file.units.first { $0.key == "settings.cancel.button" }?.suggestions == [])
    let xliff = XLIFFWriter(toolVersion: "1").document([file])
    #expect(
      xliff.contains(
        """
                <alt-trans match-quality="87" origin="l10n memory">
                  <source>Do you want to save the changes?</source>
                  <target>Voulez-vous enregistrer les modifications ?</target>
                </alt-trans>
        """))
    // Read back: a suggestion is never a unit's target.
    let read = try XLIFFReader.read(bytes: Array(xliff.utf8), file: "fr.xliff")
    #expect(read[0].units.first { $0.key == "document.save.message" }?.target == nil)
    #expect(read[0].units.first { $0.key == "editor.cancel.button" }?.target == nil)
    #expect(read[0].units.count == file.units.count)
    // Another tool's <alt-trans> after a real target: the target stays the unit's.
    let other = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="L.xcstrings" source-language="en" target-language="fr" datatype="plaintext"><body>
          <trans-unit id="a.title"><source>Save</source><target state="translated">Enregistrer</target>
            <alt-trans match-quality="60%" tool-id="cat"><source>Save all</source><target>Tout enregistrer</target>
              <note>from the TM</note></alt-trans>
          </trans-unit>
        </body></file>
      </xliff>
      """
    let tool = try XLIFFReader.read(bytes: Array(other.utf8), file: "cat.xliff")
    #expect(tool[0].units.map(\.target) == ["Enregistrer"])
    #expect(tool[0].units.map(\.source) == ["Save"])
    // CSV: the best suggestion and its score, ignored on import.
    let csv = CSVFormat.document([file], options: .init(suggestions: true))
    #expect(
      csv.hasPrefix(
        "catalog,id,key,screen,comment,source (en),target (fr),state,fingerprint,used at,suggestion,match\r\n"))
    #expect(csv.contains(",Voulez-vous enregistrer les modifications ?,87\r\n"))
    let rows = try CSVFormat.read(bytes: Array(csv.utf8), file: "fr.csv")
    #expect(rows[0].units.first { $0.key == "document.save.message" }?.target == nil)
  }

  @Test func placeholdersAreAbstractedAndNumbersKept() {
    var memory = TranslationMemory()
    for (source, target) in [("%@ of %@", "%1$@ sur %2$@"), ("Version 2", "Version 2 fr"), ("Save %d", "x")] {
      memory.add(.init(source: source, target: target, sourceLanguage: "en", targetLanguage: "fr", origin: "t"))
    }
    let search = memory.search(language: "fr", sourceLanguage: "en")
    #expect(search.bestMatch(for: "%1$@ of %2$@")?.target == "%1$@ sur %2$@")
    #expect(search.bestMatch(for: "%2$@ of %1$@") == nil)
    #expect(search.bestMatch(for: "Version 3") == nil)
    #expect(search.bestMatch(for: "Save %@") == nil)
    #expect(search.bestMatch(for: "Version 3", minimumScore: 50)?.score == 50)
    // Case or spacing alone: 99, never 100.
    #expect(search.bestMatch(for: "version  2", minimumScore: 90)?.score == 99)
    // Another language, or a language tag spelled with a region, as TMX files write it.
    #expect(memory.search(language: "de", sourceLanguage: "en").pairCount == 0)
    #expect(memory.search(language: "FR", sourceLanguage: "en").pairCount == 3)
    var regional = memory
    regional.spellLanguages(as: ["fr-CA", "en"])
    #expect(regional.search(language: "fr-CA", sourceLanguage: "en").pairCount == 0)
    var tmx = TranslationMemory()
    tmx.add(.init(source: "Yes", target: "Oui", sourceLanguage: "EN-us", targetLanguage: "fr_FR", origin: "t.tmx"))
    tmx.add(.init(source: "Yes", target: "是", sourceLanguage: "en-US", targetLanguage: "zh-Hant-TW", origin: "t.tmx"))
    tmx.spellLanguages(as: ["en", "fr", "fr-CA", "zh-Hans"])
    #expect(tmx.units.map(\.targetLanguage) == ["fr", "zh-Hant-TW"])
    #expect(tmx.units.map(\.sourceLanguage) == ["en", "en"])
  }

  /// The index only narrows: on random texts, it finds what scoring every pair by hand finds.
  @Test func theIndexFindsWhatAFullScanFinds() {
    var random = SeededGenerator(seed: 7)
    let words = ["save", "file", "the", "open", "a", "new", "document", "%@", "changes", "now", "?", "all", "Tab"]
    func text() -> String {
      (0..<(1 + Int(random.next() % 7))).map { _ in words[Int(random.next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
    // The score as CAT tools define it, over whole token lists, with no index and no cut-off.
    func score(_ a: String, _ b: String) -> Int {
      let (x, y) = (MemoryText(a), MemoryText(b))
      if x.normalized == y.normalized { return 100 }
      let (s, t) = (x.tokens.map { $0.lowercased() }, y.tokens.map { $0.lowercased() })
      var row = Array(0...t.count)
      for i in 1...max(1, s.count) where !s.isEmpty {
        var next = [i] + Array(repeating: 0, count: t.count)
        for j in 0..<t.count {
          next[j + 1] = min(row[j] + (s[i - 1] == t[j] ? 0 : 1), row[j + 1] + 1, next[j] + 1)
        }
        row = next
      }
      let longer = max(s.count, t.count)
      return min(99, 100 * (longer - row[t.count]) / longer)
    }
    // Enough pairs that the index is built in parts on every processor (`MemorySearch.init`).
    var memory = TranslationMemory()
    for index in 0..<4_500 {
      memory.add(.init(source: text(), target: "t\(index)", sourceLanguage: "en", targetLanguage: "fr", origin: "r"))
    }
    let search = memory.search(language: "fr", sourceLanguage: "en")
    for _ in 0..<25 {
      let query = text()
      let scores = memory.units.map { score(query, $0.source) }
      for minimum in [50, 75, 90, 100] {
        let indexed = Set(search.matches(for: query, minimumScore: minimum, limit: 10_000).map(\.target))
        let everyPair = Set(zip(memory.units, scores).filter { $0.1 >= minimum }.map(\.0.target))
        #expect(indexed == everyPair, "\(query) at \(minimum)")
      }
    }
  }
}
