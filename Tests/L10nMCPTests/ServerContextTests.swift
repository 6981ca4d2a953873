import Foundation
import L10nMCP
import L10nTestSupport
import MCP
import Testing

/// What every request shares: paths confined to the project, catalogs read again when changed on
/// disk, resources and prompts.
@Suite struct ServerContextTests {
  static let catalog = ReadToolsTests.catalog

  @Test func pathsOutsideTheProjectAreRefused() async throws {
    let served = try await ReadToolsHarness.start()
    let outside = try TemporaryDirectoryLink(in: served)
    defer { try? FileManager.default.removeItem(at: outside.outside) }
    for path in ["../outside.xcstrings", "/etc/hosts", "Catalogs/../../x.xcstrings", outside.linkedCatalog] {
      for tool in ["status", "check", "search_keys", "get_key", "untranslated", "list_catalogs"] {
        var arguments: [String: Value] = ["catalog": .string(path)]
        if tool == "search_keys" { arguments["query"] = "a" }
        if tool == "get_key" { arguments["key"] = "a" }
        if tool == "untranslated" { arguments["language"] = "fr" }
        if tool == "list_catalogs" { continue }
        let error = await served.protocolError(tool, arguments)
        #expect(error?.code == -32602, "\(tool) took \(path)")
        #expect(error.map { "\($0)".contains("outside the project") } == true, "\(tool): \(String(describing: error))")
      }
    }
    await #expect(throws: MCPError.self) {
      _ = try await served.client.readResource(uri: "l10n://catalog/../outside.xcstrings")
    }
    // Inside, the same path is taken.
    let inside = try await served.call("status", ["catalog": .string(Self.catalog)])
    #expect(inside["catalogs"]?.arrayValue?.count == 1)
  }

  @Test func badArgumentsAreProtocolErrorsThatNameThem() async throws {
    let served = try await ReadToolsHarness.start()
    let missing = await served.protocolError("untranslated", [:])
    #expect(missing?.code == -32602)
    #expect("\(String(describing: missing))".contains("'language'"))
    let wrongType = await served.protocolError("untranslated", ["language": 3])
    #expect("\(String(describing: wrongType))".contains("must be a string"))
    let unknown = await served.protocolError("status", ["lang": "fr"])
    #expect("\(String(describing: unknown))".contains("takes no argument 'lang'"))
    let cursor = await served.protocolError("search_keys", ["query": "a", "cursor": "made-up"])
    #expect(cursor?.code == -32602)
    let language = await served.protocolError("untranslated", ["language": "xx_bogus"])
    #expect(language?.code == -32602)
  }

  @Test func aCatalogChangedOnDiskIsReadAgain() async throws {
    let served = try await ReadToolsHarness.start()
    func french() async throws -> String? {
      let key = try await served.call("get_key", ["key": "export.include_watermark.toggle"])
      let french = key["catalogs"]?[0]?["languages"]?.arrayValue?.first { $0["language"] == "fr" }
      return french?["units"]?[0]?["translation"]?.stringValue
    }
    #expect(try await french() == "Inclure le filigrane")
    // Another program (Xcode, git, a second l10n) rewrites the file, keeping its size.
    let catalog = try served.text(Self.catalog)
    try served.write(
      Self.catalog, catalog.replacingOccurrences(of: "Inclure le filigrane", with: "Inclure la signature"))
    #expect(try await french() == "Inclure la signature")
    // The same again, once the file has been still for longer than the clock's doubt.
    try await Task.sleep(for: .milliseconds(2100))
    #expect(try await french() == "Inclure la signature")
    try served.write(Self.catalog, catalog)
    #expect(try await french() == "Inclure le filigrane")
  }

  @Test func l10nYmlChangedOnDiskIsReadAgain() async throws {
    let served = try await ReadToolsHarness.start()
    let before = try await served.call("languages")
    #expect(before["languages"]?.arrayValue?.contains { $0["language"] == "it" } == false)
    let configuration = try served.text("l10n.yml")
    try served.write(
      "l10n.yml", configuration.replacingOccurrences(of: "[fr, de, ja, ru, ar]", with: "[fr, de, ja, ru, ar, it]"))
    let after = try await served.call("languages")
    #expect(after["languages"]?.arrayValue?.contains { $0["language"] == "it" && $0["configured"] == true } == true)
  }

  @Test func resourcesAreTheConfigurationAndTheCatalogs() async throws {
    let served = try await ReadToolsHarness.start()
    let (resources, _) = try await served.client.listResources()
    #expect(resources.map(\.uri) == ["l10n://config", "l10n://catalog/" + Self.catalog])
    let config = try await served.client.readResource(uri: "l10n://config")
    #expect(config.first?.text == (try served.text("l10n.yml")))
    let catalog = try await served.client.readResource(uri: "l10n://catalog/" + Self.catalog)
    #expect(catalog.first?.text == (try served.text(Self.catalog)))
    #expect(catalog.first?.mimeType == "application/json")
    await #expect(throws: MCPError.self) { _ = try await served.client.readResource(uri: "l10n://catalog/l10n.yml") }
    await #expect(throws: MCPError.self) { _ = try await served.client.readResource(uri: "file:///etc/hosts") }
  }

  @Test func promptsNameTheLanguageAndTheTools() async throws {
    let served = try await ReadToolsHarness.start()
    let (prompts, _) = try await served.client.listPrompts()
    #expect(prompts.map(\.name) == ["translate_language", "review_language", "audit_project"])
    let translate = try await served.client.getPrompt(name: "translate_language", arguments: ["language": "de"])
    guard case .text(let text) = translate.messages.first?.content else {
      Issue.record("no text: \(translate.messages)")
      return
    }
    #expect(text.contains("into de"))
    for tool in ["untranslated", "submit_translations", "check"] { #expect(text.contains(tool)) }
    await #expect(throws: MCPError.self) { _ = try await served.client.getPrompt(name: "review_language") }
    let audit = try await served.client.getPrompt(name: "audit_project")
    #expect(audit.messages.count == 1)
  }
}

/// A catalog outside the project and a symbolic link to it inside: the link leads out.
struct TemporaryDirectoryLink {
  let linkedCatalog = "Catalogs/Linked.xcstrings"
  let outside: URL

  init(in served: ReadToolsHarness) throws {
    outside = served.folder.url.deletingLastPathComponent()
      .appendingPathComponent("outside-\(UUID().uuidString).xcstrings")
    try Data(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8).write(to: outside)
    try FileManager.default.createSymbolicLink(
      at: served.folder.url.appendingPathComponent(linkedCatalog), withDestinationURL: outside)
  }
}
