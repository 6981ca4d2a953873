import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Check: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check key naming, plural forms (ICU), placeholders, coverage and translation quality.",
      discussion: """
        Each rule has an id and a default severity that `check.rules` in l10n.yml changes or \
        switches off; `l10n check --list-rules` lists them and Documentation/Checks.md explains \
        them. Plural forms come from ICU (its version is in every report). Findings point at the \
        key's line in the .xcstrings file.

        With Swift sources (--sources, or `sources` in l10n.yml), keys used in code but missing \
        from the catalog and managed keys the code no longer uses are reported too. On a \
        terminal, scanning a large tree shows its progress on standard error (--quiet hides it).

        --fix-names renames the keys key-naming reports to their snake_case form (its \
        `suggestion` in --format json: editor.addButton.title → editor.add_button.title) with \
        `l10n rename`, in every catalog and at every usage; with --dry-run it prints that rename \
        map (YAML, for `l10n rename --map`) and changes nothing.

        Exit status: 0 when no finding is an error and coverage meets --min-coverage; 1 when \
        one is or it does not; 2 when a file cannot be read; 64 for a usage error.

        Examples:
          l10n check
          l10n check --format github --min-coverage 95    # in GitHub Actions
          l10n check --format sarif --output l10n.sarif
          l10n check --min-coverage fr=100,de=90 --strict
          l10n check --write-baseline l10n-baseline.json  # record today's findings
          l10n check --baseline l10n-baseline.json        # then fail on new ones
          l10n check --fix-names --dry-run > renames.yml  # a rename map
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments
    @OptionGroup var progress: ProgressOptions

    @Option(
      name: .customLong("sources"), parsing: .upToNextOption,
      help: ArgumentHelp(
        "Swift source folders or files whose keys to compare (default: the config's sources).", valueName: "dir"),
      completion: .directory)
    var sources: [String] = []

    @Flag(help: "Do not scan Swift sources, even if l10n.yml lists them.")
    var noSources = false

    @Option(help: "Report format: text, json, sarif, github (workflow annotations), junit, markdown (a PR comment).")
    var format = FormatOption<EveryFormat>(.text)

    @Option(
      help: ArgumentHelp("Write the report to a file instead of standard output.", valueName: "file"),
      completion: .file())
    var output: String?

    @Option(
      help: ArgumentHelp(
        "Minimum translated percentage: for every language (95), per language (fr=100,de=90), or both (90,fr=100).",
        valueName: "percent"))
    var minCoverage: String?

    @Option(
      help: ArgumentHelp("Report only findings not recorded in this baseline file.", valueName: "file"),
      completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
      help: ArgumentHelp("Record the current findings in this baseline file and exit 0.", valueName: "file"),
      completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "List the rules (with --format markdown: the Checks.md documentation) and exit.")
    var listRules = false

    @Flag(help: "Rename keys that break the convention to their suggested snake_case form (see l10n rename).")
    var fixNames = false
    @Flag(help: "With --fix-names: print the rename map (YAML) and change nothing.") var dryRun = false
    @OptionGroup var lock: LockOptions

    func validate() throws {
      if let minCoverage { _ = try asValidation { try CheckRequest.parseCoverage(minCoverage) } }
      if dryRun && !fixNames { throw ValidationError("--dry-run goes with --fix-names") }
      if lock.noWait && !fixNames {
        throw ValidationError("--no-wait goes with --fix-names: check writes no catalog without it")
      }
      if listRules, ![.text, .markdown, .json].contains(format.format) {
        throw ValidationError("--list-rules supports --format text, json or markdown")
      }
    }

    var outputFormat: OutputFormat { format.format }
    /// The rules are listed without reading l10n.yml.
    var needsProject: Bool { !listRules }
    var quiet: Bool { progress.quiet }

    func request() throws -> CheckCommandRequest {
      let check = CheckRequest(
        catalogs: arguments.catalogs, sources: noSources ? nil : sources,
        minCoverage: try minCoverage.map(CheckRequest.parseCoverage), strict: strict, baseline: baseline,
        appliesBaseline: !fixNames && writeBaseline == nil)
      var rename = RenameRequest(pairs: [], waiting: lock.waiting)
      rename.sources = sources
      let mode: CheckCommandRequest.Mode =
        if listRules {
          .listRules
        } else if fixNames {
          .fixNames(rename, dryRun: dryRun)
        } else if let writeBaseline {
          .writeBaseline(writeBaseline)
        } else {
          .report(file: output)
        }
      return CheckCommandRequest(check, mode: mode, format: format.format)
    }
  }
}
