import Foundation
import L10nCatalog
import L10nText

/// One catalog's differences, with the path to show for it.
public struct CatalogDiffItem: Sendable {
  public var file: String
  public var diff: CatalogDiff
  /// A remark on the whole file (`new file`), shown beside its name.
  public var note: String?

  public init(file: String, diff: CatalogDiff, note: String? = nil) {
    (self.file, self.diff, self.note) = (file, diff, note)
  }
}

/// Renders `CatalogDiff`s for people (text), for programs (JSON) and for pull requests
/// (Markdown). Only catalogs that changed appear.
public enum DiffReport {
  /// The version of the JSON layout; raised when a field changes meaning or goes away.
  public static let schemaVersion = 1

  // MARK: Text

  /// Grouped by catalog and key: `+` added key, `-` removed key, `>` renamed key (old → new),
  /// `~` changed key with one line per changed field or text. With `color`, ANSI colours (green
  /// added, red removed, cyan renamed, yellow changed).
  public static func text(_ items: [CatalogDiffItem], color: Bool) -> String {
    let paint = Paint(color)
    var lines: [String] = []
    for item in items where !item.diff.isEmpty {
      if !lines.isEmpty { lines.append("") }
      let counts = item.diff.counts
      var header = "\(item.file): \(summary(counts))"
      if let note = item.note { header += " (\(note))" }
      lines.append(paint(header, .bold))
      if let change = item.diff.sourceLanguageChange {
        lines.append("  source language: \(change.old) → \(change.new)")
      }
      for key in item.diff.keys {
        switch key.kind {
        case .added:
          lines.append(paint("+ \(key.key)", .green) + sourceSuffix(key))
        case .removed:
          lines.append(paint("- \(key.key)", .red) + sourceSuffix(key))
        case .renamed:
          lines.append(paint("> \(key.oldKey ?? "") → \(key.key)", .cyan) + sourceSuffix(key))
        case .changed:
          lines.append(paint("~ \(key.key)", .yellow))
          for change in key.changes { lines.append("    " + describe(change)) }
          for unit in key.units { lines.append("    " + describe(unit)) }
        }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  static func summary(_ counts: (added: Int, removed: Int, renamed: Int, changed: Int)) -> String {
    func keys(_ count: Int) -> String { Counted.phrase(count, "key") }
    var parts: [String] = []
    if counts.added > 0 { parts.append("\(keys(counts.added)) added") }
    if counts.removed > 0 { parts.append("\(keys(counts.removed)) removed") }
    if counts.renamed > 0 { parts.append("\(keys(counts.renamed)) renamed") }
    if counts.changed > 0 { parts.append("\(keys(counts.changed)) changed") }
    return parts.isEmpty ? "no key changed" : parts.joined(separator: ", ")
  }

  private static func sourceSuffix(_ key: KeyDiff) -> String {
    guard let text = key.sourceText, text != key.key else { return "" }
    return "  " + quote(text)
  }

  /// A text in double quotes, with line breaks, tabs, quotes and backslashes escaped.
  static func quote(_ text: String?) -> String {
    guard let text else { return "(none)" }
    return "\"" + escaped(text) { quoteEscapes[$0] } + "\""
  }

  private static let quoteEscapes: [Character: String] = [
    "\n": "\\n", "\r": "\\r", "\t": "\\t", "\"": "\\\"", "\\": "\\\\",
  ]

  static func describe(_ change: KeyDiff.FieldChange) -> String {
    switch change {
    case .comment(let change): "comment: \(quote(change.old)) → \(quote(change.new))"
    case .extractionState(let change):
      "extractionState: \(change.old ?? "(none)") → \(change.new ?? "(none)")"
    case .shouldTranslate(let change):
      "shouldTranslate: \(change.old.map(String.init) ?? "(none)") → \(change.new.map(String.init) ?? "(none)")"
    case .otherField("localizations"):
      "localizations: changed beyond the texts (a substitution's argument or format, or an unknown field)"
    case .otherField(let name): "\(name): changed"
    }
  }

  static func unitLabel(_ unit: UnitDiff) -> String {
    var label = unit.language
    if !unit.variation.isEmpty { label += " " + unit.variation }
    if unit.isSource { label += " (source)" }
    return label
  }

  static func valueText(_ unit: TextUnit?) -> String {
    guard let unit else { return "(none)" }
    if let values = unit.values { return "[" + values.map { quote($0) }.joined(separator: ", ") + "]" }
    return quote(unit.value)
  }

  static func describe(_ unit: UnitDiff) -> String {
    let label = unitLabel(unit) + ": "
    guard let old = unit.old else {
      return label + "added \(valueText(unit.new)) (\(unit.new?.state ?? ""))"
    }
    guard let new = unit.new else {
      return label + "removed \(valueText(old)) (\(old.state))"
    }
    var parts: [String] = []
    let changes = unit.changes
    if changes.contains(.value) { parts.append("\(valueText(old)) → \(valueText(new))") }
    if changes.contains(.state) { parts.append("state \(old.state) → \(new.state)") }
    return label + parts.joined(separator: ", ")
  }

  // MARK: JSON

  struct Document: Encodable {
    var schemaVersion: Int
    var summary: Summary
    var catalogs: [CatalogJSON]
  }

  struct Summary: Encodable {
    var catalogs: Int
    var added: Int
    var removed: Int
    var renamed: Int
    var changed: Int
  }

  struct CatalogJSON: Encodable {
    var file: String
    var note: String?
    var sourceLanguage: String
    var sourceLanguageChange: FieldJSON?
    var keys: [KeyJSON]
  }

  struct KeyJSON: Encodable {
    var key: String
    var oldKey: String?
    var change: String
    var sourceText: String?
    var fields: [FieldJSON]?
    var units: [UnitJSON]?
  }

  enum Scalar: Encodable {
    case string(String)
    case bool(Bool)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .string(let text): try container.encode(text)
      case .bool(let flag): try container.encode(flag)
      }
    }
  }

  struct FieldJSON: Encodable {
    var field: String
    var old: Scalar?
    var new: Scalar?
  }

  struct TextJSON: Encodable {
    var state: String
    var value: String?
    var values: [String]?
  }

  struct UnitJSON: Encodable {
    var id: String
    var language: String
    var variation: String
    var source: Bool
    var changes: [String]
    var old: TextJSON?
    var new: TextJSON?
  }

  /// `{ "schemaVersion": 1, "summary": {…}, "catalogs": [ … ] }`, keys sorted, pretty printed;
  /// absent values are left out. See Documentation/Git.md for every field.
  public static func json(_ items: [CatalogDiffItem]) throws -> String {
    let changed = items.filter { !$0.diff.isEmpty }
    var summary = Summary(catalogs: changed.count, added: 0, removed: 0, renamed: 0, changed: 0)
    let catalogs = changed.map { item -> CatalogJSON in
      let counts = item.diff.counts
      summary.added += counts.added
      summary.removed += counts.removed
      summary.renamed += counts.renamed
      summary.changed += counts.changed
      return CatalogJSON(
        file: item.file, note: item.note, sourceLanguage: item.diff.sourceLanguage,
        sourceLanguageChange: item.diff.sourceLanguageChange.map {
          FieldJSON(field: "sourceLanguage", old: .string($0.old), new: .string($0.new))
        },
        keys: item.diff.keys.map(keyJSON))
    }
    // Plain structs of strings, numbers and booleans always encode.
    let document = Document(schemaVersion: schemaVersion, summary: summary, catalogs: catalogs)
    return try JSONValueEncoder.document(document)
  }

  private static func keyJSON(_ key: KeyDiff) -> KeyJSON {
    guard key.kind == .changed else {
      return KeyJSON(
        key: key.key, oldKey: key.oldKey, change: key.kind.rawValue, sourceText: key.sourceText, fields: nil,
        units: nil)
    }
    let fields = key.changes.map { change -> FieldJSON in
      switch change {
      case .comment(let change):
        FieldJSON(field: "comment", old: change.old.map(Scalar.string), new: change.new.map(Scalar.string))
      case .extractionState(let change):
        FieldJSON(field: "extractionState", old: change.old.map(Scalar.string), new: change.new.map(Scalar.string))
      case .shouldTranslate(let change):
        FieldJSON(field: "shouldTranslate", old: change.old.map(Scalar.bool), new: change.new.map(Scalar.bool))
      case .otherField(let name): FieldJSON(field: name, old: nil, new: nil)
      }
    }
    let units = key.units.map { unit in
      UnitJSON(
        id: unit.id(key: key.key), language: unit.language, variation: unit.variation, source: unit.isSource,
        changes: unit.changes.map(\.rawValue), old: unit.old.map(textJSON), new: unit.new.map(textJSON))
    }
    return KeyJSON(
      key: key.key, oldKey: nil, change: "changed", sourceText: key.sourceText, fields: fields, units: units)
  }

  private static func textJSON(_ unit: TextUnit) -> TextJSON {
    TextJSON(state: unit.state, value: unit.value, values: unit.values)
  }

  // MARK: Markdown

  /// A heading, a line per catalog, and a table of changes per catalog, for a pull request comment.
  /// What a catalog holds as free text (file names, keys, texts, comments) is shown as inline code,
  /// where GitHub links and mentions nothing; the rest (languages, states, field names) as text
  /// that cannot mention or link either (`TextEscaping`).
  public static func markdown(_ items: [CatalogDiffItem]) -> String {
    let changed = items.filter { !$0.diff.isEmpty }
    var lines = ["## String Catalog changes", ""]
    guard !changed.isEmpty else {
      return (lines + ["No changes."]).joined(separator: "\n") + "\n"
    }
    for item in changed {
      let counts = item.diff.counts
      var header = "### " + TextEscaping.markdownCode(item.file, inTable: false)
      if let note = item.note { header += " (\(cell(note)))" }
      lines += [header, "", summary(counts) + ".", ""]
      if let change = item.diff.sourceLanguageChange {
        lines += ["Source language: \(cell(change.old)) → \(cell(change.new)).", ""]
      }
      lines.append("| Key | Language | Change | Before | After |")
      lines.append("| --- | --- | --- | --- | --- |")
      for key in item.diff.keys {
        let name = code(key.key)
        switch key.kind {
        case .added:
          lines.append("| \(name) | | key added | | \(code(sourceCell(key))) |")
        case .removed:
          lines.append("| \(name) | | key removed | \(code(sourceCell(key))) | |")
        case .renamed:
          lines.append("| \(name) | | key renamed | \(code(key.oldKey ?? "")) | \(name) |")
        case .changed:
          for change in key.changes {
            let (field, old, new) = markdownCells(change)
            lines.append("| \(name) | | \(cell(field)) changed | \(old) | \(new) |")
          }
          for unit in key.units { lines.append("| \(name) | " + markdownCells(unit).joined(separator: " | ") + " |") }
        }
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// A changed field's name, and its value before and after as table cells: a comment as inline
  /// code, other values as text.
  private static func markdownCells(_ change: KeyDiff.FieldChange) -> (field: String, old: String, new: String) {
    func comment(_ text: String?) -> String { text.map { code(quote($0)) } ?? "(none)" }
    func value(_ text: String?) -> String { cell(text ?? "(none)") }
    return switch change {
    case .comment(let c): ("comment", comment(c.old), comment(c.new))
    case .extractionState(let c): ("extractionState", value(c.old), value(c.new))
    case .shouldTranslate(let c): ("shouldTranslate", value(c.old.map(String.init)), value(c.new.map(String.init)))
    case .otherField(let name): (name, "", "")
    }
  }

  /// A changed text's cells: language and variation, what changed, before and after (the text as
  /// inline code, its state as text).
  private static func markdownCells(_ unit: UnitDiff) -> [String] {
    var language = unit.language
    if !unit.variation.isEmpty { language += " " + unit.variation }
    let change: String
    switch unit.changes {
    case [.added]: change = "added"
    case [.removed]: change = "removed"
    default:
      change = unit.changes.map { $0 == .value ? (unit.isSource ? "source text" : "retranslated") : "state" }
        .joined(separator: ", ")
    }
    func shown(_ text: TextUnit?) -> String { text.map { code(valueText($0)) + " (\(cell($0.state)))" } ?? "" }
    return [cell(language), change, shown(unit.old), shown(unit.new)]
  }

  /// An added or removed key's source text, unless it is the key itself.
  private static func sourceCell(_ key: KeyDiff) -> String {
    guard let text = key.sourceText, text != key.key else { return "" }
    return quote(text)
  }

  /// A table cell's text (`TextEscaping.markdownCell`: no mention, reference or link).
  static func cell(_ text: String) -> String { TextEscaping.markdownCell(text) }

  /// A catalog's text in a table cell as inline code (`TextEscaping.markdownCode`).
  static func code(_ text: String) -> String { TextEscaping.markdownCode(text) }
}
