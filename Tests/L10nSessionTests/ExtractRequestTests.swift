import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `ExtractRequest` (`l10n extract`): the keys the code uses, synced into the catalogs; catalogs
/// created; hostile sources.
@Suite struct ExtractRequestTests {
  static let emptyCatalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"

  /// `--dry-run`, `--check` (`writes: false`), `--prune`, `--mark-stale`, `--catalog`.
  static func extract(
    writes: Bool = true, prune: Bool = false, markStale: Bool = false, catalog: String? = nil, maxPrune: Double = 25,
    useCache: Bool = true
  ) -> ExtractRequest {
    ExtractRequest(
      catalog: catalog, sync: CatalogSync.Options(markStale: markStale, prune: prune), maxPrunePercent: maxPrune,
      useCache: useCache, writes: writes, waiting: .noWait)
  }

  /// Whether `extract --check` fails (exit 1): a change to make or a catalog to create.
  static func outOfSync(_ report: ExtractionReport) -> Bool {
    report.changeCount > 0 || report.catalogs.contains(where: \.new)
  }

  @Test func extractWritesOnceThenIsInSync() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [App]\ncatalogs: [Localizable.xcstrings]\n")
    try folder.write("Localizable.xcstrings", Self.emptyCatalog)
    try folder.write(
      "App/Editor.swift",
      """
      let title = "editor.title".i18n // Editor
      let save = NSLocalizedString("editor.save_button.title", comment: "Saves the document")
      """)
    let session = try folder.session()
    #expect(Self.outOfSync(try session.run(Self.extract(writes: false))))
    let dryRun = try session.run(Self.extract(writes: false))
    let usages = try #require(try jsonObject(ExtractOutput.json(dryRun))["usages"] as? [String: [String]])
    #expect(usages["editor.title"] == ["App/Editor.swift:1:13"])
    _ = try session.run(Self.extract())
    let bytes = try folder.bytes("Localizable.xcstrings")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.contains(
        "\"editor.save_button.title\" : {\n      \"comment\" : \"Saves the document\",\n      \"extractionState\" : \"manual\"\n    },"
      ))
    #expect(text.contains("\"value\" : \"Editor\""))
    let again = try session.run(Self.extract(writes: false))
    #expect(!Self.outOfSync(again), "\(ExtractOutput.text(again, dryRun: true))")
    _ = try session.run(Self.extract())
    expectSameBytes(try folder.bytes("Localizable.xcstrings"), bytes, "second extract")
  }

  /// A project with no catalog yet: extract makes `Localizable.xcstrings` in the configured
  /// folder, and a catalog for each table code names, with the bytes extract writes into the
  /// empty catalog Xcode's File > New makes; a dry run and a check create nothing. On disk: a
  /// catalog whose folder is missing is refused, which only the disk does.
  @Test func extractCreatesMissingCatalogs() throws {
    let source = """
      let title = "editor.title".i18n // Editor
      let save = NSLocalizedString("editor.save_button.title", comment: "Saves the document")
      """
    let settings = """
      let title = NSLocalizedString("settings.title", tableName: "Settings", value: "Settings", comment: "")
      """
    // The reference: the same sources synced into Xcode's empty catalogs.
    let reference = try MemoryFolder()
    try reference.write("l10n.yml", "sources: [App]\ncatalogs: [Resources]\n")
    try reference.write("Resources/Localizable.xcstrings", Self.emptyCatalog)
    try reference.write("Resources/Settings.xcstrings", Self.emptyCatalog)
    try reference.write("App/Editor.swift", source)
    try reference.write("App/Settings.swift", settings)
    _ = try reference.session().run(Self.extract())

    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [App]\ncatalogs: [Resources]\n")
    try FileManager.default.createDirectory(at: folder.file("Resources"), withIntermediateDirectories: true)
    try folder.write("App/Editor.swift", source)
    try folder.write("App/Settings.swift", settings)
    let session = try folder.session()
    #expect(Self.outOfSync(try session.run(Self.extract(writes: false))))
    let dryRun = ExtractOutput.text(try session.run(Self.extract(writes: false)), dryRun: true)
    #expect(dryRun.contains("Resources/Localizable.xcstrings: would be created (2 changes)"), "\(dryRun)")
    #expect(dryRun.contains("Resources/Settings.xcstrings: would be created (1 change)"), "\(dryRun)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.file("Resources").path)
    #expect(names.isEmpty, "nothing written without writing: \(names)")

    let write = ExtractOutput.text(try session.run(Self.extract()), dryRun: false)
    #expect(write.contains("Resources/Localizable.xcstrings: created"), "\(write)")
    for name in ["Resources/Localizable.xcstrings", "Resources/Settings.xcstrings"] {
      expectSameBytes(try folder.bytes(name), try reference.bytes(name), name)
    }
    #expect(!Self.outOfSync(try session.run(Self.extract(writes: false))))

    // A catalog named that does not exist yet is created too.
    let missingFolder = thrownMessage { _ = try session.run(Self.extract(catalog: "Other/New.xcstrings")) }
    #expect(missingFolder?.contains("its folder does not exist") == true, "\(missingFolder ?? "nothing thrown")")
    try FileManager.default.createDirectory(at: folder.file("Other"), withIntermediateDirectories: true)
    _ = try session.run(Self.extract(catalog: "Other/New.xcstrings"))
    expectSameBytes(
      try folder.bytes("Other/New.xcstrings"), try reference.bytes("Resources/Localizable.xcstrings"), "--catalog")
  }

  /// Swift sources with invalid UTF-8, an 8 MB literal, a NUL byte and a literal never closed:
  /// warnings with the file, the usages around them extracted.
  @Test func hostileSwiftSourcesGiveWarningsAndTheRestIsExtracted() throws {
    let folder = try MemoryFolder()
    try folder.write("l10n.yml", "sources: [App]\ncatalogs: [Localizable.xcstrings]\n")
    try folder.write("Localizable.xcstrings", Self.emptyCatalog)
    try folder.write("App/Bad UTF8.swift", Array("let a = \"bad.key\".i18n // Bad\n".utf8) + [0xC3, 0x28, 0xFF, 0x0A])
    try folder.write(
      "App/Huge.swift", "let a = \"huge.key\".i18n\nlet b = \"" + String(repeating: "x", count: 8_000_000) + "\"\n")
    try folder.write("App/Nul.swift", Array("let a = \"nul.key\".i18n\nlet b = \"".utf8) + [0] + Array("\"\n".utf8))
    try folder.write("App/Open.swift", "let a = \"open.key\".i18n\nlet b = \"never closed\n")
    let observed = Observed()
    let report = try folder.session(observed.observer).run(Self.extract(useCache: false))
    #expect(report.refusal == nil)
    #expect(
      observed.warnings.contains("Bad UTF8.swift:2:1: warning: the file is not valid UTF-8"), "\(observed.warnings)")
    let text = try folder.text("Localizable.xcstrings")
    for key in ["bad.key", "huge.key", "nul.key", "open.key"] { #expect(text.contains("\"\(key)\""), "\(key)") }
  }
}
