import Foundation
import L10nMCP
import MCP
import Testing

/// Every read tool of `l10n mcp` through the SDK's client, on a copy of the sample project.
@Suite struct ReadToolsTests {
  static let catalog = "Catalogs/Localizable.xcstrings"

  @Test func listsTheReadToolsAsReadOnly() async throws {
    let served = try await ReadToolsHarness.start()
    let (tools, _) = try await served.client.listTools()
    let byName = Dictionary(tools.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for name in [
      "status", "check", "untranslated", "get_key", "search_keys", "diff", "unused_keys", "missing_keys",
      "list_catalogs", "languages",
    ] {
      let tool = try #require(byName[name], "no tool \(name)")
      #expect(tool.annotations.readOnlyHint == true, "\(name)")
      #expect(tool.annotations.destructiveHint == false, "\(name)")
      #expect(tool.inputSchema["type"] == "object", "\(name)")
    }
    #expect(byName["untranslated"]?.inputSchema["required"] == ["language"])
  }

  @Test func statusIsStatusJSON() async throws {
    let served = try await ReadToolsHarness.start()
    let status = try await served.call("status", ["words": true])
    let catalog = try #require(status["catalogs"]?[0])
    #expect(catalog["file"] == .string(Self.catalog))
    let languages = try #require(catalog["languages"]?.arrayValue)
    #expect(languages.compactMap { $0["language"]?.stringValue } == ["en", "ar", "de", "fr", "ja", "ru"])
    let arabic = try #require(languages.first { $0["language"] == "ar" })
    #expect(arabic["missing"] == 20)
    #expect(arabic["words"]?["untranslated"]?.intValue ?? 0 > 0)
    #expect(status["screens"] == nil)
    let withScreens = try await served.call("status", ["screens": true, "languages": ["ar"]])
    let screens = try #require(withScreens["screens"]?[0]?["languages"]?[0]?["screens"]?.arrayValue)
    #expect(screens.contains { $0["screen"] == "paywall" && $0["missing"] == 12 })
  }

  @Test func checkFiltersAndPagesFindings() async throws {
    let served = try await ReadToolsHarness.start()
    let all = try await served.call("check", ["limit": 500])
    let total = try #require(all["totalFindings"]?.intValue)
    #expect(total > 2)
    #expect(all["findings"]?.arrayValue?.count == total)
    #expect(all["coverage"]?.arrayValue?.isEmpty == false)

    let first = try await served.call("check", ["limit": 2])
    #expect(first["findings"]?.arrayValue?.count == 2)
    let cursor = try #require(first["nextCursor"]?.stringValue)
    let second = try await served.call("check", ["limit": 2, "cursor": .string(cursor)])
    #expect(second["findings"]?[0] == all["findings"]?[2])
    #expect(second["coverage"]?.arrayValue?.isEmpty == true, "coverage comes on the first page only")

    let arabic = try await served.call("check", ["language": "ar", "rules": ["missing-translation"], "limit": 500])
    let findings = try #require(arabic["findings"]?.arrayValue)
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0["language"] == "ar" && $0["rule"] == "missing-translation" })
    let paywall = try await served.call("check", ["language": "ar", "keyPrefix": "paywall.", "limit": 500])
    #expect(
      paywall["findings"]?.arrayValue?.allSatisfy { $0["key"]?.stringValue?.hasPrefix("paywall.") == true } == true)
    let errors = try await served.call("check", ["severity": "error", "limit": 500])
    #expect(errors["findings"]?.arrayValue?.allSatisfy { $0["severity"] == "error" } == true)

    let unknown = await served.protocolError("check", ["rules": ["no-such-rule"]])
    #expect(unknown?.code == -32602)
  }

  @Test func untranslatedGivesWhatATranslatorNeeds() async throws {
    let served = try await ReadToolsHarness.start()
    let status = try await served.call("status", ["languages": ["ar"]])
    let arabic = try #require(status["catalogs"]?[0]?["languages"]?.arrayValue?.first { $0["language"] == "ar" })
    let batch = try await served.call("untranslated", ["language": "ar", "limit": 500])
    #expect(batch["pluralCategories"] == ["zero", "one", "two", "few", "many", "other"])
    let units = try #require(batch["units"]?.arrayValue)
    #expect(units.count == batch["total"]?.intValue)
    // Every key status counts missing has its units, a plural one a unit per category Arabic needs.
    let keys = Set(units.compactMap { $0["key"]?.stringValue })
    #expect(keys.count == arabic["missing"]?.intValue)
    let trial = units.filter { $0["key"] == "paywall.trial_days.message" }
    #expect(
      trial.compactMap { $0["pluralCategory"]?.stringValue }.sorted()
        == ["few", "many", "one", "other", "two", "zero"])
    let one = try #require(trial.first { $0["pluralCategory"] == "one" })
    #expect(one["id"] == "paywall.trial_days.message|==|plural.one")
    // The case to submit it with, and none for a key's own text.
    #expect(one["case"] == "plural.one")
    #expect(units.contains { $0["pluralCategory"] == nil && $0["case"] == nil })
    #expect(units.allSatisfy { $0["pluralCategory"] == nil || $0["case"] != nil })
    #expect(one["screen"] == "paywall")
    #expect(one["comment"]?.stringValue?.isEmpty == false)
    #expect(one["usages"]?[0]?.stringValue?.hasPrefix("Samples/") == true)
    let placeholder = try #require(one["placeholders"]?[0])
    #expect(placeholder["text"] == "%lld")
    #expect(placeholder["type"]?.stringValue?.contains("integer") == true)

    // Pages: the same units, a few at a time.
    let page = try await served.call("untranslated", ["language": "ar", "limit": 3])
    #expect(page["units"]?.arrayValue?.count == 3)
    let next = try #require(page["nextCursor"]?.stringValue)
    let after = try await served.call("untranslated", ["language": "ar", "limit": 3, "cursor": .string(next)])
    #expect(after["units"]?[0] == units[3])

    // Review: Russian has texts marked for review.
    let review = try await served.call("untranslated", ["language": "ru", "needsReview": true])
    let reviewed = try #require(review["units"]?.arrayValue)
    #expect(!reviewed.isEmpty)
    #expect(
      reviewed.allSatisfy {
        $0["state"] == "needs-review-l10n" || $0["state"] == "needs_review" || $0["translation"] != nil
      })
  }

  @Test func untranslatedSuggestsFromMemory() async throws {
    let served = try await ReadToolsHarness.start()
    // A key whose source another key has translated: the memory suggests that translation.
    var catalog = try served.text(Self.catalog)
    let entry = #""export.include_watermark.toggle" : {"#
    try #require(catalog.contains(entry))
    catalog = catalog.replacingOccurrences(
      of: entry,
      with:
        #""app.copy_of_cancel.button" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Image Sequence" } } } },"#
        + "\n    " + entry)
    try served.write(Self.catalog, catalog)
    let batch = try await served.call("untranslated", ["language": "fr", "limit": 500])
    let unit = try #require(batch["units"]?.arrayValue?.first { $0["key"] == "app.copy_of_cancel.button" })
    #expect(unit["suggestions"]?[0]?["score"] == 100, "\(unit)")
    #expect(unit["suggestions"]?[0]?["translation"] == "Séquence d’images", "\(unit)")
  }

  @Test func getKeyGivesEveryLanguage() async throws {
    let served = try await ReadToolsHarness.start()
    let key = try await served.call("get_key", ["key": "editor.frame_count.label"])
    let catalog = try #require(key["catalogs"]?[0])
    #expect(catalog["catalog"] == .string(Self.catalog))
    let languages = try #require(catalog["languages"]?.arrayValue)
    #expect(languages.compactMap { $0["language"]?.stringValue } == ["en", "ar", "de", "fr", "ja", "ru"])
    let arabic = try #require(languages.first { $0["language"] == "ar" }?["units"]?.arrayValue)
    #expect(arabic.count == 6, "a unit per plural category Arabic needs")
    #expect(arabic.allSatisfy { $0["translation"] != nil })

    let missing = try await served.reply("get_key", ["key": "no.such.key"])
    #expect(missing.isError)
    #expect(missing.text.contains("no.such.key"))
    #expect(await served.protocolError("get_key")?.code == -32602, "key is required")
  }

  @Test func searchKeysFindsByKeySourceAndTranslation() async throws {
    let served = try await ReadToolsHarness.start()
    let byKey = try await served.call("search_keys", ["query": "WATERMARK"])
    #expect(byKey["items"]?.arrayValue?.contains { $0["key"] == "export.include_watermark.toggle" } == true)
    let bySource = try await served.call("search_keys", ["query": "Image Sequence"])
    #expect(bySource["items"]?[0]?["key"] == "export.format.image_sequence")
    let byFrench = try await served.call("search_keys", ["query": "filigrane", "language": "fr"])
    #expect(byFrench["items"]?[0]?["key"] == "export.include_watermark.toggle")
    #expect(byFrench["items"]?[0]?["translation"]?.stringValue?.contains("filigrane") == true)
    let paged = try await served.call("search_keys", ["query": "e", "limit": 5])
    #expect(paged["items"]?.arrayValue?.count == 5)
    #expect(paged["nextCursor"] != nil)
  }

  @Test func diffOfTwoCatalogs() async throws {
    let served = try await ReadToolsHarness.start()
    let old = try served.text(Self.catalog)
    try served.write("Catalogs/Old.xcstrings", old)
    try served.write(
      Self.catalog,
      old.replacingOccurrences(of: "\"value\" : \"Inclure le filigrane\"", with: "\"value\" : \"Ajouter le filigrane\"")
    )
    let diff = try await served.call("diff", ["old": "Catalogs/Old.xcstrings", "new": .string(Self.catalog)])
    #expect(diff["summary"]?["changed"] == 1)
    #expect(await served.protocolError("diff", ["old": "Catalogs/Old.xcstrings"])?.code == -32602)
    #expect(await served.protocolError("diff", ["old": "/etc/hosts", "new": .string(Self.catalog)])?.code == -32602)
  }

  @Test func unusedAndMissingKeysFollowTheCode() async throws {
    let served = try await ReadToolsHarness.start()
    let unused = try await served.call("unused_keys")
    #expect(unused["items"]?.arrayValue?.compactMap { $0["key"]?.stringValue } == ["editor.legacy_hint.message"])
    let none = try await served.call("missing_keys")
    #expect(none["total"] == 0)
    try served.write(
      "Samples/SampleApp/Added.swift",
      "import SwiftUI\nstruct Added: View { var body: some View { Text(\"added.new.title\".i18n) } }\n")
    let missing = try await served.call("missing_keys")
    let item = try #require(missing["items"]?[0])
    #expect(item["key"] == "added.new.title")
    #expect(item["place"]?.stringValue?.contains("Added.swift") == true)
  }

  @Test func catalogsAndLanguages() async throws {
    let served = try await ReadToolsHarness.start()
    let catalogs = try await served.call("list_catalogs")
    #expect(catalogs["catalogs"]?[0]?["path"] == .string(Self.catalog))
    #expect(catalogs["catalogs"]?[0]?["sourceLanguage"] == "en")
    let languages = try await served.call("languages")
    let list = try #require(languages["languages"]?.arrayValue)
    #expect(list.first?["language"] == "en")
    #expect(list.first?["isSource"] == true)
    let russian = try #require(list.first { $0["language"] == "ru" })
    #expect(russian["configured"] == true)
    #expect(russian["pluralCategories"] == ["one", "few", "many", "other"])
  }
}
