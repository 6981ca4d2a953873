import ArgumentParser
import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nText

extension L10nCommand {
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Merge translations from XLIFF, .xcloc or CSV files back into the catalogs.",
      discussion: """
        Reads XLIFF 1.2 (Xcode's exports, l10n's, and what CAT tools send back), .xcloc bundles \
        and l10n's CSV, and merges them unit by unit. A new or changed target sets the text and \
        the state: translated, or needs_review when the source changed since the export. An empty \
        target never erases a translation. Units for keys a catalog does not have are reported, \
        not added. A unit whose placeholders or plural category do not fit is rejected with a \
        message and the rest goes in; with --strict nothing goes in. A file whose language \
        (XLIFF target-language, the CSV's target column) is not a language tag ICU knows, or \
        spells a catalog's language another way (pt_br for pt-BR), is refused: nothing is written.

        Each <file> of an XLIFF (each catalog of a CSV) goes to the catalog at that path from the \
        project root, else to the only catalog whose path ends the same way. --catalog sends \
        everything to one catalog.

        Every file is read and every unit checked before anything is written; each catalog is \
        then written once, atomically. Files with a document type declaration (<!DOCTYPE>) are \
        refused: external entities and entity expansion are never resolved.

        Prints a summary per language and catalog: added, updated, unchanged, empty, rejected, \
        unknown. Exit status 1 when a unit was rejected or unknown. On a terminal, reading several \
        files shows its progress on standard error (--quiet hides it).

        Examples:
          l10n import Localizations/fr.xliff
          l10n import fr.csv de.csv --dry-run
          l10n import Localizations/ja.xcloc --strict
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var lock: LockOptions

    @OptionGroup var progress: ProgressOptions

    @Argument(
      help: ArgumentHelp("XLIFF (.xliff, .xlf), .xcloc bundles or CSV files.", valueName: "file"),
      completion: .file(extensions: ["xliff", "xlf", "xcloc", "csv"]))
    var files: [String]

    @Option(help: .catalogs("Merge everything into this catalog instead of matching paths."), completion: .catalogs)
    var catalog: String?

    @Flag(help: "Show what would change; write nothing.") var dryRun = false
    @Flag(help: "If any unit is rejected, write nothing.") var strict = false

    @Flag(help: "CSV: keep a leading ' before = + - @ tab or CR (the file was written without the formula guard).")
    var noFormulaGuard = false

    @Option(help: "text or json.")
    var format: SummaryFormat = .text

    enum SummaryFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    func run() throws {
      let working = global.workingDirectory
      let project = try global.loadProject()
      // Every file is read first: any that cannot be read stops the run before a catalog is read.
      var documents: [ImportDocument] = []
      let counter = Progress("Reading", total: files.count, unit: "files", quiet: progress.quiet, minimum: 2)
      for (number, path) in files.enumerated() {
        counter.update(number + 1, item: path)
        do {
          documents += try ImportDocument.read(
            PathDisplay.resolve(path, against: working), displayPath: path, formulaGuard: !noFormulaGuard)
        } catch {
          counter.finish()
          throw error
        }
      }
      counter.finish()
      let loading = try CatalogLoading(
        project: project, arguments: catalog.map { [$0] } ?? [], workingDirectory: working,
        locking: dryRun ? nil : lock.waiting)
      try loading.requireAll(color: global.color)
      var catalogs = loading.files
      // The models are not freed one by one when the run ends (the locks and files are).
      defer { KeptUntilExit.keep((catalogs.map(\.catalog), documents)) }
      let originals = catalogs.map { PathDisplay.relative(URL(fileURLWithPath: $0.resolvedPath), to: project.root) }
      let result = try CatalogImport(
        documents, into: &catalogs, routing: ImportRouting(catalogPaths: originals, singleCatalog: catalog != nil))
      // Each changed catalog is written once, unless told not to.
      var written: [String] = []
      if !dryRun && !(strict && result.rejected) {
        for index in result.touched where try catalogs[index].save() { written.append(catalogs[index].displayPath) }
      }
      report(result, written: written)
      if !result.problems.isEmpty { throw ExitCode.findings }
    }

    private func report(_ result: CatalogImport, written: [String]) {
      switch format {
      case .json:
        Terminal.standardOutput.write(
          ImportSummary(rows: result.rows, problems: result.problems, written: written, dryRun: dryRun).json())
      case .text:
        for problem in result.problems { print(problem.description) }
        for row in result.rows {
          let c = row.counts
          print(
            "\(row.language)  \(row.catalog): \(c.added) added, \(c.updated) updated, \(c.unchanged) unchanged, \(c.empty) empty, \(c.rejected) rejected, \(c.unknown) unknown"
          )
        }
        for path in written { Terminal.standardError.printNote("Wrote \(path)") }
      }
      if dryRun {
        Terminal.standardError.printNote("Dry run: nothing was written.")
      } else if strict && result.rejected {
        Terminal.standardError.printNote(
          "--strict: \(Counted.phrase(result.problems.filter { $0.kind == .rejected }.count, "unit")) rejected, so nothing was written."
        )
      } else if written.isEmpty {
        Terminal.standardError.printNote("No catalog changed.")
      }
    }
  }
}
