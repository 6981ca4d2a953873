import Foundation
import L10nExtraction
import L10nProject
import L10nSession
import L10nTestSupport
import Testing

/// The project policy of `l10n extract`: which sources, which catalogs, where each usage goes.
@Suite struct ExtractionPlanTests {
  static let catalog = #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#

  /// A project with `App/Localizable.xcstrings`, `App/Settings.xcstrings` and one Swift file.
  static func project(_ yaml: String = "sources: [Sources]\ncatalogs: [App]\n") throws -> (Project, MemoryFolder) {
    let folder = try MemoryFolder()
    _ = try folder.write("App/Localizable.xcstrings", catalog)
    _ = try folder.write("App/Settings.xcstrings", catalog)
    _ = try folder.write("Sources/View.swift", "let title = \"home.title\".i18n\n")
    let configuration = try ConfigurationLoader.parse(yaml, file: "l10n.yml")
    return (Project(configuration: configuration, root: folder.url), folder)
  }

  static func plan(_ project: Project, _ folder: MemoryFolder, catalog: String? = nil) throws -> ExtractionPlan {
    try ExtractionPlan(
      project: project, sources: [], catalog: catalog, useCache: false, sync: .init(markStale: true),
      workingDirectory: project.root, files: folder.projectFiles())
  }

  @Test func theSourcesAndCatalogsComeFromTheConfiguration() throws {
    let (project, folder) = try Self.project()
    defer { folder.remove() }
    let plan = try Self.plan(project, folder)
    #expect(plan.sources.files.map(\.lastPathComponent) == ["View.swift"])
    #expect(plan.sources.cacheFile == nil)
    #expect(plan.defaultCatalog.lastPathComponent == "Localizable.xcstrings")
    #expect(plan.catalogs.map(\.lastPathComponent).sorted() == ["Localizable.xcstrings", "Settings.xcstrings"])
    #expect(plan.syncOptions.markStale)
    #expect(plan.syncOptions.keyPattern == project.configuration.keys.pattern)
  }

