import L10nCatalog
import L10nCheck
import OrderedCollections

/// Everything the report page shows: the status counts, the screens' keys left to do, the
/// findings of `check` and, optionally, coverage over the last commits.
public struct ReportInput: Sendable {
  /// The project's name, shown as the page title.
  public var title: String
  public var catalogs: [ReportCatalog]
  /// The `check` run over the same catalogs (with its configuration, sources and baseline).
  public var check: CheckReport
  /// The options `check` ran with: the page shows their gate (`min-coverage`'s thresholds, and
  /// whether the rule applies them).
  public var options: CheckOptions
  public var history: ReportHistory
  /// When the page was made (shown as it is).
  public var generated: String

  public init(
    title: String, catalogs: [ReportCatalog], check: CheckReport, options: CheckOptions, history: ReportHistory,
    generated: String
  ) {
    self.title = title
    self.catalogs = catalogs
    self.check = check
    self.options = options
    self.history = history
    self.generated = generated
  }
}

/// One catalog: its `status` counts and, for keys not done in some language, what a translator
/// needs to see (source text, comment, where code uses the key).
public struct ReportCatalog: Sendable {
  public var status: CatalogStatus
  public var states: CatalogKeyStates
  /// The catalog, for the source texts and comments of the keys listed.
  public var catalog: StringCatalog
  /// Where code uses each key (`file:line`); empty without sources.
  public var usages: [String: [String]]

  /// - Parameters:
  ///   - file: the catalog as shown to the user.
  ///   - extraLanguages: l10n.yml's `languages`, reported even where the catalog has nothing.
  ///   - usages: where code uses each key (`ProjectSources.usageLocations`).
  public init(catalog: StringCatalog, file: String, extraLanguages: [String], usages: [String: [String]]) {
    self.init(
      catalog: catalog, file: file, states: CatalogKeyStates(catalog: catalog, extraLanguages: extraLanguages),
      usages: usages)
  }

  /// - Parameter states: the catalog's key states, as `check` kept them (`CheckReport.keyStates`).
  public init(catalog: StringCatalog, file: String, states: CatalogKeyStates, usages: [String: [String]]) {
    self.states = states
    status = CatalogStatus(file: file, states: states)
    self.catalog = catalog
    self.usages = usages
  }
}

/// Coverage over the last commits that changed a catalog, or why there is none.
public enum ReportHistory: Sendable {
  /// Not asked for (`--history` not given).
  case off
  /// Asked for, but not readable: no git, a shallow clone. The note says why.
  case unavailable(String)
  /// Oldest first.
  case points([HistoryPoint])
}

/// The project's coverage at one commit: per language, translated keys over counted keys, summed
/// over the catalogs (as `status` counts each).
public struct HistoryPoint: Sendable {
  public var commit: String
  /// Seconds since 1970 (the committer date).
  public var date: Int
  public var subject: String
  /// Per non-source language, the translated percentage.
  public var percents: [(language: String, percent: Double)]

  public init(commit: String, date: Int, subject: String, statuses: [CatalogStatus]) {
    self.commit = commit
    self.date = date
    self.subject = subject
    let totals = CoverageCounts.byLanguage(
      statuses.lazy.flatMap(\.languages).filter { !$0.isSource }.map { ($0.language, $0.counts) })
    percents = totals.map { ($0.key, $0.value.percent) }
  }
}
