import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import L10nTestSupport
import OrderedCollections
import Testing

/// `l10n migrate` of an Android `res` folder, in memory: one catalog beside the `res` folder, its
/// keys the resource names, the languages its `values-…` folders name; device folders, string
/// arrays and other resources reported, not read as languages or dropped silently. And the round
/// trip issue 40 asks for: each corpus catalog through `compile --platform android` and back.
@Suite struct MigrateAndroidRequestTests {
  static let res = "app/src/main/res"

  static func project() throws -> MemoryFolder {
    let folder = try MemoryFolder()
    func resources(_ folderName: String, _ body: String, file: String = "strings.xml") throws {
      try folder.write(
        "\(res)/\(folderName)/\(file)", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)</resources>\n"
      )
    }
    try resources(
      "values",
      """
          <!-- The app's name -->
          <string name="app_name" translatable="false">Notes</string>

          <!-- Shown above the list -->
          <string name="welcome_title">Welcome, %1$s!</string>
          <plurals name="notes_count">
              <item quantity="one">%d note</item>
              <item quantity="other">%d notes</item>
          </plurals>
          <string-array name="sort_orders">
              <item>By date</item>
              <item>By title</item>
          </string-array>
          <dimen name="margin">16dp</dimen>
          <string name="quote">Don\\'t say \\"never\\"</string>

      """)
    try resources("values", "    <color name=\"accent\">#FF6600</color>\n", file: "colors.xml")
    try resources(
      "values-fr",
      """
          <string name="welcome_title">Bienvenue, %1$s !</string>
          <plurals name="notes_count">
              <item quantity="one">%d note</item>
              <item quantity="many">%d de notes</item>
              <item quantity="other">%d notes</item>
          </plurals>

      """)
    try resources("values-pt-rBR", "    <string name=\"welcome_title\">Bem-vindo, %1$s!</string>\n")
    try resources("values-b+zh+Hant", "    <string name=\"welcome_title\">歡迎，%1$s！</string>\n")
    // Not languages: night mode, car mode (aapt2 never reads `car` as a language).
    try resources("values-night", "    <string name=\"welcome_title\">Good evening, %1$s!</string>\n")
    try resources("values-night", "    <color name=\"accent\">#FF9933</color>\n", file: "colors.xml")
    try resources("values-car", "    <string name=\"welcome_title\">Drive safely, %1$s</string>\n")
    return folder
  }

  @Test func aResFolderBecomesOneCatalogBesideIt() throws {
    let folder = try Self.project()
    let result = try folder.session().run(MigrateRequest(paths: [Self.res]))
    #expect(result.catalogs.map(\.path) == ["app/src/main/Localizable.xcstrings"])
    #expect(result.catalogs[0].platform == "android")
    #expect(Set(result.catalogs[0].languages) == ["en", "fr", "pt-BR", "zh-Hant"])
    #expect(result.catalogs[0].languages.first == "en")
    #expect(result.catalogs[0].keys == 4)
    #expect(result.catalogs[0].files.count == 8)
    let catalog = try StringCatalog(bytes: folder.bytes("app/src/main/Localizable.xcstrings"))
    #expect(Array(catalog.strings.keys) == ["app_name", "notes_count", "quote", "welcome_title"])
    let welcome = try #require(catalog.strings["welcome_title"])
    #expect(welcome.extractionState == .migrated)
    #expect(welcome.comment == "Shown above the list")
    #expect(welcome.localizations?["en"]?.stringUnit?.value == "Welcome, %@!")
    #expect(welcome.localizations?["fr"]?.stringUnit?.value == "Bienvenue, %@ !")
    #expect(welcome.localizations?["pt-BR"]?.stringUnit?.state == .translated)
    #expect(welcome.localizations?["zh-Hant"]?.stringUnit?.value == "歡迎，%@！")
    #expect(catalog.strings["app_name"]?.shouldTranslate == false)
    #expect(catalog.strings["app_name"]?.comment == "The app's name")
    #expect(catalog.strings["quote"]?.localizations?["en"]?.stringUnit?.value == "Don't say \"never\"")
    let plural = try #require(catalog.strings["notes_count"]?.localizations?["fr"]?.variations?.plural)
    #expect(plural.keys.sorted() == ["many", "one", "other"])
    #expect(plural["many"]?.stringUnit?.value == "%lld de notes")
    #expect(
      catalog.strings["notes_count"]?.localizations?["en"]?.variations?.plural?["one"]?.stringUnit?.value == "%lld note"
    )
    // Written as Xcode writes it: fmt would leave it as it is.
    #expect(catalog.encoded() == (try folder.bytes("app/src/main/Localizable.xcstrings")))

    let warnings = result.warnings.map { $0.line(Paint(false)) }
    #expect(warnings.contains { $0.contains("values-night/strings.xml") && $0.contains("not a language") })
    #expect(warnings.contains { $0.contains("values-car/strings.xml") && $0.contains("not a language") })
    #expect(!warnings.contains { $0.contains("values-night/colors.xml") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("values/colors.xml") && $0.contains("1 other resource") })
    #expect(warnings.contains { $0.contains("values/strings.xml:") && $0.contains("sort_orders") })
    #expect(warnings.contains { $0.contains("values/strings.xml:") && $0.contains("<dimen>") })
    #expect(warnings.count == 5, "\(warnings)")
    // The resources are left as they are.
    #expect(folder.exists("\(Self.res)/values/strings.xml"))
  }

  @Test func theSourceLanguageIsTheOptionsElseTheProjects() throws {
    let folder = try Self.project()
    try folder.write("l10n.yml", "sourceLanguage: de\n")
    let dry = try folder.session().run(MigrateRequest(paths: [Self.res + "/values"], dryRun: true))
    #expect(dry.catalogs.map(\.languages) == [["de"]])
    #expect(!folder.exists("app/src/main/Localizable.xcstrings"))
    let named = try folder.session().run(
      MigrateRequest(paths: [Self.res + "/values-fr/strings.xml"], sourceLanguage: "fr", dryRun: true))
    #expect(named.catalogs.map(\.languages) == [["fr"]])
    #expect(named.catalogs.map(\.files) == [["\(Self.res)/values-fr/strings.xml"]])
  }

  @Test func anExistingCatalogIsNotReplacedAndOutputNamesTheFile() throws {
    let folder = try Self.project()
    try folder.write("app/src/main/Localizable.xcstrings", "{}")
    #expect(throws: UsageError.self) { try folder.session().run(MigrateRequest(paths: [Self.res])) }
    #expect(try folder.text("app/src/main/Localizable.xcstrings") == "{}")
    let result = try folder.session().run(
      MigrateRequest(paths: [Self.res + "/values", Self.res + "/values-fr"], output: "Shared/Texts.xcstrings"))
    #expect(result.catalogs.map(\.path) == ["Shared/Texts.xcstrings"])
    #expect(result.catalogs.map(\.table) == ["Texts"])
    #expect(try StringCatalog(bytes: folder.bytes("Shared/Texts.xcstrings")).languages == ["en", "fr"])
  }

  @Test func lprojAndResInOneRunAndStrayFilesAreUsageErrors() throws {
    let folder = try Self.project()
    try folder.write("ios/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    try folder.write("notes/readme.xml", "<resources/>")
    for paths in [
      [Self.res, "ios"], ["notes/readme.xml"], [Self.res + "/values-night/../../../../ios/en.lproj", Self.res],
    ] {
      #expect(throws: UsageError.self, "\(paths)") { try folder.session().run(MigrateRequest(paths: paths)) }
    }
    #expect(!folder.exists("app/src/main/Localizable.xcstrings"))
  }

  /// Each corpus catalog compiled for Android and migrated back: every text compile wrote comes
  /// back, in every language, under its resource name (the name rule loses case and punctuation,
  /// so the key is the name), with placeholders in Apple's form.
  @Test(arguments: Fixtures.realCatalogNames)
  func everyCorpusTextComesBackThroughCompileAndMigrate(name: String) throws {
    let catalog = try AndroidExpectedTexts.writable(name, resourceName: AndroidNames.resourceName).catalog
    let folder = try MemoryFolder()
    try folder.write("Catalog.xcstrings", catalog.encoded())
    var compile = CompileRequest(output: Self.res)
    (compile.catalogs, compile.platform) = (["Catalog.xcstrings"], .android)
    let compiled = try folder.session().run(compile)
    let result = try folder.session().run(MigrateRequest(paths: [Self.res], sourceLanguage: catalog.sourceLanguage))
    #expect(result.warnings.isEmpty, "\(result.warnings.prefix(3))")
    #expect(result.catalogs.first?.files.count == compiled.files.count)
    let migrated = try StringCatalog(bytes: folder.bytes("app/src/main/Localizable.xcstrings"))
    #expect(migrated.strings.values.allSatisfy { $0.extractionState == .migrated })
    var compared = 0
    for language in catalog.languages {
      var expected: [String: String] = [:]
      for (id, text) in AndroidExpectedTexts.expectedTexts(catalog, language: language) {
        let parts = id.components(separatedBy: "|==|")
        expected[([AndroidNames.resourceName(parts[0])] + parts.dropFirst()).joined(separator: "|==|")] = text
      }
      var texts: [String: String] = [:]
      for (key, entry) in migrated.strings {
        entry.localizations?[language]?.forEachText { text, path in
          if case .unit(let unit) = text { texts[path.unitID(key: key)] = AndroidExpectedTexts.normalized(unit.value) }
        }
      }
      #expect(texts == expected, "\(name) \(language)")
      compared += expected.count
    }
    #expect(compared > 0 || compiled.warnings.contains { $0.message.contains("stringSet") })
  }
}
