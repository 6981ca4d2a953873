import Foundation
import Yams

/// The file of `l10n rename --map`: old key → new key, as YAML (`old.key: new.key`, one per
/// line) or CSV (two columns, `old,new`, an optional header of those names; RFC 4180 quotes).
/// `.yml`/`.yaml` files are YAML, anything else CSV. Errors name the file and line.
public enum RenameMap {
  public static func read(_ url: URL, displayPath: String) throws(ConfigError) -> [KeyRename.Pair] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ConfigError(file: displayPath, "cannot read the rename map")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigError(file: displayPath, "the rename map is not UTF-8 text")
    }
    let yaml = ["yml", "yaml"].contains(url.pathExtension.lowercased())
    return yaml ? try parseYAML(text, file: displayPath) : try parseCSV(text, file: displayPath)
  }

  /// `old: new` pairs of a YAML mapping, in order.
  public static func parseYAML(_ text: String, file: String) throws(ConfigError) -> [KeyRename.Pair] {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw ConfigError(file: file, "not valid YAML: \(error)")
    }
    guard let root else { return [] }
    guard let mapping = root.mapping else {
      throw ConfigError(file: file, line: root.mark?.line, "expected a mapping of old key to new key")
    }
    var pairs: [KeyRename.Pair] = []
    for (old, new) in mapping {
      guard let oldKey = old.string, let newKey = new.string, new.scalar != nil else {
        throw ConfigError(file: file, line: old.mark?.line, "expected `old.key: new.key`")
      }
      pairs.append(KeyRename.Pair(old: oldKey, new: newKey))
    }
    return pairs
  }

  /// Rows of two cells, old and new; a first row `old,new` is a header.
  public static func parseCSV(_ text: String, file: String) throws(ConfigError) -> [KeyRename.Pair] {
    var pairs: [KeyRename.Pair] = []
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      let cells = try cells(of: line, file: file, line: index + 1)
      guard cells.count == 2, !cells[0].isEmpty, !cells[1].isEmpty else {
        throw ConfigError(file: file, line: index + 1, "expected two cells, old key and new key, found \(cells.count)")
      }
      if pairs.isEmpty && cells[0].lowercased() == "old" && cells[1].lowercased() == "new" { continue }
      pairs.append(KeyRename.Pair(old: cells[0], new: cells[1]))
    }
    return pairs
  }

  /// The cells of one CSV line: `,` between them, `"…"` around one that holds `,` or `"` (`""`
  /// for a quote).
  private static func cells(of line: Substring, file: String, line number: Int) throws(ConfigError) -> [String] {
    var cells: [String] = []
    var cell = ""
    var quoted = false
    var wasQuoted = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      if quoted {
        if character == "\"" {
          // `""` is a quote; a lone `"` closes the cell.
          var next = characters.next()
          if next == "\"" {
            cell.append("\"")
            continue
          }
          quoted = false
          // Only spaces may follow a closing quote before the comma.
          while next == " " || next == "\t" { next = characters.next() }
          if next == "," {
            cells.append(cell)
            (cell, wasQuoted) = ("", false)
          } else if next != nil {
            throw ConfigError(file: file, line: number, "text after a closing quote")
          }
        } else {
          cell.append(character)
        }
      } else if character == "\"" && cell.isEmpty && !wasQuoted {
        quoted = true
        wasQuoted = true
      } else if character == "," {
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        (cell, wasQuoted) = ("", false)
      } else {
        cell.append(character)
      }
    }
    if quoted { throw ConfigError(file: file, line: number, "a quoted cell has no closing quote") }
    cells.append(wasQuoted ? cell : cell.trimmingCharacters(in: .whitespaces))
    return cells
  }
}
