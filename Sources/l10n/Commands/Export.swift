import ArgumentParser
import Foundation
import L10nCatalog
import L10nExchange
import L10nExtraction
import L10nProject
import L10nText
import OrderedCollections

enum ExchangeFormat: String, ExpressibleByArgument, CaseIterable {
  case xliff, xcloc, csv
}

extension ExportSelection: ExpressibleByArgument {}

extension L10nCommand {
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write XLIFF, .xcloc or CSV files for translators.",
      discussion: """
        Writes one file per language from the catalogs alone, on any machine: XLIFF 1.2 as \
        `xcodebuild -exportLocalizations` writes it (same skeleton, attribute order, unit ids \
        such as key|==|plural.one, units sorted by id, translate="no", notes), the .xcloc bundle \
        Xcode makes, or a CSV for spreadsheets (columns: catalog, id, key, screen, comment, \
        source, target, state, fingerprint, used at; see Documentation/Formats.md).

        Plural cases are those the target language needs (from ICU's CLDR data), even where the \
        catalog has none yet for it. Units without a translation have no target. With sources \
        configured, each unit also says where code uses its key; keys that follow the key \
        convention name their screen.

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

    @Option(help: "xliff, xcloc or csv.")
    var format: ExchangeFormat = .xliff

    @Option(
      help: ArgumentHelp(
        "A folder for the files (default: Localizations), or with one language a file, or - for standard output.",
        valueName: "path"),
      completion: .file())
    var output: String?

    @Option(help: "Which units: all, untranslated or needs-review.")
    var only: ExportSelection = .all

    @Flag(help: "Write a pseudo-language instead of translations (accented, 40% longer, bracketed).")
    var pseudo = false

    @Flag(help: "CSV: start with a byte order mark, so Excel opens the file as UTF-8.")
    var bom = false

    @Flag(help: "CSV: do not put ' before cells that start with = + - @ tab or CR (for machine-to-machine files).")
    var noFormulaGuard = false

    @Flag(help: "Leave out the screen and code locations (XLIFF: the second <note>).")
    var noContext = false

    @Option(
      help: ArgumentHelp("Swift sources to find where keys are used (default: l10n.yml's sources).", valueName: "path"),
      completion: .directory)
    var sources: [String] = []

    func validate() throws {
      if !languages.isEmpty && allLanguages { throw ValidationError("use either --lang or --all-languages, not both") }
      if languages.isEmpty && !allLanguages && !pseudo {
        throw ValidationError("name the languages to export: --lang fr[,de] or --all-languages")
      }
    }

    func run() throws {
      let project = try global.loadProject()
      var wanted = languages.flatMap {
        $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
      }.filter { !$0.isEmpty }
      // The catalogs are read with only the languages exported and the source language when
      // those are named (a large catalog reads several times faster); whole for .xcloc, which
      // carries them. They are never written.
      let readOnly: Set<String>? =
        allLanguages || format == .xcloc ? nil : Set(wanted.isEmpty ? [PseudoLocalizer.defaultLanguage] : wanted)
      let loading = try CatalogLoading(
        project: project, arguments: arguments.catalogs, workingDirectory: global.workingDirectory,
        onlyLanguages: readOnly)
      try loading.requireAll(color: global.color)
      let files = loading.files
      defer { KeptUntilExit.keep(files.map(\.catalog)) }
      let sourceLanguage = files.first?.catalog.sourceLanguage ?? project.configuration.sourceLanguage

      if allLanguages {
        var all = project.configuration.languages
        if all.isEmpty {
          var seen = Set<String>()
          for file in files {
            for (_, entry) in file.catalog.strings {
              for language in entry.localizations?.keys ?? [] where seen.insert(language).inserted {
                all.append(language)
              }
            }
          }
          all.sort()
        }
        wanted = all.filter { $0 != sourceLanguage }
      }
      if pseudo && wanted.isEmpty { wanted = [PseudoLocalizer.defaultLanguage] }
      guard !wanted.isEmpty else {
        Terminal.standardError.printNote(
          "The catalogs have no language other than \(sourceLanguage); nothing to export.")
        return
      }
      if output == "-" && (wanted.count > 1 || format == .xcloc) {
        throw ValidationError("--output - writes one XLIFF or CSV file; export one language")
      }

      let context = noContext ? nil : try usages(project: project, files: files)
      let screen = screenFunction(project: project)
      let root = project.root
      let writer = XLIFFWriter(toolVersion: L10nCommand.version, includeContext: !noContext)
      var written: [String] = []
      let counter = Progress("Exporting", total: wanted.count, unit: "languages", quiet: progress.quiet, minimum: 2)
      defer { counter.finish() }
      for (number, language) in wanted.enumerated() {
        counter.update(number + 1, item: language)
        var exchangeFiles: [ExchangeFile] = []
        for file in files {
          var collector = UnitCollector(targetLanguage: language, selection: only)
          if !noContext {
            collector.screen = screen
            let used = context?[file.resolvedPath] ?? [:]
            collector.usages = { used[$0] ?? [] }
          }
          let original = PathDisplay.relative(URL(fileURLWithPath: file.resolvedPath), to: root)
          var exchangeFile = collector.file(for: file.catalog, original: original)
          if pseudo {
            for index in exchangeFile.units.indices where exchangeFile.units[index].translate {
              let unit = exchangeFile.units[index]
              exchangeFile.units[index].target = PseudoLocalizer.transform(unit.source)
              exchangeFile.units[index].targetValues = unit.sourceValues?.map(PseudoLocalizer.transform)
              exchangeFile.units[index].state = "translated"
            }
          }
          exchangeFiles.append(exchangeFile)
        }
        let text: String
        switch format {
        case .xliff, .xcloc: text = writer.document(exchangeFiles)
        case .csv:
          text = CSVFormat.document(exchangeFiles, options: .init(byteOrderMark: bom, formulaGuard: !noFormulaGuard))
        }
        let units = exchangeFiles.reduce(0) { $0 + $1.units.count }
        if output == "-" {
          counter.finish()
          Terminal.standardOutput.write(text)
          Terminal.standardError.printNote("\(language): \(units) units")
          continue
        }
        let destination = destination(for: language, count: wanted.count, projectRoot: root)
        if format == .xcloc {
          let contents = XclocBundle.contents(
            developmentRegion: sourceLanguage, project: root.lastPathComponent, targetLocale: language,
            toolVersion: L10nCommand.version)
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
        let shown = PathDisplay.relative(destination, to: global.workingDirectory)
        counter.finish()
        print(shown)
        written.append("\(language): \(units) units")
      }
      if !written.isEmpty { Terminal.standardError.printNote("Exported " + written.joined(separator: "; ") + ".") }
    }

    /// `--output` as a file (one language, a name with an extension) or a folder.
    private func destination(for language: String, count: Int, projectRoot: URL) -> URL {
      let fileName = "\(language).\(format.rawValue)"
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

    /// The screen of a key that follows the project's key convention: its first segment.
    private func screenFunction(project: Project) -> (String) -> String? {
      let pattern = project.configuration.keys.pattern.matcher()
      return { key in
        guard let dot = key.firstIndex(of: "."), pattern.matches(key) else { return nil }
        return String(key[..<dot])
      }
    }

    /// Where code uses each key (`file:line`), per catalog (by resolved path); nil without sources.
    private func usages(project: Project, files: [CatalogFile]) throws -> [String: [String: [String]]]? {
      guard
        var scan = try SourceScan(
          project: project, sources: sources, workingDirectory: global.workingDirectory, useCache: true)
      else { return nil }
      scan.quiet = progress.quiet
      let byCatalog = SourceScan.usagesByCatalog(
        scan.run().usages, project: project, catalogPaths: files.map(\.resolvedPath))
      return byCatalog.mapValues { usages in
        var byKey: [String: [String]] = [:]
        for usage in usages { byKey[usage.key, default: []].append("\(usage.file):\(usage.line)") }
        return byKey
      }
    }
  }
}
