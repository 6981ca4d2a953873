import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nReporting
import OrderedCollections

/// `l10n migrate`: legacy `.strings` and `.stringsdict` files made into new String Catalogs, one
/// per table, as Xcode's "Migrate to String Catalog" makes them (`AppleStringsMigration`). Each
/// path is an `.lproj` folder, a file in one, or a folder whose `.lproj` folders are read; the
/// language is the `.lproj` folder's. A catalog goes beside the `.lproj` folders it came from
/// (`<Table>.xcstrings`), or to `output`; an existing file is never replaced. The legacy files are
/// left as they are.
///
/// Or an Android `res` folder (its `values*` folders, or files in them): one catalog,
/// `Localizable.xcstrings` beside it (`MigrateRequest+Android.swift`). One run takes one kind.
public struct MigrateRequest: SessionRequest {
  public var paths: [String]
  /// The development language (default: l10n.yml's `sourceLanguage`, else `en`).
  public var sourceLanguage: String?
  /// Where the catalog goes, when the files make one table.
  public var output: String?
  public var dryRun = false

  public init(paths: [String], sourceLanguage: String? = nil, output: String? = nil, dryRun: Bool = false) {
    (self.paths, self.sourceLanguage, self.output, self.dryRun) = (paths, sourceLanguage, output, dryRun)
  }

  public typealias Catalog = MigrateOutput.Catalog

  public struct Result: Sendable {
    public var catalogs: [Catalog] = []
    public var warnings: [Warning] = []
  }

  public func run(in session: ProjectSession) throws -> Result {
    let resolved = paths.map { (url: session.resolve($0), shown: $0) }
    let android = try resolved.filter { try Self.isAndroid($0.url, shown: $0.shown, files: session.files) }
    if !android.isEmpty {
      guard android.count == resolved.count else {
        throw UsageError(
          "\(android[0].shown) is Android's and \(resolved.first { a in !android.contains { $0.url == a.url } }!.shown) Apple's; migrate .lproj folders and an Android res folder in two runs"
        )
      }
      return try migrateAndroid(android, in: session)
    }
    var files: [(file: LegacyStringsFile, folder: URL)] = []
    for path in resolved {
      files += try legacyFiles(at: path.url, shown: path.shown, in: session)
    }
    guard !files.isEmpty else {
      throw UsageError(
        "no .strings or .stringsdict file in a .lproj folder, and no Android values folder, at \(paths.joined(separator: ", ")); name .lproj folders, files in them, a folder that holds them, or an Android res folder"
      )
    }
    let language = sourceLanguage ?? session.project.configuration.sourceLanguage
    let tables = try AppleStringsMigration.migrate(files.map(\.file), sourceLanguage: language)
    if output != nil, tables.count > 1 {
      throw UsageError(
        "--output names one catalog, but the files make \(tables.count) tables (\(tables.map(\.name).joined(separator: ", "))); migrate them one table at a time, or leave --output out"
      )
    }
    var result = Result()
    var planned: [(url: URL, bytes: [UInt8])] = []
    for table in tables {
      let folder = files.first { $0.file.table == table.name }!.folder
      let url = output.map(session.resolve) ?? folder.appendingPathComponent(table.name + ".xcstrings")
      let shown = session.files.display(url)
      if session.files.exists(url) {
        throw UsageError(
          "\(shown) exists; l10n migrate makes a new catalog and replaces none (move it, or use --output)")
      }
      let catalog = table.catalog
      planned.append((url, catalog.encoded()))
      result.catalogs.append(
        Catalog(
          path: shown, table: table.name, keys: catalog.strings.count,
          languages: catalog.languages, files: table.files))
      result.warnings += table.warnings.map { Warning($0.message, at: $0.place) }
    }
    try session.files.checkScope(planned.map(\.url))
    if !dryRun {
      for file in planned { try session.files.write(file.bytes, to: file.url, mode: .createOnly) }
    }
    return result
  }

  /// The legacy files at `url`, each with the folder its catalog goes to (the one holding its
  /// `.lproj` folder).
  func legacyFiles(at url: URL, shown: String, in session: ProjectSession) throws -> [(
    file: LegacyStringsFile, folder: URL
  )] {
    let files = session.files
    guard files.exists(url) else { throw UsageError("\(shown): no such file or folder") }
    func read(_ file: URL, shown: String) throws -> (file: LegacyStringsFile, folder: URL)? {
      let lproj = file.deletingLastPathComponent()
      let path = lproj.lastPathComponent + "/" + file.lastPathComponent
      guard let legacy = LegacyStringsFile(path: path, bytes: [], name: shown) else { return nil }
      var read = legacy
      read.bytes = try files.bytes(of: file, name: shown)
      return (read, lproj.deletingLastPathComponent())
    }
    func lproj(_ folder: URL, shown: String) throws -> [(file: LegacyStringsFile, folder: URL)] {
      try (files.names(in: folder) ?? []).sorted().compactMap { name in
        try read(folder.appendingPathComponent(name), shown: shown + "/" + name)
      }
    }
    guard files.isFolder(url) else {
      guard let file = try read(url, shown: shown) else {
        throw UsageError(
          "\(shown) is not a .strings or .stringsdict file in a .lproj folder (the folder's name gives its language)")
      }
      return [file]
    }
    if url.pathExtension == "lproj" { return try lproj(url, shown: shown) }
    var found: [(file: LegacyStringsFile, folder: URL)] = []
    for name in (files.names(in: url) ?? []).sorted() where name.hasSuffix(".lproj") {
      found += try lproj(url.appendingPathComponent(name), shown: shown == "." ? name : shown + "/" + name)
    }
    return found
  }
}
