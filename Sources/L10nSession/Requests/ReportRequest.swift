import Foundation
import L10nCatalog
import L10nCheck
import L10nExtraction
import L10nProject
import L10nReporting

/// `l10n report`: the web page of the project's localization (`ReportPage`).
public struct ReportRequest: SessionRequest {
  public var catalogs: [String] = []
  /// The folder for index.html (from the working directory).
  public var output = "l10n-report"
  /// Coverage over the last this many commits that changed a catalog; 0 for none.
  public var history = 0
  /// Swift sources (default: l10n.yml's); nil: scan none.
  public var sources: [String]? = []
  /// When the page says it was made (ISO 8601).
  public var generated = ISO8601DateFormatter().string(from: Date())

  public init() {}

  /// The page written.
  public func run(in session: ProjectSession) throws -> URL {
    let project = session.project
    let files = try session.catalogs(catalogs, access: .readOnly, recordingLocations: true)
    session.keep(files.map { ($0.catalog, $0.locations) })
    let scan = try sources.flatMap { try session.scan($0) }
    var options = try session.checkOptions()
    // Where every key stands in every language, judged in check's walk: status's counts.
    options.keepsKeyStates = true
    let check = try session.check(files, options: options, scan: scan, baseline: session.baselinePath(nil))
    session.keep(check)
    let usages =
      scan.map {
        ProjectSources.usageLocations(
          $0.usages, project: project, catalogPaths: files.map(\.resolvedPath), files: session.files)
      }
      ?? [:]
    var catalogs = zip(files, check.keyStates).map { file, states in
      ReportCatalog(
        catalog: file.catalog, file: file.displayPath, states: states, usages: usages[file.resolvedPath] ?? [:])
    }
    // With l10n.yml's costs, the overview shows words, days and cost per language, as status does.
    let costs = project.configuration.costs
    if costs.wordsPerDay != nil || costs.pricePerWord != nil {
      var statuses = catalogs.map { catalog in
        var status = catalog.status
        for (index, words) in catalog.states.wordCounts(in: catalog.catalog).enumerated() {
          status.languages[index].words = words
        }
        return status
      }
      try session.addCosts(
        CostRates(wordsPerDay: costs.wordsPerDay, pricePerWord: costs.pricePerWord), to: &statuses, files: files)
      for index in catalogs.indices { catalogs[index].status = statuses[index] }
    }
    let input = ReportInput(
      title: project.root.lastPathComponent,
      catalogs: catalogs,
      check: check, options: options,
      history: history > 0
        ? CoverageHistory.read(
          count: history, files: files, extraLanguages: project.configuration.languages,
          workingDirectory: session.workingDirectory)
        : .off,
      generated: generated)
    session.keep(input)
    let file = session.resolve(output).appendingPathComponent(ReportPage.fileName)
    try session.write(Data(ReportPage.bytes(input)), to: file, what: "the report", makingFolder: true)
    return file
  }
}
