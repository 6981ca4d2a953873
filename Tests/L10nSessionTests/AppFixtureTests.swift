import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `extract` and `check` on the SwiftUI fixture app (Tests/Fixtures/swiftui-app): "unused" means
/// unused, and a prune deletes exactly the truly unused keys.
@Suite struct SwiftUIAppTests {
  /// The fixture app in memory (`MemoryFolder`).
  static func memoryApp() throws -> MemoryFolder {
    let folder = try MemoryFolder()
    for name in ["l10n.yml", "Localizable.xcstrings", "Sources"] {
      try folder.copy(SwiftUIAppFixture.root.appendingPathComponent(name), to: name)
    }
    return folder
  }

  /// The catalog's keys and their extraction states (read as plain JSON).
  static func entries(_ bytes: [UInt8]) throws -> [String: String] {
    let json = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    let strings = try #require(json?["strings"] as? [String: [String: Any]])
    return strings.mapValues { $0["extractionState"] as? String ?? "" }
  }

  static func keys(_ folder: MemoryFolder) throws -> Set<String> {
    Set(try entries(folder.bytes("Localizable.xcstrings")).keys)
  }

  @Test func pruneDeletesExactlyTheUnusedKeys() throws {
    let folder = try Self.memoryApp()
    defer { folder.remove() }
    let before = try Self.keys(folder)
    let observed = Observed()
    let session = try folder.session(observed.observer)
    let dryRun = try session.run(ExtractRequestTests.extract(writes: false))
    let report = try jsonObject(try ExtractOutput.json(dryRun))
    let findings = try #require((report["catalogs"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    let unused = Set(findings.filter { $0["kind"] as? String == "unused" }.compactMap { $0["key"] as? String })
    #expect(unused == SwiftUIAppFixture.unusedKeys)
    let text = ExtractOutput.text(dryRun, dryRun: true)
    #expect(
      text.contains(
        "  mentioned  settings.debug.verbatim  mentioned in code outside a known call shape (Sources/Settings/SettingsView.swift:41:24)"
      ),
      "\(text)")
    #expect(
      text.contains(
        "  mentioned  app.legacy_banner.title  mentioned in code outside a known call shape (Sources/App/RootView.swift:"
      ))
    // The declared family's interpolations are no warning; the `??` with a variable still is.
    #expect(!observed.warnings.contains("onboarding.step_"), "\(observed.warnings)")
    #expect(observed.warnings.contains("LoginView.swift:22:"), "\(observed.warnings)")

    let prune = try session.run(ExtractRequestTests.extract(prune: true))
    #expect(prune.refusal == nil)
    #expect(try Self.keys(folder) == before.subtracting(SwiftUIAppFixture.unusedKeys))
    // Then in sync, from the warm cache too.
    let check = try session.run(ExtractRequestTests.extract(writes: false, prune: true))
    #expect(!ExtractRequestTests.outOfSync(check), "\(ExtractOutput.text(check, dryRun: true))")
  }

  @Test func markStaleLeavesUsedAndMentionedKeysAlone() throws {
    let folder = try Self.memoryApp()
    defer { folder.remove() }
    _ = try folder.session().run(ExtractRequestTests.extract(markStale: true))
    let stale = Set(try Self.entries(folder.bytes("Localizable.xcstrings")).filter { $0.value == "stale" }.keys)
    #expect(stale == SwiftUIAppFixture.unusedKeys.union(["Welcome back!"]))
  }

  @Test func checkReportsOnlyTheUnusedKeys() throws {
    let folder = try Self.memoryApp()
    defer { folder.remove() }
    try folder.write("Sources/Extra.swift", #"let a = Text("Plain words"); let b = Text("extra.missing.title")"#)
    let report = try folder.session().run(CheckRequest())
    let json = try jsonObject(CheckReportRenderer.render(report, format: .json))
    let findings = try #require(json["findings"] as? [[String: Any]])
    let unused = Set(findings.filter { $0["rule"] as? String == "unused-key" }.compactMap { $0["key"] as? String })
    #expect(unused == SwiftUIAppFixture.unusedKeys, "\(unused)")
    // A key call names a missing key only when its text follows the key convention.
    let missing = findings.filter { $0["rule"] as? String == "missing-key" }.compactMap { $0["key"] as? String }
    #expect(missing == ["extra.missing.title"])
  }

  /// A file that cannot be parsed may name any key: with one, nothing is pruned.
  @Test func anUnscannedFileStopsPruning() throws {
    let folder = try Self.memoryApp()
    defer { folder.remove() }
    let before = try Self.keys(folder)
    try folder.write(
      "Sources/Deep.swift", "let grid = " + String(repeating: "[", count: 20) + "\"settings.old_feature.title\"")
    let observed = Observed()
    let session = try folder.session(observed.observer)
    let prune = try session.run(ExtractRequestTests.extract(prune: true))
    #expect(prune.refusal == nil)
    #expect(
      observed.warnings.contains(
        "warning: 1 file could not be scanned (see above); no key is pruned in this run"), "\(observed.warnings)")
    #expect(try Self.keys(folder) == before)
    // The reason is cached too: the warm run keeps every key as well.
    _ = try session.run(ExtractRequestTests.extract(prune: true))
    #expect(try Self.keys(folder) == before)
  }

  /// On any tree: no catalog key whose literal appears in the code is reported unused or pruned.
  /// Here on the fixture app and the embedded sample, every key written as a whole literal
  /// `"key"` in a Swift file, outside comments, survives a prune; and something is pruned.
  @Test(arguments: ["fixture", "sample"])
  func noKeyWrittenInTheCodeIsEverPruned(_ tree: String) throws {
    let folder: MemoryFolder
    if tree == "fixture" {
      folder = try Self.memoryApp()
    } else {
      folder = try MemoryFolder()
      for name in ["l10n.yml", "Catalogs", "Samples"] {
        try folder.copy(Fixtures.packageRoot.appendingPathComponent(name), to: name)
      }
    }
    let root = folder.url.standardizedFileURL.path + "/"
    let paths = folder.files.paths.map { String($0.dropFirst(root.count)) }
    let catalogs = paths.filter { $0.hasSuffix(".xcstrings") }
    var before: Set<String> = []
    for path in catalogs { before.formUnion(try Self.entries(folder.bytes(path)).keys) }
    let code = try paths.filter { $0.hasSuffix(".swift") }
      .map { try folder.text($0) }.joined(separator: "\n")
      // Comments are not code (a key only a comment names is unused).
      .replacing(#/\/\*[\s\S]*?\*\/|\/\/[^\n]*/#, with: "")
    let written = before.filter { code.contains("\"\($0)\"") }
    #expect(!written.isEmpty)
    let result = try folder.session().run(ExtractRequestTests.extract(prune: true))
    #expect(result.refusal == nil)
    var after: Set<String> = []
    for path in catalogs { after.formUnion(try Self.entries(folder.bytes(path)).keys) }
    #expect(
      written.subtracting(after).isEmpty, "pruned though written in the code: \(written.subtracting(after).sorted())")
    #expect(after.count < before.count)
  }
}

