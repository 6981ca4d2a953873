import Foundation
import L10nTestSupport
import Testing

/// `l10n fill --from-memory` and `l10n memory stats|export` on the command line: what they print
/// where, exit statuses and usage errors. What they fill and count: `MemoryRequestTests`
/// (L10nSessionTests).
@Suite struct MemoryCommandTests {
  static func project() throws -> TemporaryDirectory {
    try SampleProjects.memoryProject()
  }

  @Test func fillPrintsASummaryLineAndADryRunSaysSo() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let dry = try CommandRunner.run(["fill", "--from-memory", "--dry-run"], in: folder.url)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(dry.standardOutput == "fr  L.xcstrings: 1 filled exact, 0 filled fuzzy, 2 no match, 0 misfit\n")
    #expect(dry.standardError.contains("Dry run: nothing was written."))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test func fillNeedsItsSource() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let result = try CommandRunner.run(["fill"], in: folder.url)
    #expect(result.status == 64)
    #expect(result.standardError.contains("--from-memory"))
  }

  /// `memory export` says what it wrote on standard error, or writes the TMX to standard output;
  /// catalogs of different source languages together are a usage error; `memory stats` prints a
  /// table.
  @Test func memoryExportAndStats() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(
      "vendor.tmx",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <tmx version="1.4"><header creationtool="X" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="en-US" datatype="plaintext"/>
      <body><tu><tuv xml:lang="en-US"><seg>Settings</seg></tuv><tuv xml:lang="fr-FR"><seg>Réglages</seg></tuv></tu>
      <tu><tuv xml:lang="en-US"><seg>Cancel</seg></tuv><tuv xml:lang="fr-FR"><seg>Annuler</seg></tuv></tu></body></tmx>
      """)
    let export = try CommandRunner.run(
      ["memory", "export", "--memory", "vendor.tmx", "--output", "memory.tmx"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardOutput.isEmpty)
    #expect(export.standardError.contains("Wrote 3 pairs from en (3 <tu>) to memory.tmx."), "\(export.standardError)")
    let stdout = try CommandRunner.run(["memory", "export", "--output", "-"], in: folder.url)
    #expect(stdout.status == 0, "\(stdout.standardError)")
    #expect(stdout.standardOutput.contains(#"srclang="en""#) && stdout.standardOutput.contains("<seg>Annuler</seg>"))
    let stats = try CommandRunner.run(["memory", "stats", "--memory", "vendor.tmx"], in: folder.url)
    #expect(stats.status == 0, "\(stats.standardError)")
    #expect(stats.standardOutput.contains("fr"))

    try folder.write("German.xcstrings", #"{ "sourceLanguage" : "de", "strings" : { }, "version" : "1.0" }"#)
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings, German.xcstrings]\n")
    let both = try CommandRunner.run(["memory", "export", "--output", "m.tmx"], in: folder.url)
    #expect(both.status == 64)
    #expect(both.standardError.contains("different source languages, en (L.xcstrings), de (German.xcstrings)"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("m.tmx").path))
  }
}
