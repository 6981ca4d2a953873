import Foundation
import L10nCatalog
import L10nExchange
import L10nExtraction
import L10nProject

/// `l10n export`: one XLIFF, .xcloc or CSV file per language, for translators.
public struct ExportFilesRequest: SessionRequest {
  public var catalogs: [String] = []
  /// The languages, which units, and whether pseudo-localized.
  public var scope: ExportScope
  public var format: ExchangeFormat = .xliff
  /// `--output`: a folder (default: Localizations in the project root), with one language a file,
  /// or `-` for the result's `standardOutput`.
  public var output: String?
  /// CSV: a byte order mark; the formula guard.
  public var byteOrderMark = false
  public var formulaGuard = true
  /// Screens and code locations (XLIFF's second note, CSV's columns).
  public var includeContext = true
  /// Memory suggestions for untranslated units, from the project's memory and these TMX files.
  public var suggestions = true
  public var memoryFiles: [String] = []
  public var suggestMinimum = 75
  /// Swift sources for where keys are used (default: l10n.yml's).
  public var sources: [String] = []
  /// Make every file and say where it would go, write none.
  public var dryRun = false

  public init(_ scope: ExportScope, format: ExchangeFormat = .xliff) {
    self.scope = scope
    self.format = format
  }

  public struct Result: Sendable {
    /// Each language exported, in order.
    public var exported: [Exported] = []
    /// Set when there is no language to export: the catalogs' only language.
    public var onlyLanguage: String?
    /// The one file's text, for `--output -`.
    public var standardOutput: String?
  }

  public struct Exported: Sendable {
    public var language: String
    public var units: Int
    /// The file (or bundle) written, as shown; nil for standard output.
    public var path: String?
  }

  /// `scope` as the format shapes it: gettext's keep whole plural entries, and the template has
  /// the development language alone (`ExportScope.gettext`).
  private var selecting: ExportScope {
    var scope = self.scope
    format.definition.shape(&scope)
    return scope
  }

  public func run(in session: ProjectSession) throws -> Result {
    let scope = selecting
    // Only the languages exported are read (several times faster), all for a bundle that carries
    // the catalogs (.xcloc); never written.
    let files = try session.catalogs(
      catalogs, access: .readOnly, onlyLanguages: format.includesCatalogs ? nil : scope.languagesToRead)
    session.keep(files.map(\.catalog))
    let project = session.project
    let sourceLanguage = files.first?.catalog.sourceLanguage ?? project.configuration.sourceLanguage
    // A language named must be one, as import judges it: a file for a typo could not come back.
    _ = try LanguageOption.tags(scope.named, project: project, catalogs: files.map(\.catalog), option: "--lang")
    let wanted = scope.languages(
      configured: project.configuration.languages, catalogs: files.map(\.catalog), sourceLanguage: sourceLanguage)
    guard !wanted.isEmpty else { return Result(onlyLanguage: sourceLanguage) }
    let destinations = try destinations(wanted, session: session)
    let context = includeContext ? try usages(session: session, files: files) : nil
    let memory = try suggestionMemory(session: session, files: files, languages: wanted)
    var result = Result()
    let counter = session.observer.progress("Exporting", wanted.count, "languages", 2)
    defer { counter.finish() }
    for (number, language) in wanted.enumerated() {
      counter.update(number + 1, language)
      let exchangeFiles = exchangeFiles(
        language, scope: scope, files: files, session: session, context: context, memory: memory)
      let document = try format.write(exchangeFiles, options: options(language, files: files, session: session))
      var exported = Exported(language: language, units: exchangeFiles.reduce(0) { $0 + $1.units.count })
      if let destination = destinations?[number] {
        if !dryRun { try write(document, to: destination, session: session) }
        exported.path = session.display(destination)
      } else if case .file(let text) = document {
        result.standardOutput = text
      }
      result.exported.append(exported)
    }
    return result
  }

