import Foundation
import L10nText

extension POText {
  /// Reads a PO or POT file. Throws with the line and column of what is wrong: a line that is no
  /// comment, keyword or string, an unknown escape (`\q`), an unterminated string, a keyword twice
  /// in one entry, an entry without `msgid` or `msgstr`, plural strings out of order, a header
  /// whose charset is not UTF-8 where the bytes are not ASCII, bytes that are not UTF-8.
  public static func read(bytes: [UInt8], file: String) throws(ExchangeError) -> PODocument {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    var lineCount = 1
    for byte in bytes where byte == 0x0A {
      lineCount += 1
      if lineCount > maximumLines {
        throw ExchangeError(
          file: file, "the file has more than \(maximumLines) lines; l10n reads PO files up to that size")
      }
    }
    if let offset = UTF8Validation.firstInvalidOffset(bytes) {
      let (line, column) = XLIFFReader.lineAndColumn(of: offset, in: bytes)
      if let charset = declaredCharset(bytes), !isUTF8(charset) {
        throw ExchangeError(
          file: file, line: line, column: column,
          "the header says charset=\(charset); l10n reads UTF-8 PO files (msgconv --to-code=UTF-8 converts one)")
      }
      throw ExchangeError(
        file: file, line: line, column: column,
        "not UTF-8 text (byte \(offset)), though PO files from l10n and Weblate are UTF-8")
    }
    var parser = Parser(bytes: bytes, file: file)
    try parser.parse(from: start)
    var document = PODocument(entries: parser.entries)
    // The header: the first entry with an empty msgid and no msgctxt, when it has a field (one
    // without any stays an entry, so that writing the document and reading it back finds the
    // same header: found by FuzzPOReader).
    if let index = document.entries.firstIndex(where: { $0.context == nil && $0.id.isEmpty && !$0.isObsolete }),
      !fields(document.entries[index].strings.first ?? "").isEmpty
    {
      let header = document.entries.remove(at: index)
      document.header = fields(header.strings.first ?? "")
      if let charset = charset(in: document.field("Content-Type") ?? ""), !isUTF8(charset),
        bytes.contains(where: { $0 >= 0x80 })
      {
        throw ExchangeError(
          file: file, line: header.line,
          "the header says charset=\(charset) but the file is UTF-8 text; l10n reads UTF-8 PO files, so the header must say charset=UTF-8"
        )
      }
    }
    return document
  }

  static func isUTF8(_ charset: String) -> Bool {
    ["utf-8", "utf8", "charset", "ascii", "us-ascii"].contains(charset.lowercased())
  }

  /// The header's `Name: value` lines, split at each LF and the first `:` by scalars (a CR before
  /// the LF, or a combining mark after the `:`, would join them into one Character: found by
  /// FuzzPOReader).
  static func fields(_ text: String) -> [(name: String, value: String)] {
    text.unicodeScalars.split(separator: "\n").compactMap { line in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = String(String.UnicodeScalarView(line[..<colon])).trimmingCharacters(in: " \t")
      guard !name.isEmpty else { return nil }
      return (name, String(String.UnicodeScalarView(line[line.index(after: colon)...])).trimmingCharacters(in: " \t"))
    }
  }

  /// The charset a `Content-Type` value names (`text/plain; charset=UTF-8`).
  static func charset(in contentType: String) -> String? {
    guard let range = contentType.range(of: "charset=", options: .caseInsensitive) else { return nil }
    let name = contentType[range.upperBound...].prefix { !$0.isWhitespace && $0 != ";" }
    return name.isEmpty ? nil : String(name)
  }

