import L10nCatalog
import L10nExtraction
import L10nProject

/// `l10n extract`: the keys the Swift sources use, synced into the catalogs (`ExtractionPlan`).
public struct ExtractRequest: SessionRequest {
  /// `--sources` (default: l10n.yml's).
  public var sources: [String]
  /// The catalog for keys without a table (default: l10n.yml's).
  public var catalog: String?
  public var sync: CatalogSync.Options
  public var maxPrunePercent: Double
  public var useCache: Bool
  /// Write the catalogs that change (not for a dry run or a check).
  public var writes: Bool
  /// `--check`: writes nothing, and catalogs out of sync with the code are findings.
  public var checkOnly = false
  public var waiting: CatalogLock.Waiting

  public init(
    sources: [String] = [], catalog: String? = nil, sync: CatalogSync.Options = CatalogSync.Options(),
    maxPrunePercent: Double = 25, useCache: Bool = true, writes: Bool = true, waiting: CatalogLock.Waiting
  ) {
    self.sources = sources
    self.catalog = catalog
    self.sync = sync
    self.maxPrunePercent = maxPrunePercent
    self.useCache = useCache
    self.writes = writes
    self.waiting = waiting
  }

  /// The report (with `refusal` set when a guard stopped a prune); the scan's warnings go to the
  /// session's observer.
  public func run(in session: ProjectSession) throws -> ExtractionReport {
    var plan = try ExtractionPlan(
      project: session.project, sources: sources, catalog: catalog, useCache: useCache, sync: sync,
      workingDirectory: session.workingDirectory, files: session.files)
    plan.maxPrunePercent = maxPrunePercent
    let counter = session.observer.progress("Scanning", plan.sources.files.count, "Swift files", 500)
    defer { counter.finish() }
    return try plan.run(
      write: writes, locking: waiting, progress: counter.steps
    ) { warning in
      counter.finish()
      session.observer.warning(warning)
    }
  }
}
