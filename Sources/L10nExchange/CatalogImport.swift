import L10nCatalog
import L10nICU

/// `l10n import` in memory: every document's files checked and merged into the catalogs they go
/// to. Nothing is written here.
public struct CatalogImport {
  /// One line per language and catalog, in first-seen order.
  public var rows: [ImportSummary.Row] = []
  public var problems: [ImportProblem] = []
  /// The indices of the catalogs that changed, in order.
  public var touched: [Int] = []

  /// Whether a unit was rejected or held back (what `--strict` refuses).
  public var rejected: Bool { problems.contains { $0.kind == .rejected || $0.kind == .held } }

  /// Checks every file's language against its catalog before anything is merged (any that does not
  /// fit throws, nothing merged), then merges unit by unit.
  public init(
    _ documents: [ImportDocument], into catalogs: inout [CatalogFile], routing: ImportRouting,
    policy: ImportPolicy = ImportPolicy()
  ) throws {
    var destinations: [[Int?]] = []
    for document in documents {
      var indices: [Int?] = []
      for file in document.files {
        let index = try routing.catalog(for: file, in: document)
        try LanguageTags.validate(
          file, document: document.name, field: document.languageField(of: file),
          catalog: index.map { catalogs[$0].catalog })
        indices.append(index)
      }
      destinations.append(indices)
    }
    var touched = Set<Int>()
    for (document, indices) in zip(documents, destinations) {
      var merger = ImportMerger(fileName: document.name, policy: policy)
      for (file, index) in zip(document.files, indices) {
        guard let index else {
          unknown(file, in: document)
          continue
        }
        let before = merger.counts
        merger.merge(file, into: &catalogs[index].catalog)
        var counts = merger.counts
        counts.subtract(before)
        if counts.changed > 0 { touched.insert(index) }
        rows.append(
          ImportSummary.Row(language: file.targetLanguage, catalog: catalogs[index].displayPath, counts: counts))
      }
      problems += merger.problems
    }
    rows = ImportSummary.Row.combined(rows)
    self.touched = touched.sorted()
  }

  /// A file for a catalog the project does not have: its units are counted as unknown.
  private mutating func unknown(_ file: ExchangeFile, in document: ImportDocument) {
    let units = file.units.count
    problems.append(
      ImportProblem(
        kind: .unknown, file: document.name, line: file.line, id: file.original, language: file.targetLanguage,
        message:
          "no catalog at \(file.original) in this project; \(Counted.phrase(units, "unit")) not imported"
      ))
    var counts = ImportCounts()
    counts.unknown = units
    rows.append(ImportSummary.Row(language: file.targetLanguage, catalog: file.original, counts: counts))
  }
}

/// What `l10n import --format json` prints.
public struct ImportSummary: Encodable {
  public static let schemaVersion = 1

  /// One line of the summary: a language and a catalog.
  public struct Row: Encodable {
    public var language: String
    public var catalog: String
    public var counts: ImportCounts

    public init(language: String, catalog: String, counts: ImportCounts) {
      (self.language, self.catalog, self.counts) = (language, catalog, counts)
    }

    /// Rows of the same language and catalog added up, in first-seen order.
    static func combined(_ rows: [Row]) -> [Row] {
      var result: [Row] = []
      for row in rows {
        if let index = result.firstIndex(where: { $0.language == row.language && $0.catalog == row.catalog }) {
          result[index].counts.add(row.counts)
        } else {
          result.append(row)
        }
      }
      return result
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Name.self)
      try container.encode(language, forKey: Name("language"))
      try container.encode(catalog, forKey: Name("catalog"))
      for (name, field) in ImportCounts.fields {
        try container.encode(counts[keyPath: field], forKey: Name(name))
      }
      try container.encode(counts.held, forKey: Name("held"))
      var reasons = container.nestedContainer(keyedBy: Name.self, forKey: Name("heldByReason"))
      for reason in HoldReason.allCases {
        try reasons.encode(counts[held: reason], forKey: Name(reason.rawValue))
      }
      try container.encode(counts.machineOrMemory, forKey: Name("machineOrMemory"))
      try container.encode(counts.noBreakSpacesKept, forKey: Name("noBreakSpacesKept"))
    }
  }

  var schemaVersion = ImportSummary.schemaVersion
  var dryRun: Bool
  var written: [String]
  var summary: [Row]
  var problems: [ImportProblem]

  public init(rows: [Row], problems: [ImportProblem], written: [String], dryRun: Bool) {
    self.dryRun = dryRun
    self.written = written
    summary = rows
    self.problems = problems
  }
}

extension ImportProblem: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Name.self)
    for (name, value) in [
      ("kind", kind.rawValue), ("file", file), ("id", id), ("language", language), ("message", message),
    ] {
      try container.encode(value, forKey: Name(name))
    }
    try container.encodeIfPresent(line, forKey: Name("line"))
    try container.encodeIfPresent(reason?.rawValue, forKey: Name("reason"))
    try container.encodeIfPresent(key, forKey: Name("key"))
    try container.encodeIfPresent(text, forKey: Name("text"))
  }
}

/// A member's name, for members written from a table.
private struct Name: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension ImportCounts {
  /// Each count with its name in the summary.
  static var fields: [(String, WritableKeyPath<ImportCounts, Int>)] {
    [
      ("added", \.added), ("updated", \.updated), ("unchanged", \.unchanged), ("empty", \.empty),
      ("rejected", \.rejected), ("unknown", \.unknown),
    ]
  }
}
