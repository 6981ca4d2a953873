import Foundation
import L10nCatalog
import L10nCheck
import L10nExtraction
import L10nProject
import L10nText

/// What `check` and `report` both run before the rules: the options from l10n.yml and the command
/// line, the keys the code uses, each catalog's input, and the baseline file.
enum CheckSetup {
  /// The options of l10n.yml's `check:` and `keys:`, with `minCoverage` (parsed `--min-coverage`)
  /// and `strict` from the command line on top.
  static func options(
    _ project: Project, minCoverage: (all: Double?, byLanguage: [String: Double])? = nil, strict: Bool = false
  ) -> CheckOptions {
    let settings = project.configuration.check
    var options = CheckOptions(
      rules: settings.rules, keyPattern: project.configuration.keys.pattern, screens: settings.screens,
      lastSegments: settings.lastSegments, languages: project.configuration.languages,
      minimumCoverage: settings.minimumCoverage, minimumCoverageByLanguage: settings.minimumCoverageByLanguage,
      strict: settings.strict || strict)
    if let parsed = minCoverage {
      options.minimumCoverage = parsed.all ?? (parsed.byLanguage.isEmpty ? nil : options.minimumCoverage)
      options.minimumCoverageByLanguage.merge(parsed.byLanguage) { _, new in new }
    }
    return options
  }

  /// For `memory-match`, when l10n.yml turns it on: the project's translation memory (catalogs
  /// and l10n.yml's TMX files), so `check` and `report` find the same notes.
  static func addMemory(
    to options: inout CheckOptions, project: Project, files: [CatalogFile], workingDirectory: URL
  ) throws {
    guard let setting = options.rules[.memoryMatch], setting != .off else { return }
    options.memoryMatch = try ProjectMemory.fillable(
      project: project, loaded: files, workingDirectory: workingDirectory)
  }

  /// Keys the code uses, per catalog (by resolved path), by extract's rules
  /// (`CatalogSync.keysInUse`). A key only `keys.dynamic` keeps is used at l10n.yml.
  static func usedKeys(_ result: ExtractionResult, project: Project, files: [CatalogFile], workingDirectory: URL)
    -> [String: [UsedKey]]
  {
    let byCatalog = ProjectSources.usagesByCatalog(
      result.usages, project: project, catalogPaths: files.map(\.resolvedPath))
    let sync = CatalogSync(
      options: CatalogSync.Options(
        keyPattern: project.configuration.keys.pattern, dynamicKeys: project.configuration.keys.dynamic))
    let configFile =
      project.configurationFile.map { PathDisplay.relative($0, to: workingDirectory) }
      ?? ConfigurationLoader.fileName
    var used: [String: [UsedKey]] = [:]
    for file in files {
      used[file.resolvedPath] = sync.keysInUse(
        byCatalog[file.resolvedPath] ?? [], mentions: result.mentions, in: file.catalog
      ).map { UsedKey(key: $0.key, file: $0.file ?? configFile, line: $0.line, column: $0.column) }
    }
    return used
  }

  /// The checker's inputs; `usedKeys` nil when no sources were scanned.
  static func inputs(_ files: [CatalogFile], usedKeys: [String: [UsedKey]]?) -> [CatalogInput] {
    files.map { file in
      CatalogInput(
        file: file.displayPath, catalog: file.catalog, locations: file.locations,
        usedKeys: usedKeys?[file.resolvedPath] ?? (usedKeys == nil ? nil : []))
    }
  }

  /// The baseline file: `explicit` (from the working directory), else l10n.yml's `check.baseline`.
  static func baselinePath(_ explicit: String?, project: Project, workingDirectory: URL) -> URL? {
    explicit.map { PathDisplay.resolve($0, against: workingDirectory) }
      ?? project.configuration.check.baseline.map { PathDisplay.resolve($0, against: project.root) }
  }

  /// The report with the findings the baseline at `path` records taken out.
  static func applyBaseline(_ path: URL?, to report: inout CheckReport, workingDirectory: URL) throws {
    guard let path else { return }
    let known = try Baseline(contentsOf: path, displayPath: PathDisplay.relative(path, to: workingDirectory))
    (report.findings, report.suppressedByBaseline) = known.filter(report.findings)
  }
}
