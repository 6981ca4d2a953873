import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject
import L10nReporting
import OrderedCollections

extension ExtractionPlan {
  /// Scans, syncs every catalog in memory, then writes (with `write`) those that changed.
  ///
  /// - Parameters:
  ///   - locking: lock each catalog to be written before any is read (`ProjectFiles.open`).
  ///   - progress: hears how many files the scan has done.
  ///   - warn: the scan's warnings, each a line for standard error.
  public func run(
    write: Bool, locking: CatalogLock.Waiting? = nil, progress: (@Sendable (Int) -> Void)? = nil,
    warn: (Warning) -> Void
  ) throws -> ExtractionReport {
    // A catalog outside what the plugin may write stops the run before anything is written.
    if write { try files.checkScope(catalogs) }
    let extraction = sources.scan(progress: progress)
    for warning in extraction.warnings {
      warn(Warning(warning.message, at: warning.place))
    }
    var syncOptions = self.syncOptions
    if !extraction.unscannedFiles.isEmpty && (syncOptions.prune || syncOptions.markStale) {
      // A key only such a file names would look unused: keep every key rather than guess.
      let count = extraction.unscannedFiles.count
      warn(
        Warning(
          "\(Counted.phrase(count, "file")) could not be scanned (see above); no key is \(syncOptions.prune ? "pruned" : "marked stale") in this run"
        ))
      syncOptions.prune = false
      syncOptions.markStale = false
    }
    if syncOptions.prune || syncOptions.markStale, let refusal = uncoveredRefusal(prune: syncOptions.prune) {
      return ExtractionReport(refusal: refusal, extraction: extraction)
    }
    var (byCatalog, targets) = route(extraction.usages, addKeyCalls: syncOptions.addKeyCalls)
    // Read every catalog (locked, when written), then sync them all, before writing any.
    let loaded = try Array(zip(targets, open(targets, write: write, locking: locking)))
    if loaded.count > 1 { byCatalog = Self.toHolders(byCatalog, loaded.map { ($0.0, $0.1.catalog) }) }
    var synced: [(CatalogFile, CatalogSync.Report)] = []
    for (url, var file) in loaded {
      // A catalog of the default table that no usage went to changes nothing.
      if url != defaultCatalog, byCatalog[url.path] == nil { continue }
      let display = file.displayPath
      var options = syncOptions
      options.symbolTable = ProjectSources.symbolTable(of: url, files: files)
      let keyCount = file.catalog.strings.count
      // Keys that code routed to another catalog of the same table uses are in use here too.
      let table = ProjectSources.table(of: url)
      let elsewhere = targets.filter { $0.path != url.path && ProjectSources.table(of: $0) == table }
        .flatMap { byCatalog[$0.path] ?? [] }
      let report = CatalogSync(options: options).apply(
        byCatalog[url.path] ?? [], elsewhere: elsewhere, mentions: extraction.mentions,
        templateMentions: extraction.templateMentions, symbols: extraction.symbols, to: &file.catalog)
      for usage in report.unmatchedTemplates {
        warn(
          Warning(
            "\(usage.shape) names the key \"\(usage.template?.display ?? usage.key)\" "
              + "(a placeholder in each interpolation), and \(display) has no such key",
            at: usage.place))
      }
      if let refusal = tooManyGone(report, of: keyCount, in: display) {
        return ExtractionReport(refusal: refusal, extraction: extraction)
      }
      synced.append((file, report))
    }
    var parts: [ExtractionReport.CatalogPart] = []
    for (file, report) in synced {
      let written = write && (!report.changes.isEmpty || file.isNewFile) ? try files.save(file) : false
      parts.append(
        ExtractionReport.CatalogPart(
          file: file.displayPath, changes: report.changes, findings: report.findings, written: written,
          new: file.isNewFile))
    }
    return ExtractionReport(
      catalogs: parts, usages: extraction.usages, warnings: extraction.warnings, filesScanned: extraction.filesScanned,
      filesParsed: extraction.filesParsed)
  }

  /// Why `--prune` or `--mark-stale` may not run, when Swift files under the project lie outside
  /// the sources and `exclude`: a key only they use would look unused.
  private func uncoveredRefusal(prune: Bool) -> String? {
    let uncovered = sources.uncoveredFiles(under: projectRoot)
    guard !uncovered.isEmpty else { return nil }
    var folders: [String] = []
    for file in uncovered {
      let relative = PathDisplay.relative(file, to: projectRoot)
      let parts = relative.split(separator: "/")
      let folder = parts.count > 1 ? String(parts[0]) : "."
      if !folders.contains(folder) { folders.append(folder) }
    }
    let shown = folders.prefix(8).joined(separator: ", ") + (folders.count > 8 ? ", …" : "")
    let line = "sources: [" + sources(adding: folders).joined(separator: ", ") + "]"
    return
      "\(prune ? "--prune" : "--mark-stale") would judge keys by part of the code: \(Counted.phrase(uncovered.count, "Swift file")) "
      + "under \(PathDisplay.relative(projectRoot, to: workingDirectory)) \(uncovered.count == 1 ? "is" : "are") outside l10n.yml's sources "
      + "and exclude (in \(shown)); nothing was written. Add them to l10n.yml (\(line)), or list what is not "
      + "the app's code under exclude."
  }

