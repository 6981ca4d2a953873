import ArgumentParser
import Foundation
import L10nCatalog
import L10nExchange
import L10nExtraction
import L10nProject
import L10nText
import OrderedCollections

extension ExchangeFormat: ExpressibleByArgument {}

extension ExportSelection: ExpressibleByArgument {}

extension L10nCommand {
  struct Export: ParsableCommand {
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

    @Option(help: "xliff, xcloc, csv, po or pot.") var format: ExchangeFormat = .xliff

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

    func run() throws {
      let project = try global.loadProject()
      var request = ExportRequest(named: languages, allLanguages: allLanguages, selection: only, pseudo: pseudo)
      if format == .po || format == .pot { request.gettext(template: format == .pot) }
      // Only the languages exported are read (several times faster), all for .xcloc; never written.
      let loading = try CatalogLoading(
        project: project, arguments: arguments.catalogs, workingDirectory: global.workingDirectory,
        onlyLanguages: format == .xcloc ? nil : request.languagesToRead, readOnly: true)
      try loading.requireAll(color: global.color)
      let files = loading.files
      defer { KeptUntilExit.keep(files.map(\.catalog)) }
      let sourceLanguage = files.first?.catalog.sourceLanguage ?? project.configuration.sourceLanguage
      // A language named must be one, as import judges it: a file for a typo could not come back.
      _ = try LanguageOption.tags(request.named, project: project, catalogs: files.map(\.catalog), option: "--lang")
      let wanted = request.languages(
        configured: project.configuration.languages, catalogs: files.map(\.catalog), sourceLanguage: sourceLanguage)
      guard try exportable(wanted, sourceLanguage: sourceLanguage, projectRoot: project.root) else { return }
      let context = noContext ? nil : try usages(project: project, files: files)
      let memory = try suggestionMemory(project: project, files: files, languages: wanted)
      var written: [String] = []
      let counter = Progress("Exporting", total: wanted.count, unit: "languages", quiet: progress.quiet, minimum: 2)
      defer { counter.finish() }
      for (number, language) in wanted.enumerated() {
        counter.update(number + 1, item: language)
        let exchangeFiles = exchangeFiles(
          request, language: language, files: files, project: project, context: context, memory: memory)
        let units = exchangeFiles.reduce(0) { $0 + $1.units.count }
        counter.finish()
        if let shown = try write(exchangeFiles, language: language, count: wanted.count, files: files, project: project)
        {
          print(shown)
          written.append("\(language): \(Counted.phrase(units, "unit"))")
        } else {
          Terminal.standardError.printNote("\(language): \(Counted.phrase(units, "unit"))")
        }
      }
      if !written.isEmpty { Terminal.standardError.printNote("Exported " + written.joined(separator: "; ") + ".") }
    }

    /// Each catalog's units for `language`, with where code uses their keys and their screens
    /// unless --no-context.
    private func exchangeFiles(
      _ request: ExportRequest, language: String, files: [CatalogFile], project: Project,
      context: [String: [String: [String]]]?, memory: TranslationMemory?
    ) -> [ExchangeFile] {
      let screen = screenFunction(project: project)
      var searches = memory.map(MemorySearches.init)
      return files.map { file in
        let original = PathDisplay.relative(URL(fileURLWithPath: file.resolvedPath), to: project.root)
        var exchangeFile = request.file(for: file.catalog, original: original, language: language) { collector in
          guard !noContext else { return }
          collector.screen = screen
          let used = context?[file.resolvedPath] ?? [:]
          collector.usages = { used[$0] ?? [] }
        }
        if let search = searches?.search(language: language, sourceLanguage: file.catalog.sourceLanguage) {
          exchangeFile.addSuggestions(from: search, minimumScore: suggestMin)
        }
        return exchangeFile
      }
    }

