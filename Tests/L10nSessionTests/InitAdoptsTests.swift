import Foundation
import L10nExtraction
import L10nProject
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `l10n init` adopts the catalogs a project has, wherever they are: it creates none, l10n.yml
/// lists every one and the languages they have, and the summary says which it found.
@Suite struct InitAdoptsTests {
  /// A catalog with `keys`, each translated into `languages` besides English.
  static func catalog(_ keys: [String], languages: [String]) -> String {
    let entries = keys.map { key in
      let localizations = (["en"] + languages).map { language in
        #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(key) \#(language)" } }"#
      }
      return #""\#(key)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#
    }
    return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"#
  }

  /// An Xcode app whose catalog sits at the repository's root, beside the `.xcodeproj` (not in
  /// the app's folder), and a Finder extension with a catalog of its own; catalogs in build output,
  /// dependency checkouts, an exported `.xcloc` and a folder with its own l10n.yml, which are not
  /// the app's.
  static func xcodeAppWithRootCatalog() throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.write("Tally.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n")
    try folder.write(
      "Tally/CounterView.swift",
      """
      import SwiftUI

      struct CounterView: View {
        var body: some View {
          VStack {
            Text("counter.title")
            Button("counter.reset.button") {}
          }
        }
      }
      """)
    try folder.write("TallyFinder/FinderSync.swift", "let menuTitle = String(localized: \"finder.menu.title\")\n")
    try folder.write(
      "Localizable.xcstrings", catalog(["counter.title", "counter.reset.button"], languages: ["fr", "de"]))
    try folder.write("TallyFinder/Localizable.xcstrings", catalog(["finder.menu.title"], languages: ["ja", "de"]))
    for other in [
      "DerivedData/Tally/Build/Localizable.xcstrings", "SourcePackages/checkouts/Kit/Kit.xcstrings",
      "Pods/Lib/Lib.xcstrings", "Carthage/Checkouts/Dep/Dep.xcstrings", ".build/x/X.xcstrings",
      "Exports/fr.xcloc/Source Contents/Localizable.xcstrings", "Tools/Server/Server.xcstrings",
    ] {
      try folder.write(other, catalog(["other.key"], languages: ["ko"]))
    }
    try folder.write("Tools/Server/l10n.yml", "catalogs: [Server.xcstrings]\n")
    return folder
  }

  /// A package whose catalog is in the `Resources/` folder of its second target: the first
  /// target in Package.swift has Swift files and no catalog.
  static func packageWithResourcesCatalog() throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Weather",
        defaultLocalization: "en",
        targets: [
          .target(name: "Networking"),
          .target(name: "WeatherUI", dependencies: ["Networking"], resources: [.process("Resources")]),
        ]
      )
      """)
    try folder.write("Sources/Networking/Client.swift", "struct Client {}\n")
    try folder.write(
      "Sources/WeatherUI/Forecast.swift",
      "import Foundation\nlet title = String(localized: \"forecast.title\", bundle: .module)\n")
    try folder.write(
      "Sources/WeatherUI/Resources/Localizable.xcstrings",
      catalog(["forecast.title"], languages: ["zh-Hans", "pt-BR", "es"]))
    return folder
  }

  /// An app's repository with an `.xcodeproj` and a small Package.swift for editor support, whose
  /// target's name and `path:` are a variable.
  static func xcodeAppWithEditorPackage(nameToo: Bool) throws -> MemoryFolder {
    let folder = try MemoryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.5
      // Only for editors' language servers; Xcode builds the app from Chirp.xcodeproj.
      import PackageDescription

      let appFolder = "Chirp"
      let package = Package(
        name: "Chirp",
        targets: [
          .target(
            name: \(nameToo ? "appFolder" : "\"Chirp\""),
            path: appFolder
          )
        ]
      )
      """)
    try folder.write("Chirp.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n")
    try folder.write("Chirp/Feed/FeedView.swift", "import SwiftUI\nlet title = Text(\"feed.title\")\n")
    try folder.write("ChirpTests/FeedTests.swift", "import XCTest\n")
    try folder.write(
      "Chirp/Assets/Localization/Localizable.xcstrings", catalog(["feed.title"], languages: ["sv", "fa"]))
    try folder.write("Chirp/Assets/Localization/Reply.xcstrings", catalog(["reply.title"], languages: ["nl"]))
    return folder
  }

  static func created(_ plan: InitPlan) -> [String] {
    plan.steps.compactMap { step in if case .create = step.change { step.path } else { nil } }
  }

  @Test func anXcodeProjectsRootCatalogAndAnExtensionsAreAdoptedAndNothingElse() throws {
    let folder = try Self.xcodeAppWithRootCatalog()
    defer { folder.remove() }
    let plan = try InitPlan(root: folder.url, options: .init(), files: folder.projectFiles())
    #expect(plan.layout.sources == "Tally")
    #expect(!Self.created(plan).contains { $0.hasSuffix(".xcstrings") }, "\(Self.created(plan))")
    let report = plan.report(dryRun: true)
    #expect(
      report.contains(
        "Catalogs found: 2 (Localizable.xcstrings, TallyFinder/Localizable.xcstrings); l10n.yml lists them all, "
          + "and init creates no catalog."),
      "\(report)")
    #expect(
      report.contains("Languages (the catalogs' besides the development language, for l10n.yml): de, fr, ja."),
      "\(report)")
    #expect(report.contains("would keep    Localizable.xcstrings: a catalog is here already (2 keys, 3 languages)"))
    #expect(!report.contains("ko"), "no language of a catalog init does not adopt")
    try plan.apply(files: folder.projectFiles())

    let configuration = try ConfigurationLoader.parse(try folder.text("l10n.yml"), file: "l10n.yml")
    #expect(configuration.catalogs == ["Localizable.xcstrings", "TallyFinder/Localizable.xcstrings"])
    #expect(configuration.languages == ["de", "fr", "ja"])
    #expect(configuration.sources == ["Tally", "TallyFinder"])
    // extract finds the app's keys in the catalog they are in already: none is added again.
    let extract = try folder.session().run(ExtractRequestTests.extract(writes: false))
    #expect(!extract.catalogs.contains { $0.new })
    let added = extract.catalogs.flatMap(\.changes).filter { $0.kind == .added }.map(\.key)
    #expect(
      !added.contains("counter.title") && !added.contains("counter.reset.button"),
      "\(ExtractOutput.text(extract, dryRun: true))")
  }

  @Test func aPackagesResourcesCatalogIsAdoptedWithItsTarget() throws {
    let folder = try Self.packageWithResourcesCatalog()
    defer { folder.remove() }
    let plan = try InitPlan(root: folder.url, options: .init(languages: ["fr"]), files: folder.projectFiles())
    #expect(
      plan.layout.explanation
        == "Swift package: target 'WeatherUI' (Sources/WeatherUI), the first target in Package.swift with Swift "
        + "files and a catalog (others: Networking; --target chooses).")
    #expect(Self.created(plan) == ["l10n.yml", "Sources/WeatherUI/String+i18n.swift", ".gitignore", ".gitattributes"])
    #expect(plan.manualSteps.isEmpty, "the target declares its resources, the package its default localization")
    try plan.apply(files: folder.projectFiles())
    let configuration = try ConfigurationLoader.parse(try folder.text("l10n.yml"), file: "l10n.yml")
    #expect(configuration.catalogs == ["Sources/WeatherUI/Resources/Localizable.xcstrings"])
    // The catalogs' languages in Xcode's order, then those --languages adds.
    #expect(configuration.languages == ["es", "pt-BR", "zh-Hans", "fr"])
    #expect(try folder.text("Sources/WeatherUI/String+i18n.swift").contains("Bundle.module"))
  }

  @Test(arguments: [false, true])
  func anEditorPackageWithAVariablePathFallsBackToTheXcodeProject(nameToo: Bool) throws {
    let folder = try Self.xcodeAppWithEditorPackage(nameToo: nameToo)
    defer { folder.remove() }
    let plan = try InitPlan(root: folder.url, options: .init(), files: folder.projectFiles())
    #expect(plan.layout.kind == .xcodeProject("Chirp.xcodeproj"))
    #expect(plan.layout.bundle == "main")
    #expect(
      plan.layout.explanation
        == "Package.swift gives the name or folder of its target on line 9 as a variable, which init does not "
        + "evaluate (it never runs the manifest), so init goes by Chirp.xcodeproj beside it. Xcode project "
        + "Chirp.xcodeproj: the app's sources are in Chirp/, the folder with the project's name.")
    #expect(!Self.created(plan).contains { $0.hasSuffix(".xcstrings") })
    try plan.apply(files: folder.projectFiles())
    let configuration = try ConfigurationLoader.parse(try folder.text("l10n.yml"), file: "l10n.yml")
    #expect(
      configuration.catalogs == [
        "Chirp/Assets/Localization/Localizable.xcstrings", "Chirp/Assets/Localization/Reply.xcstrings",
      ])
    #expect(configuration.languages == ["fa", "nl", "sv"])
    #expect(configuration.sources == ["Chirp", "ChirpTests"])
    #expect(
      try folder.text("Chirp/String+i18n.swift").contains(
        "Bundle.main.localizedString(forKey: self, value: nil, table: nil)"))
  }

  /// Without an Xcode project beside it, a manifest init cannot read leaves every top-level folder
  /// of Swift code as the sources, and the report says so.
  @Test func anUnreadableManifestAloneUsesEveryFolderOfSwiftCode() throws {
    let folder = try Self.xcodeAppWithEditorPackage(nameToo: true)
    defer { folder.remove() }
    folder.files[folder.file("Chirp.xcodeproj/project.pbxproj")] = nil
    let plan = try InitPlan(root: folder.url, options: .init(), files: folder.projectFiles())
    #expect(plan.layout.kind == .folder)
    #expect(plan.layout.sources == "Chirp")
    #expect(
      plan.layout.explanation.hasSuffix(
        "(it never runs the manifest), and no .xcodeproj is beside it: the sources are every top-level folder of "
          + "Swift code (Chirp/, ChirpTests/); what init creates goes in Chirp/."))
    try plan.apply(files: folder.projectFiles())
    #expect(
      try ConfigurationLoader.parse(try folder.text("l10n.yml"), file: "l10n.yml").sources == ["Chirp", "ChirpTests"])

    // A package with no Swift code at all is still an error that says what to do.
    let empty = try MemoryFolder()
    try empty.write("Package.swift", "let package = Package(name: \"E\", targets: [.target(name: \"E\")])\n")
    #expect {
      try InitPlan(root: empty.url, options: .init(), files: empty.projectFiles())
    } throws: { error in
      "\(error)".contains("no target (other than tests) with Swift files in its folder")
    }
  }

  /// A catalog language l10n.yml would be refused for stays out, with a note; a catalog init cannot
  /// read is adopted all the same, and init does not stop.
  @Test func oddLanguagesAndUnreadableCatalogsAreNotedNotFatal() throws {
    let folder = try InitFixtures.xcodeProject.make()
    defer { folder.remove() }
    try folder.write("Framely/Localizable.xcstrings", Self.catalog(["home.title"], languages: ["fr_FR", "it"]))
    try folder.write("Framely/Broken.xcstrings", "{ \"sourceLanguage\" : ")
    let plan = try InitPlan(root: folder.url, options: .init())
    let report = plan.report(dryRun: false)
    #expect(
      report.contains("Languages (the catalogs' besides the development language, for l10n.yml): it."), "\(report)")
    #expect(
      report.contains(
        "Left out of l10n.yml's languages (l10n would refuse them there): 'fr_FR' is not a language tag as Xcode "
          + "writes it; did you mean \"fr-FR\"?"), "\(report)")
    #expect(report.contains("Could not read Framely/Broken.xcstrings:1:22: "), "\(report)")
    #expect(report.contains("; its languages are not counted in l10n.yml's.\n"), "\(report)")
    try plan.apply()
    let configuration = try ConfigurationLoader.load(folder.file("l10n.yml"))
    #expect(configuration.catalogs == ["Framely/Broken.xcstrings", "Framely/Localizable.xcstrings"])
    #expect(configuration.languages == ["it"])
  }

  /// Catalogs for code's keys, none of them Localizable.xcstrings: none is created; the shorthand
  /// reads the one extract fills, which l10n.yml names when there are several.
  @Test func withoutLocalizableTheShorthandReadsTheCatalogExtractFills() throws {
    let folder = try InitFixtures.xcodeProject.make()
    defer { folder.remove() }
    try folder.write("Framely/Texts.xcstrings", Self.catalog(["home.title"], languages: ["fr"]))
    let one = try InitPlan(root: folder.url, options: .init())
    #expect(!Self.created(one).contains { $0.hasSuffix(".xcstrings") })
    try one.apply()
    #expect(
      try folder.text("Framely/String+i18n.swift").contains(
        #"localizedString(forKey: self, value: nil, table: "Texts")"#))
    #expect(try ConfigurationLoader.load(folder.file("l10n.yml")).extract.catalog == nil)
    let extract = try folder.session().run(ExtractRequestTests.extract(writes: false))
    #expect(extract.catalogs.map(\.file) == ["Framely/Texts.xcstrings"])

    let several = try InitFixtures.xcodeProject.make()
    defer { several.remove() }
    try several.write("Framely/Texts.xcstrings", Self.catalog(["home.title"], languages: ["fr"]))
    try several.write("Framely/Settings.xcstrings", Self.catalog(["settings.title"], languages: ["fr"]))
    try InitPlan(root: several.url, options: .init()).apply()
    #expect(try ConfigurationLoader.load(several.file("l10n.yml")).extract.catalog == "Framely/Settings.xcstrings")
    #expect(try several.text("Framely/String+i18n.swift").contains(#"table: "Settings")"#))
    let severalExtract = try several.session().run(ExtractRequestTests.extract(writes: false))
    #expect(severalExtract.catalogs.first?.file == "Framely/Settings.xcstrings")
  }

  /// An l10n.yml that exists is kept: a catalog it does not name is a step left to the user.
  @Test func aKeptConfigurationThatMissesACatalogSaysSo() throws {
    let folder = try Self.xcodeAppWithRootCatalog()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [Tally]\ncatalogs: [Localizable.xcstrings]\n")
    let plan = try InitPlan(root: folder.url, options: .init(), files: folder.projectFiles())
    #expect(
      plan.manualSteps.contains(
        "l10n.yml (which init keeps as it is) does not name TallyFinder/Localizable.xcstrings: add it to its "
          + "catalogs if the app uses it."), "\(plan.manualSteps)")
    #expect(plan.report(dryRun: true).contains("l10n.yml is kept as it is, and init creates no catalog."))
  }
}
