import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nProject
import L10nText

/// `check`'s run, which `check` and `report` both make: the options from l10n.yml and the command
/// line, the keys the code uses, each catalog's input, the rules, and the baseline file.
extension ProjectSession {
  /// The options of l10n.yml's `check:` and `keys:`, with `minCoverage` (parsed `--min-coverage`)
  /// and `strict` from the command line on top.
  public func checkOptions(
    minCoverage: (all: Double?, byLanguage: [String: Double])? = nil, strict: Bool = false
  ) -> CheckOptions {
    let settings = project.configuration.check
    var options = CheckOptions(
      rules: settings.rules, keyPattern: project.configuration.keys.pattern, screens: settings.screens,
      lastSegments: settings.lastSegments, languages: project.configuration.languages,
      minimumCoverage: settings.minimumCoverage, minimumCoverageByLanguage: settings.minimumCoverageByLanguage,
      strict: settings.strict || strict)
    options.consistencySplitsByComment = settings.consistencySplitsByComment
    if let parsed = minCoverage {
      options.minimumCoverage = parsed.all ?? (parsed.byLanguage.isEmpty ? nil : options.minimumCoverage)
      options.minimumCoverageByLanguage.merge(parsed.byLanguage) { _, new in new }
    }
    return options
  }

  /// For `memory-match`, when l10n.yml turns it on: the project's translation memory (catalogs
  /// and l10n.yml's TMX files), so `check` and `report` find the same notes.
  private func addMemory(to options: inout CheckOptions, files: [CatalogFile]) throws {
    guard let setting = options.rules[.memoryMatch], setting != .off else { return }
    options.memoryMatch = try memoryFillable(loaded: files)
  }

  /// For `glossary-term`, when l10n.yml names a glossary and the rule is on: its objections to a
  /// translation, asked from the check's threads (one word cache, under a lock); for
  /// `same-as-source`, its terms marked do-not-translate.
  private func addGlossary(to options: inout CheckOptions, files: [CatalogFile]) throws {
    let problems = options.rules[.glossaryTerm] != .off
    let keeps = options.rules[.sameAsSource] != .off
    guard problems || keeps, !project.configuration.glossary.isEmpty else { return }
    let sourceLanguage = files.first?.catalog.sourceLanguage ?? project.configuration.sourceLanguage
    let glossary = try glossary(sourceLanguage: sourceLanguage)
    guard !glossary.isEmpty else { return }
    let words = LockedGlossaryWords()
    if keeps, glossary.entries.contains(where: \.doNotTranslate) {
      options.glossaryKeepsSource = { source, sourceLanguage in
        words.withLock { glossary.keepsSource(source, sourceLanguage: sourceLanguage, words: $0) }
      }
    }
    guard problems else { return }
    options.glossaryProblems = { source, target, sourceLanguage, language in
      words.withLock { words in
        glossary.problems(
          source: source, target: target, sourceLanguage: sourceLanguage, language: language, words: words
        ).map(\.message)
      }
    }
  }

  /// Keys the code uses, per catalog (by resolved path), by extract's rules
  /// (`CatalogSync.placesInUse`). A key only `keys.dynamic` keeps is used at l10n.yml.
  private func usedKeys(_ result: ExtractionResult, files: [CatalogFile]) -> [String: [KeyPlace]] {
    let byCatalog = ProjectSources.usagesByCatalog(
      result.usages, project: project, catalogPaths: files.map(\.resolvedPath))
    var options = CatalogSync.Options(
      keyPattern: project.configuration.keys.pattern, dynamicKeys: project.configuration.keys.dynamic)
    let configFile =
      project.configurationFile.map { PathDisplay.relative($0, to: workingDirectory) }
      ?? ConfigurationLoader.fileName
    var used: [String: [KeyPlace]] = [:]
    for file in files {
      options.symbolTable = ProjectSources.symbolTable(of: URL(fileURLWithPath: file.resolvedPath))
      used[file.resolvedPath] = CatalogSync(options: options).placesInUse(
        byCatalog[file.resolvedPath] ?? [], mentions: result.mentions, templateMentions: result.templateMentions,
        symbols: result.symbols, in: file.catalog,
        dynamicKeysFile: configFile)
    }
    return used
  }

  /// `check`'s run, as `check` and `report` both make it: the translation memory added for
  /// `memory-match`, the rules over every catalog (with the keys `scan` found in use; nil when no
  /// sources were scanned), then the findings the baseline at `baseline` records taken out.
  public func check(
    _ files: [CatalogFile], options: CheckOptions, scan: ExtractionResult?, baseline: URL?
  ) throws -> CheckReport {
    var options = options
    try addMemory(to: &options, files: files)
    try addGlossary(to: &options, files: files)
    let used = scan.map { usedKeys($0, files: files) }
    var report = Checker(options: options, toolVersion: L10nTool.version).check(Self.inputs(files, usedKeys: used))
    try applyBaseline(baseline, to: &report)
    return report
  }

  /// The checker's inputs; `usedKeys` nil when no sources were scanned.
  private static func inputs(_ files: [CatalogFile], usedKeys: [String: [KeyPlace]]?) -> [CatalogInput] {
    files.map { file in
      var input = CatalogInput(
        file: file.displayPath, catalog: file.catalog, locations: file.locations,
        usedKeys: usedKeys?[file.resolvedPath] ?? (usedKeys == nil ? nil : []))
      // An Interface Builder file's catalog has no symbols either (only the files beside it tell).
      if ProjectSources.symbolTable(of: URL(fileURLWithPath: file.resolvedPath)) == nil { input.symbolTable = nil }
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
    let known = try Baseline(contentsOf: path, displayPath: display(path))
    (report.findings, report.suppressedByBaseline) = known.filter(report.findings)
  }
}

/// One glossary word cache for the check's threads.
private final class LockedGlossaryWords: @unchecked Sendable {
  private let lock = NSLock()
  private let words = GlossaryWords()

  func withLock<T>(_ body: (GlossaryWords) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(words)
  }
}
