import ArgumentParser
import Foundation
import L10nCatalog
import L10nCheck
import L10nExtraction
import L10nICU
import L10nProject
import L10nReporting
import L10nText

extension CheckFormat: ExpressibleByArgument {}

extension L10nCommand {
  struct Check: ParsableCommand {
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
    var format: CheckFormat = .text

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
      if let minCoverage { _ = try Self.parseCoverage(minCoverage) }
      if dryRun && !fixNames { throw ValidationError("--dry-run goes with --fix-names") }
      if lock.noWait && !fixNames {
        throw ValidationError("--no-wait goes with --fix-names: check writes no catalog without it")
      }
      if listRules, ![.text, .markdown, .json].contains(format) {
        throw ValidationError("--list-rules supports --format text, json or markdown")
      }
    }

    /// `95`, `fr=100,de=90` or `90,fr=100`.
    static func parseCoverage(_ text: String) throws -> (all: Double?, byLanguage: [String: Double]) {
      var all: Double?
      var byLanguage: [String: Double] = [:]
      for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
        let number = pieces.last.flatMap { Double($0.hasSuffix("%") ? String($0.dropLast()) : $0) }
        guard let number, number >= 0, number <= 100, !(pieces.count == 2 && pieces[0].isEmpty) else {
          throw ValidationError("--min-coverage: '\(part)' is not a percentage from 0 to 100 (or language=percentage)")
        }
        if pieces.count == 2 {
          byLanguage[try LanguageOption.tag(pieces[0], option: "--min-coverage")] = number
        } else {
          all = number
        }
      }
      return (all, byLanguage)
    }

    func run() throws {
      if listRules { return try printRules() }
      let project = try global.loadProject()
      let loading = try CatalogLoading(
        project: project, arguments: arguments.catalogs, workingDirectory: global.workingDirectory,
        recordingLocations: true, readOnly: true)
      try loading.requireAll(color: global.color)
      defer { KeptUntilExit.keep(loading.files.map { ($0.catalog, $0.locations) }) }
      let scan =
        noSources
        ? nil
        : try SourceScan.run(
          project: project, sources: sources, quiet: progress.quiet, workingDirectory: global.workingDirectory)
      // The baseline is not applied where every finding counts: fixing names, writing a baseline.
      let baselineFile =
        fixNames || writeBaseline != nil
        ? nil : CheckSetup.baselinePath(baseline, project: project, workingDirectory: global.workingDirectory)
      let report = try CheckSetup.check(
        loading.files,
        options: CheckSetup.options(project, minCoverage: try minCoverage.map(Self.parseCoverage), strict: strict),
        scan: scan, baseline: baselineFile, project: project, workingDirectory: global.workingDirectory)
      defer { KeptUntilExit.keep(report) }
      if fixNames { return try fixNames(report.findings, project: project) }
      if let writeBaseline {
        try write(Baseline.encode(report.findings), to: writeBaseline, "the baseline")
        Terminal.standardError.write(
          "Recorded \(Counted.phrase(report.findings.count, "finding")) in \(writeBaseline).\n")
        return
      }
      let useColor = output == nil && format == .text && Terminal.standardOutput.usesColor(global.color)
      let rendered = CheckReportRenderer.render(report, format: format, color: useColor)
      if let output {
        try write(Data(rendered.utf8), to: output, "the report")
      } else {
        Terminal.standardOutput.write(rendered)
      }
      if report.failed { throw ExitCode.findings }
    }

    /// --fix-names: the key-naming suggestions as a rename map, printed (--dry-run) or renamed.
    private func fixNames(_ findings: [Finding], project: Project) throws {
      var pairs: [KeyRename.Pair] = []
      for finding in findings where finding.rule == .keyNaming {
        guard let key = finding.key, let new = finding.suggestion, !pairs.contains(where: { $0.old == key }) else {
          continue
        }
        pairs.append(KeyRename.Pair(old: key, new: new))
      }
      guard !pairs.isEmpty else { return Terminal.standardError.printNote("No key-naming finding has a suggestion.") }
      if dryRun {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        for pair in pairs { print("\(quoted(pair.old)): \(quoted(pair.new))") }
        return
      }
      try Rename.perform(
        pairs, project: project, global: global, lock: lock, dryRun: false, allowAnyName: false, sources: sources)
    }

    /// Writes `data` to `path` (from the working directory) at once, or throws what `what` is.
    private func write(_ data: Data, to path: String, _ what: String) throws {
      try WriteScope.current?.check(PathDisplay.resolve(path, against: global.workingDirectory).path, displayPath: path)
      do {
        try data.write(to: PathDisplay.resolve(path, against: global.workingDirectory), options: .atomic)
      } catch {
        throw CheckError("\(path): cannot write \(what) (\(error.localizedDescription))")
      }
    }

    private func printRules() throws {
      let list = RuleList()
      switch format {
      case .markdown: Terminal.standardOutput.write(RuleDocumentation.markdown())
      case .json: Terminal.standardOutput.write(try list.json())
      default: Terminal.standardOutput.write(list.text(icuVersion: ICU.version, cldrVersion: ICU.cldrVersion))
      }
    }
  }
}
