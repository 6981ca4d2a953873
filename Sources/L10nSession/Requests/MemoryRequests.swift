import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nText
import OrderedCollections

/// The catalogs and translation memory a memory request works on.
public struct MemoryScope: Sendable {
  public var catalogs: [String] = []
  /// The languages named (`LanguageTags.list`), nil for every language.
  public var languages: [String]?
  /// TMX files besides the catalogs and l10n.yml's memory.
  public var memoryFiles: [String] = []

  public init(catalogs: [String] = [], languages: [String]? = nil, memoryFiles: [String] = []) {
    self.catalogs = catalogs
    self.languages = languages
    self.memoryFiles = memoryFiles
  }

  /// The catalogs, read (and locked, with `.writing`) before anything else, and the translation
  /// memory for the languages; the catalogs are kept until the run ends.
  func load(_ session: ProjectSession, access: CatalogAccess = .readOnly, onlyLanguages: Bool = false) throws
    -> (files: [CatalogFile], memory: TranslationMemory)
  {
    let files = try session.catalogs(
      catalogs, access: access, onlyLanguages: onlyLanguages ? languages.map(Set.init) : nil)
    session.keep(files.map(\.catalog))
    // Each language named must be one, as export and import judge it.
    _ = try LanguageOption.tags(
      languages ?? [], project: session.project, catalogs: files.map(\.catalog), option: "--lang")
    let memory = try session.memory(loaded: files, languages: languages.map(Set.init), files: memoryFiles)
    return (files, memory)
  }
}

/// `l10n fill --from-memory`: missing translations filled from the memory, marked for review.
public struct FillRequest: SessionRequest {
  public var scope: MemoryScope
  public var minimumScore: Int
  public var dryRun: Bool
  public var waiting: CatalogLock.Waiting

  public init(scope: MemoryScope, minimumScore: Int = 100, dryRun: Bool = false, waiting: CatalogLock.Waiting) {
    self.scope = scope
    self.minimumScore = minimumScore
    self.dryRun = dryRun
    self.waiting = waiting
  }

  public func run(in session: ProjectSession) throws -> (fill: MemoryFill, written: [String]) {
    var (catalogs, memory) = try scope.load(session, access: .writing(waiting, unless: dryRun))
    let fill = MemoryFill(&catalogs, memory: memory, languages: scope.languages, minimumScore: minimumScore)
    return (fill, dryRun ? [] : try session.save(catalogs, at: fill.touched))
  }
}

/// `l10n memory stats`: per language, the pairs in memory and what it could fill.
public struct MemoryStatsRequest: SessionRequest {
  public var scope: MemoryScope
  public var fuzzyMinimum: Int

  public init(scope: MemoryScope, fuzzyMinimum: Int = 75) {
    self.scope = scope
    self.fuzzyMinimum = fuzzyMinimum
  }

  public func run(in session: ProjectSession) throws -> MemoryStats {
    let (files, memory) = try scope.load(session)
    return MemoryStats(
      catalogs: files.map(\.catalog), memory: memory, languages: scope.languages, fuzzyMinimum: fuzzyMinimum)
  }
}

/// `l10n memory export`: the translation memory as a TMX 1.4b document.
public struct MemoryExportRequest: SessionRequest {
  public var scope: MemoryScope
  /// The TMX file (from the working directory); nil: the document is only returned.
  public var output: String?

  public init(scope: MemoryScope, output: String?) {
    self.scope = scope
    self.output = output
  }

  public func run(in session: ProjectSession) throws -> (document: TMX.Document, sourceLanguage: String) {
    let (files, memory) = try scope.load(session, onlyLanguages: true)
    let sourceLanguage = try Self.sourceLanguage(of: files, session: session)
    let document = TMX.document(
      memory, sourceLanguage: sourceLanguage, languages: scope.languages, toolVersion: L10nTool.version)
    if let output {
      try session.write(Data(document.text.utf8), to: session.resolve(output), what: "the memory")
    }
    return (document, sourceLanguage)
  }

  /// The catalogs' one source language (l10n.yml's when there is no catalog): a TMX file's
  /// `srclang`. Catalogs that disagree are refused, as one file cannot hold both.
  static func sourceLanguage(of files: [CatalogFile], session: ProjectSession) throws -> String {
    let languages = OrderedSet(files.map(\.catalog.sourceLanguage))
    guard languages.count <= 1 else {
      let named = languages.map { language in
        "\(language) (\(files.first { $0.catalog.sourceLanguage == language }!.displayPath))"
      }
      throw UsageError(
        "the catalogs have different source languages, \(named.joined(separator: ", ")), and a TMX file has one: name the catalogs of one source language"
      )
    }
    return languages.first ?? session.project.configuration.sourceLanguage
  }
}
