import L10nText

/// The one reader of RFC 4180 CSV: the translator CSV's import (`CSVFormat`), glossaries and
/// `l10n rename --map` read their records with it.
///
/// Fields are separated by a delimiter, records by CRLF or LF; a field in `"` may hold the
/// delimiter, line breaks and `""` for a quote. A UTF-8 byte order mark (Excel writes one) is
/// skipped. Anything else (an unterminated quote, text after a closing quote) is refused with its
/// line and column.
public enum CSVRecords {
  /// One record and the line it starts on.
  public struct Record: Sendable, Equatable {
    public var line: Int
    public var fields: [String]

    public init(line: Int, fields: [String]) {
      self.line = line
      self.fields = fields
    }
  }

  /// What is wrong with a CSV file, and where (line and column when known, from 1).
  public struct Failure: Error, Sendable, Equatable {
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(line: Int? = nil, column: Int? = nil, _ message: String) {
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// The records of `bytes`, blank ones left out (a spreadsheet's trailing empty rows).
  ///
  /// - Parameters:
  ///   - delimiter: the field separator; nil: `,` unless the first line has more `;` or tabs
  ///     (Excel in some locales saves with `;`).
  ///   - trimmingSpaces: take spaces and tabs off the ends of unquoted fields and allow them after
  ///     a closing quote (`"a.b" , c.d`), for files written by hand; a quoted field keeps its own.
  public static func read(_ bytes: [UInt8], delimiter: UInt8? = nil, trimmingSpaces: Bool = false) throws(Failure)
    -> [Record]
  {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    guard UTF8Validation.isValid(bytes[start...]) else {
      throw Failure("not UTF-8 text; save the CSV as UTF-8")
    }
    let separator = delimiter ?? detectDelimiter(bytes[start...])
    var records: [Record] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var quotedField = false
    var line = 1
    var lineStart = start
    var recordLine = 1
    var index = start
    var atFieldStart = true
    func column(_ offset: Int) -> Int {
      bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte == 0x09 && separator != 0x09) }
    func endField() {
      if trimmingSpaces && !quotedField {
        let end = field.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? 0
        let begin = field[..<end].firstIndex { !isSpace($0) } ?? end
        fields.append(String(decoding: field[begin..<end], as: UTF8.self))
      } else {
        fields.append(String(decoding: field, as: UTF8.self))
      }
      field.removeAll(keepingCapacity: true)
      quotedField = false
    }
    while index < bytes.count {
      let byte = bytes[index]
      if atFieldStart && trimmingSpaces && isSpace(byte) {
        // Spaces before a field: kept in `field` (and trimmed) unless a quote follows.
        var next = index
        while next < bytes.count, isSpace(bytes[next]) { next += 1 }
        if next < bytes.count, bytes[next] == 0x22 {
          index = next
          continue
        }
      }
      if atFieldStart && byte == 0x22 {
        // A quoted field: up to the closing quote, `""` standing for one quote.
        let openLine = line
        let openColumn = column(index)
        index += 1
        var closed = false
        while index < bytes.count {
          let b = bytes[index]
          if b == 0x22 {
            if index + 1 < bytes.count && bytes[index + 1] == 0x22 {
              field.append(0x22)
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          if b == 0x0A {
            line += 1
            lineStart = index + 1
          }
          field.append(b)
          index += 1
        }
        guard closed else {
          throw Failure(line: openLine, column: openColumn, "this quoted field has no closing quote (\")")
        }
        if trimmingSpaces { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
        if index < bytes.count, bytes[index] != separator, bytes[index] != 0x0A, bytes[index] != 0x0D {
          throw Failure(
            line: line, column: column(index),
            "expected a comma or the end of the line after a closing quote; write a quote inside a quoted field as \"\""
          )
        }
        quotedField = true
        atFieldStart = false
        continue
      }
      atFieldStart = false
      if byte == separator {
        endField()
        atFieldStart = true
        index += 1
      } else if byte == 0x0A || byte == 0x0D {
        endField()
        records.append(Record(line: recordLine, fields: fields))
        fields = []
        atFieldStart = true
        index += (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
        line += 1
        lineStart = index
        recordLine = line
      } else {
        field.append(byte)
        index += 1
      }
    }
    if !fields.isEmpty || !field.isEmpty || !atFieldStart {
      endField()
      records.append(Record(line: recordLine, fields: fields))
    }
    // Blank lines (a spreadsheet's trailing empty rows) carry nothing.
    return records.filter { !($0.fields.count == 1 && $0.fields[0].isEmpty) && !$0.fields.allSatisfy(\.isEmpty) }
  }

  /// `,` unless the first line has more `;` or tabs (Excel in some locales saves with `;`).
  public static func detectDelimiter(_ bytes: ArraySlice<UInt8>) -> UInt8 {
    let firstLine = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
    let counts = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09].map { d in (d, firstLine.filter { $0 == d }.count) }
    return counts.max { $0.1 < $1.1 }.flatMap { $0.1 > 0 ? $0.0 : nil } ?? UInt8(ascii: ",")
  }
}