  @Test func withoutSourcesThereIsNothingToScan() throws {
    let (project, folder) = try Self.project("catalogs: [App]\n")
    defer { folder.remove() }
    #expect(throws: ConfigError.self) { try Self.plan(project, folder) }
    #expect(
      try ProjectSources(
        project: project, sources: [], workingDirectory: project.root, useCache: true, files: folder.projectFiles())
        == nil)
  }

  @Test func eachUsageGoesToItsTablesCatalog() throws {
    let (project, folder) = try Self.project()
    defer { folder.remove() }
    let plan = try Self.plan(project, folder)
    func usage(_ key: String, table: String? = nil, kind: KeyUsage.Kind = .key) -> KeyUsage {
      KeyUsage(key: key, file: "View.swift", line: 1, column: 1, table: table, shape: ".i18n", kind: kind)
    }
    let usages = [
      usage("a"), usage("b", table: "Settings"), usage("c", table: "Localizable"), usage("d", table: "Help"),
      usage("e", table: "Other", kind: .keyCall),
    ]
    let (byCatalog, targets) = plan.route(usages, addKeyCalls: false)
    #expect(targets.map(\.lastPathComponent) == ["Localizable.xcstrings", "Settings.xcstrings", "Help.xcstrings"])
    #expect(targets.allSatisfy { $0.deletingLastPathComponent().lastPathComponent == "App" })
    #expect(targets.map { byCatalog[$0.path]?.map(\.key) ?? [] } == [["a", "c"], ["b"], ["d"]])
    // A key call adds a catalog only when l10n.yml says so.
    let (_, withCalls) = plan.route(usages, addKeyCalls: true)
    #expect(withCalls.last?.lastPathComponent == "Other.xcstrings")
  }

  @Test func severalCatalogsWithoutALocalizableOneNeedAChoice() throws {
    let (project, folder) = try Self.project("sources: [Sources]\ncatalogs: [App/Settings.xcstrings, Extra]\n")
    defer { folder.remove() }
    _ = try folder.write("Extra/Help.xcstrings", Self.catalog)
    #expect(throws: ConfigError.self) { try Self.plan(project, folder) }
    let named = try Self.plan(project, folder, catalog: "App/Settings.xcstrings")
    #expect(named.defaultCatalog.lastPathComponent == "Settings.xcstrings")
    #expect(named.catalogs.map(\.lastPathComponent) == ["Settings.xcstrings", "Help.xcstrings"])
  }

  @Test func aNamedCatalogThatDoesNotExistIsOneToCreate() throws {
    let (project, folder) = try Self.project("sources: [Sources]\ncatalogs: [New/Localizable.xcstrings]\n")
    defer { folder.remove() }
    let configured = try ExtractionPlan.configuredCatalogs(project: project, files: folder.projectFiles())
    #expect(configured.existing.isEmpty)
    #expect(configured.new.map(\.lastPathComponent) == ["Localizable.xcstrings"])
    #expect(try Self.plan(project, folder).defaultCatalog == configured.new[0])
  }

  /// InfoPlist.xcstrings holds Info.plist's keys, never code's: a folder with only it gets a
  /// Localizable.xcstrings for keys without a table, it is never "the only catalog", and a
  /// configuration naming only it is told what to do.
  @Test func infoPlistsCatalogNeverTakesCodesKeys() throws {
    let (project, folder) = try Self.project("sources: [Sources]\ncatalogs: [Plist]\n")
    defer { folder.remove() }
    _ = try folder.write("Plist/InfoPlist.xcstrings", Self.catalog)
    let plan = try Self.plan(project, folder)
    #expect(plan.defaultCatalog.path == folder.file("Plist/Localizable.xcstrings").standardizedFileURL.path)
    #expect(plan.catalogs.map(\.lastPathComponent) == ["InfoPlist.xcstrings"])

    let named = Project(
      configuration: try ConfigurationLoader.parse(
        "sources: [Sources]\ncatalogs: [Plist/InfoPlist.xcstrings]\n", file: "l10n.yml"),
      root: folder.url)
    #expect(
      ProjectSources.defaultCatalog(
        project: named, catalogs: [folder.file("Plist/InfoPlist.xcstrings")], files: folder.projectFiles()) == nil)
    #expect {
      try Self.plan(named, folder)
    } throws: { error in
      "\(error)".contains("no catalog takes code's keys (InfoPlist.xcstrings: Info.plist's or a storyboard's)")
    }
    // Beside another catalog, that one is the only one for code.
    let other = folder.file("Plist/Strings.xcstrings")
    #expect(
      ProjectSources.defaultCatalog(
        project: named, catalogs: [folder.file("Plist/InfoPlist.xcstrings"), other], files: folder.projectFiles())
        == other)
  }

  /// A storyboard's or XIB's catalog (in `mul.lproj`, or beside `Base.lproj` with the storyboard
  /// of its name) holds Interface Builder's keys: it never takes code's either.
  @Test func interfaceBuildersCatalogsNeverTakeCodesKeys() throws {
    let (project, folder) = try Self.project("sources: [Sources]\ncatalogs: [UI]\n")
    defer { folder.remove() }
    _ = try folder.write("UI/mul.lproj/Main.xcstrings", Self.catalog)
    _ = try folder.write("UI/Base.lproj/Main.storyboard", "<document/>")
    let plan = try Self.plan(project, folder)
    #expect(plan.defaultCatalog.path == folder.file("UI/Localizable.xcstrings").standardizedFileURL.path)
    #expect(!ProjectSources.takesCodeKeys(folder.file("UI/mul.lproj/Main.xcstrings"), files: folder.projectFiles()))
    // Beside its storyboard's Base.lproj, under any folder name.
    _ = try folder.write("Other/en.lproj/Panel.xcstrings", Self.catalog)
    _ = try folder.write("Other/Base.lproj/Panel.xib", "<document/>")
    #expect(!ProjectSources.takesCodeKeys(folder.file("Other/en.lproj/Panel.xcstrings"), files: folder.projectFiles()))
    // A catalog with no Interface Builder file of its name takes code's keys.
    _ = try folder.write("Other/Strings.xcstrings", Self.catalog)
    #expect(ProjectSources.takesCodeKeys(folder.file("Other/Strings.xcstrings"), files: folder.projectFiles()))
  }

  @Test func usagesAreCountedPerCatalogByTable() throws {
    let (project, folder) = try Self.project()
    defer { folder.remove() }
    let usages = [
      KeyUsage(key: "a", file: "V.swift", line: 3, column: 1, shape: ".i18n"),
      KeyUsage(key: "b", file: "V.swift", line: 4, column: 1, table: "Settings", shape: ".i18n"),
      KeyUsage(key: "a", file: "W.swift", line: 9, column: 1, shape: ".i18n"),
    ]
    let paths = ["App/Localizable.xcstrings", "App/Settings.xcstrings"].map { folder.file($0).path }
    let locations = ProjectSources.usageLocations(
      usages, project: project, catalogPaths: paths, files: folder.projectFiles())
    #expect(locations[paths[0]] == ["a": ["V.swift:3", "W.swift:9"]])
    #expect(locations[paths[1]] == ["b": ["V.swift:4"]])
  }
}
