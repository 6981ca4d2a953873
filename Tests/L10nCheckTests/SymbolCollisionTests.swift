import Foundation
import L10nCatalog
import L10nCheck
import L10nTestSupport
import L10nText
import Testing

/// `symbol-collision`: manual keys of one table whose Xcode 26 symbols collide, or that derive
/// none; never for keys Xcode extracted, nor in catalogs that have no symbols.
@Suite struct SymbolCollisionTests {
  static func catalog(_ keys: [(key: String, value: String, manual: Bool)]) -> String {
    let entries = keys.map { key, value, manual in
      "\"\(key)\":{\(manual ? "\"extractionState\":\"manual\"," : "")\"localizations\":{"
        + "\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}}}"
    }
    return "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}"
  }

  @Test func okAndOkCollide() throws {
    let report = try CheckHarness.run(
      Self.catalog([("OK", "OK", true), ("Ok", "Ok", true), ("editor.title", "Editor", true)]),
      file: "Localizable.xcstrings")
    let findings = report.findings(.symbolCollision)
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .error)
    #expect(
      findings.first?.message.contains("\"Ok\" and \"OK\" both generate the Swift symbol `ok` in Localizable") == true)
  }

  @Test func separatorsThatGiveOneSymbolCollide() throws {
    let report = try CheckHarness.run(
      Self.catalog([("editor.title", "Editor", true), ("editor_title", "Editor", true)]), file: "Localizable.xcstrings")
    #expect(report.findings(.symbolCollision).count == 1)
  }

  /// A `var` and a `func` of one name, or funcs of other parameter types, are overloads.
  @Test func overloadsDoNotCollide() throws {
    let report = try CheckHarness.run(
      Self.catalog([
        ("files.count", "Files", true), ("files_count", "%lld files", true), ("Files Count", "%@ files", true),
      ]), file: "Localizable.xcstrings")
    #expect(report.findings(.symbolCollision).isEmpty)
  }

  @Test func aManualKeyThatDerivesNoSymbol() throws {
    let report = try CheckHarness.run(
      Self.catalog([("%lld", "%lld", true), ("%@", "%@", false)]), file: "Localizable.xcstrings")
    let findings = report.findings(.symbolCollision)
    #expect(findings.map(\.key) == ["%lld"])
    #expect(findings.first?.message.contains("derives no Swift symbol") == true)
  }

  /// Only manual keys get symbols; InfoPlist.xcstrings has none.
  @Test func extractedKeysAndInfoPlistAreLeftAlone() throws {
    let extracted = try CheckHarness.run(
      Self.catalog([("OK", "OK", false), ("Ok", "Ok", false)]), file: "Localizable.xcstrings")
    #expect(extracted.findings(.symbolCollision).isEmpty)
    let infoPlist = try CheckHarness.run(
      Self.catalog([("OK", "OK", true), ("Ok", "Ok", true)]), file: "App/InfoPlist.xcstrings")
    #expect(infoPlist.findings(.symbolCollision).isEmpty)
  }

  /// The 13 corpus catalogs have no manual keys that collide or derive no symbol (their manual
  /// keys: CotEditor's one, geteduroam's one, xcstrings-tool's two, LinearMouse's eight, and
  /// Rectangle's storyboard object IDs, which are Interface Builder's).
  @Test(arguments: Fixtures.realCatalogNames)
  func corpusCatalogsHaveNoCollision(name: String) throws {
    let file = try CatalogFile(path: Fixtures.url("real/" + name).path)
    let report = Checker().check([CatalogInput(file: name, catalog: file.catalog, locations: nil)])
    #expect(report.findings(.symbolCollision).isEmpty, "\(report.findings(.symbolCollision).map(\.message))")
  }
}
