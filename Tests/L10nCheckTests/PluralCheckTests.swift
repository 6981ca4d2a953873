import L10nCheck
import L10nText
import Testing

/// Plural categories per language, from ICU: complete sets pass, a missing required category is an
/// error, a category the language never selects is a warning.
@Suite struct PluralCheckTests {
  static let english = CheckHarness.plural("en", ["one", "other"])

  @Test(arguments: [
    ("ar", ["zero", "one", "two", "few", "many", "other"]),
    ("ru", ["one", "few", "many", "other"]),
    ("pl", ["one", "few", "many", "other"]),
    ("he", ["one", "two", "other"]),
    ("fr", ["one", "other"]),
    ("es", ["one", "other"]),
    ("ja", ["other"]),
    ("cy", ["zero", "one", "two", "few", "many", "other"]),
  ])
  func completeSetsPass(language: String, categories: [String]) throws {
    let report = try CheckHarness.run(
      CheckHarness.catalog(Self.english + "," + CheckHarness.plural(language, categories)))
    #expect(report.findings(.pluralMissingCategory).isEmpty, "\(language): \(report.findings.map(\.message))")
    #expect(report.findings(.pluralUnusedCategory).isEmpty, "\(language): \(report.findings.map(\.message))")
  }

  @Test(arguments: [
    ("ar", ["one", "other"], ["zero", "two", "few", "many"]),
    ("ru", ["one", "other"], ["few", "many"]),
    ("pl", ["one", "few", "other"], ["many"]),
    ("he", ["one", "other"], ["two"]),
    ("fr", ["other"], ["one"]),
    ("es", ["other"], ["one"]),
    ("cy", ["one", "two", "other"], ["zero", "few", "many"]),
  ])
  func missingRequiredCategoriesAreErrors(language: String, categories: [String], missing: [String]) throws {
    let report = try CheckHarness.run(
      CheckHarness.catalog(Self.english + "," + CheckHarness.plural(language, categories)))
    let findings = report.findings(.pluralMissingCategory)
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.language == language)
    for category in missing { #expect(findings.first?.message.contains(category) == true, "\(language) \(category)") }
    // Not translated for coverage either.
    let coverage = report.coverage[0].languages.first { $0.language == language }
    #expect(coverage?.counts.translated == 0)
  }

  @Test(arguments: [
    ("ja", ["one", "other"], "one"),
    ("fr", ["one", "two", "other"], "two"),
    ("es", ["one", "few", "other"], "few"),
    ("ru", ["one", "two", "few", "many", "other"], "two"),
    ("en", ["one", "few", "other"], "few"),
  ])
  func categoriesNeverSelectedAreWarnings(language: String, categories: [String], unused: String) throws {
    let json =
      language == "en"
      ? CheckHarness.catalog(CheckHarness.plural("en", categories))
      : CheckHarness.catalog(Self.english + "," + CheckHarness.plural(language, categories))
    let findings = try CheckHarness.run(json).findings(.pluralUnusedCategory)
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("\"\(unused)\"") == true)
  }

  @Test(arguments: ["fr", "es", "pt", "it", "ca"])
  func millionOnlyManyIsOptionalAndAllowed(language: String) throws {
    for categories in [["one", "other"], ["one", "many", "other"]] {
      let report = try CheckHarness.run(
        CheckHarness.catalog(Self.english + "," + CheckHarness.plural(language, categories)))
      #expect(report.findings(.pluralMissingCategory).isEmpty)
      #expect(report.findings(.pluralUnusedCategory).isEmpty)
    }
  }

  @Test func zeroIsAlwaysAllowedAndHebrewManyIsAccepted() throws {
    let json = CheckHarness.catalog(
      CheckHarness.plural("en", ["zero", "one", "other"]) + "," + CheckHarness.plural("ja", ["zero", "other"]) + ","
        + CheckHarness.plural("he", ["one", "two", "many", "other"]))
    let report = try CheckHarness.run(json)
    #expect(report.findings(.pluralUnusedCategory).isEmpty, "\(report.findings.map(\.message))")
  }

  @Test func devicePluralsAndSubstitutionsAreChecked() throws {
    let device = """
      "ru":{"variations":{"device":{"iphone":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld"}},"other":{"stringUnit":{"state":"translated","value":"%lld"}}}}}}}}
      """
    let substitution = """
      "pl":{"stringUnit":{"state":"translated","value":"%#@count@"},"substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg plik"}},"other":{"stringUnit":{"state":"translated","value":"%arg pliku"}}}}}}}
      """
    let report = try CheckHarness.run(CheckHarness.catalog(Self.english + "," + device + "," + substitution))
    let findings = report.findings(.pluralMissingCategory)
    #expect(findings.contains { $0.language == "ru" && $0.message.contains("device.iphone.plural") })
    #expect(
      findings.contains {
        $0.language == "pl" && $0.message.contains("substitution \"count\"") && $0.message.contains("many")
      })
  }

  @Test func impliedQuantityInLanguagesWhereOneIsNotJustOne() throws {
    let russian = CheckHarness.plural("ru", ["one", "few", "many", "other"]) {
      $0 == "one" ? "Один файл" : "%lld файла"
    }
    let french = CheckHarness.plural("fr", ["one", "other"]) { $0 == "one" ? "Un fichier" : "%lld fichiers" }
    let report = try CheckHarness.run(CheckHarness.catalog(Self.english + "," + russian + "," + french))
    let findings = report.findings(.pluralImpliedQuantity)
    #expect(findings.map(\.language) == ["ru"])
    #expect(findings.first?.message.contains("21") == true)
  }

  @Test func pluralCandidateForCountsInPlainStrings() throws {
    let json = CheckHarness.catalog(
      CheckHarness.unit("en", "%lld files") + "," + CheckHarness.unit("ja", "%lld 個のファイル") + ","
        + CheckHarness.unit("ru", "Файлов: %@"))
    let findings = try CheckHarness.run(json).findings(.pluralCandidate)
    #expect(findings.map(\.language) == ["en"])
  }

  @Test func reportsNameICUAndCLDRVersions() throws {
    let report = try CheckHarness.run(CheckHarness.catalog(Self.english))
    #expect(report.icuVersion.first?.isNumber == true)
    #expect(report.cldrVersion.first?.isNumber == true)
  }
}
