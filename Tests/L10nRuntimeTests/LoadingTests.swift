import Foundation
import L10nRuntime
import L10nTestSupport
import Testing

/// Loading: errors that say what is wrong, a bundle's catalogs, some languages only, reload.
@Suite struct LoadingTests {
  static let catalog = RuntimeFixture.catalog(
    RuntimeFixture.plain("title", [("en", "Title"), ("fr", "Titre"), ("de", "Titel"), ("fr-CA", "Titre (CA)")]))

  @Test func aMissingFile() throws {
    let fixture = try RuntimeFixture()
    let error = #expect(throws: LocalizedStringsError.self) { try fixture.load(["Nowhere"]) }
    let path = fixture.folder.file("Nowhere.xcstrings").path
    #expect(error == .catalogNotFound(path: path))
    #expect(error?.description == "\(path): no such String Catalog")
  }

  @Test func invalidJSONSaysWhereAndWhat() throws {
    let fixture = try RuntimeFixture()
    try fixture.write("Localizable", Self.catalog.replacing(#""Titre""#, with: #""Titre" "x""#, maxReplacements: 1))
    let error = #expect(throws: LocalizedStringsError.self) { try fixture.load(["Localizable"]) }
    let path = fixture.folder.file("Localizable.xcstrings").path
    guard case .invalidCatalog(path, 1, let column?, let reason) = error else {
      Issue.record("not an invalid catalog: \(String(describing: error))")
      return
    }
    #expect(reason == #"expected ',' or '}' after the value of "value", found a string"#)
    #expect(error?.description == "\(path):1:\(column): \(reason)")
  }

  @Test func theWrongShapeSaysWhereInTheCatalog() throws {
    let fixture = try RuntimeFixture()
    try fixture.write("Localizable", Self.catalog.replacing(#""state" : "translated""#, with: #""state" : 3"#))
    let error = #expect(throws: LocalizedStringsError.self) { try fixture.load(["Localizable"]) }
    #expect(
      error?.description.hasSuffix(
        #"strings → "title" → localizations → en → stringUnit → state: expected a string, found a number"#) == true)
  }

  @Test func twoCatalogsOfOneName() throws {
    let fixture = try RuntimeFixture()
    let first = try fixture.write("Localizable", Self.catalog)
    let second = try fixture.folder.write("Other/Localizable.xcstrings", Self.catalog)
    #expect(throws: LocalizedStringsError.sameTable(table: "Localizable", paths: [first.path, second.path])) {
      try LocalizedStrings(catalogs: [first, second])
    }
  }

  @Test func aBundlesCatalogs() throws {
    let fixture = try RuntimeFixture()
    try fixture.folder.write("Resources/Localizable.xcstrings", Self.catalog)
    try fixture.folder.write(
      "Resources/Settings/Settings.xcstrings",
      RuntimeFixture.catalog(RuntimeFixture.plain("title", [("en", "Settings"), ("fr", "Réglages")])))
    let bundle = try #require(Bundle(path: fixture.folder.file("Resources").path))
    let strings = try LocalizedStrings(bundle: bundle)
    #expect(strings.text("title", locale: "fr") == "Titre")
    #expect(strings.text("title", table: "Settings", locale: "fr") == "Réglages")
  }

  @Test func aBundleWithoutCatalogs() throws {
    let fixture = try RuntimeFixture()
    try fixture.folder.write("Resources/readme.txt", "no catalogs here")
    let bundle = try #require(Bundle(path: fixture.folder.file("Resources").path))
    let error = #expect(throws: LocalizedStringsError.self) { try LocalizedStrings(bundle: bundle) }
    guard case .noCatalogs = error else {
      Issue.record("not noCatalogs: \(String(describing: error))")
      return
    }
    #expect(error?.description.contains("no String Catalog (.xcstrings)") == true)
  }

  @Test func someLanguagesOnly() throws {
    let fixture = try RuntimeFixture()
    try fixture.write("Localizable", Self.catalog)
    let strings = try fixture.load(["Localizable"], languages: ["fr-CA"])
    #expect(strings.languages == ["en", "fr", "fr-CA"])
    #expect(strings.text("title", locale: "fr-CA") == "Titre (CA)")
    #expect(strings.text("title", locale: "de") == "Title")
  }

  @Test func reloadReadsTheFilesAgain() throws {
    let fixture = try RuntimeFixture()
    try fixture.write("Localizable", Self.catalog)
    let strings = try fixture.load(["Localizable"])
    #expect(strings.text("title", locale: "fr") == "Titre")
    try fixture.write("Localizable", Self.catalog.replacing("Titre", with: "Intitulé", maxReplacements: 1))
    #expect(strings.text("title", locale: "fr") == "Titre")
    try strings.reload()
    #expect(strings.text("title", locale: "fr") == "Intitulé")
    // A file broken meanwhile: reload throws, and the tables read before stay.
    try fixture.write("Localizable", "{ broken")
    #expect(throws: LocalizedStringsError.self) { try strings.reload() }
    #expect(strings.text("title", locale: "fr") == "Intitulé")
  }

  /// Lookups on several threads while the catalog is reloaded over and over: each answer is the
  /// text of one load or the other, whole.
  @Test func lookupsDuringReloads() async throws {
    let fixture = try RuntimeFixture()
    let texts = ["Titre un", "Titre deux"]
    try fixture.write("Localizable", Self.catalog.replacing("Titre", with: texts[0], maxReplacements: 1))
    let strings = try fixture.load(["Localizable"])
    let url = fixture.folder.file("Localizable.xcstrings")
    let wrong = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          var wrong = 0
          for _ in 0..<20_000 where !texts.contains(strings.text("title", locale: "fr")) { wrong += 1 }
          return wrong
        }
      }
      group.addTask {
        for round in 0..<40 {
          let text = Self.catalog.replacing("Titre", with: texts[round % 2], maxReplacements: 1)
          // Written whole (a file read half written would only make the reload throw).
          try? Data(text.utf8).write(to: url, options: .atomic)
          do { try strings.reload() } catch { Issue.record("\(error)") }
        }
        return 0
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }
}
