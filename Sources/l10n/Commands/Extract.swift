import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Extract: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Find \"key\".i18n usages in Swift sources and keep the catalog in sync.",
      discussion: """
        Parses Swift with swift-syntax. A usage is a string literal without interpolation \
        followed by a configured member (.i18n), NSLocalizedString("key", …) or \
        String(localized: "key", …). SwiftUI and Foundation calls that take a key (Text("key"), \
        Label, Button, .navigationTitle, … : extract.keyCalls) keep a catalog key in use but add \
        none. In those calls and String(localized:), a literal with interpolations names the key \
        with a placeholder in each hole (Text("\\(n) files") uses "%lld files"); one that names \
        no catalog key is a warning. A key Xcode 26 generates a Swift symbol for (a manual key: \
        Text(.editorTitle)) is in use where code writes the symbol. Keys built at run time \
        (.i18n, NSLocalizedString) are reported as warnings, with the keys.dynamic pattern that \
        declares them; keys matching keys.dynamic are always in use.

        New keys are added at Xcode's sorted position with extractionState "manual" (which Xcode \
        leaves alone), the trailing // comment (or value:/defaultValue:) as the source text and \
        the comment: argument as the comment. Keys found again keep everything; stale ones come \
        back. Keys no longer used are reported; --mark-stale marks them stale, --prune removes \
        them. A key that any string literal in the sources equals, or names with a placeholder \
        in each interpolation (SwiftUI's keys in typed positions), is never pruned nor marked \
        stale: it is reported as mentioned outside a known call shape, with its place. Both \
        refuse (exit 1, nothing written) when Swift files under l10n.yml's folder lie outside its \
        sources and exclude, and when they would take more than --max-prune percent (25) of a \
        catalog's keys. Code never overwrites a different source text unless --update-source is \
        given.

        Usages that name a table (tableName:, table:) go to that table's catalog. A catalog that \
        does not exist yet is created (--catalog, extract.catalog, a table's). A cache of what \
        each file held (by content) is kept in .l10n-cache/ at the project root. On a terminal, \
        a large tree shows its progress on standard error (--quiet hides it).

        Examples:
          l10n extract                 # sources and catalogs from l10n.yml
          l10n extract --check         # CI, pre-commit: exit 1 if out of sync
          l10n extract --dry-run --format json
          l10n extract --sources App --catalog App/Localizable.xcstrings --mark-stale
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var lock: LockOptions

    @Option(
      name: .customLong("sources"), parsing: .upToNextOption,
      help: ArgumentHelp("Swift source folders or files (default: the config's sources).", valueName: "dir"),
      completion: .directory)
    var sources: [String] = []

    @Option(
      help: ArgumentHelp("The catalog for keys without a table (default: from l10n.yml).", valueName: "file"),
      completion: .catalogs)
    var catalog: String?

    @Flag(help: "List what would change and write nothing.") var dryRun = false
    @Flag(help: "Write nothing; exit 1 if the catalog is out of sync with the code.") var check = false
    @Flag(help: "Mark keys that code no longer uses as stale.") var markStale = false
    @Flag(help: "Remove keys that code no longer uses (never one a string literal in the code names).")
    var prune = false

    @Option(
      help: ArgumentHelp(
        "The largest share of a catalog's keys one --prune or --mark-stale may take, in percent.", valueName: "percent")
    )
    var maxPrune: Double = 25

    @Flag(help: "Take the code's source text where it differs from the catalog's (translations become needs_review).")
    var updateSource = false

    @Flag(help: "Parse every file, ignoring and not writing the cache.")
    var noCache = false

    @Option(help: "Output format: text or json (json also lists where each key is used).")
    var format = FormatOption<TextOrJSON>(.text)

    func validate() throws {
      if markStale && prune { throw ValidationError("--mark-stale and --prune cannot be used together.") }
      if !(0...100).contains(maxPrune) { throw ValidationError("--max-prune must be between 0 and 100") }
    }

    var quiet: Bool { progress.quiet }
    var outputFormat: OutputFormat { format.format }

    func request() -> ExtractRequest {
      var request = ExtractRequest(
        sources: sources, catalog: catalog, markStale: markStale, prune: prune, updateSource: updateSource,
        maxPrunePercent: maxPrune, useCache: !noCache, writes: !(dryRun || check), waiting: lock.waiting)
      request.checkOnly = check
      return request
    }
  }
}
