import ArgumentParser
import L10nSession

extension L10nCommand {
  struct Init: ProjectCommand {
    static let configuration = CommandConfiguration(
      abstract: "Set up this folder (a Swift package, an Xcode project's folder, any folder) for l10n.",
      discussion: """
        Adopts what is there: every .xcstrings under the folder (not in .build, DerivedData, \
        SourcePackages, Pods, Carthage, .xcloc bundles or a folder with its own l10n.yml) \
        goes into l10n.yml, with the languages they have; the output lists them. It writes \
        l10n.yml (sources: every folder of Swift code; catalogs; languages: the catalogs' \
        besides the development language, then --languages), an empty Localizable.xcstrings \
        in Xcode's format only when no catalog can take code's keys, and String+i18n.swift \
        with the shorthand ("key".i18n, "key".i18n(arguments)) unless an extension of String \
        declares i18n (in a package, in any target); adds .l10n-cache/ to .gitignore and the \
        merge driver to .gitattributes. It prints the git config command the merge driver \
        needs and the next steps.

        The layout: with a Package.swift (read, never run), one target: the one --target \
        names, else the first target in Package.swift, not a test, with Swift files (one \
        with a catalog first). A new catalog goes in the target's resources (a resources \
        folder it declares, else beside its sources) and the shorthand uses Bundle.module; \
        the line Package.swift needs is printed, never written. With an .xcodeproj: the \
        folder next to it with the project's name, else the first one with Swift files; \
        Bundle.main. A Package.swift that names no target folder init can read (a path: \
        that is a variable, as in a manifest for editors) gives way to the .xcodeproj beside \
        it, else to every top-level folder of Swift code, and the output says so. Otherwise \
        the folder itself.

        It never overwrites a file: a file that exists is kept, and .gitignore and \
        .gitattributes only get a line added. An l10n.yml that exists is kept, and the \
        catalogs and sources it names count. A second run changes nothing and says so.

        Examples:
          l10n init
          l10n init --languages fr,de --dry-run
          l10n init --target App --source-language en-GB
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The development language.", valueName: "language"))
    var sourceLanguage = "en"

    @Option(
      help: ArgumentHelp(
        "Languages the app ships besides its catalogs', comma-separated (fr,de).", valueName: "languages"))
    var languages: [String] = []

    @Option(help: ArgumentHelp("The package target to set up (default: see above).", valueName: "name"))
    var target: String?

    @Flag(help: "List what would be written, and write nothing.")
    var dryRun = false

    var languageList: [String] { LanguageOption.list(languages) }

    func validate() throws {
      if global.config != nil {
        throw ValidationError("init writes l10n.yml in the working directory; --config does not apply")
      }
      // As import judges a file's language: a tag ICU knows, spelled as Xcode writes it.
      _ = try asValidation { try LanguageOption.tag(sourceLanguage, option: "--source-language") }
      _ = try asValidation { try LanguageOption.tags(languages, option: "--languages") }
    }

    /// init writes l10n.yml: it reads none first.
    var needsProject: Bool { false }

    func request() -> InitRequest {
      InitRequest(
        options: InitPlan.Options(sourceLanguage: sourceLanguage, languages: languageList, target: target),
        dryRun: dryRun)
    }
  }
}
