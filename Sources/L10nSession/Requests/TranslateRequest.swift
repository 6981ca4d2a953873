import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nText

/// `l10n translate`: the texts a language lacks (missing or `new`; with `includesNeedsReview`
/// those marked for review too) sent to any program as JSON lines, its answers taken through the
/// import gate (placeholders, plural categories, stand-in text, the glossary) as needs_review.
/// A translated text is never sent nor changed. Every batch is answered before anything is
/// written; a program that fails, hangs or answers wrongly leaves every file as it was.
public struct TranslateRequest: SessionRequest {
  public var catalogs: [String] = []
  /// The languages, as typed (`--lang fr,de`).
  public var languages: [String]
  /// The program's command line (default: l10n.yml's `translate.command`).
  public var command: String?
  public var includesNeedsReview = false
  /// Texts per run of the program, and seconds per run (default: l10n.yml's, else 50 and 120).
  public var batchSize: Int?
  public var timeout: Double?
  /// Ask nothing, write nothing: the result has the asks only.
  public var dryRun = false
  public var waiting: CatalogLock.Waiting

  public init(languages: [String], command: String? = nil, waiting: CatalogLock.Waiting) {
    self.languages = languages
    self.command = command
    self.waiting = waiting
  }

  public struct Result {
    /// What was (or, in a dry run, would be) sent, in order.
    public var asked: [TranslationAsk]
    /// The batches the program ran.
    public var batches: Int
    /// The answers merged through the gate (nil in a dry run).
    public var merge: CatalogImport?
    public var written: [String]
  }

  /// A program that could not translate a batch: nothing was written.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  public func run(in session: ProjectSession) throws -> Result {
    let settings = session.project.configuration.translate
    guard let command = command ?? settings.command, !command.isEmpty else {
      throw UsageError("name the program that translates: --command \"PROGRAM ARGS\", or translate.command in l10n.yml")
    }
    var files = try session.catalogs(catalogs, access: .writing(waiting, unless: dryRun))
    session.keep(files.map(\.catalog))
    let wanted = try LanguageOption.tags(
      languages, project: session.project, catalogs: files.map(\.catalog), option: "--lang")
    guard !wanted.isEmpty else { throw UsageError("name the languages to translate into: --lang fr[,de]") }
    var job = TranslationJob(session: session, files: files, languages: wanted)
    try job.collect(includingNeedsReview: includesNeedsReview)
    guard !dryRun, !job.asks.isEmpty else { return Result(asked: job.asks, batches: 0, merge: nil, written: []) }
    let program = TranslationProgram(
      command: command, timeout: timeout ?? settings.timeout, workingDirectory: session.workingDirectory)
    let batches = try job.translate(with: program, batchSize: batchSize ?? settings.batchSize)
    let merge = try CatalogImport(
      [ImportDocument(name: "translate", files: job.answeredFiles())], into: &files,
      routing: ImportRouting(catalogPaths: files.map(session.original(of:)), singleCatalog: false),
      policy: ImportPolicy(
        standIns: StandInText(
          texts: session.project.configuration.importing.standIns,
          holdsUnchangedSource: session.project.configuration.importing.holdUnchangedSource),
        glossary: job.glossary))
    return Result(
      asked: job.asks, batches: batches, merge: merge, written: try session.save(files, at: merge.touched))
  }
}
