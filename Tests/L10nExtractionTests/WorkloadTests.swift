import Foundation
import L10nCatalog
import L10nExtraction
import L10nTestSupport
import OrderedCollections
import Testing

/// Extraction on trees made by the shared workload generator: exactly the generated catalog's
/// keys, none of the keys it plants in comments and string literals.
@Suite struct WorkloadTests {
  /// The counts a progress hook hears (from any thread, one call at a time).
  final class Heard: @unchecked Sendable {
    private(set) var counts: [Int] = []
    func add(_ count: Int) { counts.append(count) }
  }

  static let generator = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent(
    "shared/tools/gen-workload.py")

  // The generator is in the project's shared folder, which the project's CI has beside the
  // checkout; a clone of the repository alone does not.
  @Test(
    .requires(.python3),
    .enabled(
      if: FileManager.default.fileExists(atPath: generator.path),
      "needs ../shared/tools/gen-workload.py, the project's shared folder beside the checkout"))
  func extractionFindsExactlyTheGeneratedKeys() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let generation = try CommandRunner.runTool(
      "python3", [Self.generator.path, folder.url.path, "--files", "60", "--keys-per-file", "12", "--langs", "3"])
    #expect(generation.status == 0, "\(generation.output)")

    let manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("manifest.json"))) as? [String: Any])
    let generated = try CatalogFile(path: folder.file("Localizable.xcstrings").path).catalog
    let files = SourceTree.swiftFiles(in: [folder.file("Sources")])
    let result = ExtractionRun(scanner: SwiftSourceScanner(), cache: nil).run(
      files: files, displayPath: { $0.lastPathComponent })
    let found = Set(result.usages.map(\.key))
    #expect(found.count == manifest["keys"] as? Int)
    #expect(found == Set(generated.strings.keys))
    #expect(!found.contains { $0.contains("commented_out") || $0.contains("inside_string") })
    #expect(result.usages.count == manifest["usages"] as? Int)
    // Dynamic keys are reported, one per file.
    #expect(result.warnings.filter { $0.message.contains("interpolation") }.count == files.count)

    // Into an empty catalog: every key, in Xcode's order; a second run changes nothing.
    var catalog = StringCatalog(sourceLanguage: "en")
    _ = CatalogSync().apply(result.usages, to: &catalog)
    #expect(Set(catalog.strings.keys) == found)
    #expect(Array(catalog.strings.keys) == XcodeKeyOrder.sorted(found))
    let bytes = catalog.encoded()
    #expect(CatalogSync().apply(result.usages, to: &catalog).changes.isEmpty)
    expectSameBytes(catalog.encoded(), bytes, "second extraction")
  }

  @Test func theCacheGivesTheSameResultAndParsesNothingTheSecondTime() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    for index in 0..<20 {
      try folder.write(
        "Sources/F\(index).swift", "let a = \"screen_\(index).title\".i18n // Title \(index)\nlet b = 1\n")
    }
    try folder.write("Sources/Plain.swift", "let nothing = 1\n")
    let files = SourceTree.swiftFiles(in: [folder.file("Sources")])
    // The cache's bytes go from run to run as the session writes and reads them.
    var run = ExtractionRun(scanner: SwiftSourceScanner(), cache: [])
    let cold = run.run(files: files, displayPath: { $0.lastPathComponent })
    #expect(cold.filesParsed == 20)
    run.cache = try #require(cold.cache)
    let warm = run.run(files: files, displayPath: { $0.lastPathComponent })
    #expect(warm.cache == nil)
    #expect(warm.filesParsed == 0)
    #expect(warm.usages == cold.usages)
    #expect(warm.mentions == cold.mentions)
    try folder.write("Sources/F3.swift", "let a = \"screen_3.changed\".i18n\n")
    let third = run.run(files: files, displayPath: { $0.lastPathComponent })
    #expect(third.filesParsed == 1)
    #expect(third.usages.contains { $0.key == "screen_3.changed" })
    #expect(!third.usages.contains { $0.key == "screen_3.title" })
  }

  @Test func hostileSourcesGiveWarningsAndTheRestIsExtracted() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("Sources/Good File é.swift", "let a = \"good.key\".i18n\n")
    try folder.write("Sources/BadUTF8.swift", Array("let a = \"bad.key\".i18n // x\n".utf8) + [0xFF, 0xFE, 0x0A])
    try folder.write(
      "Sources/Huge.swift", "let a = \"huge.key\".i18n\nlet b = \"" + String(repeating: "x", count: 8_000_000) + "\"\n")
    try folder.write("Sources/Unterminated.swift", "let a = \"open.key\".i18n\nlet b = \"never closed\n")
    try folder.write(
      "Sources/Deep.swift",
      "let a = \"deep.key\".i18n\nlet b = " + String(repeating: "(", count: 20_000) + "1"
        + String(repeating: ")", count: 20_000) + "\n")
    let files = SourceTree.swiftFiles(in: [folder.file("Sources")])
    #expect(files.count == 5)
    // A file gone between listing and reading is skipped with a warning, and still counted done.
    let listed = files + [folder.file("Sources/Gone.swift")]
    let heard = Heard()
    let result = ExtractionRun(scanner: SwiftSourceScanner(), cache: nil).run(
      files: listed, displayPath: { $0.lastPathComponent }, progress: { heard.add($0) })
    // Progress hears every file once, the counts rising to all of them.
    #expect(heard.counts == Array(1...listed.count))
    #expect(result.unscannedFiles == ["Gone.swift"])
    #expect(result.warnings.contains { $0.file == "Gone.swift" && $0.message.contains("cannot read") })
    let keys = Set(result.usages.map(\.key))
    #expect(keys.isSuperset(of: ["good.key", "bad.key", "huge.key", "open.key", "deep.key"]))
    #expect(result.warnings.contains { $0.file == "BadUTF8.swift" && $0.message.contains("not valid UTF-8") })
  }
}