  /// The charset named anywhere in bytes that are not UTF-8 (the header is read after them).
  static func declaredCharset(_ bytes: [UInt8]) -> String? {
    let needle = Array("charset=".utf8)
    guard bytes.count > needle.count else { return nil }
    for index in 0...(bytes.count - needle.count)
    where bytes[index..<index + needle.count].elementsEqual(needle, by: { $0 | 0x20 == $1 | 0x20 }) {
      let name = bytes[(index + needle.count)...].prefix {
        $0 > 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: ";")
      }
      return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }
    return nil
  }

  /// The lines of a PO file into entries.
  struct Parser {
    let bytes: [UInt8]
    let file: String
    var entries: [POEntry] = []

    private var entry: POEntry?
    private var keywords: Set<String> = []
    /// The string being continued by `"…"` lines: which field, its bytes.
    private var field: (keyword: String, index: Int?, bytes: [UInt8], line: Int)?
    private var sawString = false
    private var line = 0

    init(bytes: [UInt8], file: String) {
      self.bytes = bytes
      self.file = file
    }

    func fail(_ column: Int?, _ message: String) -> ExchangeError {
      ExchangeError(file: file, line: line, column: column, message)
    }

    mutating func parse(from start: Int) throws(ExchangeError) {
      var lineStart = start
      line = 1
      while lineStart <= bytes.count {
        var lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
        let next = lineEnd + 1
        if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        try take(lineStart..<lineEnd)
        lineStart = next
        line += 1
      }
      try finishEntry()
    }

    private mutating func take(_ range: Range<Int>) throws(ExchangeError) {
      var content = bytes[range]
      while let first = content.first, first == 0x20 || first == 0x09 { content = content.dropFirst() }
      guard let first = content.first else { return try finishEntry() }
      var obsolete = false
      if first == UInt8(ascii: "#") {
        let marker = content.dropFirst().first
        if marker == UInt8(ascii: "~") {
          obsolete = true
          content = content.dropFirst(2)
          if content.first == UInt8(ascii: "|") { return }  // `#~|`: a previous msgid of an obsolete entry
          while let first = content.first, first == 0x20 || first == 0x09 { content = content.dropFirst() }
          if content.isEmpty { return }
        } else {
          return try comment(marker: marker, text: content.dropFirst(2))
        }
      }
      if content.first == UInt8(ascii: "\"") {
        guard field != nil else {
          throw fail(column(of: content), "a string with no keyword (msgid, msgstr, …) before it")
        }
        if entry?.isObsolete != obsolete { throw fail(1, "an entry mixes #~ (obsolete) lines with others") }
        field!.bytes += try string(content)
        return
      }
      try keyword(content, obsolete: obsolete)
    }

    private mutating func comment(marker: UInt8?, text: ArraySlice<UInt8>) throws(ExchangeError) {
      // A comment after the strings starts the next entry.
      if sawString { try finishEntry() }
      if marker == UInt8(ascii: "|") { return }  // previous msgid: for gettext's fuzzy matching only
      if entry == nil { startEntry() }
      // CRs at the end of a comment are line ends (a writer cannot keep them), never text.
      var text = text
      while text.last == 0x0D { text = text.dropLast() }
      let value = String(decoding: text, as: UTF8.self)
      let trimmed = value.droppingLeadingSpace
      switch marker {
      case UInt8(ascii: ".")?: entry!.extractedComments.append(trimmed)
      case UInt8(ascii: ":")?: entry!.references += trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
      case UInt8(ascii: ",")?:
        entry!.flags += trimmed.split(separator: ",").map { $0.trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
      default:
        // `# text`; `#text` keeps what follows the `#`.
        let all = String(decoding: text.isEmpty && marker == nil ? [] : [marker!] + text, as: UTF8.self)
        entry!.translatorComments.append(all.droppingLeadingSpace)
      }
    }

    private mutating func startEntry() {
      entry = POEntry(id: "", strings: [])
      entry!.line = line
      keywords = []
      sawString = false
    }

    private static let names = ["msgctxt", "msgid_plural", "msgid", "msgstr"]

    private mutating func keyword(_ content: ArraySlice<UInt8>, obsolete: Bool) throws(ExchangeError) {
      let word = content.prefix { $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: "\"") }
      var name = String(decoding: word, as: UTF8.self)
      var index: Int?
      if name.hasPrefix("msgstr["), name.hasSuffix("]"), let number = Int(name.dropFirst(7).dropLast()),
        (0..<1000).contains(number)
      {
        index = number
        name = "msgstr"
      }
      guard Self.names.contains(name) else {
        throw fail(
          column(of: content),
          "expected msgctxt, msgid, msgid_plural, msgstr, a string or a comment, found \"\(name.prefix(40))\"")
      }
      try closeField()
      if (name == "msgctxt" || name == "msgid") && sawString { try finishEntry() }
      if entry == nil { startEntry() }
      if !keywords.isEmpty, entry!.isObsolete != obsolete {
        throw fail(1, "an entry mixes #~ (obsolete) lines with others")
      }
      entry!.isObsolete = obsolete
      let key = index.map { "msgstr[\($0)]" } ?? name
      guard keywords.insert(key).inserted else { throw fail(column(of: content), "\(key) twice in one entry") }
      if name == "msgstr" {
        let expected = index == nil ? 0 : entry!.strings.count
        if index != nil && keywords.contains("msgstr") || index == nil && entry!.strings.count > 0
          || (index ?? 0) != expected
        {
          throw fail(column(of: content), "\(key) out of order: expected msgstr[\(expected)]")
        }
      } else if sawString || (name == "msgctxt" && !keywords.isDisjoint(with: ["msgid", "msgid_plural"])) {
        throw fail(column(of: content), "\(name) after the entry's msgstr")
      }
      let rest = content.dropFirst(word.count).drop { $0 == 0x20 || $0 == 0x09 }
      guard rest.first == UInt8(ascii: "\"") else { throw fail(column(of: rest), "\(key) needs a string in \"…\"") }
      field = (name, index, try string(rest), line)
      if name == "msgstr" { sawString = true }
    }

    /// The bytes of a quoted string at the start of `content`, which must end the line.
    private func string(_ content: ArraySlice<UInt8>) throws(ExchangeError) -> [UInt8] {
      var result: [UInt8] = []
      var index = content.startIndex + 1
      while index < content.endIndex {
        let byte = content[index]
        if byte == UInt8(ascii: "\"") {
          let after = content[(index + 1)...]
          guard after.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            throw fail(column(of: after), "text after the closing quote of a string")
          }
          return result
        }
        if byte == UInt8(ascii: "\\") {
          guard let (value, length) = POEscaping.unescape(content[(index + 1)...]) else {
            let escape = String(decoding: content[index...].prefix(2), as: UTF8.self)
            throw fail(
              column(of: content[index...]),
              "unknown escape \(escape) (PO strings know \\n \\t \\r \\\\ \\\" and octal or \\x escapes)")
          }
          result.append(value)
          index += 1 + length
          continue
        }
        result.append(byte)
        index += 1
      }
      throw fail(column(of: content), "a string with no closing quote on its line")
    }

    private func column(of slice: ArraySlice<UInt8>) -> Int {
      var start = slice.startIndex
      while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
      return bytes[start..<slice.startIndex].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    private mutating func closeField() throws(ExchangeError) {
      guard let done = field, entry != nil else { return }
      field = nil
      guard let text = UTF8Validation.string(done.bytes) else {
        throw ExchangeError(
          file: file, line: done.line, "the escapes of this \(done.keyword) make bytes that are not UTF-8 text")
      }
      switch done.keyword {
      case "msgctxt": entry!.context = text
      case "msgid": entry!.id = text
      case "msgid_plural": entry!.idPlural = text
      default: entry!.strings.append(text)
      }
    }

    private mutating func finishEntry() throws(ExchangeError) {
      try closeField()
      guard let done = entry else { return }
      entry = nil
      if keywords.isEmpty { return }  // comments alone: nothing to keep
      let at = ExchangeError(file: file, line: done.line, "")
      guard keywords.contains("msgid") else { throw ExchangeError(file: file, line: at.line, "an entry without msgid") }
      guard sawString else { throw ExchangeError(file: file, line: at.line, "an entry without msgstr") }
      if done.idPlural != nil, keywords.contains("msgstr") {
        throw ExchangeError(file: file, line: at.line, "a plural entry (msgid_plural) needs msgstr[0], msgstr[1], …")
      }
      if done.idPlural == nil, !keywords.contains("msgstr") {
        throw ExchangeError(file: file, line: at.line, "msgstr[…] in an entry without msgid_plural")
      }
      entries.append(done)
    }
  }
}

extension StringProtocol {
  /// `set`'s characters off both ends, scalar by scalar: a space before a combining mark is still
  /// a space (as Characters they are one, found by FuzzPOReader).
  fileprivate func trimmingCharacters(in set: String) -> String {
    let scalars = Set(set.unicodeScalars)
    var view = Substring(self).unicodeScalars[...]
    while let first = view.first, scalars.contains(first) { view = view.dropFirst() }
    while let last = view.last, scalars.contains(last) { view = view.dropLast() }
    return String(String.UnicodeScalarView(view))
  }

  /// Without one leading U+0020, the space after a comment's marker.
  fileprivate var droppingLeadingSpace: String {
    let view = Substring(self).unicodeScalars
    return view.first == " " ? String(String.UnicodeScalarView(view.dropFirst())) : String(self)
  }
}
