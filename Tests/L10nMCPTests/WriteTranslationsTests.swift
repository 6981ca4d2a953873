import Foundation
import L10nMCP
import L10nTestSupport
import MCP
import Testing

/// submit_translations and approve through the SDK's client (issue 42): a dry run returns the
/// change applying makes, submissions go through import's gate and land as needs_review, what the
/// gate holds comes back with its reason and leaves the catalog byte for byte, a translated text
/// is never replaced.
@Suite struct WriteTranslationsTests {
  static func submission(_ key: String, _ text: String, language: String = "fr", case path: String? = nil) -> Value {
    var object: [String: Value] = ["key": .string(key), "language": .string(language), "text": .string(text)]
    if let path { object["case"] = .string(path) }
    return .object(object)
  }

  @Test func aSubmissionLandsAsNeedsReviewAndTheDryRunShowsTheSameChange() async throws {
    let served = try await WriteToolsHarness.start()
    let (dry, applied) = try await served.dryRunThenApply(
      "submit_translations", ["translations": [Self.submission("editor.save", "Enregistrer %@")]])
    #expect(applied.written == ["L.xcstrings"])
    #expect(dry["held"] == [])
    #expect(dry["refused"] == [])
    let catalogs = dry["changes"]?.objectValue?["catalogs"]?.arrayValue ?? []
    #expect(catalogs.count == 1)
    let keys = catalogs.first?.objectValue?["keys"]?.arrayValue?.compactMap { $0.objectValue?["key"]?.stringValue }
    #expect(keys == ["editor.save"])
    let unit = try #require(try served.unit("editor.save", "fr"))
    #expect(unit.state == "needs_review")
    #expect(unit.value == "Enregistrer %@")
    // Nothing else changed: French's translated text and the text in review are as they were.
    #expect(try served.unit("editor.title", "fr")?.state == "translated")
    #expect(try served.unit("files.count", "fr")?.value == "%lld fichiers")
  }

  @Test func aPlaceholderBreakingSubmissionIsHeldWithItsReasonAndTheCatalogIsByteIdentical() async throws {
    let served = try await WriteToolsHarness.start()
    let before = try served.bytes("L.xcstrings")
    let reply = try await served.call(
      "submit_translations",
      ["translations": [Self.submission("editor.save", "Enregistrer %lld")], "apply": true])
    #expect(!reply.isError, "\(reply.text)")
    let held = try #require(reply["held"]?.arrayValue)
    #expect(held.count == 1)
    let first = try #require(held.first?.objectValue)
    #expect(first["reason"] == "placeholders")
    #expect(first["item"] == 1)
    #expect(first["id"] == "editor.save")
    #expect(first["message"]?.stringValue?.contains("placeholders do not fit") == true, "\(first)")
    #expect(reply.written.isEmpty)
    #expect(try served.bytes("L.xcstrings") == before)
  }

  @Test func aStandInAndAnUnknownPluralCaseAreHeldOrRejectedAsAnImportWouldBe() async throws {
    let served = try await WriteToolsHarness.start()
    let before = try served.bytes("L.xcstrings")
    let reply = try await served.call(
      "submit_translations",
      [
        "translations": [
          Self.submission("toolbar.editor", "TODO"), Self.submission("editor.save", "x %@", case: "plural.few"),
        ], "apply": true,
      ])
    #expect(reply["held"]?.arrayValue?.first?.objectValue?["reason"] == "stand-in", "\(reply.text)")
    #expect(reply["rejected"]?.arrayValue?.count == 1, "\(reply.text)")
    #expect(try served.bytes("L.xcstrings") == before)
  }