  /// The configured sources with `folders` added, as l10n.yml would list them.
  private func sources(adding folders: [String]) -> [String] {
    var listed = sourceNames
    for folder in folders where !listed.contains(folder) { listed.append(folder) }
    return listed
  }

  /// Why a prune or mark-stale may not take what it would: more than `maxPrunePercent` of a
  /// catalog's keys in one run.
  private func tooManyGone(_ report: CatalogSync.Report, of keyCount: Int, in display: String) -> String? {
    let gone = report.changes.filter { $0.kind == .removed || $0.kind == .markedStale }.count
    guard gone > 0, keyCount > 0, Double(gone) * 100 > maxPrunePercent * Double(keyCount) else { return nil }
    let verb = report.changes.contains { $0.kind == .removed } ? "remove" : "mark stale"
    let percent = Double(gone) * 100 / Double(keyCount)
    return
      "\(display): this run would \(verb) \(gone) of \(Counted.phrase(keyCount, "key")) (\(String(format: "%.0f", percent)) %), "
      + "more than --max-prune allows (\(String(format: "%g", maxPrunePercent)) %); nothing was written. Check that l10n.yml's "
      + "sources cover all the code (extract --dry-run lists the keys), then run again with --max-prune \(Int(percent.rounded(.up)))."
  }

  /// Usages by catalog path, and the catalogs to sync, the default one first. A usage's table names
  /// its catalog; no table means the default one. A table no catalog holds gets a new catalog
  /// beside the default one, unless only key calls name it (they add no keys, unless
  /// `addKeyCalls`).
  public func route(_ usages: [KeyUsage], addKeyCalls: Bool) -> (byCatalog: [String: [KeyUsage]], targets: [URL]) {
    var byCatalog: [String: [KeyUsage]] = [:]
    var tableCatalogs: [URL] = []
    let defaultTable = ProjectSources.table(of: defaultCatalog)
    let siblings =
      routesByFolder ? catalogs.filter { ProjectSources.table(of: $0) == defaultTable && $0 != defaultCatalog } : []
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
      } else if siblings.isEmpty {
        target = defaultCatalog
      } else {
        target = nearest(to: usage.file, among: [defaultCatalog] + siblings)
      }
      byCatalog[target.path, default: []].append(usage)
    }
    let targets =
      [defaultCatalog]
      + (catalogs + tableCatalogs).filter {
        $0.path != defaultCatalog.path && (byCatalog[$0.path] != nil || siblings.contains($0))
      }
    return (byCatalog, targets)
  }

  /// Usages moved to the catalog of their table that has their key, where the one nearest their
  /// file has not: a key of a catalog two targets share stays where it is, and is not added again
  /// beside the other target's code.
  static func toHolders(_ byCatalog: [String: [KeyUsage]], _ catalogs: [(URL, StringCatalog)]) -> [String: [KeyUsage]] {
    var result: [String: [KeyUsage]] = [:]
    for (url, catalog) in catalogs {
      let table = ProjectSources.table(of: url)
      for usage in byCatalog[url.path] ?? [] {
        var target = url
        if usage.template == nil, catalog.strings[usage.key] == nil,
          let holder = catalogs.first(where: {
            $0.0 != url && ProjectSources.table(of: $0.0) == table && $0.1.strings[usage.key] != nil
          })
        {
          target = holder.0
        }
        result[target.path, default: []].append(usage)
      }
    }
    return result
  }

  /// Of catalogs of one table (an app's, its widget's, its extension's), the one whose folder
  /// shares the most folders with the file's (`Widget/View.swift` goes to
  /// `Widget/Localization/Localizable.xcstrings`); the first of those that share as many.
  func nearest(to file: String, among catalogs: [URL]) -> URL {
    let folders = PathDisplay.resolve(file, against: workingDirectory).standardizedFileURL
      .deletingLastPathComponent().pathComponents
    func shared(_ catalog: URL) -> Int {
      zip(folders, catalog.standardizedFileURL.deletingLastPathComponent().pathComponents).prefix { $0 == $1 }.count
    }
    var best = catalogs[0]
    var most = shared(best)
    for catalog in catalogs.dropFirst() where shared(catalog) > most {
      best = catalog
      most = shared(catalog)
    }
    return best
  }

  /// The catalogs to sync, a new one for each that is not there yet (`ProjectFiles.open`): the
  /// first that cannot be read (or locked, locking those written) stops the run.
  private func open(_ targets: [URL], write: Bool, locking: CatalogLock.Waiting?) throws -> [CatalogFile] {
    let access: CatalogAccess = write ? locking.map { .writing($0) } ?? .unlocked : .unlocked
    // `.writing` asks where the run may write; written unlocked, it is asked here.
    if write && locking == nil { try files.checkScope(targets) }
    do {
      return try files.open(targets, access: access, creatingMissing: StringCatalog(sourceLanguage: sourceLanguage))
    } catch let unreadable as CatalogsUnreadable {
      // The first error, as a run that stops at it says.
      throw unreadable.errors[0]
    }
  }
}
