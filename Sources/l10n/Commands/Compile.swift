import ArgumentParser
import L10nSession

extension CompilePlatform: ExpressibleByArgument {}

extension AppleStringsOutput: ExpressibleByArgument {}

extension PropertyListSerializationFormat: ExpressibleByArgument {}

extension L10nCommand {
  struct Compile: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compile catalogs to the platform's resources (.lproj tables, Android's strings.xml).",
      discussion: """
        Does what Xcode's `xcstringstool compile` does, on any machine: for each catalog and \
        language, <output>/<lang>.lproj/<Table>.strings with the plain texts and \
        <Table>.stringsdict with the keys that vary (plural, device, substitutions), the table \
        named after the catalog. Files are XML property lists as Xcode writes them \
        (--serialization binary for binary ones); a language gets only the files it has texts \
        for. Texts of the source language in state new, and keys without a text of the source \
        language, are left out of the source language's table: Foundation shows the key. See \
        Documentation/Compile.md.

        --platform android writes <output>/values/strings.xml (the source language, every \
        key) and values-<lang>/strings.xml (values-fr, values-pt-rBR, values-b+zh+Hant), all \
        catalogs together: <string> and <plurals>, Java placeholders (%1$s, %1$d), resource \
        names from keys (lowercased, other characters as _); what Android cannot hold is a \
        warning.

        --format strings-only writes no .stringsdict and leaves out the keys that vary, with a \
        warning (swift-corelibs-foundation, off Apple platforms, crashes on a table that has \
        one); --all-tables writes every table of every language, empty ones too, for a build \
        system that declares its outputs in advance (the SwiftPM plugin L10nCompilePlugin).

        --dry-run writes nothing and prints each file it would write, one a line.

        Examples:
          l10n compile -o Build/Resources
          l10n compile Sources/App/Localizable.xcstrings -o Resources -l fr -l de
          l10n compile -o Resources --format stringsdict-only --serialization binary
          l10n compile -o Resources --dry-run
          l10n compile --platform android -o app/src/main/res
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var arguments: CatalogArguments

    @Option(
      name: [.short, .long],
      help: ArgumentHelp("The folder the resources go to.", valueName: "folder"),
      completion: .directory)
    var output: String

    @Option(help: "The platform: apple (.lproj folders) or android (values*/strings.xml).")
    var platform: CompilePlatform = .apple

    @Option(
      name: [.short, .customLong("language")],
      help: ArgumentHelp("Only this language (repeat it, or fr,de); default: every language.", valueName: "language"))
    var languages: [String] = []

    @Option(
      help:
        "Apple: strings-and-stringsdict, stringsdict-only (every key in .stringsdict), or strings-only (no .stringsdict: keys that vary left out)."
    )
    var format: AppleStringsOutput = .stringsAndStringsdict

    @Option(help: "Apple: text (XML property lists, as Xcode writes them) or binary.")
    var serialization: PropertyListSerializationFormat = .text

    @Flag(help: "Apple: write every table of every language, empty ones too (for build systems).")
    var allTables = false

    @Flag(help: "Write nothing; print each file that would be written, one a line.") var dryRun = false

    @Option(name: .customLong("report"), help: "What to print: text or json.")
    var report = FormatOption<TextOrJSON>(.text)

    var outputFormat: OutputFormat { report.format }

    func request() -> CompileRequest {
      var request = CompileRequest(output: output)
      (request.catalogs, request.platform, request.languages) = (arguments.catalogs, platform, languages)
      (request.appleOutput, request.serialization, request.dryRun) = (format, serialization, dryRun)
      request.allTables = allTables
      return request
    }
  }
}
