import Foundation
import L10nExchange
import L10nProject
import L10nText
import Yams

/// The file of `l10n rename --map`: old key → new key, as YAML (`old.key: new.key`, one per
/// line) or CSV (two columns, `old,new`, an optional header of those names; RFC 4180 quotes).
/// `.yml`/`.yaml` files are YAML, anything else CSV. Errors name the file and line.
public enum RenameMap {
  /// - Parameter files: the session's files (default: the disk).
  public static func read(_ url: URL, displayPath: String, files: ProjectFiles? = nil) throws(ConfigError)
    -> [KeyRename.Pair]
  {
    let files = files ?? ProjectFiles(workingDirectory: url.deletingLastPathComponent())
    guard let bytes = try? files.read(url) else {
      throw ConfigError(file: displayPath, "cannot read the rename map")
    }
    guard let text = String(data: Data(bytes), encoding: .utf8) else {
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

  /// Rows of two cells, old and new; a first row `old,new` is a header. The records are RFC 4180
  /// (`CSVRecords`: a UTF-8 byte order mark skipped, a quoted cell may hold a comma, a quote as
  /// `""` and a line break); spaces around an unquoted cell are not part of it.
  public static func parseCSV(_ text: String, file: String) throws(ConfigError) -> [KeyRename.Pair] {
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords.read(Array(text.utf8), trimmingSpaces: true)
    } catch {
      throw ConfigError(file: file, line: error.line, column: error.column, error.message)
    }
    var pairs: [KeyRename.Pair] = []
    for record in records {
      let cells = record.fields
      guard cells.count == 2, !cells[0].isEmpty, !cells[1].isEmpty else {
        throw ConfigError(
          file: file, line: record.line, "expected two cells, old key and new key, found \(cells.count)")
      }
      if pairs.isEmpty && cells[0].lowercased() == "old" && cells[1].lowercased() == "new" { continue }
      pairs.append(KeyRename.Pair(old: cells[0], new: cells[1]))
    }
    return pairs
  }
}
