import Foundation
import L10nCatalog
import L10nText

/// The outcome of `extract`, which L10nReporting renders for people (text) and programs (JSON).
public struct ExtractionReport: Sendable, Codable {
  public static let schemaVersion = 1

  public struct CatalogPart: Sendable, Codable {
    public var file: String
    public var changes: [CatalogSync.Change]
    public var findings: [CatalogSync.Finding]
    public var written: Bool
    /// The catalog did not exist: the run makes it (or, without writing, would).
    public var new: Bool

    public init(
      file: String, changes: [CatalogSync.Change], findings: [CatalogSync.Finding], written: Bool, new: Bool = false
    ) {
      self.file = file
      self.changes = changes
      self.findings = findings
      self.written = written
      self.new = new
    }
  }

  public var schemaVersion = ExtractionReport.schemaVersion
  public var catalogs: [CatalogPart]
  /// Each key with every place it is used (`file:line:col`), keys sorted.
  public var usages: [String: [String]]
  public var warnings: [String]
  public var filesScanned: Int
  public var filesParsed: Int
  /// Why the run wrote nothing (a prune that could not see all the code, or would take too
  /// much): the command says it and exits 1.
  public var refusal: String?

  /// A run that refused to write anything, and why.
  public init(refusal: String, extraction: ExtractionResult) {
    self.init(
      catalogs: [], usages: extraction.usages, warnings: extraction.warnings, filesScanned: extraction.filesScanned,
      filesParsed: extraction.filesParsed)
    self.refusal = refusal
  }

  public init(
    catalogs: [CatalogPart], usages: [KeyUsage], warnings: [ExtractionWarning], filesScanned: Int, filesParsed: Int
  ) {
    self.catalogs = catalogs
    self.usages = Dictionary(grouping: usages, by: \.key).mapValues { $0.map(\.location) }
    self.warnings = warnings.map(\.description)
    self.filesScanned = filesScanned
    self.filesParsed = filesParsed
  }

  public var changeCount: Int { catalogs.reduce(0) { $0 + $1.changes.count } }
}
