import Foundation
import L10nCatalog
import L10nCheck

/// Renders `CatalogStatus` values for people (a table) or for programs (JSON).
public enum StatusReport {
  /// The version of the JSON layout; raised when a field changes meaning or goes away.
  public static let schemaVersion = 1

  struct Document: Encodable {
    var schemaVersion: Int
    var catalogs: [CatalogStatus]
  }

  /// `{ "schemaVersion": 1, "catalogs": [ … ] }`, keys sorted, pretty printed.
  public static func json(_ statuses: [CatalogStatus]) throws -> String {
    // Plain structs of strings and finite numbers always encode.
    try JSONValueEncoder.document(Document(schemaVersion: schemaVersion, catalogs: statuses))
  }

  /// A table per catalog. With `color`, percentages are green (100), yellow (≥ 80) or red.
  public static func text(_ statuses: [CatalogStatus], color: Bool) -> String {
    let paint = Paint(color)
    var lines: [String] = []
    for (index, status) in statuses.enumerated() {
      if index > 0 { lines.append("") }
      var notes = [Counted.phrase(status.keys, "key")]
      if status.staleKeys > 0 { notes.append("\(status.staleKeys) stale") }
      if status.untranslatableKeys > 0 { notes.append("\(status.untranslatableKeys) not translatable") }
      lines.append("\(status.file) (\(notes.joined(separator: ", ")))")
      let words = status.languages.contains { $0.words != nil }
      let memory = status.languages.contains { $0.words?.memoryExact != nil }
      let days = status.languages.contains { $0.words?.days != nil }
      let cost = status.languages.contains { $0.words?.cost != nil }
      // With --words, the words columns come before the percentage, which stays last (coloured).
      var header = ["language", "keys", "translated", "needs review", "new", "missing"]
      if words { header += ["words to translate", "words to review", "all words"] }
      if memory { header.append("memory fills") }
      if days { header.append("days") }
      if cost { header.append("cost") }
      header.append("%")
      var rows: [[String]] = []
      for language in status.languages {
        var row = [
          language.language + (language.isSource ? " (source)" : ""), String(language.counts.total),
          String(language.counts.translated), String(language.counts.needsReview), String(language.new),
          String(language.missing),
        ]
        if words {
          row += [language.words?.untranslated, language.words?.needsReview, language.words?.total].map {
            $0.map(String.init) ?? ""
          }
        }
        if memory { row.append(language.isSource ? "" : language.words?.memoryExact.map(String.init) ?? "") }
        if days { row.append(language.isSource ? "" : language.words?.days.map { String(format: "%.2f", $0) } ?? "") }
        if cost { row.append(language.isSource ? "" : language.words?.cost.map { String(format: "%.2f", $0) } ?? "") }
        // Rounded down, as check reports it: 99.96 is not 100.0.
        row.append(Percentage.oneDecimal(language.counts.percent))
        rows.append(row)
      }
      let padded = TextTable.padded([header] + rows)
      func format(_ cells: [String], percentStyle: Paint.Style? = nil) -> String {
        var cells = cells
        if let percentStyle, let last = cells.indices.last { cells[last] = paint(cells[last], percentStyle) }
        return "  " + cells.joined(separator: "  ")
      }
      lines.append(format(padded[0]))
      for (row, language) in zip(padded.dropFirst(), status.languages) {
        let percent = language.counts.percent
        lines.append(format(row, percentStyle: percent >= 100 ? .green : percent >= 80 ? .yellow : .red))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
