import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nText

/// `l10n import`: translations from XLIFF, .xcloc or CSV files merged into the catalogs, through
/// the one gate (`CatalogImport`).
public struct ImportRequest: SessionRequest {
  /// The files, as typed (from the working directory).
  public var files: [String]
  /// Everything into this catalog instead of matching paths.
  public var catalog: String?
  public var dryRun = false
  /// Write nothing when a unit is rejected or held.
  public var strict = false
  public var acceptDrift = false
  /// CSV: a leading ' is the formula guard's, taken off.
  public var formulaGuard = true
  public var waiting: CatalogLock.Waiting

  public init(files: [String], catalog: String? = nil, waiting: CatalogLock.Waiting) {
    self.files = files
    self.catalog = catalog
    self.waiting = waiting
  }

  public struct Result {
    public var merge: CatalogImport
    /// The catalogs written, as shown.
    public var written: [String]
    /// Nothing was written because `strict` and a unit was rejected or held.
    public var heldByStrict: Bool { strict && merge.rejected }
    let strict: Bool
  }

  public func run(in session: ProjectSession) throws -> Result {
    // Every file is read first: any that cannot be read stops the run before a catalog is read.
    var documents: [ImportDocument] = []
    let counter = session.observer.progress("Reading", files.count, "files", 2)
    for (number, path) in files.enumerated() {
      counter.update(number + 1, path)
      do {
        documents += try ImportDocument.read(
          session.resolve(path), displayPath: path, formulaGuard: formulaGuard, from: session.files)
      } catch {
        counter.finish()
        throw error
      }
    }
    counter.finish()
    var catalogs = try session.catalogs(
      catalog.map { [$0] } ?? [], access: .writing(waiting, unless: dryRun))
    let project = session.project
    let originals = catalogs.map(session.original(of:))
    let merge = try CatalogImport(
      documents, into: &catalogs, routing: ImportRouting(catalogPaths: originals, singleCatalog: catalog != nil),
      policy: ImportPolicy(
        standIns: StandInText(
          texts: project.configuration.importing.standIns,
          holdsUnchangedSource: project.configuration.importing.holdUnchangedSource),
        acceptDrift: acceptDrift))
    // The models are not freed one by one when the run ends (the locks and files are).
    session.keep((catalogs.map(\.catalog), documents))
    // Each changed catalog is written once, unless told not to.
    let written = dryRun || (strict && merge.rejected) ? [] : try session.save(catalogs, at: merge.touched)
    return Result(merge: merge, written: written, strict: strict)
  }
}
