import ArgumentParser
import L10nCatalog
import L10nProject
import L10nReporting

extension L10nCommand {
  struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show how far each catalog is translated, per language.",
      discussion: """
        For each catalog and language: the keys that count (translatable and not stale), how many \
        are translated, need review, are new, or are missing, and the percentage translated. A \
        key with variations counts as translated only when every case is. In the source language \
        a key without a localization counts as translated, as in Xcode (the key is the text).

        Languages are those the catalog has, plus those listed under `languages` in l10n.yml.

        Examples:
          l10n status
          l10n status --format json Catalogs/Localizable.xcstrings
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments

    @Option(help: "Output format: text (a table) or json (versioned, for scripts).")
    var format: Format = .text

    func run() throws {
      let project = try global.loadProject()
      let loading = try CatalogLoading(
        project: project, arguments: arguments.catalogs, workingDirectory: global.workingDirectory)
      try loading.requireAll(color: global.color)
      let statuses = loading.files.map {
        CatalogStatus(catalog: $0.catalog, file: $0.displayPath, extraLanguages: project.configuration.languages)
      }
      switch format {
      case .json:
        print(StatusReport.json(statuses))
      case .text:
        Terminal.standardOutput.write(
          StatusReport.text(statuses, color: Terminal.standardOutput.usesColor(global.color)))
      }
    }
  }
}
