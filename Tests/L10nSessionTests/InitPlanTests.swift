import Foundation
import L10nCatalog
import L10nProject
import L10nSession
import L10nTestSupport
import OrderedCollections
import Testing

@Suite struct InitPlanTests {
  /// Xcode's new empty catalog, byte for byte (formats.md section 2: an empty object is `{`, an
  /// empty line, `}`; no final newline).
  static let xcodeEmptyCatalog =
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"

  @Test(arguments: InitFixtures.allCases)
  func setsUpEachLayoutLoadablyAndOnlyOnce(_ fixture: InitFixtures) throws {
    let folder = try fixture.make()
    defer { folder.remove() }
    let plan = try InitPlan(root: folder.url, options: .init(languages: ["fr", "de"]))
    let created = plan.steps.filter { if case .create = $0.change { true } else { false } }.map(\.path)
    let catalog = fixture.sources == "." ? "Localizable.xcstrings" : fixture.sources + "/Localizable.xcstrings"
    let shorthand = fixture.sources == "." ? "String+i18n.swift" : fixture.sources + "/String+i18n.swift"
    #expect(created == ["l10n.yml", catalog, shorthand, ".gitignore", ".gitattributes"])
    #expect(plan.changesFiles)
    try plan.apply()

    let configuration = try ConfigurationLoader.load(folder.file("l10n.yml"))
    // Every folder of the fixture's Swift code, so extract and --prune see all of it.
    #expect(configuration.sources == fixture.codeFolders)
    #expect(configuration.catalogs == [catalog])
    #expect(configuration.languages == ["fr", "de"])
    #expect(configuration.sourceLanguage == "en")
    #expect(try String(contentsOf: folder.file(catalog), encoding: .utf8) == Self.xcodeEmptyCatalog)
    #expect(try StringCatalog(bytes: Array(Self.xcodeEmptyCatalog.utf8), file: "x").strings.isEmpty)
    let swift = try String(contentsOf: folder.file(shorthand), encoding: .utf8)
    #expect(swift.contains("var i18n: String"))
    #expect(swift.contains("func i18n(_ arguments: CVarArg...) -> String"))
    #expect(swift.contains(fixture == .package ? "Bundle.module" : "Bundle.main"))
    #expect(try String(contentsOf: folder.file(".gitignore"), encoding: .utf8) == ".l10n-cache/\n")
    #expect(try String(contentsOf: folder.file(".gitattributes"), encoding: .utf8) == "*.xcstrings merge=l10n\n")

    let before = InitFixtures.snapshot(folder.url)
    let again = try InitPlan(root: folder.url, options: .init(languages: ["fr", "de"]))
    #expect(!again.changesFiles)
    try again.apply()
    #expect(InitFixtures.snapshot(folder.url) == before)
    #expect(again.report(dryRun: false).contains("Nothing to change"))
  }

  /// The shorthand compiles, and its two forms read as the README writes them. A package's
  /// `Bundle.module` is SwiftPM's, made only for a target with resources: a stand-in here.
  @Test(.requires(.swiftc), arguments: [InitFixtures.package, .plainFolder])
  func theShorthandCompiles(_ fixture: InitFixtures) throws {
    let folder = try fixture.make()
    defer { folder.remove() }
    try InitPlan(root: folder.url, options: .init()).apply()
    let shorthand = fixture == .package ? "Sources/Core/String+i18n.swift" : "String+i18n.swift"
    try folder.write(
      "use.swift",
      """
      import Foundation

      \(fixture == .package ? "extension Bundle { static var module: Bundle { .main } }" : "")
      func use(count: Int, name: String) -> [String] {
        ["settings.title".i18n, "library.photos.count".i18n(count), "home.welcome.message".i18n(name, count)]
      }
      """)
    let result = try CommandRunner.runTool(
      "swiftc", ["-typecheck", folder.file(shorthand).path, folder.file("use.swift").path], in: folder.url)
    #expect(result.status == 0, "\(result.output)")
  }

