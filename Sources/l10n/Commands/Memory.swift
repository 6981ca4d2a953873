import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Memory: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Look at the translation memory: what it could fill, and export it as TMX.",
      discussion: """
        The translation memory is every translated text of the project's catalogs, per language, \
        plus the TMX files under `memory` in l10n.yml and those given with --memory. `fill \
        --from-memory` fills from it, and `export` adds its matches as suggestions. See \
        Documentation/Memory.md.

        Examples:
          l10n memory stats
          l10n memory export --lang fr,de --output memory.tmx
        """,
      subcommands: [Stats.self, ExportTMX.self]
    )

    @OptionGroup var global: GlobalOptions

    struct Stats: ProjectCommand {
      static let configuration = CommandConfiguration(
        abstract: "Per language: pairs in memory, and the missing translations it could fill.",
        discussion: """
          For each language: the pairs of source text and translation the memory holds, the units \
          without a translation (none, or only a new one), and how many of those have an exact \
          match (100: the same text, placeholders abstracted) or only a fuzzy one at or above \
          --fuzzy-min. The exact ones are what `l10n fill --from-memory` can fill before a \
          translator is paid.

          Examples:
            l10n memory stats
            l10n memory stats --lang ja --format json
          """)

      @OptionGroup var global: GlobalOptions
      @OptionGroup var arguments: CatalogArguments
      @OptionGroup var memoryOptions: MemoryOptions

      @OptionGroup var languages: MemoryLanguages

      @Option(help: ArgumentHelp("The lowest fuzzy score counted, 1 to 99.", valueName: "score"))
      var fuzzyMin = 75

      @Option(help: "text or json.") var format = FormatOption<TextOrJSON>(.text)

      func validate() throws {
        if !(1...99).contains(fuzzyMin) { throw ValidationError("--fuzzy-min must be between 1 and 99") }
      }

      var outputFormat: OutputFormat { format.format }

      func request() -> MemoryStatsRequest {
        MemoryStatsRequest(
          scope: memoryOptions.scope(catalogs: arguments.catalogs, languages: languages.list), fuzzyMinimum: fuzzyMin)
      }
    }

    struct ExportTMX: ProjectCommand {
      static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the translation memory as TMX 1.4b, for CAT tools and TMSs.",
        discussion: """
          One <tu> per source text (and plural category), one <tuv> per language; a language with \
          several translations of one text gets a <tu> for each. Translations marked for review \
          carry <prop type="x-l10n-state">needs_review</prop>; a character XML cannot carry, \
          <ph type="x-l10n-char">U+0018</ph>. Valid against the TMX 1.4b DTD; Translate \
          Toolkit's TMX reader (what pot2po --tm uses) reads it. A TMX file has one source \
          language: name the catalogs of one when the project's differ.

          Examples:
            l10n memory export --output memory.tmx
            l10n memory export --lang fr --output - | head
          """)

      @OptionGroup var global: GlobalOptions
      @OptionGroup var arguments: CatalogArguments
      @OptionGroup var memoryOptions: MemoryOptions

      @OptionGroup var languages: MemoryLanguages

      @Option(
        help: ArgumentHelp("The TMX file to write, or - for standard output.", valueName: "file.tmx"),
        completion: .file(extensions: ["tmx"]))
      var output: String

      func request() -> MemoryExportRequest {
        MemoryExportRequest(
          scope: memoryOptions.scope(catalogs: arguments.catalogs, languages: languages.list),
          output: output == "-" ? nil : output)
      }
    }
  }
}
