import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Translate: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Fill missing translations from any program (machine translation, an LLM), for review.",
      discussion: """
        Sends the texts a language lacks (none, or only a new one; with --include needs-review \
        also those marked for review) to a program as JSON lines on its standard input: id, key, \
        source, sourceLanguage, targetLanguage, comment, plural category, placeholders, the \
        glossary's terms (l10n.yml's glossary) and the translation memory's best match. The \
        program answers one JSON line per text, {"id": …, "target": …}, in any order. The \
        protocol, its JSON schema and two example adapters are in Documentation/Translate.md.

        Every answer goes through import's gate (placeholders, plural categories, stand-in \
        text such as the source pasted back, the glossary) and lands as needs_review: a person \
        confirms it. A translated text is never sent nor changed. The program runs once per \
        batch (--batch-size, default 50) with a time limit (--timeout seconds, default 120); \
        every batch is answered before anything is written. A program that fails, hangs, \
        answers what is not JSON or leaves a text unanswered stops the run (exit 2) with the \
        batch named and every file unchanged. Held answers are listed (exit 1).

        The flow: `l10n fill --from-memory` first (exact reuse is free), then translate for \
        the rest. --dry-run prints the JSON lines that would be sent and runs nothing.

        Examples:
          l10n translate --lang fr --command "python3 deepl.py" --dry-run
          l10n translate --lang fr,de --command "python3 deepl.py"
          l10n translate --lang ja --include needs-review
        """
    )

    enum Include: String, ExpressibleByArgument, CaseIterable {
      case needsReview = "needs-review"
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments
    @OptionGroup var lock: LockOptions
    @OptionGroup var progress: ProgressOptions

    @Option(
      name: [.customLong("lang"), .customLong("language")],
      help: ArgumentHelp("The languages to translate into, comma-separated (fr,de).", valueName: "languages"))
    var languages: [String] = []

    @Option(
      help: ArgumentHelp(
        "The program and its arguments, run by the shell (default: l10n.yml's translate.command).",
        valueName: "command"))
    var command: String?

    @Option(help: "Also send texts marked for review: needs-review.") var include: [Include] = []

    @Option(help: ArgumentHelp("Texts per run of the program (default 50).", valueName: "n")) var batchSize: Int?
    @Option(help: ArgumentHelp("Seconds one batch may take (default 120).", valueName: "seconds")) var timeout: Double?
    @Flag(help: "Print the JSON lines that would be sent; run nothing, write nothing.") var dryRun = false
    @Option(help: "text or json.") var format = FormatOption<TextOrJSON>(.text)

    func validate() throws {
      if languages.isEmpty { throw ValidationError("name the languages to translate into: --lang fr[,de]") }
      if let batchSize, batchSize < 1 { throw ValidationError("--batch-size must be 1 or more") }
      if let timeout, !(timeout > 0) { throw ValidationError("--timeout must be more than 0 seconds") }
    }

    var quiet: Bool { progress.quiet }
    var outputFormat: OutputFormat { format.format }

    func request() -> TranslateRequest {
      var request = TranslateRequest(languages: languages, command: command, waiting: lock.waiting)
      (request.catalogs, request.includesNeedsReview, request.dryRun) = (arguments.catalogs, !include.isEmpty, dryRun)
      (request.batchSize, request.timeout) = (batchSize, timeout)
      return request
    }
  }
}
