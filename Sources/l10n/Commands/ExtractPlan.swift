import ArgumentParser
import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject

/// The glue of `l10n extract`: which files, which catalogs, then scan, sync, write, report.
struct ExtractPlan {
  var sourceFiles: [URL]
  var defaultCatalog: URL
  var catalogs: [URL]
  var shapes: CallShapes
  var syncOptions: CatalogSync.Options
  var cacheFile: URL?
  var workingDirectory: URL

  init(project: Project, options: L10nCommand.Extract, workingDirectory: URL) throws {
    self.workingDirectory = workingDirectory
    let configuration = project.configuration
    let roots =
      options.sources.isEmpty
      ? configuration.sources.map { PathDisplay.resolve($0, against: project.root) }
      : options.sources.map { PathDisplay.resolve($0, against: workingDirectory) }
    guard !roots.isEmpty else {
      throw ConfigError("no Swift sources to scan: pass --sources or list them under `sources` in l10n.yml")
    }
    for root in roots where !FileManager.default.fileExists(atPath: root.path) {
      throw ConfigError(file: PathDisplay.relative(root, to: workingDirectory), "no such file or folder")
    }
    sourceFiles = SourceTree.swiftFiles(in: roots)

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
      if let name = configuration.extract.catalog {
        defaultCatalog = PathDisplay.resolve(name, against: project.root)
      } else if let localizable = catalogs.first(where: { $0.lastPathComponent == "Localizable.xcstrings" }) {
        defaultCatalog = localizable
      } else if catalogs.count == 1 {
        defaultCatalog = catalogs[0]
      } else {
        throw ConfigError(
          "several catalogs and none is Localizable.xcstrings: name the one for keys without a table with --catalog or extract.catalog in l10n.yml")
      }
    }
    shapes = CallShapes(
      members: configuration.extract.members,
      nsLocalizedString: configuration.extract.functions.contains("NSLocalizedString"),
      stringLocalized: configuration.extract.functions.contains("String(localized:)"))
    syncOptions = CatalogSync.Options(
      markStale: options.markStale, prune: options.prune, updateSource: options.updateSource,
      keyPattern: configuration.keys.pattern)
    cacheFile = options.noCache ? nil : project.root.appendingPathComponent(".l10n-cache/extract.cache")
  }

  func run(write: Bool, color: ColorMode) throws -> ExtractionReport {
    let working = workingDirectory
    let showProgress = Terminal.standardError.isTTY && sourceFiles.count >= 500
    let total = sourceFiles.count
    var progress: (@Sendable (Int) -> Void)? = nil
    if showProgress {
      let terminal = Terminal.standardError
      progress = { (done: Int) in
        if done % 100 == 0 || done == total { terminal.write("\rScanning \(done)/\(total) files") }
      }
    }
    var relativizer = PathDisplay.Relativizer(to: working)
    let names = Dictionary(sourceFiles.map { ($0.path, relativizer.relative($0)) }, uniquingKeysWith: { first, _ in first })
    let display: @Sendable (URL) -> String = { names[$0.path] ?? PathDisplay.relative($0, to: working) }
    let run = ExtractionRun(scanner: SwiftSourceScanner(shapes: shapes), cacheFile: cacheFile)
    let extraction = run.run(files: sourceFiles, displayPath: display, progress: progress)
    if showProgress { Terminal.standardError.write("\r\u{1B}[K") }
    for warning in extraction.warnings { Terminal.standardError.write("\(warning)\n") }

    // Route usages to catalogs: a usage's table names its catalog; no table means the default one.
    var byCatalog: [String: [KeyUsage]] = [:]
    for usage in extraction.usages {
      let target: URL
      if let table = usage.table, let match = catalogs.first(where: { $0.deletingPathExtension().lastPathComponent == table }) {
        target = match
      } else if let table = usage.table, table != defaultCatalog.deletingPathExtension().lastPathComponent {
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
    var files: [(CatalogFile, CatalogSync.Report)] = []
    for url in targets {
      var file = try CatalogFile(path: url.path, displayPath: PathDisplay.relative(url, to: working))
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
