import L10nCatalog

/// `l10n compile`: a dry run lists each file it would write on standard output, one a line (none
/// is an answer too); a run says how many it wrote. JSON: every file with its language, catalog
/// and number of keys.
public struct CompileOutput: Rendered {
  /// One file compiled (or, in a dry run, to be).
  public struct File: Sendable, Encodable {
    /// The path as shown.
    public var path: String
    public var language: String
    public var catalog: String
    public var keys: Int

    public init(path: String, language: String, catalog: String, keys: Int) {
      (self.path, self.language, self.catalog, self.keys) = (path, language, catalog, keys)
    }
  }

  public var files: [File]
  public var catalogs: Int
  public var platform: String
  public var dryRun: Bool
  public var warnings: [Warning]

  public init(files: [File], catalogs: Int, platform: String, dryRun: Bool, warnings: [Warning] = []) {
    (self.files, self.catalogs, self.platform, self.dryRun, self.warnings) = (
      files, catalogs, platform, dryRun, warnings
    )
  }

  /// The JSON document (`schemaVersion` 1).
  struct Document: Encodable {
    var schemaVersion = 1
    var platform: String
    var dryRun: Bool
    var catalogs: Int
    var files: [File]
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    var output = CommandOutput()
    output.warnings = warnings
    if style.format == .json {
      output.standardOutput = try JSONValueEncoder.document(
        Document(platform: platform, dryRun: dryRun, catalogs: catalogs, files: files))
      return output
    }
    let languages = Set(files.map(\.language)).count
    let summary =
      "\(Counted.phrase(files.count, "file")) for \(Counted.phrase(languages, "language")) from \(Counted.phrase(catalogs, "catalog"))"
    if dryRun {
      output.standardOutput = CommandOutput.lines(files.map(\.path))
      output.notes = ["Dry run: \(summary) would be written."]
    } else {
      output.notes = [files.isEmpty ? "Nothing to compile: no catalog has a text to write." : "Compiled \(summary)."]
    }
    return output
  }
}
