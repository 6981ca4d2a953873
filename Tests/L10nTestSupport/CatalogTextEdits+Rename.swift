import Foundation
import Testing

extension CatalogTextEdits {
  /// The catalog text with the entry of `old` moved to `new` at Xcode's place, made from the
  /// text itself (the entry's lines, unchanged but for the key), not by l10n's writer: what
  /// `l10n rename` must write.
  public static func renaming(_ text: String, _ old: String, to new: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    // Entries are the members of "strings" at four spaces: a first line `    "key" : {`, a last
    // line `    }` or `    },`.
    guard let start = lines.firstIndex(of: "  \"strings\" : {") else { throw EditFailure("no strings") }
    var entries: [(key: String, lines: [String])] = []
    var index = start + 1
    while index < lines.count, lines[index].hasPrefix("    ") {
      let first = lines[index]
      // The key's JSON string: from its quote to the next quote not escaped.
      var quoted = "\""
      var escaped = false
      for character in first.dropFirst(5) {
        quoted.append(character)
        if character == "\"" && !escaped { break }
        escaped = character == "\\" && !escaped
      }
      let key = try #require(
        try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String)
      var block = [first]
      index += 1
      while !(lines[index] == "    }" || lines[index] == "    },") {
        block.append(lines[index])
        index += 1
      }
      block.append("    }")
      entries.append((key, block))
      index += 1
    }
    let end = index
    guard let moved = entries.firstIndex(where: { $0.key == old }) else { throw EditFailure("no \(old)") }
    var entry = entries.remove(at: moved)
    entry.lines[0] = "    \"\(new)\" : {"
    // Xcode's place for a new key (formats.md §2.9): before the first key that sorts after it in
    // NSJSONSerialization's order, Foundation's numeric, case-insensitive comparison in the root
    // locale; nothing else moves, as in a catalog not in that order (CotEditor's Document).
    let position = entries.firstIndex { xcodeOrders(new, before: $0.key) } ?? entries.count
    entries.insert((new, entry.lines), at: position)
    var body: [String] = []
    for (number, item) in entries.enumerated() {
      var block = item.lines
      if number < entries.count - 1 { block[block.count - 1] = "    }," }
      body += block
    }
    lines.replaceSubrange((start + 1)..<end, with: body)
    return lines.joined(separator: "\n")
  }

  /// Whether Xcode writes key `a` before key `b`, as formats.md §2.9 says it sorts.
  public static func xcodeOrders(_ a: String, before b: String) -> Bool {
    a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: Locale(identifier: ""))
      == .orderedAscending
  }

  public struct EditFailure: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
  }
}
