import Foundation
import L10nCatalog
import L10nExchange
import L10nReporting

// The values compile's options name, for the command line.
@_exported import enum L10nExchange.AppleStringsOutput
@_exported import enum L10nExchange.PropertyListSerializationFormat

/// The platform `l10n compile` writes resources for.
public enum CompilePlatform: String, CaseIterable, Sendable {
  /// `<lang>.lproj/<Table>.strings` and `.stringsdict`, as `xcstringstool compile` writes them.
  case apple
  /// `values[-xx]/strings.xml` per language, every catalog in one file (`AndroidWriter`).
  case android
}

/// `l10n compile`: every catalog to the platform's own resources in `output`, each file written
/// at once through the session's files; with `dryRun`, only the paths.
public struct CompileRequest: SessionRequest {
  public var catalogs: [String] = []
  /// The folder the resources go to (`-o`).
  public var output: String
  public var platform: CompilePlatform = .apple
  /// `-l`: only these languages (default: every language of each catalog).
  public var languages: [String] = []
  /// Apple: which tables, and how they are serialized.
  public var appleOutput: AppleStringsOutput = .stringsAndStringsdict
  public var serialization: PropertyListSerializationFormat = .text
  /// Apple: every table `appleOutput` names for every language, empty ones too, so that a build
  /// system that declares its outputs in advance (the SwiftPM build-tool plugin) finds each one.
  public var allTables = false
  /// Write nothing; list the files that would be written.
  public var dryRun = false

  public init(output: String) {
    self.output = output
  }

  /// One file compiled: its path as shown, language, catalog and number of keys.
  public typealias File = CompileOutput.File

  public struct Result: Sendable {
    public var files: [File] = []
    /// How many catalogs were compiled.
    public var catalogs = 0
    public var warnings: [Warning] = []
  }

  /// One file's destination and bytes, before anything is written.
  struct Planned {
    var url: URL
    var bytes: [UInt8]
    var file: File
  }

  public func run(in session: ProjectSession) throws -> Result {
    let files = try session.catalogs(catalogs, access: .readOnly)
    session.keep(files.map(\.catalog))
    let wanted =
      languages.isEmpty
      ? nil : try LanguageOption.tags(languages, project: session.project, catalogs: files.map(\.catalog), option: "-l")
    let folder = session.resolve(output)
    var result = Result(catalogs: files.count)
    var planned: [Planned] = []
    var tables: [String: String] = [:]
    for file in files {
      let table = Self.tableName(of: file)
      if platform == .apple, let other = tables.updateValue(file.displayPath, forKey: table) {
        throw UsageError(
          "\(other) and \(file.displayPath) both make the table \(table); compile them to different --output folders")
      }
      switch platform {
      case .apple:
        planned += try apple(file, table: table, languages: wanted, folder: folder, session: session, result: &result)
      case .android: break  // below: the catalogs share one strings.xml per language
      }
    }
    if platform == .android {
      planned = try android(files, languages: wanted, folder: folder, session: session, result: &result)
    }
    try session.files.checkScope(planned.map(\.url))
    if !dryRun {
      for file in planned {
        try session.files.write(file.bytes, to: file.url, mode: .atomicReplace, what: "the table", makingFolder: true)
      }
    }
    result.files = planned.map(\.file)
    return result
  }

  /// A catalog's table name: its file name without `.xcstrings` (spaces kept).
  static func tableName(of file: CatalogFile) -> String {
    URL(fileURLWithPath: file.resolvedPath).deletingPathExtension().lastPathComponent
  }

  /// Apple: `<lang>.lproj/<Table>.strings` and `.stringsdict` of every language with something.
  private func apple(
    _ file: CatalogFile, table: String, languages: [String]?, folder: URL, session: ProjectSession,
    result: inout Result
  ) throws -> [Planned] {
    var compiler = AppleStringsTables(file.catalog, output: appleOutput)
    let compiled = compiler.tables(
      languages: languages.map { Self.present($0, in: file.catalog) }, keepingEmpty: allTables)
    result.warnings += compiler.problems.map {
      Warning("\($0.language): '\($0.key)': \($0.message)", at: SourcePlace(file: file.displayPath))
    }
    if let first = compiler.leftOut.first {
      let more = compiler.leftOut.count > 1 ? " (the first: '\(first)')" : " ('\(first)')"
      result.warnings.append(
        Warning(
          "\(Counted.phrase(compiler.leftOut.count, "key")) with variations (plural, device, substitutions) left out\(more): --format strings-only writes no .stringsdict",
          at: SourcePlace(file: file.displayPath)))
    }
    let suffixes =
      (appleOutput.writesStrings ? ["strings"] : []) + (appleOutput.writesStringsdict ? ["stringsdict"] : [])
    var tables: [(language: String, suffix: String, entries: [String: PropertyListValue])] = []
    for language in compiled {
      for suffix in suffixes {
        let entries = suffix == "strings" ? language.strings : language.stringsdict
        guard allTables || !entries.isEmpty else { continue }
        tables.append((language.language, suffix, entries))
      }
    }
    // Each table encoded on its own, on every processor.
    let serialization = serialization
    let encoded = Parallel.map(tables.count) { index in
      Swift.Result { try PropertyListWriter.encode(.dictionary(tables[index].entries), format: serialization) }
    }
    return try zip(tables, encoded).map { made, bytes in
      let url = folder.appendingPathComponent(made.language + ".lproj", isDirectory: true)
        .appendingPathComponent(table + "." + made.suffix)
      return Planned(
        url: url, bytes: try bytes.get(),
        file: File(
          path: session.display(url), language: made.language, catalog: file.displayPath, keys: made.entries.count))
    }
  }

  /// Android: `values[-xx]/strings.xml` of every language with something, the development
  /// language's always; resource names that clash throw, naming the keys.
  private func android(
    _ files: [CatalogFile], languages: [String]?, folder: URL, session: ProjectSession, result: inout Result
  ) throws -> [Planned] {
    let output = try AndroidWriter.write(
      files.map { AndroidWriter.Source(path: $0.displayPath, catalog: $0.catalog) }, languages: languages)
    result.warnings += output.warnings.map { Warning("\($0.language): '\($0.key)': \($0.message)", at: $0.place) }
    let catalogs = files.map(\.displayPath).joined(separator: ", ")
    return output.files.map { written in
      let url = folder.appendingPathComponent(written.path)
      let file = File(
        path: session.display(url), language: written.language, catalog: catalogs, keys: written.resources)
      return Planned(url: url, bytes: written.bytes, file: file)
    }
  }

  /// The languages of `wanted` the catalog has, in the catalog's order.
  static func present(_ wanted: [String], in catalog: StringCatalog) -> [String] {
    catalog.languages.filter { wanted.contains($0) }
  }
}

extension CompileRequest: RenderedRequest {
  public func rendered(_ result: Result, in session: ProjectSession) -> CompileOutput {
    CompileOutput(
      files: result.files, catalogs: result.catalogs, platform: platform.rawValue, dryRun: dryRun,
      warnings: result.warnings)
  }
}
