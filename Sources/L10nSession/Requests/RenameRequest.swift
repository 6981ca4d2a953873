import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject
import L10nReporting

/// `l10n rename` (and `check --fix-names`): keys renamed in every catalog and at every usage in the
/// code, keeping all translations (`KeyRename`).
public struct RenameRequest: SessionRequest, Sendable {
  public var pairs: [KeyRename.Pair]
  /// A map file of renames (YAML or CSV, from the working directory), read in the run instead of `pairs`.
  public var map: String?
  public var dryRun = false
  /// Rename to keys that do not follow the key convention.
  public var allowAnyName = false
  /// Swift sources to rewrite (default: l10n.yml's).
  public var sources: [String] = []
  public var waiting: CatalogLock.Waiting

  public init(pairs: [KeyRename.Pair], waiting: CatalogLock.Waiting) {
    self.pairs = pairs
    self.waiting = waiting
  }

  /// The renames of a map file (YAML or CSV, from the working directory).
  public static func pairs(inMap path: String, session: ProjectSession) throws -> [KeyRename.Pair] {
    try RenameMap.read(session.resolve(path), displayPath: path, files: session.files)
  }

  public struct Result: Sendable {
    public var rows: [KeyRename.Row]
    /// Places to look at by hand (findings: exit 1).
    public var manualChecks: [Warning]
    /// The files written, as shown.
    public var written: [String]
  }

  public func run(in session: ProjectSession) throws -> Result {
    let pairs = try map.map { try Self.pairs(inMap: $0, session: session) } ?? pairs
    let project = session.project
    var catalogs = try session.catalogs(access: .writing(waiting, unless: dryRun))
    session.keep(catalogs.map(\.catalog))
    // A dry run writes nothing, the extraction cache included.
    let scan = try session.sources(sources, useCache: !dryRun)
    let defaultTable =
      ProjectSources.defaultCatalog(
        project: project, catalogs: catalogs.map { URL(fileURLWithPath: $0.resolvedPath) }, files: session.files
      )
      .map(ProjectSources.table(of:)) ?? "Localizable"
    let plan = try KeyRename(
      pairs, catalogs: &catalogs, sources: scan, extraction: scan?.scan(progress: nil),
      dynamicKeys: project.configuration.keys.dynamic, keyPattern: project.configuration.keys.pattern,
      allowAnyName: allowAnyName, defaultTable: defaultTable)
    let written = dryRun ? [] : try plan.write(catalogs, files: session.files)
    return Result(rows: plan.rows, manualChecks: plan.manualChecks, written: written)
  }
}
