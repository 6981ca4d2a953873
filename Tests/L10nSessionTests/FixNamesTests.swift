import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// check's key-naming suggestions and what `check --fix-names` renames with them
/// (`CheckRequest.nameFixes`, `RenameRequest`).
@Suite struct FixNamesTests {
  @Test func checkSuggestsSnakeCaseAndFixNamesRenames() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write("L.xcstrings", RenameFixtures.badNamesCatalog)
    try folder.write("l10n.yml", RenameFixtures.config)
    try folder.write("Sources/A.swift", RenameFixtures.badNamesSource)
    let session = try folder.session()
    _ = try session.run(FmtRequest(waiting: .noWait))
    let report = try session.run(CheckRequest())
    let json = CheckReportRenderer.render(report, format: .json)
    #expect(json.contains(#""suggestion" : "editor.add_button.title""#), "\(json)")
    #expect(json.contains(#""suggestion" : "settings.url_field""#))
    let catalog = try folder.bytes("L.xcstrings")
    // What --fix-names renames (and with --dry-run prints): the findings of a run without baseline.
    let fixes = CheckRequest.nameFixes(try session.run(CheckRequest(appliesBaseline: false)).findings)
    #expect(
      Set(fixes.map { "\($0.old) → \($0.new)" })
        == ["Settings.URLField → settings.url_field", "editor.addButton.title → editor.add_button.title"])
    #expect(fixes.count == 2)
    #expect(try folder.bytes("L.xcstrings") == catalog)
    _ = try session.run(RenameRequestTests.rename(fixes, dryRun: true))
    #expect(try folder.bytes("L.xcstrings") == catalog)
    let fixed = try session.run(RenameRequestTests.rename(fixes))
    #expect(fixed.manualChecks.isEmpty, "\(fixed.manualChecks)")
    let after = CheckReportRenderer.render(try session.run(CheckRequest()), format: .json)
    #expect(!after.contains(#""rule" : "key-naming""#))
    #expect(try RenameRequestTests.inSync(session))
  }

  /// Keys Xcode names are no key convention's: a storyboard's catalog (Interface Builder's object
  /// IDs) and `InfoPlist.xcstrings` (Info.plist keys) get no naming finding, so `--fix-names`
  /// never renames them (that would cut the texts off from the storyboard and the Info.plist),
  /// while a catalog of the project's own keys still does.
  @Test func keysXcodeNamesAreNeverRenamed() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [App]\n")
    let storyboard = try Fixtures.bytes("real/coteditor_CotEditor_Main.xcstrings")
    let infoPlist = try Fixtures.bytes("real/coteditor_CotEditor_InfoPlist.xcstrings")
    try folder.write("App/mul.lproj/Main.xcstrings", String(decoding: storyboard, as: UTF8.self))
    try folder.write("App/InfoPlist.xcstrings", String(decoding: infoPlist, as: UTF8.self))
    let session = try folder.session()
    let report = try session.run(CheckRequest(appliesBaseline: false))
    let check = CheckReportRenderer.render(report, format: .json)
    #expect(!check.contains(#""rule" : "key-naming""#), "\(check.prefix(2000))")
    #expect(!check.contains(#""rule" : "natural-language-key""#))
    // Coverage per screen counts them together, not an object ID or an Info.plist key a screen.
    #expect(check.contains(#""screen" : "(Interface Builder keys)""#))
    #expect(check.contains(#""screen" : "(Info.plist keys)""#))
    #expect(!check.contains(#""screen" : "0HX-j9-5jF""#))
    #expect(!check.contains(#""screen" : "CFBundleName""#))
    #expect(CheckRequest.nameFixes(report.findings).isEmpty)
    #expect(try folder.bytes("App/mul.lproj/Main.xcstrings") == storyboard)

    // The same storyboard keys in a catalog named otherwise, without Xcode's comments: still
    // Interface Builder's by their shape. A key of the project's own is still judged.
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "0HX-j9-5jF.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Select Word" } } } },
          "editor.addButton.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Add" } } } }
        },
        "version" : "1.0"
      }
      """)
    let own = CheckRequest.nameFixes(try session.run(CheckRequest(appliesBaseline: false)).findings)
    #expect(own.map { "\($0.old) → \($0.new)" } == ["editor.addButton.title → editor.add_button.title"])
  }
}
