import Foundation
import L10nCatalog
import L10nCheck
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// `l10n check` on the real Xcode-written catalogs: no crash, findings on the key's real line, and
/// the findings a reviewer would expect.
@Suite struct CorpusCheckTests {
  static func check(_ name: String, options: CheckOptions = CheckOptions()) throws -> CheckReport {
    let url = Fixtures.url("real/" + name)
    let file = try CatalogFile(path: url.path, displayPath: name, recordingLocations: true)
    return Checker(options: options).check([CatalogInput(file: name, catalog: file.catalog, locations: file.locations)])
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func everyCatalogChecksAndFindingsPointAtTheirKey(name: String) throws {
    let report = try Self.check(name)
    let lines = try String(contentsOf: Fixtures.url("real/" + name), encoding: .utf8).components(separatedBy: "\n")
    for finding in report.findings.prefix(500) {
      guard let key = finding.key else { continue }
      let line = lines[finding.line - 1]
      if let language = finding.language, finding.rule != .missingTranslation || line.contains("\"\(language)\"") {
        // A language's finding points at the language's line inside the key (or at the key when
        // the language is missing).
        #expect(
          line.contains("\"\(language)\" : {") || line.contains(Self.jsonQuoted(key)),
          "\(name):\(finding.line) \(finding.rule)")
      } else {
        #expect(line.contains(Self.jsonQuoted(key) + " : {"), "\(name):\(finding.line) \(finding.rule) \(key)")
      }
    }
    #expect(report.coverage.count == 1)
  }

  static func jsonQuoted(_ key: String) -> String {
    "\""
      + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  @Test func knownStaleKeys() throws {
    let stale = try Self.check("apple_sample-backyard-birds_Birds.xcstrings").findings.filter { $0.rule == .staleKey }
    #expect(stale.compactMap(\.key).sorted() == ["Favorite", "Nickname", "Recent Backyards"])
  }

  @Test func aMissingPluralCaseInCotEditor() throws {
    // The German text of this key has only `other`; German needs `one` too.
    let findings = try Self.check("coteditor_CotEditor_Document.xcstrings").findings.filter {
      $0.rule == .pluralMissingCategory && $0.key == "MoveToTrashConfirmation.title.many"
    }
    #expect(findings.contains { $0.language == "de" && $0.message.contains("missing one") && $0.severity == .error })
  }

  @Test func noPlaceholderMismatchInRealCatalogsButAPlantedOneIsFound() throws {
    for name in Fixtures.realCatalogNames {
      #expect(try Self.check(name).findings.filter { $0.rule == .formatSpecifiers }.isEmpty, "\(name)")
    }
    // Plant one in a copy: a French text of a %@ key gets %d.
    let url = Fixtures.url("real/geteduroam_apple-app_Connect_Localizable.xcstrings")
    var catalog = try StringCatalog(bytes: Fixtures.bytes("real/geteduroam_apple-app_Connect_Localizable.xcstrings"))
    let key = try #require(
      catalog.strings.keys.first { $0.contains("%@") && catalog.strings[$0]?.localizations?["nl"] != nil })
    catalog.strings[key]?.localizations?["nl"]?.stringUnit?.value = "Aantal: %d"
    let (planted, locations) = try StringCatalog.decodeWithLocations(
      bytes: catalog.encoded(), file: url.lastPathComponent)
    let report = Checker().check([CatalogInput(file: "copy.xcstrings", catalog: planted, locations: locations)])
    let found = report.findings.filter { $0.rule == .formatSpecifiers }
    #expect(found.count == 1)
    #expect(found.first?.key == key)
    #expect(found.first?.language == "nl")
    #expect(found.first?.message.contains("%d") == true)
  }
}
