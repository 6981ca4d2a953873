import Foundation
import L10nCatalog
import L10nCheck
import L10nICU
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// What coverage means (`KeyCoverage`), the one rule by which `check` counts coverage and `status`
/// counts translated, needs-review and new keys.
@Suite struct KeyCoverageTests {
  /// The coverage of `language` for the one key of a catalog whose localizations are `members`.
  static func coverage(_ language: String, _ members: String, key: String = "inbox.title") throws -> KeyCoverage {
    let catalog = try StringCatalog(bytes: Array(CheckHarness.catalog(key: key, members).utf8))
    let entry = try #require(catalog.strings[key])
    let localization = try #require(entry.localizations?[language])
    var counter = CoverageCounter()
    return counter.coverage(
      of: localization, requiredPlurals: PluralRules.forLanguage(language).required,
      source: CoverageSource(entry.localizations?["en"], key: key))
  }

  @Test func anEmptyTextIsTranslatedOnlyWhereTheSourceIsEmptyToo() throws {
    let emptyFrench = CheckHarness.unit("fr", "")
    #expect(try Self.coverage("fr", CheckHarness.unit("en", "Inbox") + "," + emptyFrench) == .untranslated)
    #expect(try Self.coverage("fr", CheckHarness.unit("en", "") + "," + emptyFrench) == .translated)
    // Without a source localization the key is the source text.
    #expect(try Self.coverage("fr", emptyFrench) == .untranslated)
  }

  @Test func needsReviewAndNewStates() throws {
    let source = CheckHarness.unit("en", "Inbox") + ","
    #expect(try Self.coverage("fr", source + CheckHarness.unit("fr", "Boîte")) == .translated)
    #expect(try Self.coverage("fr", source + CheckHarness.unit("fr", "Boîte", state: "needs_review")) == .needsReview)
    #expect(try Self.coverage("fr", source + CheckHarness.unit("fr", "Inbox", state: "new")) == .untranslated)
    #expect(try Self.coverage("fr", source + #""fr":{}"#) == .untranslated)
  }

