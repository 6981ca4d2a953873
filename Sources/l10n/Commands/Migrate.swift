import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Migrate: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Make String Catalogs from legacy .strings and .stringsdict files, or an Android res folder.",
      discussion: """
        Does what Xcode's "Migrate to String Catalog" does: every .strings and .stringsdict file \
        of the .lproj folders named (or of the .lproj folders inside a folder named) becomes one \
        catalog per table, <Table>.xcstrings beside the .lproj folders: each key with its comment, \
        marked migrated, every text translated; plural and device rules become variations, \
        several variables substitutions. The language is the .lproj folder's; Base.lproj counts \
        as the source language's. Old-style text, XML and binary property lists, UTF-8 and UTF-16 \
        are read. An existing catalog is never replaced, and the legacy files are left as they \
        are. What a catalog cannot hold (width variants) is reported.

        An Android res folder (or its values folders, or strings.xml files in them) becomes one \
        catalog, Localizable.xcstrings beside the res folder: <string> and <plurals> with their \
        comments, keys the resource names, values/ in the source language, values-fr, \
        values-pt-rBR, values-b+zh+Hant in theirs. String arrays, other resources and folders for \
        a device or a configuration rather than a language (values-night, values-car) are \
        reported and left out. One run takes .lproj files or a res folder, not both. See \
        Documentation/Compile.md.

        Examples:
          l10n migrate Sources/App/Resources
          l10n migrate en.lproj fr.lproj --source-language en
          l10n migrate Resources --output Sources/App/Localizable.xcstrings --dry-run
          l10n migrate app/src/main/res --source-language en
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(
      help: ArgumentHelp(
        ".lproj folders, .strings or .stringsdict files in them, or folders that hold .lproj folders; or an Android res folder, its values folders or .xml files in them.",
        valueName: "path"),
      completion: .file(extensions: ["strings", "stringsdict", "lproj", "xml"]))
    var paths: [String]

    @Option(help: ArgumentHelp("The development language; default: l10n.yml's, else en.", valueName: "language"))
    var sourceLanguage: String?

    @Option(
      name: [.short, .long],
      help: ArgumentHelp(
        "The catalog to write, when the files make one table (or come from one res folder).", valueName: "file"),
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
