import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nReporting
import L10nText
import OrderedCollections

/// Translations submitted text by text (an agent's, through `l10n mcp`'s `submit_translations`),
/// made into the units an export of the catalog has and taken through import's gate
/// (`CatalogImport`: placeholders, stand-in text, plural categories and shape, the glossary) as
/// machine-made, so they land as needs_review; what the gate holds back comes back with its
/// reason. A text whose state is `translated` is never replaced, nor is the source language's.
public struct SubmitTranslationsRequest: SessionRequest, Sendable {
  /// One text for one unit: the key, the case under it (`TextPath`, empty for the key's own text),
  /// the language and the translation (or an App Shortcut's phrases, `values`).
  public struct Submission: Sendable, Hashable {
    public var key: String
    public var path: TextPath
    public var language: String
    public var text: String
    public var values: [String]?
    /// The catalog's path from the project root; nil: the only catalog that has the key.
    public var catalog: String?

    public init(
      key: String, path: TextPath = TextPath(), language: String, text: String, values: [String]? = nil,
      catalog: String? = nil
    ) {
      (self.key, self.path, self.language, self.text, self.values, self.catalog) = (
        key, path, language, text, values, catalog
      )
    }

    public var id: String { path.unitID(key: key) }
  }

  public var submissions: [Submission]
  /// Judge and show the change, write nothing.
  public var dryRun = false
  public var waiting: CatalogLock.Waiting

  /// The name held and rejected units are reported under (`ImportProblem.file`); a problem's line
  /// is the submission's number, from 1.
  public static let documentName = "submission"

  public init(_ submissions: [Submission], dryRun: Bool = false, waiting: CatalogLock.Waiting) {
    self.submissions = submissions
    self.dryRun = dryRun
    self.waiting = waiting
  }

  public struct Result {
    /// What the gate took, held and rejected (`ImportProblem.line`: the submission's number).
    public var rows: [ImportSummary.Row]
    public var problems: [ImportProblem]
    /// Submissions refused before the gate: over a translated text, for the source language, for
    /// a key or catalog the project does not have.
    public var refused: [KeyEditRefusal]
    /// The change, as `l10n diff` shows it.
    public var changes: [CatalogDiffItem]
    /// The catalogs that changed (indices into the catalogs submitted into).
    public var touched: [Int]
    /// The catalogs written, as shown.
    public var written: [String] = []
  }

  public func run(in session: ProjectSession) throws -> Result {
    var catalogs = try session.catalogs(access: .writing(waiting, unless: dryRun))
    session.keep(catalogs.map(\.catalog))
    var result = try submit(into: &catalogs, in: session)
    if !dryRun { result.written = try session.save(catalogs, at: result.touched) }
    return result
  }

  /// The submissions judged and merged into `catalogs` (the project's, as `run` loads them, or as
  /// a long-lived server keeps them); nothing is written.
  public func submit(into catalogs: inout [CatalogFile], in session: ProjectSession) throws -> Result {
    // Each language must be one, as import judges a file's.
    _ = try LanguageOption.tags(
      Array(Set(submissions.map(\.language))).sorted(), project: session.project, catalogs: catalogs.map(\.catalog),
      option: "language")
    var refused: [KeyEditRefusal] = []
    var edits = KeyEdits()
    // One file per catalog and language, in first-seen order, as an import document has them.
    var files: [ExchangeFile] = []
    var position: [String: Int] = [:]
    var exported: [String: [ExchangeUnit]] = [:]
    for (number, submission) in submissions.enumerated() {
      func refuse(_ reason: KeyEditRefusal.Reason, _ message: String) {
        refused.append(
          KeyEditRefusal(
            item: number + 1, id: submission.id, language: submission.language, reason: reason, message: message))
      }
      let index: Int
      do throws(KeyEdits.Unplaced) {
        index = try KeyEdits.catalog(
          named: submission.catalog, holding: submission.key, in: catalogs, session: session)
      } catch {
        refuse(error.reason, error.message)
        continue
      }
      let catalog = catalogs[index].catalog
      if submission.language == catalog.sourceLanguage {
        refuse(
          .sourceLanguage,
          "\(submission.language) is the catalog's source language: its text is the source, changed in code or the catalog"
        )
        continue
      }
      guard let entry = catalog.strings[submission.key] else {
        refuse(.unknownKey, "\(catalogs[index].displayPath) has no key \"\(submission.key)\"")
        continue
      }
      // The key's units as an export makes them for the language: the unit submitted is one of
      // them, with its source and the catalog's text and state now.
      let cacheKey = "\(index)\u{0}\(submission.language)\u{0}\(submission.key)"
      if exported[cacheKey] == nil {
        exported[cacheKey] =
          UnitCollector(targetLanguage: submission.language).file(
            for: StringCatalog(sourceLanguage: catalog.sourceLanguage, strings: [submission.key: entry]),
            original: ""
          ).units
      }
      var unit =
        exported[cacheKey]!.first { $0.path == submission.path }
        ?? ExchangeUnit(
          key: submission.key, path: submission.path,
          source: entry.sourceText(key: submission.key, sourceLanguage: catalog.sourceLanguage, firstCase: true)
            ?? submission.key)
      if unit.state == ExchangeState.xliff(.translated), unit.target != nil {
        refuse(
          .translated,
          "the catalog's \(submission.language) text is translated (reviewed): \"\(unit.targetValues?.joined(separator: "\n") ?? unit.target ?? "")\"; a submission does not replace it"
        )
        continue
      }
      unit.target = submission.text
      unit.targetValues = submission.values
      // Made by a machine: in as needs_review, a stand-in judged against the source.
      unit.state = "needs-review-translation"
      unit.stateQualifier = "mt-suggestion"
      unit.targetIsDecided = false
      unit.line = number + 1
      let name = "\(index)\u{0}\(submission.language)"
      if position[name] == nil {
        position[name] = files.count
        files.append(
          ExchangeFile(
            original: session.original(of: catalogs[index]), sourceLanguage: catalog.sourceLanguage,
            targetLanguage: submission.language, units: []))
      }
      files[position[name]!].units.append(unit)
      edits.note(submission.key, in: index, of: catalogs)
    }
    let configuration = session.project.configuration.importing
    let merge = try CatalogImport(
      [ImportDocument(name: Self.documentName, files: files)], into: &catalogs,
      routing: ImportRouting(catalogPaths: catalogs.map(session.original(of:)), singleCatalog: false),
      policy: ImportPolicy(
        standIns: StandInText(texts: configuration.standIns, holdsUnchangedSource: configuration.holdUnchangedSource),
        glossary: try session.glossary(
          sourceLanguage: catalogs.first?.catalog.sourceLanguage ?? session.project.configuration.sourceLanguage)))
    return Result(
      rows: merge.rows, problems: merge.problems, refused: refused, changes: edits.changes(catalogs),
      touched: merge.touched)
  }
}
