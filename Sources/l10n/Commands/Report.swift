import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Report: ProjectCommand {
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

    var quiet: Bool { progress.quiet }

    func request() -> ReportRequest {
      var request = ReportRequest()
      (request.catalogs, request.output, request.history) = (arguments.catalogs, output, history)
      request.sources = noSources ? nil : sources
      return request
    }
  }
}
