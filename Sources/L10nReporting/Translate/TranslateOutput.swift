import L10nCatalog
import L10nExchange

/// `l10n translate`: a dry run's JSON lines (what would be sent), or how much was sent and the
/// merge of the answers, as import prints it.
public struct TranslateOutput<Ask: Encodable & Sendable>: Rendered {
  /// What was (or, in a dry run, would be) sent, in order.
  public var asked: [Ask]
  /// The batches the program ran.
  public var batches: Int
  /// The answers merged (nil: nothing was run).
  public var merge: CatalogImport?
  public var written: [String]
  public var dryRun: Bool

  public init(asked: [Ask], batches: Int, merge: CatalogImport?, written: [String], dryRun: Bool) {
    (self.asked, self.batches, self.merge, self.written, self.dryRun) = (asked, batches, merge, written, dryRun)
  }

  public func output(_ style: OutputStyle) throws -> CommandOutput {
    let texts = Counted.phrase(asked.count, "text")
    guard let merge else {
      guard dryRun else { return CommandOutput(notes: ["Nothing to translate."]) }
      return CommandOutput(
        standardOutput: try asked.map { try JSONValueEncoder.line($0) + "\n" }.joined(),
        notes: ["Dry run: \(texts) would be sent; nothing was run or written."])
    }
    var output = try ImportOutput(merge, written: written, dryRun: false).output(style)
    output.notes.insert("Sent \(texts) in \(Counted.phrase(batches, "batch", plural: "batches")).", at: 0)
    return output
  }
}
