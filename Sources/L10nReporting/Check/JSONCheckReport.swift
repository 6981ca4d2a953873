import Foundation
import L10nCheck

/// The `json` format: a versioned document whose fields only ever get added to.
///
/// Raise ``schemaVersion`` when a field changes meaning or goes away.
enum JSONCheckReport {
  static let schemaVersion = 1

  struct Document: Encodable {
    var schemaVersion: Int
    var tool: Tool
    var icuVersion: String
    var cldrVersion: String
    var summary: Summary
    var findings: [FindingEntry]
    var coverage: [Catalog]
    var coverageFailures: [Failure]
    var rules: [Rule]
  }

  struct Tool: Encodable {
    var name: String
    var version: String
  }

  struct Summary: Encodable {
    var errors: Int
    var warnings: Int
    var notes: Int
    var suppressedByBaseline: Int
    var failed: Bool
    var failingSeverity: String
  }

  /// Optional fields are left out when nil (the synthesized encoder uses `encodeIfPresent`).
  struct FindingEntry: Encodable {
    var rule: String
    var severity: String
    var file: String
    var line: Int
    var column: Int
    var key: String?
    var language: String?
    var message: String
  }

  struct Catalog: Encodable {
    var file: String
    var languages: [Language]
  }

  struct Counts: Encodable {
    var total: Int
    var translated: Int
    var needsReview: Int
    var missing: Int
    var percent: Double
  }

  struct Language: Encodable {
    var language: String
    var counts: Counts
    var screens: [Screen]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(language, forKey: .language)
      try container.encode(screens, forKey: .screens)
      try counts.encode(to: encoder)
    }

    enum Keys: String, CodingKey { case language, screens }
  }

  struct Screen: Encodable {
    var screen: String
    var counts: Counts

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(screen, forKey: .screen)
      try counts.encode(to: encoder)
    }

    enum Keys: String, CodingKey { case screen }
  }

  struct Failure: Encodable {
    var file: String?
    var language: String
    var percent: Double
    var threshold: Double
    var message: String
  }

  struct Rule: Encodable {
    var id: String
    var summary: String
    var severity: String
  }

  static func render(_ report: CheckReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Plain structs of strings, integers and finite numbers always encode.
    let data = (try? encoder.encode(document(report))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static func document(_ report: CheckReport) -> Document {
    Document(
      schemaVersion: schemaVersion,
      tool: Tool(name: "l10n", version: report.toolVersion),
      icuVersion: report.icuVersion,
      cldrVersion: report.cldrVersion,
      summary: Summary(
        errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
        suppressedByBaseline: report.suppressedByBaseline, failed: report.failed,
        failingSeverity: report.failingSeverity.rawValue),
      findings: report.findings.map {
        FindingEntry(
          rule: $0.rule, severity: $0.severity.rawValue, file: $0.file, line: $0.line, column: $0.column,
          key: $0.key, language: $0.language, message: $0.message)
      },
      coverage: report.coverage.map { catalog in
        Catalog(
          file: catalog.file,
          languages: catalog.languages.map { language in
            Language(
              language: language.language, counts: counts(language.counts),
              screens: language.screens.map { Screen(screen: $0.screen, counts: counts($0.counts)) })
          })
      },
      coverageFailures: report.coverageFailures.map {
        Failure(
          file: $0.file, language: $0.language, percent: oneDecimal($0.percent), threshold: oneDecimal($0.threshold),
          message: $0.message)
      },
      rules: report.rules.map { Rule(id: $0.id, summary: $0.summary, severity: $0.severity.rawValue) })
  }

  static func counts(_ counts: CoverageCounts) -> Counts {
    Counts(
      total: counts.total, translated: counts.translated, needsReview: counts.needsReview, missing: counts.missing,
      percent: CheckReportRenderer.percent(counts))
  }

  /// The same rounding as the failure's message (down, at most one decimal); 0 for non-finite input.
  static func oneDecimal(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return Double(CoverageFailure.format(min(value, 1_000_000))) ?? 0
  }
}
