import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject
import L10nText

/// What `l10n extract` does in a project: which sources, which catalogs and with which sync
/// options; then scan, route each usage to its catalog, sync, write, report.
public struct ExtractionPlan {
  public var sources: ProjectSources
  /// The catalog for usages that name no table.
  public var defaultCatalog: URL
  public var catalogs: [URL]
  public var syncOptions: CatalogSync.Options
  public var workingDirectory: URL
  /// For catalogs extract creates: the configuration's development language.
  public var sourceLanguage: String
  /// The folder of l10n.yml (or the working directory): every Swift file under it must be in the
  /// sources or excluded before `--prune` or `--mark-stale` may run.
  public var projectRoot: URL
  /// The largest share of a catalog's keys, in percent, that one `--prune` or `--mark-stale` may
  /// take (`--max-prune`).
  public var maxPrunePercent: Double = 25
  /// The sources as l10n.yml (or `--sources`) names them, for the line a refusal suggests.
  var sourceNames: [String]
  /// Whether a usage without a table goes to the catalog of the default table nearest its file,
  /// where there are several (an app's and its widget's `Localizable.xcstrings`): true unless
  /// `--catalog` or `extract.catalog` names the catalog for such keys.
  public var routesByFolder: Bool
  /// The files the catalogs are read from and written to (`ProjectFiles`).
  public var files: ProjectFiles

  /// - Parameters:
  ///   - sources: `--sources`, else l10n.yml's.
  ///   - catalog: `--catalog`, the catalog for keys without a table.
  ///   - files: the session's files (default: the disk).
  public init(
    project: Project, sources: [String], catalog: String?, useCache: Bool, sync: CatalogSync.Options,
    workingDirectory: URL, files: ProjectFiles? = nil
  ) throws {
    self.workingDirectory = workingDirectory
    let files = files ?? ProjectFiles(workingDirectory: workingDirectory)
    self.files = files
    projectRoot = project.root
    sourceNames = sources.isEmpty ? project.configuration.sources : sources
    let configuration = project.configuration
    sourceLanguage = configuration.sourceLanguage
    guard
      let scan = try ProjectSources(
        project: project, sources: sources, workingDirectory: workingDirectory, useCache: useCache, files: files)
    else {
      throw ConfigError("no Swift sources to scan: pass --sources or list them under `sources` in l10n.yml")
    }
    self.sources = scan
    (defaultCatalog, catalogs) = try Self.catalogs(
      project: project, named: catalog, workingDirectory: workingDirectory, files: files)
    routesByFolder = catalog == nil && configuration.extract.catalog == nil
    syncOptions = sync
    syncOptions.keyPattern = configuration.keys.pattern
    syncOptions.dynamicKeys = configuration.keys.dynamic
    syncOptions.addKeyCalls = configuration.extract.addKeyCalls
  }

  /// The default catalog and every catalog to sync: `named` (`--catalog`) and l10n.yml's, else
  /// l10n.yml's with `Localizable.xcstrings` (or the only one, or the first to create) as default.
  static func catalogs(project: Project, named path: String?, workingDirectory: URL, files: ProjectFiles) throws -> (
    URL, [URL]
  ) {
    if let path {
      let named = PathDisplay.resolve(path, against: workingDirectory)
      var all = [named]
      if !project.configuration.catalogs.isEmpty,
        let configured = try? configuredCatalogs(project: project, files: files).existing
      {
        all += configured.filter { $0.path != named.path }
      }
      return (named, all)
    }
    let configured = try configuredCatalogs(project: project, files: files)
    if let chosen = ProjectSources.defaultCatalog(project: project, catalogs: configured.existing, files: files) {
      return (chosen, configured.existing)
    }
    let noneTakesCodeKeys = !configured.existing.contains { ProjectSources.takesCodeKeys($0, files: files) }
    if noneTakesCodeKeys, let new = configured.new.first {
      // Nothing to sync into yet (Info.plist's and Interface Builder's catalogs take no code
      // keys): the first catalog l10n.yml names that does not exist.
      return (new, configured.existing)
    }
    if noneTakesCodeKeys && !configured.existing.isEmpty {
      let names = configured.existing.map(\.lastPathComponent).joined(separator: ", ")
      throw ConfigError(
        "no catalog takes code's keys (\(names): Info.plist's or a storyboard's): add Localizable.xcstrings to catalogs in l10n.yml (extract creates it), or name the catalog for keys without a table with --catalog or extract.catalog"
      )
    }
    throw ConfigError(
      "several catalogs and none is Localizable.xcstrings: name the one for keys without a table with --catalog or extract.catalog in l10n.yml"
    )
  }

  /// The catalogs l10n.yml names: those that exist (files, and the catalogs in folders), and
  /// those extract may create: a named `.xcstrings` file that does not exist yet, or
  /// `Localizable.xcstrings` in a named folder that holds no catalog for code's keys (none, or only
  /// Info.plist's and Interface Builder's: `ProjectSources.takesCodeKeys`).
  /// - Parameter files: the session's files (default: the disk).
  public static func configuredCatalogs(project: Project, files: ProjectFiles? = nil) throws(ConfigError) -> (
    existing: [URL], new: [URL]
  ) {
    let files = files ?? ProjectFiles(workingDirectory: project.root)
    guard !project.configuration.catalogs.isEmpty else {
      // The usual message: no catalogs configured.
      return (try project.catalogURLs(arguments: [], workingDirectory: project.root), [])
    }
    var existing: [URL] = []
    var new: [URL] = []
    for path in project.configuration.catalogs {
      let url = PathDisplay.resolve(path, against: project.root)
      let exists = files.exists(url)
      let isFolder = exists && files.isFolder(url)
      if !exists && url.pathExtension == "xcstrings" {
        new.append(url.standardizedFileURL)
        continue
      }
      let found = isFolder ? files.catalogs(in: url) : try files.findCatalogs([url])
      if isFolder && !found.contains(where: { ProjectSources.takesCodeKeys($0, files: files) }) {
        new.append(url.appendingPathComponent("Localizable.xcstrings").standardizedFileURL)
      }
      existing += found
    }
    var seen = Set<String>()
    return (existing.filter { seen.insert($0.path).inserted }, new)
  }
}