/// `init` then a prune on a modular app (`ModularAppFixture`): every key the code uses stays,
/// whichever way it is used, and only the keys nothing uses go. A prune that cannot see all the
/// code, or would take too much, refuses and writes nothing.
@Suite struct ModularAppTests {
  func keys(_ folder: TemporaryDirectory) throws -> Set<String> {
    let data = try Data(contentsOf: folder.file(ModularAppFixture.catalogPath))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return Set((json["strings"] as? [String: Any] ?? [:]).keys)
  }

  @Test func initThenPruneRemovesExactlyTheUnusedKeys() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try InitPlan(root: folder.url, options: .init()).apply()
    let configuration = try String(contentsOf: folder.file("l10n.yml"), encoding: .utf8)
    #expect(configuration.contains("sources: [Framely, FramelyWidget, Packages]"), "\(configuration)")

    let observed = Observed()
    let session = try folder.session(observed.observer)
    let prune = try session.run(ExtractRequestTests.extract(prune: true))
    #expect(prune.refusal == nil, "\(prune.refusal ?? "")")
    #expect(try keys(folder) == Set(ModularAppFixture.usedKeys))
    let text = ExtractOutput.text(prune, dryRun: false)
    for key in ModularAppFixture.unusedKeys { #expect(text.contains("removed  \(key)")) }
    #expect(
      !observed.warnings.contains("warning") && !observed.notes.contains { $0.contains("warning") },
      "\(observed.warnings)\(observed.notes)")

