import L10nCatalog

/// `l10n migrate`: the catalogs made from legacy files, one a line on standard output (a dry run:
/// those it would make), and what a catalog cannot hold as warnings. JSON: every catalog with its
/// table, keys, languages, the files it came from and their platform.
public struct MigrateOutput: Rendered {
  /// One catalog made (or, in a dry run, to be).
  public struct Catalog: Sendable, Encodable {
    /// The path as shown.
    public var path: String
    public var table: String
    public var keys: Int
    public var languages: [String]
    /// The legacy files read, as named.
    public var files: [String]
    /// Where the files came from: `apple` (`.lproj` folders) or `android` (a `res` folder).
    public var platform: String

    public init(
      path: String, table: String, keys: Int, languages: [String], files: [String], platform: String = "apple"
    ) {
      (self.path, self.table, self.keys, self.languages, self.files) = (path, table, keys, languages, files)
      self.platform = platform
    }
  }

  public var catalogs: [Catalog]
  public var dryRun: Bool
  public var warnings: [Warning]

  public init(catalogs: [Catalog], dryRun: Bool, warnings: [Warning] = []) {
    (self.catalogs, self.dryRun, self.warnings) = (catalogs, dryRun, warnings)
  }

  /// The JSON document (`schemaVersion` 1).
  struct Document: Encodable {
    var schemaVersion = 1
    var dryRun: Bool
    var catalogs: [Catalog]
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    var output = CommandOutput()
    output.warnings = warnings
    if style.format == .json {
      output.standardOutput = try JSONValueEncoder.document(Document(dryRun: dryRun, catalogs: catalogs))
      return output
    }
    output.standardOutput = CommandOutput.lines(catalogs.map(\.path))
    let keys = catalogs.reduce(0) { $0 + $1.keys }
    let files = catalogs.reduce(0) { $0 + $1.files.count }
    let android = !catalogs.isEmpty && catalogs.allSatisfy { $0.platform == "android" }
    let summary =
      "\(Counted.phrase(catalogs.count, "catalog")) with \(Counted.phrase(keys, "key")) from \(Counted.phrase(files, android ? "Android resource file" : "legacy file"))"
    output.notes = [
      dryRun
        ? "Dry run: \(summary) would be written."
        : android
          ? "Migrated \(summary); the Android files are left as they are."
          : "Migrated \(summary); the legacy files are left as they are (remove them from the target once the catalog is in)."
    ]
    return output
  }
}
