import L10nText

/// Everything one `l10n check` run found, ready for a reporter.
public struct CheckReport: Sendable {
  /// Findings at or above note level, sorted by file, line, column, rule.
  public var findings: [Finding]
  /// Findings a baseline file suppressed (known problems the project adopted with).
  public var suppressedByBaseline: Int
  /// Coverage per catalog, language and screen.
  public var coverage: [CatalogCoverage]
  /// Coverage thresholds that were not met (`--min-coverage`).
  public var coverageFailures: [CoverageFailure]
  /// The rules that ran, with their effective severity (for SARIF's rule table and the docs).
  public var rules: [RuleInfo]
  /// The catalogs checked, as shown to the user.
  public var files: [String]
  /// Versions of what the verdict depends on.
  public var toolVersion: String
  public var icuVersion: String
  public var cldrVersion: String
  /// The severity at which the run fails: `.error`, or `.warning` with `--strict`.
  public var failingSeverity: Severity
  /// Per catalog (as `files`), where each counted key stands in the catalog's and the project's
  /// languages, the source first, as `CatalogKeyStates(catalog:extraLanguages:)` with the
  /// project's languages says; empty unless `CheckOptions.keepsKeyStates`.
  public var keyStates: [CatalogKeyStates] = []

  public init(
    findings: [Finding], suppressedByBaseline: Int = 0, coverage: [CatalogCoverage] = [],
    coverageFailures: [CoverageFailure] = [], rules: [RuleInfo] = [], files: [String] = [], toolVersion: String,
    icuVersion: String, cldrVersion: String, failingSeverity: Severity = .error
  ) {
    self.findings = findings
    self.suppressedByBaseline = suppressedByBaseline
    self.coverage = coverage
    self.coverageFailures = coverageFailures
    self.rules = rules
    self.files = files
    self.toolVersion = toolVersion
    self.icuVersion = icuVersion
    self.cldrVersion = cldrVersion
    self.failingSeverity = failingSeverity
  }

  /// Findings at the failing severity or above.
  public var failingFindings: [Finding] { findings.filter { $0.severity >= failingSeverity } }

  /// True when the run fails the gate: a finding at failing severity, or coverage under a threshold.
  public var failed: Bool { !failingFindings.isEmpty || !coverageFailures.isEmpty }

  /// Count of findings per severity.
  public func count(_ severity: Severity) -> Int {
    // Read where they are: iterating the array copied each finding (and retained its texts).
    findings.withUnsafeBufferPointer { findings in
      var count = 0
      for index in findings.indices where findings[index].severity == severity { count += 1 }
      return count
    }
  }
}

/// A rule as it ran: its id, what it checks, and its severity after configuration.
public struct RuleInfo: Sendable, Hashable, Codable {
  public var id: String
  /// One line: what the rule reports.
  public var summary: String
  public var severity: Severity

  public init(id: String, summary: String, severity: Severity) {
    self.id = id
    self.summary = summary
    self.severity = severity
  }
}

/// How much of a catalog is translated, per language and per screen (first key segment).
public struct CatalogCoverage: Sendable, Hashable, Codable {
  public var file: String
  public var languages: [LanguageCoverage]

  public init(file: String, languages: [LanguageCoverage]) {
    self.file = file
    self.languages = languages
  }
}

public struct LanguageCoverage: Sendable, Hashable, Codable {
  public var language: String
  public var counts: CoverageCounts
  /// Per screen, in key order of first appearance.
  public var screens: [ScreenCoverage]

  public init(language: String, counts: CoverageCounts, screens: [ScreenCoverage]) {
    self.language = language
    self.counts = counts
    self.screens = screens
  }
}

public struct ScreenCoverage: Sendable, Hashable, Codable {
  public var screen: String
  public var counts: CoverageCounts

  public init(screen: String, counts: CoverageCounts) {
    self.screen = screen
    self.counts = counts
  }
}

/// Keys to translate (`shouldTranslate: false` and stale keys excluded), and how many are done.
/// A key counts as translated when every unit it needs in the language is `translated` (a plural
/// needs every required category).
public struct CoverageCounts: Sendable, Hashable, Codable {
  public var total: Int
  public var translated: Int
  public var needsReview: Int
  public var missing: Int

  public init(total: Int = 0, translated: Int = 0, needsReview: Int = 0, missing: Int = 0) {
    self.total = total
    self.translated = translated
    self.needsReview = needsReview
    self.missing = missing
  }

  /// Translated share in percent; 100 when there is nothing to translate.
  public var percent: Double { total == 0 ? 100 : Double(translated) * 100 / Double(total) }

  /// Translated share in tenths of a percent, rounded down from the integer counts, so that
  /// 99.96 never shows as 100.
  public var percentTenths: Int { total <= 0 ? 1000 : max(translated, 0) * 1000 / total }
}

/// A language below its `--min-coverage` threshold.
public struct CoverageFailure: Sendable, Hashable, Codable {
  public var file: String?
  public var language: String
  public var percent: Double
  public var threshold: Double

  public init(file: String? = nil, language: String, percent: Double, threshold: Double) {
    self.file = file
    self.language = language
    self.percent = percent
    self.threshold = threshold
  }

  public var message: String {
    let scope = file.map { " in \($0)" } ?? ""
    return
      "\(language) coverage\(scope) is \(Percentage.text(percent))%, under the required \(Percentage.text(threshold))%"
  }
}