  /// The sample app's shorthand is the one init writes for an app (`Bundle.main`), so that what
  /// the README shows and what init writes stay one text. (Built and run off Apple platforms:
  /// `ShorthandBuildTests`.)
  @Test func theSampleAppsShorthandIsTheOneInitWrites() throws {
    let folder = try InitFixtures.plainFolder.make()
    defer { folder.remove() }
    try InitPlan(root: folder.url, options: .init()).apply()
    let written = try String(contentsOf: folder.file("String+i18n.swift"), encoding: .utf8)
    let sample = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Samples/SampleApp/Support/String+i18n.swift"),
      encoding: .utf8)
    #expect(written == sample)
    #expect(written.contains("Bundle.main.localizedString(forKey: self, value: nil, table: nil)"))
    #expect(written.contains("#if canImport(L10nRuntime) && !canImport(Darwin)"))
  }

  @Test func thePackageTargetIsTheFirstWithSwiftFilesUnlessNamed() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    // Core comes first in Package.swift; without Swift files it is passed over for App.
    try FileManager.default.removeItem(at: folder.file("Sources/Core/Greeting.swift"))
    let plan = try InitPlan(root: folder.url, options: .init())
    #expect(plan.layout.sources == "Sources/App")
    #expect(plan.layout.explanation.contains("'App'"))
    #expect(plan.layout.explanation.contains("only target with Swift files"))

    let named = try InitPlan(root: folder.url, options: .init(target: "Core"))
    #expect(named.layout.sources == "Sources/Core")
    #expect(throws: ConfigError.self) { try InitPlan(root: folder.url, options: .init(target: "Nope")) }
  }

  @Test func aPackageSaysWhatItsManifestLacksAndNothingWhenItHasIt() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    let plan = try InitPlan(root: folder.url, options: .init())
    #expect(
      plan.manualSteps == [
        #"In Package.swift, give target 'Core' (line 7) its catalog: resources: [.process("Localizable.xcstrings")]"#,
        #"In Package.swift, add defaultLocalization: "en" to Package(…), after name: (SwiftPM needs it for a String Catalog)."#,
      ])

    try folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Demo", defaultLocalization: "en",
        targets: [.target(name: "Core", path: "Sources/Core", resources: [.process("Resources")])]
      )
      """)
    try FileManager.default.createDirectory(
      at: folder.file("Sources/Core/Resources"), withIntermediateDirectories: true)
    let declared = try InitPlan(root: folder.url, options: .init())
    #expect(declared.manualSteps.isEmpty)
    #expect(declared.layout.catalogFolder == "Sources/Core/Resources")
    #expect(declared.steps.contains { $0.path == "Sources/Core/Resources/Localizable.xcstrings" })
  }

  @Test func anExistingCatalogAndShorthandAreKeptAndNamed() throws {
    let folder = try InitFixtures.plainFolder.make()
    defer { folder.remove() }
    try folder.write("App/Texts.xcstrings", Self.xcodeEmptyCatalog)
    try folder.write(
      "App/Localization.swift",
      "import Foundation\nextension String {\n  var i18n: String { NSLocalizedString(self, comment: \"\") }\n}\n")
    try folder.write(".gitignore", ".build")
    try folder.write(".gitattributes", "*.xcstrings   merge=l10n\n")
    let plan = try InitPlan(root: folder.url, options: .init())
    #expect(
      plan.steps == [
        .init(path: "l10n.yml", change: plan.steps[0].change),
        .init(path: "App/Texts.xcstrings", change: .keep("a catalog is here already (0 keys, 1 language)")),
        .init(path: "App/Localization.swift", change: .keep("declares the i18n shorthand already")),
        .init(
          path: ".gitignore",
          change: .addLine(
            ".l10n-cache/", original: Array(".build".utf8), updated: Array(".build\n.l10n-cache/\n".utf8))),
        .init(path: ".gitattributes", change: .keep("has *.xcstrings merge=l10n")),
      ])
    try plan.apply()
    #expect(try ConfigurationLoader.load(folder.file("l10n.yml")).catalogs == ["App/Texts.xcstrings"])
    #expect(try String(contentsOf: folder.file(".gitignore"), encoding: .utf8) == ".build\n.l10n-cache/\n")
  }

  @Test func anExistingConfigurationIsKeptAndWhatItNamesCounts() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    try folder.write("l10n.yml", "sources: [App]\ncatalogs: [Texts]\n")
    try folder.write("Texts/Localizable.xcstrings", Self.xcodeEmptyCatalog)
    try folder.write("App/Shorthand.swift", "extension String { var i18n: String { self } }\n")
    let plan = try InitPlan(root: folder.url, options: .init())
    #expect(
      plan.steps.map(\.path) == [
        "l10n.yml", "Texts/Localizable.xcstrings", "App/Shorthand.swift", ".gitignore", ".gitattributes",
      ])
    let kept = plan.steps.prefix(3).allSatisfy { if case .keep = $0.change { true } else { false } }
    #expect(kept, "\(plan.steps)")

    try folder.write("l10n.yml", "sources: [App]\nunknown: 1\n")
    #expect(throws: ConfigError.self) { try InitPlan(root: folder.url, options: .init()) }
  }

  @Test func aFileThatAppearsOrChangesAfterPlanningIsNotOverwritten() throws {
    let folder = try InitFixtures.plainFolder.make()
    defer { folder.remove() }
    try folder.write(".gitignore", ".build\n")
    let plan = try InitPlan(root: folder.url, options: .init())
    try folder.write("l10n.yml", "version: 1\n")
    #expect {
      try plan.apply()
    } throws: { error in
      "\(error)".hasPrefix("l10n.yml: a file is already here; it was not overwritten")
        && "\(error)".hasSuffix("; init stopped here and wrote nothing")
    }
    #expect(try String(contentsOf: folder.file("l10n.yml"), encoding: .utf8) == "version: 1\n")

    // A failure part way names the files written before it, which stay.
    try FileManager.default.removeItem(at: folder.file("l10n.yml"))
    let second = try InitPlan(root: folder.url, options: .init())
    try folder.write(".gitignore", ".build\n*.o\n")
    #expect {
      try second.apply()
    } throws: { error in
      "\(error)".contains(
        "; init stopped here after writing l10n.yml (created), Localizable.xcstrings (created), "
          + "String+i18n.swift (created), which stay")
    }
    #expect(try String(contentsOf: folder.file(".gitignore"), encoding: .utf8) == ".build\n*.o\n")
    for path in ["l10n.yml", "Localizable.xcstrings", "String+i18n.swift"] {
      #expect(FileManager.default.fileExists(atPath: folder.file(path).path), "\(path)")
    }
  }

  /// In a package, a shorthand another target declares is found (a second one would make
  /// `"key".i18n` ambiguous where both are seen), and the plan says how the target gets it.
  @Test func aShorthandInAnotherTargetIsKept() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    try folder.write(
      "Sources/App/Strings.swift",
      "import Foundation\npublic extension String {\n  var i18n: String { NSLocalizedString(self, comment: \"\") }\n}\n"
    )
    let plan = try InitPlan(root: folder.url, options: .init())
    #expect(plan.layout.sources == "Sources/Core")
    #expect(
      plan.steps.contains(
        .init(path: "Sources/App/Strings.swift", change: .keep("declares the i18n shorthand already"))))
    #expect(!plan.steps.contains { $0.path == "Sources/Core/String+i18n.swift" })
    #expect(
      plan.manualSteps.contains(
        "The i18n shorthand is declared in target 'App' (Sources/App/Strings.swift), not in 'Core': "
          + "'Core' uses it if it imports App and the declaration is public."))
  }

  @Test func anXcodeProjectWithoutSourcesIsAnActionableError() throws {
    let folder = try MemoryFolder()
    try folder.write("Empty.xcodeproj/project.pbxproj", "{}\n")
    #expect {
      try InitPlan(root: folder.url, options: .init(), files: folder.projectFiles())
    } throws: { error in
      "\(error)".contains("Empty.xcodeproj: no folder next to it holds the app's Swift files")
    }
  }

  @Test func pathsAndLanguagesThatNeedQuotingReadBack() throws {
    let folder = try MemoryFolder()
    try folder.write("My App.xcodeproj/project.pbxproj", "{}\n")
    try folder.write("My App/yes.swift", "let x = 1\n")
    let files = folder.projectFiles()
    try InitPlan(root: folder.url, options: .init(sourceLanguage: "no", languages: ["on"]), files: files)
      .apply(files: files)
    let configuration = try ConfigurationLoader.parse(try folder.text("l10n.yml"), file: "l10n.yml")
    #expect(configuration.sources == ["My App"])
    #expect(configuration.sourceLanguage == "no")
    #expect(configuration.languages == ["on"])
  }
}
