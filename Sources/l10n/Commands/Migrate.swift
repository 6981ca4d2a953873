import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Migrate: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Make String Catalogs from legacy .strings and .stringsdict files.",
      discussion: """
        Does what Xcode's "Migrate to String Catalog" does: every .strings and .stringsdict file \
        of the .lproj folders named (or of the .lproj folders inside a folder named) becomes one \
        catalog per table, <Table>.xcstrings beside the .lproj folders: each key with its comment, \
        marked migrated, every text translated; plural and device rules become variations, \
        several variables substitutions. The language is the .lproj folder's; Base.lproj counts \
        as the source language's. Old-style text, XML and binary property lists, UTF-8 and UTF-16 \
        are read. An existing catalog is never replaced, and the legacy files are left as they \
        are. What a catalog cannot hold (width variants) is reported. See Documentation/Compile.md.

        Examples:
          l10n migrate Sources/App/Resources
          l10n migrate en.lproj fr.lproj --source-language en
          l10n migrate Resources --output Sources/App/Localizable.xcstrings --dry-run
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(
      help: ArgumentHelp(
        ".lproj folders, .strings or .stringsdict files in them, or folders that hold .lproj folders.",
        valueName: "path"),
      completion: .file(extensions: ["strings", "stringsdict", "lproj"]))
    var paths: [String]

    @Option(help: ArgumentHelp("The development language; default: l10n.yml's, else en.", valueName: "language"))
    var sourceLanguage: String?

    @Option(
      name: [.short, .long],
      help: ArgumentHelp("The catalog to write, when the files make one table.", valueName: "file"),
      completion: .file(extensions: ["xcstrings"]))
    var output: String?

    @Flag(help: "Write nothing; print each catalog that would be written.") var dryRun = false

    @Option(help: "text or json.") var format = FormatOption<TextOrJSON>(.text)

    var outputFormat: OutputFormat { format.format }
    var needsProject: Bool { sourceLanguage == nil }

    func request() -> MigrateRequest {
      MigrateRequest(paths: paths, sourceLanguage: sourceLanguage, output: output, dryRun: dryRun)
    }
  }
}
