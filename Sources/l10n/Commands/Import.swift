import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Import: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Merge translations from XLIFF, .xcloc, CSV or PO files back into the catalogs.",
      discussion: """
        Reads XLIFF 1.2 (Xcode's exports, l10n's, and what CAT tools send back), .xcloc bundles, \
        l10n's CSV and gettext PO (Weblate, Poedit, Launchpad: the language from the header, \
        #, fuzzy as needs_review, #~ obsolete entries ignored), and merges them unit by unit. \
        A new or changed target sets the text and \
        the state: translated, or needs_review when the source changed since the export, the file \
        asks for review, or its state-qualifier says a machine or a memory made it (leveraged-mt, \
        mt-suggestion, leveraged-tm, tm-suggestion, fuzzy-match, ...). An empty target never \
        erases a translation. Units for keys a catalog does not have are reported, not added. A \
        unit whose plural category or shape does not fit is rejected with a message and the rest \
        goes in; with --strict nothing goes in.

        One gate holds a unit back, with its reason, and keeps the catalog's text: placeholders \
        that do not fit its own file's source or the catalog's current source (position, type, \
        name); a source that changed since export where the catalog has a translated value \
        (--accept-drift takes it as needs_review); stand-in text (N/A, -, TODO, TBD, ???, only \
        whitespace, or the source pasted unchanged; l10n.yml's import.standIns sets the list and \
        import.holdUnchangedSource the last). A target equal to its source is a stand-in only \
        where the file does not mark it as the translator's decision: an XLIFF target that is \
        translated, final or signed-off, or a PO entry that is not fuzzy, goes in as the file \
        says (brand names, acronyms, a single space); check's same-as-source note lists them. \
        No-break spaces the catalog's translation has beside a placeholder stay when the file \
        flattened them to plain spaces. A file whose language \
        (XLIFF target-language, the CSV's target column) is not a language tag ICU knows, or \
        spells a catalog's language another way (pt_br for pt-BR), is refused: nothing is written.

        Each <file> of an XLIFF (each catalog of a CSV) goes to the catalog at that path from the \
        project root, else to the only catalog whose path ends the same way. --catalog sends \
        everything to one catalog.

        Every file is read and every unit checked before anything is written; each catalog is \
        then written once, atomically. Files with a document type declaration (<!DOCTYPE>) are \
        refused: external entities and entity expansion are never resolved.

        Prints a summary per language and catalog: added, updated, unchanged, empty, rejected, \
        held, unknown, and the held units per reason; --format json lists every held unit with \
        its key, language, reason and the text it would have written. Exit status 1 when a unit \
        was rejected, held or unknown. On a terminal, reading several \
        files shows its progress on standard error (--quiet hides it).

        Examples:
          l10n import Localizations/fr.xliff
          l10n import fr.csv de.csv --dry-run
          l10n import Localizations/ja.xcloc --strict
          l10n import de.xliff --accept-drift
          l10n import Localizations/*.po
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var lock: LockOptions

    @OptionGroup var progress: ProgressOptions

    @Argument(
      help: ArgumentHelp("XLIFF (.xliff, .xlf), .xcloc bundles, CSV or PO files.", valueName: "file"),
      completion: .file(extensions: ExchangeFormat.importExtensions))
    var files: [String]

    @Option(help: .catalogs("Merge everything into this catalog instead of matching paths."), completion: .catalogs)
    var catalog: String?

    @Flag(help: "Show what would change; write nothing.") var dryRun = false
    @Flag(help: "If any unit is rejected or held, write nothing.") var strict = false
    @Flag(help: "Take units whose source changed since export as needs_review, even over a translated value.")
    var acceptDrift = false

    @Flag(help: "CSV: keep a leading ' before = + - @ tab or CR (the file was written without the formula guard).")
    var noFormulaGuard = false

    @Option(help: "text or json.")
    var format = FormatOption<TextOrJSON>(.text)

    var quiet: Bool { progress.quiet }
    var outputFormat: OutputFormat { format.format }

    func request() -> ImportRequest {
      var request = ImportRequest(files: files, catalog: catalog, waiting: lock.waiting)
      (request.dryRun, request.strict, request.acceptDrift) = (dryRun, strict, acceptDrift)
      request.formulaGuard = !noFormulaGuard
      return request
    }
  }
}
