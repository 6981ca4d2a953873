import Foundation
import L10nMCP
import L10nTestSupport
import MCP
import Testing

/// add_key, rename_key, extract, mark_stale and prune through the SDK's client (issue 42): each
/// dry run returns the change applying makes and writes nothing; the guards are the command
/// line's.
@Suite struct WriteKeysTests {
  /// The project with Swift sources that use `editor.title` and `editor.save` (and a new key).
  static let withSources: [String: String] = [
    "l10n.yml": WriteToolsHarness.configuration + "sources: [App]\n",
    "App/View.swift": """
    let title = "editor.title".i18n
    let save = "editor.save".i18n
    let open = "editor.open".i18n // Open
    """,
  ]

  @Test func addKeyAddsAKeyWithItsCommentWhereXcodeWouldPutIt() async throws {
    let served = try await WriteToolsHarness.start()
    let (dry, applied) = try await served.dryRunThenApply(
      "add_key",
      ["keys": [["key": "editor.close", "comment": "Closes the window", "source": "Close"], ["key": "editor.title"]]])
    #expect(applied.written == ["L.xcstrings"])
    #expect(dry["added"]?.arrayValue?.count == 1)
    #expect(dry["refused"]?.arrayValue?.first?.objectValue?["reason"] == "exists")
    let entry = try #require(try served.entry("editor.close"))
    #expect(entry["comment"] as? String == "Closes the window")
    #expect(entry["extractionState"] as? String == "manual")
    #expect(try served.unit("editor.close", "en")?.value == "Close")
    // Xcode's order: editor.close before editor.save.
    let text = try served.text("L.xcstrings")
    let close = try #require(text.range(of: "\"editor.close\""))
    let save = try #require(text.range(of: "\"editor.save\""))
    #expect(close.lowerBound < save.lowerBound)
  }

  @Test func addKeyRefusesAKeyOutsideTheConventionUnlessAsked() async throws {
    let served = try await WriteToolsHarness.start([
      "l10n.yml": WriteToolsHarness.configuration + "keys:\n  pattern: '[a-z]+(\\.[a-z]+)+'\n"
    ])
    let before = try served.bytes("L.xcstrings")
    let refused = try await served.call("add_key", ["keys": [["key": "Close Window"]], "apply": true])
    #expect(refused["refused"]?.arrayValue?.first?.objectValue?["reason"] == "key-convention", "\(refused.text)")
    #expect(try served.bytes("L.xcstrings") == before)
    let allowed = try await served.call(
      "add_key", ["keys": [["key": "Close Window"]], "allowAnyName": true, "apply": true])
    #expect(allowed.written == ["L.xcstrings"], "\(allowed.text)")
  }

  @Test func renameKeyRenamesInTheCatalogAndTheCode() async throws {
    let served = try await WriteToolsHarness.start(Self.withSources)
    _ = try await served.dryRunThenApply("rename_key", ["old": "editor.title", "new": "editor.heading"])
    #expect(try served.entry("editor.title") == nil)
    #expect(try served.unit("editor.heading", "fr")?.value == "Éditeur")
    #expect(try served.text("App/View.swift").contains("\"editor.heading\".i18n"))
  }

  @Test func extractAddsTheKeysTheCodeUses() async throws {
    let served = try await WriteToolsHarness.start(Self.withSources)
    let (dry, _) = try await served.dryRunThenApply("extract", [:])
    let changes = dry["catalogs"]?.arrayValue?.first?.objectValue?["changes"]?.arrayValue ?? []
    #expect(
      changes.contains { $0.objectValue?["key"] == "editor.open" && $0.objectValue?["kind"] == "added" }, "\(dry.text)")
    #expect(try served.unit("editor.open", "en")?.value == "Open")
    // Unused keys are reported, kept.
    #expect(try served.entry("files.count") != nil)
  }

  @Test func markStaleAndPruneKeepTheCommandLinesGuard() async throws {
    let served = try await WriteToolsHarness.start(Self.withSources)
    // Two of four keys unused is more than the 25 % one run may take: refused, nothing written.
    let before = try served.bytes("L.xcstrings")
    let refused = try await served.call("prune", ["apply": true])
    #expect(refused["refused"]?.stringValue?.contains("max-prune") == true, "\(refused.text)")
    #expect(refused.written.isEmpty)
    #expect(try served.bytes("L.xcstrings") == before)

    _ = try await served.dryRunThenApply("mark_stale", ["maxPrune": 100])
    #expect(try served.entry("files.count")?["extractionState"] as? String == "stale")
    _ = try await served.dryRunThenApply("prune", ["maxPrune": 100])
    #expect(try served.entry("files.count") == nil)
    #expect(try served.entry("editor.title") != nil)
  }
}
