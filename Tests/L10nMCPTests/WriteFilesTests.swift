import Foundation
import L10nMCP
import L10nTestSupport
import MCP
import Testing

/// export_file, import_file, fill_from_memory and add_glossary_term through the SDK's client
/// (issue 42): each dry run returns the change applying makes and writes nothing; paths outside
/// the project are refused.
@Suite struct WriteFilesTests {
  @Test func exportWritesOnlyWhenAppliedAndWhereItSaid() async throws {
    let served = try await WriteToolsHarness.start()
    let (dry, applied) = try await served.dryRunThenApply("export_file", ["languages": ["fr"], "format": "xliff"])
    let file = try #require(dry["files"]?.arrayValue?.first?.objectValue)
    #expect(file["path"] == "Localizations/fr.xliff")
    #expect(file["units"] == 4)
    #expect(applied.written == ["Localizations/fr.xliff"])
    #expect(try served.text("Localizations/fr.xliff").contains("<source>Save %@</source>"))
  }

  @Test func exportAndImportPathsOutsideTheProjectAreRefused() async throws {
    let served = try await WriteToolsHarness.start()
    let outside = served.folder.url.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
    for arguments: [String: Value] in [
      ["output": "../elsewhere", "apply": true], ["output": .string(outside.path), "apply": true],
    ] {
      await #expect(throws: MCPError.self) { _ = try await served.call("export_file", arguments) }
    }
    #expect(!FileManager.default.fileExists(atPath: outside.path))
    for path in ["../fr.xliff", "/etc/hosts"] {
      await #expect(throws: MCPError.self) {
        _ = try await served.call("import_file", ["files": [.string(path)], "apply": true])
      }
    }
  }

  @Test func importTakesATranslatedFileThroughTheGate() async throws {
    let served = try await WriteToolsHarness.start()
    _ = try await served.call("export_file", ["languages": ["fr"], "only": "untranslated", "apply": true])
    var xliff = try served.text("Localizations/fr.xliff")
    xliff = xliff.replacingOccurrences(
      of: "<source>Save %@</source>",
      with: "<source>Save %@</source>\n        <target state=\"translated\">Enregistrer %@</target>")
    _ = try served.folder.write("Localizations/fr.xliff", xliff)
    let (dry, applied) = try await served.dryRunThenApply("import_file", ["files": ["Localizations/fr.xliff"]])
    #expect(applied.written == ["L.xcstrings"])
    let summary = try #require(dry["summary"]?.arrayValue?.first?.objectValue, "\(dry.text)")
    #expect(summary["added"] == 1)
    #expect(try served.unit("editor.save", "fr")?.value == "Enregistrer %@")
  }

  @Test func fillTakesTheMemorysMatchAsNeedsReview() async throws {
    let served = try await WriteToolsHarness.start()
    _ = try await served.dryRunThenApply("fill_from_memory", ["languages": ["fr"]])
    let unit = try #require(try served.unit("toolbar.editor", "fr"))
    #expect(unit.value == "Éditeur")
    #expect(unit.state == "needs_review")
  }

  @Test func aGlossaryTermIsARowAtTheEndAndTheRowsAboveStay() async throws {
    let glossary = "term,fr\nEditor,Éditeur\n"
    let served = try await WriteToolsHarness.start([
      "l10n.yml": WriteToolsHarness.configuration + "glossary: [Glossary.csv]\n", "Glossary.csv": glossary,
    ])
    let (dry, applied) = try await served.dryRunThenApply(
      "add_glossary_term",
      [
        "term": "Save",
        "translations": [["language": "fr", "text": "Enregistrer"], ["language": "de", "text": "Sichern"]],
      ])
    #expect(applied.written == ["Glossary.csv"])
    #expect(dry["row"] == "Save,Enregistrer,Sichern")
    #expect(try served.text("Glossary.csv") == "term,fr,de\nEditor,Éditeur\nSave,Enregistrer,Sichern\n")
    // The term again: refused, nothing written.
    let again = try await served.call(
      "add_glossary_term", ["term": "save", "translations": [["language": "fr", "text": "Sauver"]], "apply": true])
    #expect(again.isError)
    #expect(again.text.contains("has the term"), "\(again.text)")
    // The glossary judges submissions now.
    let held = try await served.call(
      "submit_translations",
      ["translations": [["key": "editor.save", "language": "fr", "text": "Sauver %@"]], "apply": true])
    #expect(held["held"]?.arrayValue?.first?.objectValue?["reason"] == "glossary", "\(held.text)")
  }
}
