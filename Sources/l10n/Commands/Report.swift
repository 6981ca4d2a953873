import ArgumentParser
import Foundation
import L10nCatalog
import L10nCheck
import L10nExtraction
import L10nProject
import L10nReporting

extension L10nCommand {
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a web page that shows the project's localization at a glance.",
      discussion: """
        Writes one self-contained index.html (style, script, data and SVG charts inline; it \
        fetches nothing) into the output folder: open it from disk, keep it as a CI artifact or \
        publish it on GitHub Pages.

        Overview: per catalog and language, a bar of translated, needs review, new and missing \
        keys, with the numbers of `l10n status`; with l10n.yml's check.minCoverage, each \
        language over all catalogs against it, those below it marked (as `l10n check` judges). \
        Screens: coverage per screen (first key segment) and language to translate into; a cell \
        lists the keys not done, with source text, comment and where code uses them (with \
        sources). Findings: those of `l10n check` (with l10n.yml's rules and baseline), \
        filterable by rule, severity, language and catalog, each linking to its rule's \
        documentation. History (--history N): coverage per language over \
        the last N commits that changed a catalog, read from git; a note instead without git or \
        in a shallow clone.

        Exit status: 0 when the page is written (findings do not fail it); 2 when a catalog \
        cannot be read or the folder cannot be written; 64 for a usage error.

        Examples:
          l10n report
          l10n report --output site --history 30
          l10n report --no-sources Catalogs/Localizable.xcstrings
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments
    @OptionGroup var progress: ProgressOptions

    @Option(
      help: ArgumentHelp("The folder to write index.html into (made if missing).", valueName: "dir"),
      completion: .directory)
    var output = "l10n-report"

    @Option(help: ArgumentHelp("Draw coverage over the last N commits that changed a catalog.", valueName: "n"))
    var history = 0

    @Option(
      name: .customLong("sources"), parsing: .upToNextOption,
      help: ArgumentHelp(
        "Swift source folders or files: where code uses keys, and check's code rules (default: the config's).",
        valueName: "dir"),
      completion: .directory)
    var sources: [String] = []

    @Flag(help: "Do not scan Swift sources, even if l10n.yml lists them.")
    var noSources = false

    func validate() throws {
      if history < 0 { throw ValidationError("--history must be 0 or more commits") }
    }

    func run() throws {
      let project = try global.loadProject()
      let working = global.workingDirectory
      let loading = try CatalogLoading(
        project: project, arguments: arguments.catalogs, workingDirectory: working, recordingLocations: true,
        readOnly: true)
      try loading.requireAll(color: global.color)
      let files = loading.files
      defer { KeptUntilExit.keep(files.map { ($0.catalog, $0.locations) }) }
      let scan =
        noSources
        ? nil : try SourceScan.run(project: project, sources: sources, quiet: progress.quiet, workingDirectory: working)
      var options = CheckSetup.options(project)
      // Where every key stands in every language, judged in check's walk: status's counts.
      options.keepsKeyStates = true
      let check = try CheckSetup.check(
        files, options: options, scan: scan,
        baseline: CheckSetup.baselinePath(nil, project: project, workingDirectory: working), project: project,
        workingDirectory: working)
      defer { KeptUntilExit.keep(check) }
      let usages =
        scan.map { ProjectSources.usageLocations($0.usages, project: project, catalogPaths: files.map(\.resolvedPath)) }
        ?? [:]
      let languages = project.configuration.languages
      let input = ReportInput(
        title: project.root.lastPathComponent,
        catalogs: zip(files, check.keyStates).map { file, states in
          ReportCatalog(
            catalog: file.catalog, file: file.displayPath, states: states, usages: usages[file.resolvedPath] ?? [:])
        },
        check: check, options: options,
        history: history > 0
          ? CoverageHistory.read(count: history, files: files, extraLanguages: languages, workingDirectory: working)
          : .off,
        generated: ISO8601DateFormatter().string(from: Date()))
      defer { KeptUntilExit.keep(input) }
      let file = try ReportPage.write(input, to: PathDisplay.resolve(output, against: working), displayPath: output)
      print(PathDisplay.relative(file, to: working))
    }
  }
}
