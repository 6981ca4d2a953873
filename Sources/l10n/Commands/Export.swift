import ArgumentParser
import L10nSession

extension ExchangeFormat: ExpressibleByArgument {}

extension ExportSelection: ExpressibleByArgument {}

extension L10nCommand {
  struct Export: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write XLIFF, .xcloc, CSV or gettext PO files for translators.",
      discussion: """
        Writes one file per language from the catalogs alone, on any machine: XLIFF 1.2 as \
        `xcodebuild -exportLocalizations` writes it (same skeleton, attribute order, unit ids \
        such as key|==|plural.one, units sorted by id, translate="no", notes), the .xcloc bundle \
        Xcode makes, or a CSV for spreadsheets (columns: catalog, id, key, screen, comment, \
        source, target, state, fingerprint, used at; see Documentation/Formats.md), or gettext \
        PO for Weblate, Poedit and Launchpad (one entry per text, msgctxt the unit id, plurals \
        in the language's Plural-Forms; --format pot writes the template, template.pot; see \
        Documentation/Weblate.md).

        Plural cases are those the target language needs (from ICU's CLDR data), even where the \
        catalog has none yet for it. Units without a translation have no target. With sources \
        configured, each unit also says where code uses its key; keys that follow the key \
        convention name their screen.

        Units without a translation carry up to three suggestions from the translation memory \
        (the project's translated texts and its TMX files; see Documentation/Memory.md) scoring \
        --suggest-min or more: XLIFF <alt-trans match-quality="NN" origin="l10n memory">, CSV \
        suggestion and match columns. Import never takes a suggestion for a translation. \
        --no-suggestions leaves them out.

        --pseudo writes a pseudo-language instead of translations: accented, about 40% longer, \
        in brackets, placeholders kept (default language en-XA). Import it to see truncation and \
        hard-coded text in the app.

        Files go to --output: a folder (default: Localizations in the project root), or with one language a file \
        path, or - for standard output. On a terminal, exporting several languages shows its \
        progress on standard error (--quiet hides it).

        Examples:
          l10n export --lang fr                        # Localizations/fr.xliff
          l10n export --lang fr,de --format csv --bom  # for Excel
          l10n export --all-languages --format xcloc --only untranslated
          l10n export --pseudo --format xliff
          l10n export --all-languages --format po      # Localizations/fr.po, de.po
          l10n export --format pot                     # Localizations/template.pot
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments
    @OptionGroup var progress: ProgressOptions

    @Option(
      name: [.customLong("lang"), .customLong("language")],
      help: ArgumentHelp("The languages to export, comma-separated (fr,de).", valueName: "languages"))
    var languages: [String] = []

    @Flag(
      help:
        "Export every language of the project (l10n.yml's languages, else the catalogs'), not the development language."
    )
    var allLanguages = false

    @Option(help: ArgumentHelp(ExchangeFormat.choices + ".")) var format: ExchangeFormat = .xliff

    @Option(
      help: ArgumentHelp(
        "A folder for the files (default: Localizations), or with one language a file, or - for standard output.",
        valueName: "path"),
      completion: .file())
    var output: String?

    @Option(help: "Which units: all, untranslated or needs-review.") var only: ExportSelection = .all
    @Flag(help: "Write a pseudo-language instead of translations (accented, 40% longer, bracketed).") var pseudo = false
    @Flag(help: "CSV: start with a byte order mark, so Excel opens the file as UTF-8.") var bom = false

    @Flag(help: "CSV: do not put ' before cells that start with = + - @ tab or CR (for machine-to-machine files).")
    var noFormulaGuard = false

    @Flag(help: "Leave out the screen and code locations (XLIFF: the second <note>).") var noContext = false

    @OptionGroup var memoryOptions: MemoryOptions
    @Option(help: ArgumentHelp("The lowest score of a memory suggestion, 1 to 100.", valueName: "score"))
    var suggestMin = 75
    @Flag(help: "Leave out the translation memory's suggestions (XLIFF <alt-trans>, CSV suggestion columns).")
    var noSuggestions = false

    @Option(
      help: ArgumentHelp("Swift sources to find where keys are used (default: l10n.yml's sources).", valueName: "path"),
      completion: .directory)
    var sources: [String] = []

    func validate() throws {
      if !languages.isEmpty && allLanguages { throw ValidationError("use either --lang or --all-languages, not both") }
      if languages.isEmpty && !allLanguages && !pseudo && format != .pot {
        throw ValidationError("name the languages to export: --lang fr[,de] or --all-languages")
      }
      if !(1...100).contains(suggestMin) { throw ValidationError("--suggest-min must be between 1 and 100") }
    }

    var quiet: Bool { progress.quiet }

    func request() -> ExportFilesRequest {
      var request = ExportFilesRequest(
        ExportScope(named: languages, allLanguages: allLanguages, selection: only, pseudo: pseudo), format: format)
      request.catalogs = arguments.catalogs
      (request.output, request.sources) = (output, sources)
      (request.byteOrderMark, request.formulaGuard, request.includeContext) = (bom, !noFormulaGuard, !noContext)
      (request.suggestions, request.memoryFiles, request.suggestMinimum) = (
        !noSuggestions, memoryOptions.files, suggestMin
      )
      return request
    }
  }
}
