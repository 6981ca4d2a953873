import Foundation
import L10nTestSupport
import Testing

/// `l10n init` then `l10n extract --prune` on a modular app (`ModularAppFixture`): every key the
/// code uses stays, whichever way it is used, and only the keys nothing uses go. A prune that
/// cannot see all the code, or would take too much, refuses and writes nothing.
@Suite struct ModularAppCommandTests {
  func keys(_ folder: TemporaryDirectory) throws -> Set<String> {
    let data = try Data(contentsOf: folder.file(ModularAppFixture.catalogPath))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return Set((json["strings"] as? [String: Any] ?? [:]).keys)
  }

  @Test func initThenPruneRemovesExactlyTheUnusedKeys() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    let initRun = try CommandRunner.run(["init"], in: folder.url)
    #expect(initRun.status == 0, "\(initRun.standardOutput)\(initRun.standardError)")
    let configuration = try String(contentsOf: folder.file("l10n.yml"), encoding: .utf8)
    #expect(configuration.contains("sources: [Framely, FramelyWidget, Packages]"), "\(configuration)")

    let prune = try CommandRunner.run(["extract", "--prune"], in: folder.url)
    #expect(prune.status == 0, "\(prune.standardOutput)\(prune.standardError)")
    #expect(try keys(folder) == Set(ModularAppFixture.usedKeys))
    for key in ModularAppFixture.unusedKeys { #expect(prune.standardOutput.contains("removed  \(key)")) }
    #expect(!prune.standardError.contains("warning"), "\(prune.standardError)")

    // check agrees: nothing unused, nothing missing.
    let check = try CommandRunner.run(["check", "--format", "json"], in: folder.url)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let codeRules = findings.filter { ["unused-key", "missing-key"].contains($0["rule"] as? String) }
    #expect(codeRules.isEmpty, "\(codeRules)")
  }

  @Test func aPruneThatCannotSeeAllTheCodeRefuses() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [Framely]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    let before = try Data(contentsOf: folder.file(ModularAppFixture.catalogPath))
    for flag in ["--prune", "--mark-stale"] {
      let run = try CommandRunner.run(["extract", flag], in: folder.url)
      #expect(run.status == 1, "\(flag): \(run.standardOutput)\(run.standardError)")
      #expect(run.standardError.contains("3 Swift files"), "\(run.standardError)")
      #expect(run.standardError.contains("in FramelyWidget, Packages"), "\(run.standardError)")
      #expect(run.standardError.contains("sources: [Framely, FramelyWidget, Packages]"), "\(run.standardError)")
      #expect(run.standardError.contains("nothing was written"))
      #expect(try Data(contentsOf: folder.file(ModularAppFixture.catalogPath)) == before, "\(flag)")
    }
    // Excluded, the folders are not asked for (and their keys then look unused: the share refuses).
    try folder.write(
      "l10n.yml",
      "sources: [Framely]\nexclude: [FramelyWidget, Packages]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    let excluded = try CommandRunner.run(["extract", "--prune"], in: folder.url)
    #expect(excluded.status == 1, "\(excluded.standardError)")
    #expect(excluded.standardError.contains("would remove 9 of 10 keys (90 %), more than --max-prune allows (25 %)"))
    #expect(try Data(contentsOf: folder.file(ModularAppFixture.catalogPath)) == before)
  }

  @Test func maxPruneBoundsOneRun() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try folder.write(
      "l10n.yml", "sources: [Framely, FramelyWidget, Packages]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    let before = try Data(contentsOf: folder.file(ModularAppFixture.catalogPath))
    // 2 of 10 keys: 20 %.
    let strict = try CommandRunner.run(["extract", "--prune", "--max-prune", "10"], in: folder.url)
    #expect(strict.status == 1, "\(strict.standardError)")
    #expect(strict.standardError.contains("would remove 2 of 10 keys (20 %), more than --max-prune allows (10 %)"))
    #expect(strict.standardError.contains("--max-prune 20"))
    #expect(try Data(contentsOf: folder.file(ModularAppFixture.catalogPath)) == before)
    let bad = try CommandRunner.run(["extract", "--prune", "--max-prune", "101"], in: folder.url)
    #expect(bad.status == 64)
    let allowed = try CommandRunner.run(["extract", "--prune", "--max-prune", "20"], in: folder.url)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    #expect(try keys(folder) == Set(ModularAppFixture.usedKeys))
  }

  /// An interpolated key call that names no catalog key is said once, where it is.
  @Test func anInterpolatedKeyWithNoMatchIsAWarning() throws {
    let folder = try ModularAppFixture.make()
    defer { folder.remove() }
    try folder.write(
      "l10n.yml", "sources: [Framely, FramelyWidget, Packages]\ncatalogs: [\(ModularAppFixture.catalogPath)]\n")
    try folder.write("FramelyWidget/Extra.swift", "import SwiftUI\nlet extra = Text(\"widget.count \\(3) left\")\n")
    let run = try CommandRunner.run(["extract", "--dry-run"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardError.split(separator: "\n").filter { $0.contains("widget.count") }
    #expect(lines.count == 1, "\(run.standardError)")
    #expect(
      lines.first?.hasPrefix("FramelyWidget/Extra.swift:2:18: warning: Text names the key \"widget.count %… left\"")
        == true)
  }
}
