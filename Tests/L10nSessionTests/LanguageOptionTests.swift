import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nICU
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// The languages a request is given are judged one way by every request that takes them
/// (`LanguageOption`): a tag ICU does not know, or one spelled otherwise than Xcode writes it, is
/// a `UsageError` (exit 64 on the command line) before anything is written.
@Suite struct LanguageOptionTests {
  /// Each request with languages (as the command line passes `--lang`), and what it would write
  /// (nil: nothing).
  static func requests(_ lang: String) -> [(name: String, run: (ProjectSession) throws -> Void, writes: String?)] {
    let listed = LanguageTags.list([lang])
    var export = ExportFilesRequest(ExportScope(named: [lang], allLanguages: false, selection: .all, pseudo: false))
    export.output = "out"
    return [
      ("status", { _ = try $0.run(StatusRequest(languages: [lang])) }, nil),
      ("export", { _ = try $0.run(export) }, "out"),
      ("fill", { _ = try $0.run(FillRequest(scope: MemoryScope(languages: listed), waiting: .noWait)) }, nil),
      ("memory stats", { _ = try $0.run(MemoryStatsRequest(scope: MemoryScope(languages: listed))) }, nil),
      (
        "memory export",
        { _ = try $0.run(MemoryExportRequest(scope: MemoryScope(languages: listed), output: "memory.tmx")) },
        "memory.tmx"
      ),
    ]
  }

  @Test func everyRequestRefusesATagThatIsNoLanguage() throws {
    let folder = try MemoryFolder.memoryProject()
    defer { folder.remove() }
    let catalog = try folder.bytes("L.xcstrings")
    let session = try folder.session()
    for (tag, message) in [
      ("fr,xx_bogus", "--lang 'xx_bogus' is not a language tag ICU knows"),
      ("pt_br", #"--lang 'pt_br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#),
      ("FR", #"--lang 'FR' is not "#),
      ("FR", #"did you mean "fr"?"#),
    ] {
      for (name, run, writes) in Self.requests(tag) {
        let error = #expect(throws: UsageError.self, "\(name) --lang \(tag)") { try run(session) }
        #expect(error?.message.contains(message) == true, "\(name): \(error?.message ?? "")")
        if let writes {
          #expect(!folder.exists(writes), "\(name) wrote \(writes)")
        }
        #expect(try folder.bytes("L.xcstrings") == catalog, "\(name) changed the catalog")
      }
    }
  }

  /// `" fr , fr"` and `"fr,"` are French once, as `fr` is, for the requests that read the list
  /// themselves (status, export).
  @Test func blanksAndRepeatsAreDropped() throws {
    let folder = try MemoryFolder.memoryProject()
    defer { folder.remove() }
    let session = try folder.session()
    let once = try session.run(StatusRequest(languages: ["fr"]))
    let listed = try session.run(StatusRequest(languages: [" fr , fr", "fr,"]))
    #expect(StatusReport.text(listed, color: false) == StatusReport.text(once, color: false))
    #expect(listed.first?.languages.map(\.language) == ["en", "fr"])
    var export = ExportFilesRequest(
      ExportScope(named: [" fr , fr", "fr,"], allLanguages: false, selection: .all, pseudo: false))
    export.output = "out"
    #expect(try session.run(export).exported.map(\.language) == ["fr"])
    #expect(folder.exists("out/fr.xliff"))
  }

  /// l10n.yml's languages are judged as `--lang` is: a typo is a configuration error with its
  /// line, when the project is opened (for every command that reads the configuration).
  @Test func theConfigurationsLanguagesAreJudgedToo() throws {
    let folder = try MemoryFolder.memoryProject()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nlanguages: [fr, de_DE]\n")
    let message = thrownMessage { _ = try folder.session() }
    #expect(
      message?.contains(
        #"l10n.yml:3: languages: 'de_DE' is not a language tag as Xcode writes it; did you mean "de-DE"?"#) == true,
      "\(message ?? "nothing thrown")")
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nlanguages: [fr, de-DE]\n")
    _ = try folder.session().run(StatusRequest())
    // The coverage gate's languages too: a typo would gate a language nobody translates.
    let gate = #expect(throws: UsageError.self) { try CheckRequest.parseCoverage("90,pt_br=100") }
    #expect(
      gate?.message.contains(
        #"--min-coverage 'pt_br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#) == true)
  }
}
