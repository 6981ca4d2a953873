import Foundation
import Testing

/// A real catalog and a second version of it with a known set of changes, for `l10n diff`.
public enum DiffFixture {
  public static let catalog = "real/coteditor_CotEditor_FileScopeEditor.xcstrings"

  public static func original() throws -> String {
    String(decoding: try Fixtures.bytes(catalog), as: UTF8.self)
  }

  /// A second version with a known set of changes, made on the text, and that set as
  /// `key|language|variation|changes` (units) and `key|added`/`key|removed`/`key|comment` (keys).
  public static func changedVersion(of original: String) -> (text: String, expected: Set<String>) {
    let keys = CatalogTextEdits.keys(original)
    var text = original
    text = CatalogTextEdits.replacing("value", of: keys[0], language: "de", with: "Alle Regeln", in: text)
    text = CatalogTextEdits.replacing("state", of: keys[1], language: "ko", with: "needs_review", in: text)
    text = CatalogTextEdits.replacing("value", of: keys[2], language: "en", with: "New source text", in: text)
    text = CatalogTextEdits.replacing("value", of: keys[2], language: "ja", with: "新しい", in: text)
    text = CatalogTextEdits.replacing("state", of: keys[2], language: "ja", with: "new", in: text)
    text = CatalogTextEdits.removingLanguage(text, key: keys[3], language: "it")
    // A comment change, a removed key and an added key.
    let comment = "      \"comment\" : "
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let keyLine = lines.firstIndex(of: "    \"\(keys[6])\" : {")!
    let commentLine = lines[keyLine...].firstIndex { $0.hasPrefix(comment) }!
    #expect(commentLine == keyLine + 1)
    lines[commentLine] = comment + "\"A clearer comment\","
    let removedStart = lines.firstIndex(of: "    \"\(keys[7])\" : {")!
    let removedEnd = lines[removedStart...].firstIndex(of: "    },")!
    lines.removeSubrange(removedStart...removedEnd)
    let insertAt = lines.firstIndex(of: "    \"\(keys[10])\" : {")!
    lines.insert(
      contentsOf: ["    \"FileScope.New.key\" : {", "      \"extractionState\" : \"manual\"", "    },"], at: insertAt)
    text = lines.joined(separator: "\n")
    let expected: Set<String> = [
      "\(keys[0])|de||value", "\(keys[1])|ko||state", "\(keys[2])|en||value", "\(keys[2])|ja||value+state",
      "\(keys[3])|it||removed", "\(keys[6])|comment", "\(keys[7])|removed", "FileScope.New.key|added",
    ]
    return (text, expected)
  }

  /// The same set, read from `diff --format json`.
  public static func listed(_ json: String) throws -> Set<String> {
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 1)
    var found: Set<String> = []
    for catalog in document["catalogs"] as? [[String: Any]] ?? [] {
      for key in catalog["keys"] as? [[String: Any]] ?? [] {
        let name = key["key"] as? String ?? ""
        let change = key["change"] as? String ?? ""
        if change != "changed" { found.insert("\(name)|\(change)") }
        for field in key["fields"] as? [[String: Any]] ?? [] {
          found.insert("\(name)|\(field["field"] as? String ?? "")")
        }
        for unit in key["units"] as? [[String: Any]] ?? [] {
          let changes = (unit["changes"] as? [String] ?? []).joined(separator: "+")
          found.insert("\(name)|\(unit["language"] as? String ?? "")|\(unit["variation"] as? String ?? "")|\(changes)")
        }
      }
    }
    return found
  }
}
