import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nProject

/// `check`'s run, which `check` and `report` both make: the options from l10n.yml and the command
/// line, the keys the code uses, each catalog's input, the rules, and the baseline file.
extension ProjectSession {
  /// The options of l10n.yml's `check:` and `keys:`, with `minCoverage` (parsed `--min-coverage`)
  /// and `strict` from the command line on top.
  public func checkOptions(
    minCoverage: (all: Double?, byLanguage: [String: Double])? = nil, strict: Bool = false
  ) throws -> CheckOptions {
    let settings = project.configuration.check
    let rules = try project.ruleConfiguration()
    var options = CheckOptions(
      rules: rules.rules, keyPattern: project.configuration.keys.pattern, screens: settings.screens,
      lastSegments: settings.lastSegments, languages: project.configuration.languages,
      minimumCoverage: settings.minimumCoverage, minimumCoverageByLanguage: settings.minimumCoverageByLanguage,
      strict: settings.strict || strict)
    options.settings = rules.settings
    if let parsed = minCoverage {
      options.minimumCoverage = parsed.all ?? (parsed.byLanguage.isEmpty ? nil : options.minimumCoverage)
      options.minimumCoverageByLanguage.merge(parsed.byLanguage) { _, new in new }
    }
    return options
  }

  /// Keys the code uses, per catalog (by resolved path), by extract's rules
  /// (`CatalogSync.placesInUse`). A key only `keys.dynamic` keeps is used at l10n.yml.
  private func usedKeys(_ result: ExtractionResult, files: [CatalogFile]) -> [String: [KeyPlace]] {
    let byCatalog = ProjectSources.usagesByCatalog(
      result.usages, project: project, catalogPaths: files.map(\.resolvedPath), files: self.files)
    var options = CatalogSync.Options(
      keyPattern: project.configuration.keys.pattern, dynamicKeys: project.configuration.keys.dynamic)
    let configFile =
      project.configurationFile.map { PathDisplay.relative($0, to: workingDirectory) }
      ?? ConfigurationLoader.fileName
    var used: [String: [KeyPlace]] = [:]
    for file in files {
      options.symbolTable = ProjectSources.symbolTable(of: URL(fileURLWithPath: file.resolvedPath), files: self.files)
      used[file.resolvedPath] = CatalogSync(options: options).placesInUse(
        byCatalog[file.resolvedPath] ?? [], mentions: result.mentions, templateMentions: result.templateMentions,
        symbols: result.symbols, in: file.catalog,
        dynamicKeysFile: configFile)
    }
    return used
  }

  /// `check`'s run, as `check` and `report` both make it: the rules, prepared with what they
  /// need of the project (`SessionCheckResources`), over every catalog (with the keys `scan` found in use; nil when no
  /// sources were scanned), then the findings the baseline at `baseline` records taken out.
  public func check(
    _ files: [CatalogFile], options: CheckOptions, scan: ExtractionResult?, baseline: URL?
  ) throws -> CheckReport {
    let used = scan.map { usedKeys($0, files: files) }
    var report = try Checker(options: options, toolVersion: L10nTool.version).check(
      inputs(files, usedKeys: used), resources: SessionCheckResources(session: self, files: files))
    try applyBaseline(baseline, to: &report)
    return report
  }

  /// The checker's inputs; `usedKeys` nil when no sources were scanned.
  private func inputs(_ files: [CatalogFile], usedKeys: [String: [KeyPlace]]?) -> [CatalogInput] {
    files.map { file in
      var input = CatalogInput(
        file: file.displayPath, catalog: file.catalog, locations: file.locations,
        usedKeys: usedKeys?[file.resolvedPath] ?? (usedKeys == nil ? nil : []))
      // An Interface Builder file's catalog has no symbols either (only the files beside it tell).
      if ProjectSources.symbolTable(of: URL(fileURLWithPath: file.resolvedPath), files: self.files) == nil {
        input.symbolTable = nil
      }
      return input
    }
  }

  /// The baseline file: `explicit` (from the working directory), else l10n.yml's `check.baseline`.
  public func baselinePath(_ explicit: String?) -> URL? {
    explicit.map(resolve)
      ?? project.configuration.check.baseline.map { PathDisplay.resolve($0, against: project.root) }
  }

  /// The report with the findings the baseline at `path` records taken out.
  private func applyBaseline(_ path: URL?, to report: inout CheckReport) throws {
    guard let path else { return }
    let known = try Baseline(contentsOf: path, displayPath: display(path), from: files)
    (report.findings, report.suppressedByBaseline) = known.filter(report.findings)
  }
}

/// What the rules of a check ask of the session's project (`CheckRule.prepare`): the memory of
/// every catalog (the checked ones not read again) and l10n.yml's TMX files, and l10n.yml's
/// glossary, each read once.
private final class SessionCheckResources: CheckResources {
  let session: ProjectSession
  let files: [CatalogFile]
  private var glossaries: [String: Glossary] = [:]

  init(session: ProjectSession, files: [CatalogFile]) {
    self.session = session
    self.files = files
  }

  func memory() throws -> TranslationMemory {
    try session.memory(loaded: files, languages: nil)
  }

  func glossary(sourceLanguage: String) throws -> Glossary {
    if let read = glossaries[sourceLanguage] { return read }
    let read = try session.glossary(sourceLanguage: sourceLanguage)
    glossaries[sourceLanguage] = read
    return read
  }
}

extension Project {
  /// What l10n.yml says of the rules (`check.rules`, and rules' own settings), read by the
  /// rules (`RuleConfiguration`); a mistake is a configuration error, as when l10n.yml is read.
  public func ruleConfiguration() throws(ConfigError) -> RuleConfiguration {
    do {
      return try RuleConfiguration(rules: configuration.check.rules, sections: configuration.check.ruleSections)
    } catch {
      throw ConfigError(file: error.file, line: error.line, error.message)
    }
  }
}
