import L10nCatalog
import L10nExchange

/// `l10n memory stats`: a table (the language left-aligned, the counts right-aligned) or the JSON
/// document.
extension MemoryStats: Rendered {
  public func output(_ style: OutputStyle) throws -> CommandOutput {
    guard style.format != .json else { return CommandOutput(standardOutput: try JSONValueEncoder.document(self)) }
    let header = ["language", "pairs", "missing", "exact", "fuzzy ≥\(fuzzyMinimum)"]
    let rows = languages.map { [$0.language, "\($0.pairs)", "\($0.missing)", "\($0.exact)", "\($0.fuzzy)"] }
    return CommandOutput(standardOutput: TextTable.text([header] + rows))
  }
}

/// `l10n memory export`: the TMX document on standard output, or what was written where.
public struct TMXOutput: Rendered {
  public var document: TMX.Document
  public var sourceLanguage: String
  /// The file written, as typed; nil: standard output.
  public var file: String?

  public init(_ document: TMX.Document, sourceLanguage: String, file: String?) {
    (self.document, self.sourceLanguage, self.file) = (document, sourceLanguage, file)
  }

  public func output(_ style: OutputStyle) -> CommandOutput {
    guard let file else { return CommandOutput(standardOutput: document.text) }
    let pairs = Counted.phrase(document.pairs, "pair")
    return CommandOutput(notes: ["Wrote \(pairs) from \(sourceLanguage) (\(document.units) <tu>) to \(file)."])
  }
}
