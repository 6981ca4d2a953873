import L10nCheck
import L10nText

/// Small hand-built reports with the characters that break naive renderers: `|`, quotes, `<`, `&`,
/// line breaks, `%`, commas, colons, non-ASCII text and paths with spaces.
enum Samples {
  static let catalog = "Catalogs/My App/Localizable.xcstrings"
  static let settings = "Catalogs/Settings.xcstrings"
  static let source = "Sources/Äpp/Editor View.swift"

  static let rules = [
    RuleInfo(id: "missing-translation", summary: "A key has no translation in a language.", severity: .error),
    RuleInfo(id: "format-specifiers", summary: "A translation's placeholders differ.", severity: .warning),
    RuleInfo(id: "plural-missing-category", summary: "A plural lacks a category the language needs.", severity: .note),
    RuleInfo(id: "missing-key", summary: "Code uses a key no catalog has.", severity: .error),
  ]

  static let missing = Finding(
    rule: .missingTranslation, severity: .error, file: catalog, line: 12, column: 5, key: "editor.title",
    language: "de", message: "\"editor.title\" has no German translation")
  static let placeholders = Finding(
    rule: .formatSpecifiers, severity: .warning, file: catalog, line: 30, column: 7, key: "a|b <c>",
    language: "fr", message: "Placeholders differ: %d, %@ vs. %@\nsecond line: done")
  static let plural = Finding(
    rule: .pluralMissingCategory, severity: .note, file: settings, line: 3, column: 9, key: "größe", language: "ru",
    message: "Fehlt: \"few\" & 'many' für ру́сский")
  static let undefined = Finding(
    rule: .missingKey, severity: .error, file: source, line: 4, column: 15, key: "menu.open",
    message: "\"menu.open\" is used but in no catalog")

  static let coverage = [
    CatalogCoverage(
      file: catalog,
      languages: [
        LanguageCoverage(
          language: "de", counts: CoverageCounts(total: 16, translated: 15, needsReview: 1, missing: 0),
          screens: [
            ScreenCoverage(screen: "editor", counts: CoverageCounts(total: 10, translated: 10)),
            ScreenCoverage(screen: "menu", counts: CoverageCounts(total: 6, translated: 5, needsReview: 1)),
          ]),
        LanguageCoverage(
          language: "fr", counts: CoverageCounts(total: 16, translated: 16),
          screens: [ScreenCoverage(screen: "editor", counts: CoverageCounts(total: 16, translated: 16))]),
      ])
  ]

  static let coverageFailure = CoverageFailure(file: catalog, language: "de", percent: 93.75, threshold: 95)

  /// Two errors, a warning, a note and a coverage failure over two catalogs and a Swift file.
  static var report: CheckReport {
    CheckReport(
      findings: [missing, placeholders, plural, undefined], suppressedByBaseline: 5, coverage: coverage,
      coverageFailures: [coverageFailure], rules: rules, files: [catalog, settings], toolVersion: "1.2.0",
      icuVersion: "72.1", cldrVersion: "42.0")
  }

  /// A clean run over one catalog.
  static var clean: CheckReport {
    CheckReport(
      findings: [], rules: rules, files: [settings], toolVersion: "1.2.0", icuVersion: "72.1", cldrVersion: "42.0")
  }

  /// `count` findings of one severity in one catalog.
  static func many(_ count: Int, severity: Severity = .warning) -> CheckReport {
    let findings = (1...count).map { index in
      Finding(
        rule: .formatSpecifiers, severity: severity, file: catalog, line: index, column: 3, key: "key.\(index)",
        language: "de", message: "Message \(index)")
    }
    return CheckReport(
      findings: findings, rules: rules, files: [catalog], toolVersion: "1.2.0", icuVersion: "72.1", cldrVersion: "42.0")
  }
}
