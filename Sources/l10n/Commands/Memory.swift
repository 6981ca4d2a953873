import ArgumentParser
import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nText
import OrderedCollections

extension L10nCommand {
  struct Memory: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Look at the translation memory: what it could fill, and export it as TMX.",
      discussion: """
        The translation memory is every translated text of the project's catalogs, per language, \
        plus the TMX files under `memory` in l10n.yml and those given with --memory. `fill \
        --from-memory` fills from it, and `export` adds its matches as suggestions. See \
        Documentation/Memory.md.

        Examples:
          l10n memory stats
          l10n memory export --lang fr,de --output memory.tmx
        """,
      subcommands: [Stats.self, ExportTMX.self]
    )

    @OptionGroup var global: GlobalOptions

    struct Stats: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Per language: pairs in memory, and the missing translations it could fill.",
        discussion: """
          For each language: the pairs of source text and translation the memory holds, the units \
          without a translation (none, or only a new one), and how many of those have an exact \
          match (100: the same text, placeholders abstracted) or only a fuzzy one at or above \
          --fuzzy-min. The exact ones are what `l10n fill --from-memory` can fill before a \
          translator is paid.

          Examples:
            l10n memory stats
            l10n memory stats --lang ja --format json
          """)

      @OptionGroup var global: GlobalOptions
      @OptionGroup var arguments: CatalogArguments
      @OptionGroup var memoryOptions: MemoryOptions

      @OptionGroup var languages: MemoryLanguages

      @Option(help: ArgumentHelp("The lowest fuzzy score counted, 1 to 99.", valueName: "score"))
      var fuzzyMin = 75

      @Option(help: "text or json.") var format: Import.SummaryFormat = .text

      func validate() throws {
        if !(1...99).contains(fuzzyMin) { throw ValidationError("--fuzzy-min must be between 1 and 99") }
      }

      func run() throws {
        let wanted = languages.list
        let (_, files, memory) = try memoryOptions.load(global, catalogs: arguments.catalogs, languages: wanted)
        let stats = MemoryStats(
          catalogs: files.map(\.catalog), memory: memory, languages: wanted,
          fuzzyMinimum: fuzzyMin)
        switch format {
        case .json:
          Terminal.standardOutput.write(try stats.json())
        case .text:
          Terminal.standardOutput.write(stats.text())
        }
      }
    }

    struct ExportTMX: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the translation memory as TMX 1.4b, for CAT tools and TMSs.",
        discussion: """
          One <tu> per source text (and plural category), one <tuv> per language; a language with \
          several translations of one text gets a <tu> for each. Translations marked for review \
          carry <prop type="x-l10n-state">needs_review</prop>; a character XML cannot carry, \
          <ph type="x-l10n-char">U+0018</ph>. Valid against the TMX 1.4b DTD; Translate \
          Toolkit's TMX reader (what pot2po --tm uses) reads it. A TMX file has one source \
          language: name the catalogs of one when the project's differ.

          Examples:
            l10n memory export --output memory.tmx
            l10n memory export --lang fr --output - | head
          """)

      @OptionGroup var global: GlobalOptions
      @OptionGroup var arguments: CatalogArguments
      @OptionGroup var memoryOptions: MemoryOptions

      @OptionGroup var languages: MemoryLanguages

      @Option(
        help: ArgumentHelp("The TMX file to write, or - for standard output.", valueName: "file.tmx"),
        completion: .file(extensions: ["tmx"]))
      var output: String

      func run() throws {
        let wanted = languages.list
        let (project, files, memory) = try memoryOptions.load(
          global, catalogs: arguments.catalogs, languages: wanted, onlyLanguages: true)
        let sourceLanguage = try Self.sourceLanguage(of: files, project: project)
        let document = TMX.document(
          memory, sourceLanguage: sourceLanguage, languages: wanted,
          toolVersion: L10nCommand.version)
        if output == "-" { return Terminal.standardOutput.write(document.text) }
        let url = PathDisplay.resolve(output, against: global.workingDirectory)
        try WriteScope.current?.check(url.path, displayPath: output)
        do {
          try Data(document.text.utf8).write(to: url, options: .atomic)
        } catch {
          throw ExchangeError(file: output, "cannot write: \(error.localizedDescription)")
        }
        Terminal.standardError.printNote(
          "Wrote \(Counted.phrase(document.pairs, "pair")) from \(sourceLanguage) (\(document.units) <tu>) to \(output)."
        )
      }

      /// The catalogs' one source language (l10n.yml's when there is no catalog): a TMX file's
      /// `srclang`. Catalogs that disagree are refused, as one file cannot hold both.
      static func sourceLanguage(of files: [CatalogFile], project: Project) throws -> String {
        let languages = OrderedSet(files.map(\.catalog.sourceLanguage))
        guard languages.count <= 1 else {
          let named = languages.map { language in
            "\(language) (\(files.first { $0.catalog.sourceLanguage == language }!.displayPath))"
          }
          throw ValidationError(
            "the catalogs have different source languages, \(named.joined(separator: ", ")), and a TMX file has one: name the catalogs of one source language"
          )
        }
        return languages.first ?? project.configuration.sourceLanguage
      }
    }
  }
}