    // check agrees: nothing unused, nothing missing.
    let report = try session.run(CheckRequest())
    let findings = try #require(
      try jsonObject(CheckReportRenderer.render(report, format: .json))["findings"] as? [[String: Any]])
    let codeRules = findings.filter { ["unused-key", "missing-key"].contains($0["rule"] as? String) }
    #expect(codeRules.isEmpty, "\(codeRules)")
  }

  @Test func aPruneThatCannotSeeAllTheCodeRefuses() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [Framely]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    let before = try Data(contentsOf: folder.file(ModularAppFixture.catalogPath))
    for (flag, request) in [
      ("prune", ExtractRequestTests.extract(prune: true)), ("mark stale", ExtractRequestTests.extract(markStale: true)),
    ] {
      let observed = Observed()
      let run = try folder.session(observed.observer).run(request)
      let refusal = try #require(run.refusal, "\(flag)")
      let said = observed.warnings + refusal
      #expect(said.contains("3 Swift files"), "\(said)")
      #expect(said.contains("in FramelyWidget, Packages"), "\(said)")
      #expect(said.contains("sources: [Framely, FramelyWidget, Packages]"), "\(said)")
      #expect(said.contains("nothing was written"))
      #expect(try Data(contentsOf: folder.file(ModularAppFixture.catalogPath)) == before, "\(flag)")
    }
    // Excluded, the folders are not asked for (and their keys then look unused: the share refuses).
    try folder.write(
      "l10n.yml",
      "sources: [Framely]\nexclude: [FramelyWidget, Packages]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    let excluded = try folder.session().run(ExtractRequestTests.extract(prune: true))
    let refusal = try #require(excluded.refusal)
    #expect(refusal.contains("would remove 9 of 10 keys (90 %), more than --max-prune allows (25 %)"), "\(refusal)")
    #expect(try Data(contentsOf: folder.file(ModularAppFixture.catalogPath)) == before)
  }

  @Test func maxPruneBoundsOneRun() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try folder.write(
      "l10n.yml", "sources: [Framely, FramelyWidget, Packages]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    let before = try Data(contentsOf: folder.file(ModularAppFixture.catalogPath))
    let session = try folder.session()
    // 2 of 10 keys: 20 %.
    let strict = try session.run(ExtractRequestTests.extract(prune: true, maxPrune: 10))
    let refusal = try #require(strict.refusal)
    #expect(refusal.contains("would remove 2 of 10 keys (20 %), more than --max-prune allows (10 %)"), "\(refusal)")
    #expect(refusal.contains("--max-prune 20"))
    #expect(try Data(contentsOf: folder.file(ModularAppFixture.catalogPath)) == before)
    let allowed = try session.run(ExtractRequestTests.extract(prune: true, maxPrune: 20))
    #expect(allowed.refusal == nil)
    #expect(try keys(folder) == Set(ModularAppFixture.usedKeys))
  }

  /// An interpolated key call that names no catalog key is said once, where it is.
  @Test func anInterpolatedKeyWithNoMatchIsAWarning() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try folder.write(
      "l10n.yml", "sources: [Framely, FramelyWidget, Packages]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    try folder.write("FramelyWidget/Extra.swift", "import SwiftUI\nlet extra = Text(\"widget.count \\(3) left\")\n")
    let observed = Observed()
    _ = try folder.session(observed.observer).run(ExtractRequestTests.extract(writes: false))
    let lines = observed.warnings.split(separator: "\n").filter { $0.contains("widget.count") }
    #expect(lines.count == 1, "\(observed.warnings)")
    #expect(
      lines.first?.hasPrefix("FramelyWidget/Extra.swift:2:18: warning: Text names the key \"widget.count %… left\"")
        == true)
  }
}