  @Test func aSubmissionOverATranslatedTextIsRefused() async throws {
    let served = try await WriteToolsHarness.start()
    let before = try served.bytes("L.xcstrings")
    let reply = try await served.call(
      "submit_translations", ["translations": [Self.submission("editor.title", "Rédacteur")], "apply": true])
    let refused = try #require(reply["refused"]?.arrayValue?.first?.objectValue, "\(reply.text)")
    #expect(refused["reason"] == "translated")
    #expect(refused["item"] == 1)
    #expect(reply.written.isEmpty)
    #expect(try served.bytes("L.xcstrings") == before)
    // One refused among others: the others go in.
    let mixed = try await served.call(
      "submit_translations",
      [
        "translations": [Self.submission("editor.title", "Rédacteur"), Self.submission("toolbar.editor", "Éditeur")],
        "apply": true,
      ])
    #expect(mixed["refused"]?.arrayValue?.count == 1)
    #expect(try served.unit("toolbar.editor", "fr")?.state == "needs_review")
    #expect(try served.unit("editor.title", "fr")?.value == "Éditeur")
  }

  /// A real catalog (OnlySwitch's) has the key `""`, which untranslated lists like any other: it
  /// can be answered.
  @Test func theEmptyKeyCanBeAnswered() async throws {
    let catalog = WriteToolsHarness.catalog.replacingOccurrences(
      of: #""toolbar.editor":"#, with: #""":{"extractionState":"manual","localizations":{}},"toolbar.editor":"#)
    let served = try await WriteToolsHarness.start(["L.xcstrings": catalog])
    let listed = try await served.call("untranslated", ["language": "fr"])
    #expect(listed["units"]?.arrayValue?.contains { $0.objectValue?["key"] == "" } == true)
    let (_, applied) = try await served.dryRunThenApply(
      "submit_translations", ["translations": [Self.submission("", "(vide)")]])
    #expect(applied.written == ["L.xcstrings"])
    #expect(try served.unit("", "fr")?.value == "(vide)")
  }

  @Test func badArgumentsAreProtocolErrors() async throws {
    let served = try await WriteToolsHarness.start()
    await #expect(throws: MCPError.self) {
      _ = try await served.call("submit_translations", ["translations": [["key": "editor.save", "language": "fr"]]])
    }
    await #expect(throws: MCPError.self) {
      _ = try await served.call(
        "submit_translations", ["translations": [Self.submission("editor.save", "x", language: "frr-XX-bad!")]])
    }
    await #expect(throws: MCPError.self) {
      _ = try await served.call(
        "submit_translations",
        [
          "translations": [
            .object(["key": "editor.save", "language": "fr", "text": "x", "catalog": "../Other.xcstrings"])
          ]
        ])
    }
  }

  @Test func approveTurnsTextsInReviewTranslated() async throws {
    let served = try await WriteToolsHarness.start()
    let (dry, applied) = try await served.dryRunThenApply(
      "approve", ["keys": ["files.count", "editor.title"], "language": "fr"])
    #expect(applied.written == ["L.xcstrings"])
    #expect(dry["approved"]?.arrayValue?.count == 1)
    #expect(dry["refused"]?.arrayValue?.first?.objectValue?["reason"] == "not-in-review")
    #expect(try served.unit("files.count", "fr")?.state == "translated")
    #expect(try served.unit("files.count", "fr")?.value == "%lld fichiers")
    // Nothing left to approve: nothing changes.
    let before = try served.bytes("L.xcstrings")
    let again = try await served.call("approve", ["keys": ["files.count"], "language": "fr", "apply": true])
    #expect(again.written.isEmpty)
    #expect(try served.bytes("L.xcstrings") == before)
  }

  @Test func everyWriteToolTakesApplyAndSaysItWrites() {
    for definition in WriteTools.all {
      let annotations = definition.tool.annotations
      #expect(annotations.readOnlyHint == false, "\(definition.tool.name)")
      #expect(annotations.openWorldHint == false, "\(definition.tool.name)")
      #expect(definition.arguments.arguments.contains { $0.name == "apply" }, "\(definition.tool.name)")
    }
    let names = Set(WriteTools.all.map(\.tool.name))
    #expect(
      names == [
        "submit_translations", "approve", "add_key", "rename_key", "mark_stale", "prune", "extract", "fill_from_memory",
        "add_glossary_term", "export_file", "import_file",
      ])
    let destructive = Set(WriteTools.all.filter { $0.tool.annotations.destructiveHint == true }.map(\.tool.name))
    #expect(destructive == ["submit_translations", "rename_key", "prune", "export_file", "import_file"])
  }
}
