import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Status: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show how far each catalog is translated, per language.",
      discussion: """
        For each catalog and language: the keys that count (translatable and not stale), how many \
        are translated, need review, are new, or are missing, and the percentage translated. A \
        key with variations counts as translated only when every case is. In the source language \
        a key without a localization counts as translated, as in Xcode (the key is the text).

        Languages are those the catalog has, plus those listed under `languages` in l10n.yml. \
        --lang shows only the languages named (and the source), adding any the catalog does not \
        have yet: with --words, what a new language would cost.

        --words adds the source words each language still needs, counted by ICU's word break \
        iterator in the source language (Japanese and Chinese by its dictionaries; placeholders \
        are not words): words to translate (keys new or missing), words to review (keys that \
        need review), and all words (the language from nothing). A plural counts one text per \
        category the language needs, as a translator gets them.

        --words-per-day and --price-per-word (or l10n.yml's costs:) add, per language, the \
        words the translation memory fills exactly (what `fill --from-memory` does for free), \
        and the days and the cost of the words left to translate.

        Examples:
          l10n status
          l10n status --format json Catalogs/Localizable.xcstrings
          l10n status --words --lang it               # what Italian would cost
          l10n status --words-per-day 2500 --price-per-word 0.12
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments

    @Option(help: "Output format: text (a table) or json (versioned, for scripts).")
    var format = FormatOption<TextOrJSON>(.text)

    @Flag(help: "Add the source words each language still needs (to translate, to review, all).")
    var words = false

    @Option(
      name: [.customLong("lang"), .customLong("language")],
      help: ArgumentHelp(
        "Show only these languages, comma-separated, adding any the catalogs lack (it: a new language).",
        valueName: "languages"))
    var languages: [String] = []

    @Option(help: ArgumentHelp("Words a translator does in a day: adds days per language.", valueName: "n"))
    var wordsPerDay: Double?

    @Option(help: ArgumentHelp("The price of a translated word: adds the cost per language.", valueName: "amount"))
    var pricePerWord: Double?

    func validate() throws {
      if let wordsPerDay, !(wordsPerDay > 0) { throw ValidationError("--words-per-day must be more than 0") }
      if let pricePerWord, !(pricePerWord >= 0) { throw ValidationError("--price-per-word must be 0 or more") }
    }

    var outputFormat: OutputFormat { format.format }

    func request() -> StatusRequest {
      var request = StatusRequest(catalogs: arguments.catalogs, countWords: words, languages: languages)
      request.rates = CostRates(wordsPerDay: wordsPerDay, pricePerWord: pricePerWord)
      return request
    }
  }
}
