import ArgumentParser
import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject

/// The glue of `l10n extract`: which files, which catalogs, then scan, sync, write, report.
struct ExtractPlan {
  var scan: SourceScan
  var defaultCatalog: URL
  var catalogs: [URL]
  var syncOptions: CatalogSync.Options
  var workingDirectory: URL

  init(project: Project, options: L10nCommand.Extract, workingDirectory: URL) throws {
    self.workingDirectory = workingDirectory
    let configuration = project.configuration
    guard
      let scan = try SourceScan(
        project: project, sources: options.sources, workingDirectory: workingDirectory, useCache: !options.noCache)
    else {
      throw ConfigError("no Swift sources to scan: pass --sources or list them under `sources` in l10n.yml")
    }
    self.scan = scan

    if let path = options.catalog {
      let named = PathDisplay.resolve(path, against: workingDirectory)
      var all = [named]
      if !configuration.catalogs.isEmpty,
        let configured = try? project.catalogURLs(arguments: [], workingDirectory: workingDirectory)
      {
        all += configured.filter { $0.path != named.path }
      }
      defaultCatalog = named
      catalogs = all
    } else {
      catalogs = try project.catalogURLs(arguments: [], workingDirectory: workingDirectory)
      guard let chosen = SourceScan.defaultCatalog(project: project, catalogs: catalogs) else {
        throw ConfigError(
          "several catalogs and none is Localizable.xcstrings: name the one for keys without a table with --catalog or extract.catalog in l10n.yml")
      }
      defaultCatalog = chosen
    }
    syncOptions = CatalogSync.Options(
      markStale: options.markStale, prune: options.prune, updateSource: options.updateSource,
      keyPattern: configuration.keys.pattern)
  }

  func run(write: Bool, color: ColorMode, locking: CatalogLock.Waiting? = nil) throws -> ExtractionReport {
    let working = workingDirectory
    let extraction = scan.run()
    for warning in extraction.warnings { Terminal.standardError.write("\(warning)\n") }

    // Route usages to catalogs: a usage's table names its catalog; no table means the default one.
    var byCatalog: [String: [KeyUsage]] = [:]
    for usage in extraction.usages {
      let target: URL
      if let table = usage.table, let match = catalogs.first(where: { SourceScan.table(of: $0) == table }) {
        target = match
      } else if let table = usage.table, table != SourceScan.table(of: defaultCatalog) {
        Terminal.standardError.write(
          "\(usage.location): warning: no catalog for table \"\(table)\" (\(table).xcstrings); \"\(usage.key)\" was skipped\n")
        continue
      } else {
        target = defaultCatalog
      }
      byCatalog[target.path, default: []].append(usage)
    }

    // Read and sync every catalog before writing any.
    let targets = [defaultCatalog] + catalogs.filter { $0.path != defaultCatalog.path && byCatalog[$0.path] != nil }
    // Catalogs to be written are locked before any is read, in the order of their real paths
    // (as CatalogLoading does), so another l10n run writing them waits or is waited for.
    var locks: [String: CatalogLock] = [:]
    if write, let locking {
      for url in targets.sorted(by: { $0.resolvingSymlinksInPath().path < $1.resolvingSymlinksInPath().path }) {
        locks[url.path] = try CatalogLock.acquire(
          path: url.path, displayPath: PathDisplay.relative(url, to: working), waiting: locking)
      }
    }
    var files: [(CatalogFile, CatalogSync.Report)] = []
    for url in targets {
      var file = try CatalogFile(path: url.path, displayPath: PathDisplay.relative(url, to: working), lock: locks[url.path])
      let report = CatalogSync(options: syncOptions).apply(byCatalog[url.path] ?? [], to: &file.catalog)
      files.append((file, report))
    }
    var parts: [ExtractionReport.CatalogPart] = []
    for (file, report) in files {
      let written = write && !report.changes.isEmpty ? try file.save() : false
      parts.append(
        ExtractionReport.CatalogPart(file: file.displayPath, changes: report.changes, findings: report.findings, written: written))
    }
    return ExtractionReport(
      catalogs: parts, usages: extraction.usages, warnings: extraction.warnings, filesScanned: extraction.filesScanned,
      filesParsed: extraction.filesParsed)
  }
}
