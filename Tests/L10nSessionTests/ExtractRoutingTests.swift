import Foundation
import L10nCatalog
import L10nExtraction
import L10nSession
import L10nTestSupport
import Testing

/// An app with a widget, each with its own `Localizable.xcstrings` (as Xcode makes one per
/// target): a key without a table goes to the catalog nearest the code that uses it, a key one
/// catalog already has stays there, and a key the other target's code uses is not unused.
@Suite struct ExtractRoutingTests {
  static func catalog(_ keys: [String]) -> String {
    let entries = keys.map { key in
      "\"\(key)\":{\"extractionState\":\"manual\",\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(key)\"}}}}"
    }
    return "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}"
  }

  static func app(configuration: String = "") throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.write(
      "l10n.yml",
      "sources: [App, Widget]\ncatalogs: [App/Localizable.xcstrings, Widget/Localization/Localizable.xcstrings]\n"
        + configuration)
    try folder.write("App/Localizable.xcstrings", catalog(["app.title", "app.retired", "shared.done"]))
    try folder.write("Widget/Localization/Localizable.xcstrings", catalog(["widget.title", "widget.retired"]))
    try folder.write(
      "App/Main.swift",
      """
      let title = "app.title".i18n
      let added = "app.new_key".i18n // New in the app
      """)
    try folder.write(
      "Widget/View.swift",
      """
      let title = "widget.title".i18n
      let done = "shared.done".i18n
      let added = "widget.new_key".i18n // New in the widget
      """)
    return folder
  }

  static func changes(_ report: ExtractionReport) -> [String: [String]] {
    Dictionary(
      uniqueKeysWithValues: report.catalogs.map { part in
        (
          part.file,
          part.changes.map { "\($0.kind.rawValue) \($0.key)" } + part.findings.map { "\($0.kind.rawValue) \($0.key)" }
        )
      })
  }

  @Test func eachTargetsKeysGoToItsOwnCatalog() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let report = try folder.session().run(ExtractRequestTests.extract(writes: false))
    #expect(
      Self.changes(report) == [
        "App/Localizable.xcstrings": ["added app.new_key", "unused app.retired"],
        "Widget/Localization/Localizable.xcstrings": ["added widget.new_key", "unused widget.retired"],
      ])
  }

  /// `extract.catalog` (or `--catalog`) names the catalog for every key without a table, as before.
  @Test func aNamedCatalogTakesEveryKey() throws {
    let folder = try Self.app(configuration: "extract:\n  catalog: App/Localizable.xcstrings\n")
    defer { folder.remove() }
    let report = try folder.session().run(ExtractRequestTests.extract(writes: false))
    #expect(
      Self.changes(report) == [
        "App/Localizable.xcstrings": [
          "added app.new_key", "added widget.title", "added widget.new_key", "unused app.retired",
        ]
      ])
  }
}
