import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `init` (`InitPlan`) on the three layouts, then a session: extract, check and status work with
/// no paths, and a second `init` changes no byte.
@Suite struct InitSessionTests {
  static func plan(_ folder: TemporaryDirectory, languages: [String]) throws -> InitPlan {
    try InitPlan(root: folder.url, options: .init(languages: languages))
  }

  @Test(arguments: InitFixtures.allCases)
  func initThenExtractCheckAndStatusWork(_ fixture: InitFixtures) throws {
    let folder = try fixture.make()
    defer { folder.remove() }
    let untouched = InitFixtures.snapshot(folder.url)
    let dryRun = try Self.plan(folder, languages: ["fr", "de"]).report(dryRun: true)
    #expect(dryRun.contains("would create  l10n.yml"))
    #expect(dryRun.contains("Nothing was written (--dry-run)."))
    #expect(InitFixtures.snapshot(folder.url) == untouched, "--dry-run wrote nothing")

    let first = try Self.plan(folder, languages: ["fr", "de"])
    try first.apply()
    let report = first.report(dryRun: false)
    #expect(report.contains("created  l10n.yml"))
    #expect(report.contains(#"git config merge.l10n.driver "l10n merge-driver %O %A %B %P""#))

    let observed = Observed()
    let session = try folder.session(observed.observer)
    let extract = try session.run(ExtractRequestTests.extract())
    #expect(
      observed.warnings.isEmpty && observed.notes.isEmpty,
      "the shorthand extracts without a warning: \(observed.warnings)\(observed.notes)")
    #expect(ExtractOutput.text(extract, dryRun: false).contains("added"))
    let check = try session.run(CheckRequest())
    let checkText = CheckReportRenderer.render(check, format: .text)
    #expect(!check.failed, "\(checkText)")
    #expect(checkText.contains("has no fr translation"))
    let status = StatusReport.text(try session.run(StatusRequest()), color: false)
    #expect(status.contains("en (source)     1           1"), "\(status)")
    #expect(status.contains("de              1           0"), "\(status)")

    let before = InitFixtures.snapshot(folder.url)
    let second = try Self.plan(folder, languages: ["fr", "de"])
    try second.apply()
    let secondReport = second.report(dryRun: false)
    #expect(secondReport.contains("Nothing to change: this folder is set up for l10n already."))
    #expect(!secondReport.contains("created"))
    #expect(InitFixtures.snapshot(folder.url) == before, "a second init changes no byte")
  }

  /// Sources that hold only InfoPlist.xcstrings (Info.plist's table) get a Localizable.xcstrings
  /// too, for the keys the shorthand reads: extract puts code's keys there, never into Info.plist's.
  @Test func anInfoPlistCatalogAloneGetsALocalizableOne() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    let infoPlist = try Fixtures.bytes("real/coteditor_CotEditor_InfoPlist.xcstrings")
    try folder.write("Sources/Core/InfoPlist.xcstrings", String(decoding: infoPlist, as: UTF8.self))
    let plan = try Self.plan(folder, languages: ["fr"])
    try plan.apply()
    let report = plan.report(dryRun: false)
    #expect(report.contains("created  Sources/Core/Localizable.xcstrings"), "\(report)")
    #expect(report.contains("kept     Sources/Core/InfoPlist.xcstrings"))
    let configuration = try folder.text("l10n.yml")
    #expect(configuration.contains("catalogs: [Sources/Core/Localizable.xcstrings, Sources/Core/InfoPlist.xcstrings]"))
    let extract = ExtractOutput.text(try folder.session().run(ExtractRequestTests.extract()), dryRun: false)
    #expect(extract.hasPrefix("Sources/Core/Localizable.xcstrings: updated"), "\(extract)")
    #expect(try folder.bytes("Sources/Core/InfoPlist.xcstrings") == infoPlist)
  }
}
