import Foundation
import L10nCatalog
import L10nText

/// The translator CSV: one row per unit, RFC 4180 quoting, UTF-8.
///
/// Columns, in this order (Documentation/Formats.md describes them):
/// `catalog, id, key, screen, comment, source (en), target (fr), state, fingerprint, used at`.
/// `id` uses the XLIFF id grammar (`key|==|plural.one`), so one unit has one id in both formats.
/// `fingerprint` is a hash of the source text at export, so an import can tell that the source
/// changed since. Multi-phrase App Shortcut units put one phrase per line.
///
/// The formula-injection guard: a cell that starts with `=`, `+`, `-`, `@`, tab, CR or NUL gets a
/// leading `'`, so spreadsheets show it as text (OWASP "CSV Injection", CWE-1236); the import takes
/// exactly that `'` off again. Both sides can turn it off for machine-to-machine files.
///
/// Why not a CSV library: the ones at hand (CSV.swift, SwiftCSV) accept an unterminated quote or
/// text after a closing quote without a word, and report no line or column; an import must refuse
/// such a file and say where. The format is small enough to read exactly by hand.
public struct CSVFormat: ExchangeFormat.Definition {
  public init() {}

  public static let guardTriggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r", "\u{0}"]

  public struct Options: Sendable {
    /// Start with a UTF-8 byte order mark, which Excel needs to see UTF-8.
    public var byteOrderMark = false
    /// Put `'` before cells a spreadsheet would take for a formula (and take it off on import).
    public var formulaGuard = true
    /// Add the `suggestion` and `match` columns: the translation memory's best match for a unit
    /// without a translation, and its score. Import ignores them.
    public var suggestions = false
    public init(byteOrderMark: Bool = false, formulaGuard: Bool = true, suggestions: Bool = false) {
      self.byteOrderMark = byteOrderMark
      self.formulaGuard = formulaGuard
      self.suggestions = suggestions
    }
  }

