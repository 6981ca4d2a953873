import Foundation
import L10nCatalog

extension Glossary {
  /// A CSV glossary (as `csv(_:file:)` reads it) with a row for `entry` added at its end: the term,
  /// its translations under the header's language columns (several joined by `|`, a forbidden one
  /// after `!`) and `no` under `translatable` for a term not to be translated. A language or
  /// column the header lacks is added at the header's end; the rows above are kept byte for byte
  /// (shorter rows read as empty cells there). Empty `bytes` start a glossary with its header.
  ///
  /// - Returns: the new bytes, and the header row before and after when it changed.
  public static func csvAdding(_ entry: Entry, to bytes: [UInt8], file: String) throws(ExchangeError) -> (
    bytes: [UInt8], header: (old: [String], new: [String])?
  ) {
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords.read(bytes, trimmingSpaces: true)
    } catch {
      throw ExchangeError(file: file, line: error.line, column: error.column, error.message)
    }
    let bodyStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if !records.isEmpty, CSVRecords.detectDelimiter(bytes[bodyStart...]) != UInt8(ascii: ",") {
      throw ExchangeError(file: file, "l10n adds terms to comma-separated glossaries only; this one is not")
    }
    let old = records.first?.fields.map { $0.trimmingCharacters(in: .whitespaces) } ?? []
    if !old.isEmpty, old.first?.lowercased() != "term" {
      // The reader's own message for a header that is not one.
      _ = try csv(bytes, file: file)
    }
    var header = old.isEmpty ? ["term"] : old
    func column(_ name: String) -> Int {
      if let index = header.firstIndex(where: { $0.lowercased() == name.lowercased() }) { return index }
      header.append(name)
      return header.count - 1
    }
    var cells: [Int: String] = [0: entry.term]
    for language in entry.translations.keys.sorted() {
      let variants = entry.translations[language]!
      guard !variants.isEmpty else { continue }
      cells[column(language)] = variants.map { ($0.forbidden ? "!" : "") + $0.text }.joined(separator: "|")
    }
    if entry.doNotTranslate { cells[column("translatable")] = "no" }
    let crlf = bytes.isEmpty || bytes.contains(0x0D)
    func line(_ fields: [String]) -> [UInt8] {
      var text = ""
      CSVFormat.appendRow(fields, guarding: false, to: &text)
      // "\r\n" is one Character.
      return Array((crlf ? text : String(text.dropLast()) + "\n").utf8)
    }
    let row = line((0...(cells.keys.max() ?? 0)).map { cells[$0] ?? "" })
    guard header != old else {
      var result = bytes
      if let last = result.last, last != 0x0A { result += crlf ? [0x0D, 0x0A] : [0x0A] }
      return (result + row, nil)
    }
    // The header's row rewritten with its new columns, the rest kept as it is.
    let rest = old.isEmpty ? bytes.count : Self.endOfFirstRecord(bytes, from: bodyStart)
    var result = Array(bytes[..<bodyStart]) + line(header) + bytes[rest...]
    if let last = result.last, last != 0x0A { result += crlf ? [0x0D, 0x0A] : [0x0A] }
    return (result + row, (old, header))
  }

  /// The offset just past the line break that ends the first record (quotes may hold breaks).
  private static func endOfFirstRecord(_ bytes: [UInt8], from start: Int) -> Int {
    var quoted = false
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x22: quoted.toggle()
      case 0x0A where !quoted: return index + 1
      default: break
      }
      index += 1
    }
    return bytes.count
  }
}
