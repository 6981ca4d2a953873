import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import L10nTestSupport
import Testing

/// `l10n import` then `l10n export` of the same language, as a project runs them: an Xcode XLIFF
/// whose translators kept source texts (`translated`) comes back unit for unit; the pre-filled
/// copies (no state, `new`, `needs-translation`) are held, unless l10n.yml's
/// `import.holdUnchangedSource` is off.
@Suite struct SameAsSourceImportRequestTests {
  static let catalogPath = "Tessera/SameAsSource.xcstrings"

  static func project(_ yaml: String = "") throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.write("l10n.yml", "version: 1\ncatalogs: [\(catalogPath)]\n" + yaml)
    try folder.write(catalogPath, try Fixtures.bytes("import/SameAsSource.xcstrings"))
    try folder.write("fr.xliff", try Fixtures.bytes("import/same-as-source.fr.xliff"))
    return folder
  }

  /// The `<trans-unit>` blocks of a document, by id.
  static func units(_ document: String) -> [String: String] {
    var result: [String: String] = [:]
    var rest = Substring(document)
    while let open = rest.range(of: "      <trans-unit id=\""),
      let close = rest.range(of: "</trans-unit>\n", range: open.upperBound..<rest.endIndex)
    {
      let id = rest[open.upperBound...].prefix { $0 != "\"" }
      result[String(id)] = String(rest[open.lowerBound..<close.upperBound])
      rest = rest[close.upperBound...]
    }
    return result
  }

  @Test func importThenExportGivesTheTranslatorsUnitsBack() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let session = try folder.session()
    let imported = try session.run(ImportRequest(files: ["fr.xliff"], waiting: .noWait))
    #expect(imported.merge.problems.map(\.reason) == [.standIn, .standIn, .standIn])
    #expect(imported.merge.problems.compactMap(\.key).sorted() == ["Cancel", "Done", "Save"])
    var export = ExportFilesRequest(ExportScope(named: ["fr"], allLanguages: false, selection: .all, pseudo: false))
    export.output = "Out"
    _ = try session.run(export)
    let theirs = Self.units(try folder.text("fr.xliff"))
    let ours = Self.units(try folder.text("Out/fr.xliff"))
    #expect(theirs.count == 9 && Set(ours.keys) == Set(theirs.keys))
    for id in ["Tessera", "%@ (UTC)", "API", " ", "Podcast", "Editor"] {
      #expect(ours[id] != nil && ours[id] == theirs[id], "\(id)")
    }
    for id in ["Cancel", "Done", "Save"] { #expect(ours[id]?.contains("<target") == false, "\(id)") }
  }

  @Test func holdUnchangedSourceOffTakesEveryCopy() throws {
    let folder = try Self.project("import:\n  holdUnchangedSource: false\n")
    defer { folder.remove() }
    let imported = try folder.session().run(ImportRequest(files: ["fr.xliff"], waiting: .noWait))
    #expect(imported.merge.problems.isEmpty, "\(importText(imported.merge))")
    #expect(imported.merge.rows.first?.counts.added == 9)
  }
}
