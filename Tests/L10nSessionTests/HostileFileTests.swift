import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// Hostile files and paths through a session: paths with spaces and non-ASCII, a read-only
/// catalog, a multi-gigabyte catalog.
@Suite struct HostileFileTests {
  static let unformatted = SampleProjects.unformattedCheckCatalog

  /// Every request works in folders and on files whose names have spaces, accents, CJK and emoji.
  @Test func pathsWithSpacesAndNonASCII() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let project = "Mon projet é/日本 😀"
    try folder.write(
      "\(project)/l10n.yml",
      "version: 1\ncatalogs: [\"Cata logs/Ĺocalizable ü.xcstrings\"]\nsources: [\"App é\"]\n")
    try folder.write("\(project)/Cata logs/Ĺocalizable ü.xcstrings", Self.unformatted)
    try folder.write("\(project)/App é/Vue ü.swift", "let t = \"editor.new_key.title\".i18n // Nouveau\n")
    let session = try folder.session(in: project)
    let fmt = try session.run(FmtRequest(waiting: .noWait))
    #expect(fmt.changed == ["Cata logs/Ĺocalizable ü.xcstrings"])
    _ = try session.run(ExtractRequestTests.extract())
    var export = ExportFilesRequest(ExportScope(named: ["fr"], allLanguages: false, selection: .all, pseudo: false))
    export.output = "Traductions é"
    _ = try session.run(export)
    let exported = try FileManager.default.contentsOfDirectory(atPath: folder.file("\(project)/Traductions é").path)
    #expect(exported == ["fr.xliff"])
    let imported = try session.run(ImportRequest(files: ["Traductions é/fr.xliff"], waiting: .noWait))
    #expect(imported.merge.problems.isEmpty, "\(importText(imported.merge))")
    #expect(try session.run(StatusRequest()).first?.file == "Cata logs/Ĺocalizable ü.xcstrings")
    #expect(try folder.text("\(project)/Cata logs/Ĺocalizable ü.xcstrings").contains("\"editor.new_key.title\""))
    // An error names the path as given.
    try folder.write("\(project)/Cassé ü.xcstrings", "{")
    let broken = thrownMessage { _ = try session.run(FmtRequest(catalogs: ["Cassé ü.xcstrings"], waiting: .noWait)) }
    #expect(broken?.hasPrefix("Cassé ü.xcstrings:1:2: ") == true, "\(broken ?? "nothing thrown")")
  }

  /// A read-only catalog: fmt, import and extract fail with a clear message; the file is
  /// untouched (bytes and mode); no temporary file is left.
  @Test func aReadOnlyCatalogIsAClearFailure() throws {
    let folder = try SampleProjects.project(
      config: "version: 1\ncatalogs: [L.xcstrings]\nsources: [App]\n", catalog: Self.unformatted)
    defer { folder.remove() }
    try folder.write("App/A.swift", "let t = \"editor.other.title\".i18n\n")
    try folder.write(
      "fr.xliff",
      SampleProjects.xliff(
        "<trans-unit id=\"editor.title\"><source>Editor</source><target state=\"translated\">Éditeur</target></trans-unit>",
        language: "fr"))
    let url = folder.file("L.xcstrings")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let session = try folder.session()
    let runs: [(String, () throws -> Void)] = [
      ("fmt", { _ = try session.run(FmtRequest(waiting: .noWait)) }),
      ("import", { _ = try session.run(ImportRequest(files: ["fr.xliff"], waiting: .noWait)) }),
      ("extract", { _ = try session.run(ExtractRequestTests.extract()) }),
    ]
    for (name, run) in runs {
      let message = thrownMessage(run)
      #expect(
        message?.contains(
          "L.xcstrings: the file is read-only; nothing was written (make it writable, e.g. chmod u+w, and run again)")
          == true,
        "\(name): \(message ?? "nothing thrown")")
      expectSameBytes(try Fixtures.bytesAt(url), Array(Self.unformatted.utf8), name)
      #expect(
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue == 0o444)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
  }

  /// A 5 GB catalog (a sparse file: no disk used) is refused at once with the limit by every
  /// request that reads catalogs.
  @Test func aMultiGigabyteCatalogIsRefusedWithTheLimit() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("Huge.xcstrings", Self.unformatted)
    try Fixtures.growSparse(url, to: 5 << 30)
    let session = try folder.session()
    let runs: [(String, () throws -> Void)] = [
      ("fmt", { _ = try session.run(FmtRequest(catalogs: ["Huge.xcstrings"], waiting: .noWait)) }),
      ("status", { _ = try session.run(StatusRequest(catalogs: ["Huge.xcstrings"])) }),
      ("check", { _ = try session.run(CheckRequest(catalogs: ["Huge.xcstrings"])) }),
    ]
    for (name, run) in runs {
      let message = thrownMessage(run)
      #expect(
        message?.contains(
          "Huge.xcstrings: the file is 5.0 GiB (5368709120 bytes); l10n reads files up to 1 GiB (1073741824 bytes), so it was not read"
        ) == true,
        "\(name): \(message ?? "nothing thrown")")
    }
  }
}
