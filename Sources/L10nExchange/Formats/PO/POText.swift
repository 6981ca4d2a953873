import L10nText

/// The text of a PO file: `render` writes a `PODocument` as gettext lays it out (a string with
/// line breaks as `""` and one line per `\n`, no wrapping at a width), `read` reads what gettext,
/// Weblate, Poedit, Launchpad and Translate Toolkit write (wrapped or not, CRLF, a byte order mark,
/// `#~` obsolete and `#|` previous entries).
public enum POText {
  /// Files with more lines are refused: the largest PO a catalog makes has a few lines per text.
  public static let maximumLines = 500_000

  // MARK: Writing

  public static func render(_ document: PODocument) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(document.entries.count * 200 + 512)
    if !document.header.isEmpty {
      append(POEntry(id: "", strings: [document.header.map { "\($0.name): \($0.value)\n" }.joined()]), to: &out)
    }
    for entry in document.entries {
      if !out.isEmpty { out.append(0x0A) }
      append(entry, to: &out)
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func append(_ entry: POEntry, to out: inout [UInt8]) {
    func comment(_ marker: String, _ text: String) {
      out += Array(marker.utf8)
      if !text.isEmpty { out.append(0x20) }
      // A comment ends at its line; a CR left at the end would be read as a CRLF line end.
      var bytes = Array(text.utf8)
      while bytes.last == 0x0D { bytes.removeLast() }
      out += bytes
      out.append(0x0A)
    }
    for line in entry.translatorComments { comment("#", line) }
    for line in entry.extractedComments { comment("#.", line) }
    if !entry.references.isEmpty { comment("#:", entry.references.joined(separator: " ")) }
    if !entry.flags.isEmpty { comment("#,", entry.flags.joined(separator: ", ")) }
    let prefix: [UInt8] = entry.isObsolete ? Array("#~ ".utf8) : []
    func field(_ keyword: String, _ text: String) {
      out += prefix + Array(keyword.utf8) + [0x20]
      let pieces = lines(text)
      if pieces.count > 1 { out += [0x22, 0x22, 0x0A] + prefix }
      for (index, piece) in pieces.enumerated() {
        if index > 0 { out += [0x0A] + prefix }
        out.append(0x22)
        POEscaping.append(piece.utf8, to: &out)
        out.append(0x22)
      }
      out.append(0x0A)
    }
    if let context = entry.context { field("msgctxt", context) }
    field("msgid", entry.id)
    if let plural = entry.idPlural {
      field("msgid_plural", plural)
      for (index, text) in entry.strings.enumerated() { field("msgstr[\(index)]", text) }
    } else {
      field("msgstr", entry.strings.first ?? "")
    }
  }

  /// The pieces of a string one per written line: after each line break that is not the last
  /// character; the whole string when it has no other.
  static func lines(_ text: String) -> [Substring] {
    var pieces: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "\n" || text[index] == "\r\n", next < text.endIndex {
        pieces.append(text[start..<next])
        start = next
      }
      index = next
    }
    pieces.append(text[start...])
    return pieces
  }
}