    /// Whether there is a language to export (a note when there is none); throws when --output -
    /// cannot take them, or when a file would go where the plugin may not write (before any is
    /// written).
    private func exportable(_ wanted: [String], sourceLanguage: String, projectRoot: URL) throws -> Bool {
      guard !wanted.isEmpty else {
        Terminal.standardError.printNote(
          "The catalogs have no language other than \(sourceLanguage); nothing to export.")
        return false
      }
      if output == "-" && (wanted.count > 1 || format == .xcloc) {
        throw ValidationError("--output - writes one XLIFF or CSV file; export one language")
      }
      if output != "-" {
        try WriteScope.checkCurrent(
          wanted.map { destination(for: $0, count: wanted.count, projectRoot: projectRoot) },
          workingDirectory: global.workingDirectory)
      }
      return true
    }

    /// The translation memory for the suggestions, nil without them.
    private func suggestionMemory(project: Project, files: [CatalogFile], languages: [String]) throws
      -> TranslationMemory?
    {
      guard !noSuggestions, !pseudo, only != .needsReview else { return nil }
      return try memoryOptions.memory(
        project: project, loaded: files, workingDirectory: global.workingDirectory, languages: Set(languages))
    }

    /// Writes one language's file (or bundle) and returns the path to show; nil for standard output.
    private func write(
      _ exchangeFiles: [ExchangeFile], language: String, count: Int, files: [CatalogFile], project: Project
    )
      throws -> String?
    {
      let text: String
      switch format {
      case .xliff, .xcloc:
        text = XLIFFWriter(toolVersion: L10nCommand.version, includeContext: !noContext).document(exchangeFiles)
      case .csv:
        text = CSVFormat.document(
          exchangeFiles,
          options: .init(
            byteOrderMark: bom, formulaGuard: !noFormulaGuard,
            suggestions: !noSuggestions && !pseudo && only != .needsReview))
      case .po, .pot:
        text = try POWriter(toolVersion: L10nCommand.version, includeContext: !noContext, template: format == .pot)
          .document(exchangeFiles)
      }
      if output == "-" {
        Terminal.standardOutput.write(text)
        return nil
      }
      let root = project.root
      let destination = destination(for: language, count: count, projectRoot: root)
      if format == .xcloc {
        let contents = XclocBundle.contents(
          developmentRegion: files.first?.catalog.sourceLanguage ?? project.configuration.sourceLanguage,
          project: root.lastPathComponent, targetLocale: language, toolVersion: L10nCommand.version)
        let sources = files.map {
          (path: PathDisplay.relative(URL(fileURLWithPath: $0.resolvedPath), to: root), bytes: $0.encoded())
        }
        try XclocBundle.write(to: destination, language: language, xliff: text, contents: contents, sources: sources)
      } else {
        try FileManager.default.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
          try Data(text.utf8).write(to: destination, options: .atomic)
        } catch {
          throw ExchangeError(
            file: PathDisplay.relative(destination, to: global.workingDirectory),
            "cannot write: \(error.localizedDescription)")
        }
      }
      return PathDisplay.relative(destination, to: global.workingDirectory)
    }

    /// `--output` as a file (one language, a name with an extension) or a folder.
    private func destination(for language: String, count: Int, projectRoot: URL) -> URL {
      let fileName = format == .pot ? "template.pot" : "\(language).\(format.rawValue)"
      guard let output else {
        return PathDisplay.resolve("Localizations", against: projectRoot).appendingPathComponent(fileName)
      }
      let url = PathDisplay.resolve(output, against: global.workingDirectory)
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      if count == 1, !(exists && isFolder.boolValue),
        url.pathExtension == format.rawValue || (format == .xliff && url.pathExtension == "xlf")
      {
        return url
      }
      return url.appendingPathComponent(fileName)
    }

    /// The screen of a key that follows the project's key convention (`KeyScreen.conventional`).
    private func screenFunction(project: Project) -> (String) -> String? {
      let pattern = project.configuration.keys.pattern.matcher()
      return { key in KeyScreen.conventional(key, matchesConvention: pattern.matches(key)) }
    }

    /// Where code uses each key (`file:line`), per catalog (by resolved path); nil without sources.
    private func usages(project: Project, files: [CatalogFile]) throws -> [String: [String: [String]]]? {
      try SourceScan.run(
        project: project, sources: sources, quiet: progress.quiet, workingDirectory: global.workingDirectory
      ).map { ProjectSources.usageLocations($0.usages, project: project, catalogPaths: files.map(\.resolvedPath)) }
    }
  }
}