  /// Where each language's file goes; nil for standard output. Throws when `-` cannot take them,
  /// or when one would go where the plugin may not write (before any is written).
  private func destinations(_ wanted: [String], session: ProjectSession) throws -> [URL]? {
    if output == "-" {
      guard wanted.count == 1 && format.layout == .file else {
        throw UsageError("--output - writes one XLIFF, CSV or PO file; export one language")
      }
      return nil
    }
    let urls = wanted.map { destination(for: $0, count: wanted.count, session: session) }
    try session.files.checkScope(urls)
    return urls
  }

  /// `output` as a file (one language, a name with the format's extension) or a folder.
  private func destination(for language: String, count: Int, session: ProjectSession) -> URL {
    let fileName = format.fileName(language: language)
    guard let output else {
      return PathDisplay.resolve("Localizations", against: session.project.root).appendingPathComponent(fileName)
    }
    let url = session.resolve(output)
    if count == 1, !session.files.isFolder(url),
      format.fileExtensions.contains(url.pathExtension)
    {
      return url
    }
    return url.appendingPathComponent(fileName)
  }

  /// Each catalog's units for `language`, with where code uses their keys and their screens
  /// unless `includeContext` is off, and the memory's suggestions.
  private func exchangeFiles(
    _ language: String, scope: ExportScope, files: [CatalogFile], session: ProjectSession,
    context: [String: [String: [String]]]?,
    memory: TranslationMemory?
  ) -> [ExchangeFile] {
    let pattern = session.project.configuration.keys.pattern.matcher()
    var searches = memory.map(MemorySearches.init)
    return files.map { file in
      var exchangeFile = scope.file(for: file.catalog, original: session.original(of: file), language: language) {
        collector in
        guard includeContext else { return }
        collector.screen = { KeyScreen.conventional($0, matchesConvention: pattern.matches($0)) }
        let used = context?[file.resolvedPath] ?? [:]
        collector.usages = { used[$0] ?? [] }
      }
      if let search = searches?.search(language: language, sourceLanguage: file.catalog.sourceLanguage) {
        exchangeFile.addSuggestions(from: search, minimumScore: suggestMinimum)
      }
      return exchangeFile
    }
  }

  private var suggests: Bool { suggestions && !scope.pseudo && selecting.selection != .needsReview }

  /// The translation memory for the suggestions, nil without them.
  private func suggestionMemory(session: ProjectSession, files: [CatalogFile], languages: [String]) throws
    -> TranslationMemory?
  {
    guard suggests else { return nil }
    return try session.memory(loaded: files, languages: Set(languages), files: memoryFiles)
  }

  /// Where code uses each key (`file:line`), per catalog (by resolved path); nil without sources.
  private func usages(session: ProjectSession, files: [CatalogFile]) throws -> [String: [String: [String]]]? {
    try session.scan(sources).map {
      ProjectSources.usageLocations(
        $0.usages, project: session.project, catalogPaths: files.map(\.resolvedPath), files: session.files)
    }
  }

  /// How the format writes `language`'s document; the catalogs' bytes only for a bundle that
  /// carries them.
  private func options(_ language: String, files: [CatalogFile], session: ProjectSession) -> ExportOptions {
    var options = ExportOptions(toolVersion: L10nTool.version, language: language)
    (options.includeContext, options.byteOrderMark, options.formulaGuard) = (
      includeContext, byteOrderMark, formulaGuard
    )
    options.suggestions = suggests
    options.developmentRegion = files.first?.catalog.sourceLanguage ?? session.project.configuration.sourceLanguage
    options.project = session.project.root.lastPathComponent
    if format.includesCatalogs {
      options.catalogs = files.map { (path: session.original(of: $0), bytes: $0.encoded()) }
    }
    return options
  }

  /// Writes one language's file, or its bundle.
  private func write(_ document: ExportedDocument, to destination: URL, session: ProjectSession) throws {
    switch document {
    case .file(let text): try session.write(Data(text.utf8), to: destination, what: "the file", makingFolder: true)
    case .bundle(let files): try session.files.write(bundle: files, to: destination)
    }
  }
}
