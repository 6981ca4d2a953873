import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Fill: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Fill missing translations from the translation memory, marked for review.",
      discussion: """
        The translation memory is every translated text of the project's catalogs, per language \
        (needs_review ones rank lower), plus the TMX files under `memory` in l10n.yml and those \
        given with --memory. A unit with no translation, or only a new one, gets its best match \
        at or above --min-match: 100 (the default) is the same source text, with placeholders \
        such as %@ and %1$@ taken as equal; below 100, fuzzy matches as CAT tools score them \
        (word edits). Within a plural variation each category takes the same category's match.

        Filled texts are always marked needs_review: a person confirms reuse. A unit that has a \
        translation is never changed. A match whose placeholders do not fit the source (the rule \
        import applies), or one from a key marked "Don't translate", is never used. Catalogs are \
        written atomically, under the lock, as import writes them.

        Prints per catalog and language: filled exact, filled fuzzy, no match, and misfit (only \
        matches whose placeholders do not fit). See Documentation/Memory.md.

        Examples:
          l10n fill --from-memory --dry-run
          l10n fill --from-memory --lang fr,de --min-match 85
          l10n fill --from-memory --memory vendor.tmx --format json
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments
    @OptionGroup var lock: LockOptions
    @OptionGroup var memoryOptions: MemoryOptions

    @Flag(help: "Fill from the translation memory (the one source fill has; required).") var fromMemory = false

    @OptionGroup var languages: MemoryLanguages

    @Option(help: ArgumentHelp("The lowest match score used, 1 to 100 (100: exact only).", valueName: "score"))
    var minMatch = 100

    @Flag(help: "Show what would be filled; write nothing.") var dryRun = false

    @Option(help: "text or json.") var format = FormatOption<TextOrJSON>(.text)

    func validate() throws {
      if !fromMemory { throw ValidationError("say where from: --from-memory (the translation memory)") }
      if !(1...100).contains(minMatch) { throw ValidationError("--min-match must be between 1 and 100") }
    }

    var outputFormat: OutputFormat { format.format }

    func request() -> FillRequest {
      FillRequest(
        scope: memoryOptions.scope(catalogs: arguments.catalogs, languages: languages.list), minimumScore: minMatch,
        dryRun: dryRun, waiting: lock.waiting)
    }
  }
}
