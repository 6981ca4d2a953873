import Foundation
import L10nCatalog
import L10nProject
import L10nReporting

/// `l10n diff`: what changed in catalogs, key by key, between two files or against a git revision.
public struct DiffRequest: SessionRequest {
  /// What is compared with what.
  public enum Versions: Sendable {
    /// Two catalogs, old then new (from the working directory); no l10n.yml needed.
    case files(old: String, new: String)
    /// The working tree's catalogs (these, else l10n.yml's) against their content at `revision`.
    case revision(String, catalogs: [String])
  }

  public var versions: Versions
  /// Differences are findings (exit 1), as with `git diff --exit-code`.
  public var exitCode = false

  public init(_ versions: Versions, exitCode: Bool = false) {
    (self.versions, self.exitCode) = (versions, exitCode)
  }

  /// Two catalogs, old then new (from the working directory); no l10n.yml needed.
  public static func files(old: String, new: String) -> DiffRequest { DiffRequest(.files(old: old, new: new)) }

  /// The working tree's catalogs (these, else l10n.yml's) against their content at `revision`.
  public static func revision(_ revision: String, catalogs: [String]) -> DiffRequest {
    DiffRequest(.revision(revision, catalogs: catalogs))
  }

  public func run(in session: ProjectSession) throws -> [CatalogDiffItem] {
    switch versions {
    case .files(let oldPath, let newPath):
      let old = try session.files.catalog(at: session.resolve(oldPath), displayPath: oldPath)
      let new = try session.files.catalog(at: session.resolve(newPath), displayPath: newPath)
      let label = oldPath == newPath ? newPath : "\(oldPath) → \(newPath)"
      return [CatalogDiffItem(file: label, diff: CatalogDiff(old: old.catalog, new: new.catalog))]
    case .revision(let revision, let catalogs):
      do {
        return try Self.items(against: revision, catalogs: catalogs, session: session)
      } catch let failure as Git.Failure {
        throw failure.with(hint: "compare two files with `l10n diff OLD NEW`")
      }
    }
  }

  private static func items(against revision: String, catalogs: [String], session: ProjectSession) throws
    -> [CatalogDiffItem]
  {
    let root = try Git.topLevel(from: session.workingDirectory)
    try Git.verifyCommit(revision, in: root)
    let project = session.project
    // With the configured catalogs, a catalog deleted since the revision is listed too: its
    // configured entry (a file, or a folder now without catalogs) may be gone.
    var configured: [URL] = []
    var files: [CatalogFile] = []
    if catalogs.isEmpty && !project.configuration.catalogs.isEmpty {
      configured = project.configuration.catalogs.map { PathDisplay.resolve($0, against: project.root) }
      let present = configured.filter { entry in
        session.files.exists(entry) && (!session.files.isFolder(entry) || !session.files.catalogs(in: entry).isEmpty)
      }
      if !present.isEmpty { files = try session.catalogs(present.map(\.path), access: .unlocked) }
    } else {
      files = try session.catalogs(catalogs, access: .unlocked)
    }
    var items: [CatalogDiffItem] = []
    var present = Set<String>()
    for file in files {
      let path = try Git.relativePath(of: URL(fileURLWithPath: file.resolvedPath), to: root)
      present.insert(path)
      if let bytes = try Git.contents(of: path, at: revision, in: root) {
        let old = try StringCatalog(bytes: bytes, file: "\(revision):\(path)")
        items.append(CatalogDiffItem(file: file.displayPath, diff: CatalogDiff(old: old, new: file.catalog)))
      } else {
        let empty = StringCatalog(sourceLanguage: file.catalog.sourceLanguage, version: file.catalog.version)
        items.append(
          CatalogDiffItem(
            file: file.displayPath, diff: CatalogDiff(old: empty, new: file.catalog), note: "not in \(revision)"))
      }
    }
    for entry in configured {
      guard let path = try? Git.relativePath(of: entry, to: root) else { continue }
      for old in try Git.files(under: path, at: revision, in: root)
      where !present.contains(old)
        && (old == path
          ? old.hasSuffix(".xcstrings")
          : CatalogDiscovery.wouldFind(relativePath: String(old.dropFirst(path.count + 1))))
        && !session.files.exists(root.appendingPathComponent(old))
      {
        guard let bytes = try Git.contents(of: old, at: revision, in: root) else { continue }
        let catalog = try StringCatalog(bytes: bytes, file: "\(revision):\(old)")
        let empty = StringCatalog(sourceLanguage: catalog.sourceLanguage, version: catalog.version)
        items.append(
          CatalogDiffItem(
            file: session.display(root.appendingPathComponent(old)), diff: CatalogDiff(old: catalog, new: empty),
            note: "deleted since \(revision)"))
        present.insert(old)
      }
    }
    return items
  }
}
