import Foundation
import L10nCatalog
import L10nExtraction
import L10nText

extension ExtractionPlan {
  /// Scans, syncs every catalog in memory, then writes (with `write`) those that changed.
  ///
  /// - Parameters:
  ///   - locking: lock each catalog to be written before any is read (as `CatalogLoading` does).
  ///   - progress: hears how many files the scan has done.
  ///   - warn: the scan's warnings, each a line for standard error.
  public func run(
    write: Bool, locking: CatalogLock.Waiting? = nil, progress: (@Sendable (Int) -> Void)? = nil,
    warn: (String) -> Void
  ) throws -> ExtractionReport {
    // A catalog outside what the plugin may write stops the run before anything is written.
    if write { try checkWriteScope(catalogs) }
    let extraction = sources.scan(progress: progress)
    for warning in extraction.warnings { warn("\(warning)\n") }
    var syncOptions = self.syncOptions
    if !extraction.unscannedFiles.isEmpty && (syncOptions.prune || syncOptions.markStale) {
      // A key only such a file names would look unused: keep every key rather than guess.
      let count = extraction.unscannedFiles.count
      warn(
        "warning: \(Counted.phrase(count, "file")) could not be scanned (see above); no key is \(syncOptions.prune ? "pruned" : "marked stale") in this run\n"
      )
      syncOptions.prune = false
      syncOptions.markStale = false
    }
    let (byCatalog, targets) = route(extraction.usages, addKeyCalls: syncOptions.addKeyCalls)
    if write { try checkWriteScope(targets) }
    let locks = write ? try lock(targets, waiting: locking) : [:]
    // Read and sync every catalog before writing any.
    var files: [(CatalogFile, CatalogSync.Report)] = []
    for url in targets {
      let display = PathDisplay.relative(url, to: workingDirectory)
      var file =
        FileManager.default.fileExists(atPath: url.path)
        ? try CatalogFile(path: url.path, displayPath: display, lock: locks[url.path])
        : CatalogFile(creating: url.path, displayPath: display, catalog: StringCatalog(sourceLanguage: sourceLanguage))
      let report = CatalogSync(options: syncOptions).apply(
        byCatalog[url.path] ?? [], mentions: extraction.mentions, to: &file.catalog)
      files.append((file, report))
    }
    var parts: [ExtractionReport.CatalogPart] = []
    for (file, report) in files {
      let written = write && (!report.changes.isEmpty || file.isNewFile) ? try file.save() : false
      parts.append(
        ExtractionReport.CatalogPart(
          file: file.displayPath, changes: report.changes, findings: report.findings, written: written,
          new: file.isNewFile))
    }
    return ExtractionReport(
      catalogs: parts, usages: extraction.usages, warnings: extraction.warnings, filesScanned: extraction.filesScanned,
      filesParsed: extraction.filesParsed)
  }

  private func checkWriteScope(_ urls: [URL]) throws(CatalogError) {
    guard let scope = WriteScope.current else { return }
    for url in urls { try scope.check(url.path, displayPath: PathDisplay.relative(url, to: workingDirectory)) }
  }

  /// Usages by catalog path, and the catalogs to sync, the default one first. A usage's table names
  /// its catalog; no table means the default one. A table no catalog holds gets a new catalog
  /// beside the default one, unless only key calls name it (they add no keys, unless
  /// `addKeyCalls`).
  public func route(_ usages: [KeyUsage], addKeyCalls: Bool) -> (byCatalog: [String: [KeyUsage]], targets: [URL]) {
    var byCatalog: [String: [KeyUsage]] = [:]
    var tableCatalogs: [URL] = []
    for usage in usages {
      let target: URL
      if let table = usage.table, table != ProjectSources.table(of: defaultCatalog) {
        if let match = (catalogs + tableCatalogs).first(where: { ProjectSources.table(of: $0) == table }) {
          target = match
        } else if usage.kind == .keyCall && !addKeyCalls {
          continue
        } else {
          target = defaultCatalog.deletingLastPathComponent().appendingPathComponent(table + ".xcstrings")
          tableCatalogs.append(target)
        }
      } else {
        target = defaultCatalog
      }
      byCatalog[target.path, default: []].append(usage)
    }
    let targets =
      [defaultCatalog]
      + (catalogs + tableCatalogs).filter { $0.path != defaultCatalog.path && byCatalog[$0.path] != nil }
    return (byCatalog, targets)
  }

  /// Locks the catalogs that exist, in the order of their real paths, so that another l10n run
  /// writing them waits or is waited for.
  private func lock(_ targets: [URL], waiting: CatalogLock.Waiting?) throws -> [String: CatalogLock] {
    guard let waiting else { return [:] }
    var locks: [String: CatalogLock] = [:]
    for url in targets.sorted(by: { $0.resolvingSymlinksInPath().path < $1.resolvingSymlinksInPath().path })
    where FileManager.default.fileExists(atPath: url.path) {
      locks[url.path] = try CatalogLock.acquire(
        path: url.path, displayPath: PathDisplay.relative(url, to: workingDirectory), waiting: waiting)
    }
    return locks
  }
}