  @Test func aPluralNeedsEveryCategoryTheLanguageRequires() throws {
    let english = CheckHarness.plural("en", ["one", "other"]) + ","
    #expect(
      try Self.coverage("ru", english + CheckHarness.plural("ru", ["one", "few", "many", "other"])) == .translated)
    #expect(try Self.coverage("ru", english + CheckHarness.plural("ru", ["one", "other"])) == .untranslated)
    // French `many` is optional; Japanese needs only `other`.
    #expect(try Self.coverage("fr", english + CheckHarness.plural("fr", ["one", "other"])) == .translated)
    #expect(try Self.coverage("ja", english + CheckHarness.plural("ja", ["other"])) == .translated)
  }

  @Test func aNeedsReviewCaseMakesThePluralNeedReview() throws {
    let french = """
      "fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"needs_review","value":"%lld x"}},\
      "other":{"stringUnit":{"state":"translated","value":"%lld x"}}}}}
      """
    #expect(try Self.coverage("fr", CheckHarness.plural("en", ["one", "other"]) + "," + french) == .needsReview)
  }

  @Test func substitutionsCountWithTheirPlurals() throws {
    func german(_ categories: String) -> String {
      """
      "de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,\
      "formatSpecifier":"lld","variations":{"plural":{\(categories)}}}}}
      """
    }
    let one = #""one":{"stringUnit":{"state":"translated","value":"%arg Datei"}}"#
    let other = #""other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}"#
    let newOther = #""other":{"stringUnit":{"state":"new","value":"%arg files"}}"#
    let source = CheckHarness.unit("en", "%#@files@") + ","
    #expect(try Self.coverage("de", source + german(one + "," + other)) == .translated)
    #expect(try Self.coverage("de", source + german(one)) == .untranslated)
    #expect(try Self.coverage("de", source + german(one + "," + newOther)) == .untranslated)
  }

  @Test func aStringSetCountsByItsState() throws {
    func french(_ state: String) -> String {
      #""fr":{"stringSet":{"state":"\#(state)","values":["Boîte","Courrier"]}}"#
    }
    let source = #""en":{"stringSet":{"state":"translated","values":["Inbox","Mail"]}},"#
    #expect(try Self.coverage("fr", source + french("translated")) == .translated)
    #expect(try Self.coverage("fr", source + french("needs_review")) == .needsReview)
    #expect(try Self.coverage("fr", source + french("new")) == .untranslated)
  }

  /// `check` counts by the same rule: the sample catalog's Russian plural without `many` is not
  /// translated, and status calls it new.
  @Test func checkAndStatusCountTheSampleByIt() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Catalogs/Localizable.xcstrings")
    let file = try CatalogFile(path: url.path, displayPath: "Localizable.xcstrings")
    let report = Checker().check([CatalogInput(file: "Localizable.xcstrings", catalog: file.catalog, locations: nil)])
    let russian = try #require(report.coverage.first?.languages.first { $0.language == "ru" })
    #expect(russian.counts.missing >= 1)
    #expect(report.findings.contains { $0.rule == .missingTranslation && $0.language == "ru" })
  }

  /// `check` keeps, from its own walk, the key states `status` judges in a walk of its own
  /// (`CatalogKeyStates(catalog:extraLanguages:)`): every state of every key in every language.
  static func expectKeptStatesAgree(_ catalog: StringCatalog, languages: [String], gate: [String: Double] = [:]) {
    var options = CheckOptions(languages: languages, minimumCoverageByLanguage: gate)
    options.keepsKeyStates = true
    let report = Checker(options: options).check([CatalogInput(file: "A.xcstrings", catalog: catalog, locations: nil)])
    let status = CatalogKeyStates(catalog: catalog, extraLanguages: languages)
    #expect(report.keyStates.count == 1)
    guard let kept = report.keyStates.first else { return }
    #expect(kept.sourceLanguage == status.sourceLanguage)
    #expect(kept.languages == status.languages)
    #expect(kept.keys == status.keys)
    #expect(kept.staleKeys == status.staleKeys)
    #expect(kept.untranslatableKeys == status.untranslatableKeys)
    for (index, language) in status.languages.enumerated() where index < kept.states.count {
      let differing = zip(kept.states[index], status.states[index]).enumerated().filter { $0.element.0 != $0.element.1 }
        .map(\.offset)
      #expect(kept.states[index].count == status.states[index].count, "\(language)")
      #expect(differing.isEmpty, "\(language): \(differing.prefix(5).map { status.keys[$0] })")
    }
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func checkKeepsTheStatesStatusJudges(name: String) throws {
    let catalog = try StringCatalog(bytes: Fixtures.bytes("real/\(name)"), file: name)
    Self.expectKeptStatesAgree(catalog, languages: ["fr", "zz"])
  }

  /// Each state in the source and another language, stale and untranslatable keys, a language of
  /// the project the catalog lacks and one only the gate names (which status does not list), over
  /// enough keys for check to walk them in parallel slices.
  @Test func checkKeepsTheStatesOfEveryKindOfKey() throws {
    let kinds = [
      CheckHarness.unit("en", "Inbox") + "," + CheckHarness.unit("fr", "Boîte"),
      CheckHarness.unit("en", "Inbox", state: "needs_review") + "," + CheckHarness.unit("fr", "Boîte", state: "new"),
      CheckHarness.unit("en", "Inbox", state: "new") + "," + CheckHarness.unit("fr", "Boîte", state: "needs_review"),
      CheckHarness.unit("fr", ""),
      CheckHarness.unit("en", "") + "," + #""fr":{}"#,
      CheckHarness.plural("en", ["one", "other"]) + "," + CheckHarness.plural("fr", ["other"]),
      #""en":{"stringSet":{"state":"translated","values":["a","b"]}},"fr":{"stringSet":{"state":"new","values":[]}}"#,
    ]
    var entries: [String] = []
    for index in 0..<4_500 {
      var fields = [#""localizations":{\#(kinds[index % kinds.count])}"#]
      if index % 11 == 0 { fields.append(#""extractionState":"stale""#) }
      if index % 13 == 0 { fields.append(#""shouldTranslate":false"#) }
      entries.append(#""screen\#(index % 17).key_\#(index)":{\#(fields.joined(separator: ","))}"#)
    }
    let json = #"{"sourceLanguage":"en","strings":{\#(entries.joined(separator: ","))},"version":"1.0"}"#
    let catalog = try StringCatalog(bytes: Array(json.utf8))
    Self.expectKeptStatesAgree(catalog, languages: ["de", "fr"], gate: ["ja": 50])
  }
}