  /// A fingerprint of a source text: 16 hex digits of its FNV-1a hash.
  public static func fingerprint(_ source: String) -> String {
    let hex = String(StableHash.fnv1a64(source), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The catalog's state name for an XLIFF state (`needs-review-translation` → `needs_review`).
  public static func catalogState(_ xliffState: String?) -> String {
    switch xliffState {
    case nil: return ""
    case "translated"?, "signed-off"?, "final"?: return "translated"
    case "new"?, "needs-translation"?: return "new"
    case let state? where ExchangeState.asksForReview(state): return "needs_review"
    case let state? where state.hasPrefix("x-"): return String(state.dropFirst(2))
    case let state?: return state
    }
  }

  /// The XLIFF state for a catalog state name in the CSV's `state` column.
  static func xliffState(_ csvState: String) -> String? {
    csvState.isEmpty ? nil : ExchangeState.xliff(TranslationState(csvState))
  }

  // MARK: Writing

  public static func header(sourceLanguage: String, targetLanguage: String, suggestions: Bool = false) -> [String] {
    [
      "catalog", "id", "key", "screen", "comment", "source (\(sourceLanguage))", "target (\(targetLanguage))", "state",
      "fingerprint", "used at",
    ] + (suggestions ? ["suggestion", "match"] : [])
  }

  /// The CSV for `files` (all of one target language).
  public static func document(_ files: [ExchangeFile], options: Options = Options()) -> String {
    var out = options.byteOrderMark ? "\u{FEFF}" : ""
    let source = files.first?.sourceLanguage ?? "en"
    let target = files.first?.targetLanguage ?? ""
    appendRow(
      header(sourceLanguage: source, targetLanguage: target, suggestions: options.suggestions), guarding: false,
      to: &out)
    for file in XLIFFWriter.ordered(files) {
      for unit in file.units {
        let sourceText = unit.sourceValues?.joined(separator: "\n") ?? unit.source
        let targetText = unit.targetValues?.joined(separator: "\n") ?? unit.target ?? ""
        var row = [
          file.original, unit.id, unit.key, unit.screen ?? "", unit.note ?? "", sourceText, targetText,
          unit.target == nil ? "" : catalogState(unit.state), fingerprint(sourceText),
          unit.usages.joined(separator: " "),
        ]
        if options.suggestions {
          let best = unit.suggestions.first
          row += [best?.target ?? "", best.map { String($0.score) } ?? ""]
        }
        appendRow(row, guarding: options.formulaGuard, to: &out)
      }
    }
    return out
  }

  /// Whether the export puts a `'` before `cell`: it starts with a trigger, or with `'`s and then
  /// a trigger (a text that really starts with `'=` would otherwise lose its `'` on import, which
  /// takes one `'` off such cells).
  static func isGuarded(_ cell: String) -> Bool {
    guard let first = cell.first(where: { $0 != "'" }) else { return false }
    return guardTriggers.contains(first)
  }

  static func appendRow(_ cells: [String], guarding: Bool, to out: inout String) {
    for (index, cell) in cells.enumerated() {
      if index > 0 { out += "," }
      var cell = cell
      if guarding, isGuarded(cell) { cell = "'" + cell }
      if cell.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
        // Quotes doubled byte by byte: String's replacing goes by characters, and a quote with a
        // combining mark after it (`"\u{654}`) is another character, so it stayed single and the
        // file did not read back (found by FuzzCSVReader).
        var quoted: [UInt8] = [0x22]
        quoted.reserveCapacity(cell.utf8.count + 8)
        for byte in cell.utf8 {
          quoted.append(byte)
          if byte == 0x22 { quoted.append(0x22) }
        }
        quoted.append(0x22)
        out += String(decoding: quoted, as: UTF8.self)
      } else {
        out += cell
      }
    }
    out += "\r\n"
  }

  // MARK: Reading

  /// Reads RFC 4180 records (`CSVRecords`): fields separated by `delimiter`, records by CRLF or
  /// LF, `"` quoting with `""` for a quote. Throws with the line and column of what is wrong.
  public static func records(_ bytes: [UInt8], file: String, delimiter: UInt8? = nil) throws(ExchangeError) -> [(
    line: Int, fields: [String]
  )] {
    do {
      return try CSVRecords.read(bytes, delimiter: delimiter).map { ($0.line, $0.fields) }
    } catch {
      throw ExchangeError(file: file, line: error.line, column: error.column, error.message)
    }
  }

  /// Reads a translator CSV back into files, one per catalog named in the `catalog` column.
  public static func read(bytes: [UInt8], file: String, formulaGuard: Bool = true) throws(ExchangeError)
    -> [ExchangeFile]
  {
    let rows = try records(bytes, file: file)
    guard let header = rows.first else { throw ExchangeError(file: file, "the file is empty; expected a header row") }
    let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    func column(_ name: String) -> Int? { names.firstIndex(of: name) }
    func language(prefix: String) -> (Int, String)? {
      for (index, name) in names.enumerated() where name.hasPrefix(prefix + " (") && name.hasSuffix(")") {
        let tag = header.fields[index].trimmingCharacters(in: .whitespaces)
        let open = tag.firstIndex(of: "(")!
        return (index, String(tag[tag.index(after: open)..<tag.index(before: tag.endIndex)]))
      }
      return nil
    }
    guard let idColumn = column("id") ?? column("key") else {
      throw ExchangeError(
        file: file, line: header.line,
        "the header has no \"id\" column (expected: \(Self.header(sourceLanguage: "en", targetLanguage: "fr").joined(separator: ", ")))"
      )
    }
    guard let (targetColumn, targetLanguage) = language(prefix: "target") else {
      throw ExchangeError(
        file: file, line: header.line,
        "the header has no \"target (LANGUAGE)\" column, which says what language the translations are in")
    }
    let sourceInfo = language(prefix: "source")
    let catalogColumn = column("catalog")
    let stateColumn = column("state")
    let fingerprintColumn = column("fingerprint")
    var files: [String: ExchangeFile] = [:]
    var order: [String] = []
    for row in rows.dropFirst() {
      if row.fields.count > names.count, row.fields[names.count...].contains(where: { !$0.isEmpty }) {
        throw ExchangeError(
          file: file, line: row.line, "this row has \(row.fields.count) cells, the header \(names.count)")
      }
      func cell(_ index: Int?) -> String {
        guard let index, index < row.fields.count else { return "" }
        let value = row.fields[index]
        if formulaGuard, value.hasPrefix("'"), isGuarded(value) {
          return String(value.dropFirst())
        }
        return value
      }
      let id = cell(idColumn)
      // An empty id is the empty key (catalogs can have it); a row with neither is not a unit.
      guard !id.isEmpty || !cell(targetColumn).isEmpty else { continue }
      guard let parsed = ExchangeUnit.parse(id: id) else {
        throw ExchangeError(
          file: file, line: row.line,
          "id \"\(id)\" has a variation path l10n does not know (expected \(TextPath.expectedForms) after |==|)"
        )
      }
      var unit = ExchangeUnit(key: parsed.key, path: parsed.path, source: cell(sourceInfo?.0))
      let target = cell(targetColumn)
      unit.target = target.isEmpty ? nil : target
      unit.state = xliffState(cell(stateColumn))
      let fingerprint = cell(fingerprintColumn)
      unit.sourceFingerprint = fingerprint.isEmpty ? nil : fingerprint
      unit.line = row.line
      let original = cell(catalogColumn)
      if files[original] == nil {
        order.append(original)
        files[original] = ExchangeFile(
          original: original, sourceLanguage: sourceInfo?.1 ?? "", targetLanguage: targetLanguage, units: [],
          line: row.line)
      }
      files[original]?.units.append(unit)
    }
    return order.map { files[$0]! }
  }
}

// The format in the registry: `.csv` and `.tsv` files, and a file no other format recognizes.
extension CSVFormat {
  public var id: String { "csv" }
  public var fileExtensions: [String] { ["csv"] }
  public var alsoReads: [String] { ["tsv"] }

  public func recognizes(start: ArraySlice<UInt8>) -> ExchangeFormat.Recognition { .lastResort }

  public func read(_ source: ImportSource) throws(ExchangeError) -> [ImportDocument] {
    let files = try Self.read(bytes: source.bytes, file: source.name, formulaGuard: source.formulaGuard)
    return [ImportDocument(name: source.name, files: files, format: .csv)]
  }

  public func write(_ files: [ExchangeFile], options: ExportOptions) -> ExportedDocument {
    .file(
      Self.document(
        files,
        options: Options(
          byteOrderMark: options.byteOrderMark, formulaGuard: options.formulaGuard, suggestions: options.suggestions)))
  }

  public func languageField(of file: ExchangeFile) -> String { "the CSV's target column, language" }
}

extension ExchangeFormat {
  public static let csv = ExchangeFormat(CSVFormat())
}
