import Foundation
import L10nExtraction
import L10nProject
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `l10n init` on five real open-source apps, read in place from the project's shared folder
/// beside the checkout (`../shared/corpus/apps`, never copied into the repository) and set up in a
/// temporary copy: it creates no catalog, l10n.yml lists every catalog of the tree and the
/// languages they have, and `extract --dry-run` runs with it.
@Suite struct InitRealAppsTests {
  static let apps = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/apps")

  /// An app, the catalogs init should find in it and the languages they have besides English.
  struct App: Sendable, CustomTestStringConvertible {
    var folder: String
    var catalogs: [String]
    var languages: [String]
    var testDescription: String { folder }
  }

  static let cases: [App] = [
    App(
      folder: "DamascenoRafael_reminders-menubar",
      catalogs: [
        "reminders-menubar/Resources/InfoPlist.xcstrings", "reminders-menubar/Resources/Localizable.xcstrings",
      ],
      languages: [
        "cs", "de", "es-419", "fil-PH", "fr", "id", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "sk", "tr", "uk", "vi",
        "zh-Hans", "zh-Hant",
      ]),
    App(folder: "Finb_Bark", catalogs: ["Bark/Localizable.xcstrings"], languages: ["ja", "tr", "zh-Hans"]),
    App(
      folder: "jacklandrin_OnlySwitch",
      catalogs: [
        "Localization/Localizable.xcstrings", "OnlySwitchRemote/Localizable.xcstrings",
        "OnlyWidget/Localization/Localizable.xcstrings",
      ],
      languages: [
        "cs", "de", "es", "fil", "fr", "hr", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "sk", "so", "tr", "uk",
        "zh-Hans", "zh-Hant",
      ]),
    // The catalog at the repository's root, beside the .xcodeproj.
    App(
      folder: "milanvarady_Applite", catalogs: ["Localizable.xcstrings"],
      languages: ["fr", "hu", "ja", "tr", "zh-Hans", "zh-HK"]),
    // A Package.swift for editors beside the .xcodeproj, whose target's name and path are a variable.
    App(
      folder: "planetary-social_nos",
      catalogs: [
        "Nos/Assets/Localization/ImagePicker.xcstrings", "Nos/Assets/Localization/Localizable.xcstrings",
        "Nos/Assets/Localization/Moderation.xcstrings", "Nos/Assets/Localization/Reply.xcstrings",
      ],
      languages: [
        "ar", "de", "es", "fa", "fr", "ja", "ko", "nl", "pt-BR", "sv", "sw", "th", "tr", "zh-Hans", "zh-Hant",
      ]),
  ]

  /// Every file of a tree with the extension, by a plain walk (the real trees hold no build
  /// output or dependency checkouts).
  static func files(in root: URL, extension pathExtension: String) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == pathExtension { found.append(url.resolvingSymlinksInPath()) }
    }
    return found
  }

  /// Every `.xcstrings` in a tree, relative to it.
  static func allCatalogs(in root: URL) -> [String] {
    let base = root.resolvingSymlinksInPath().path + "/"
    return files(in: root, extension: "xcstrings").map { String($0.path.dropFirst(base.count)) }.sorted()
  }

  /// The languages of a catalog's keys, read with Foundation's JSON reader (not l10n's).
  static func languages(of catalog: URL) throws -> Set<String> {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
    let strings = try #require(json["strings"] as? [String: [String: Any]])
    return Set(strings.values.flatMap { ($0["localizations"] as? [String: Any])?.keys.map { $0 } ?? [] })
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: apps.path),
      "needs ../shared/corpus/apps, the project's shared folder beside the checkout"),
    arguments: cases)
  func initAdoptsEveryCatalogAndExtractRuns(_ app: App) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let root = folder.file(app.folder)
    try FileManager.default.copyItem(at: Self.apps.appendingPathComponent(app.folder), to: root)
    let tree = Self.allCatalogs(in: root)
    #expect(tree == app.catalogs)

    let dryRun = try InitPlan(root: root, options: .init())
    let untouched = InitFixtures.snapshot(root)
    #expect(dryRun.report(dryRun: true).contains("Catalogs found: \(app.catalogs.count) ("))
    #expect(InitFixtures.snapshot(root) == untouched)

    let plan = try InitPlan(root: root, options: .init())
    let created = plan.steps.compactMap { step in if case .create = step.change { step.path } else { nil } }
    #expect(!created.contains { $0.hasSuffix(".xcstrings") }, "\(created)")
    try plan.apply()
    #expect(Self.allCatalogs(in: root) == tree, "no catalog was made")

    let configuration = try ConfigurationLoader.load(root.appendingPathComponent("l10n.yml"))
    #expect(configuration.catalogs == tree)
    #expect(configuration.languages == app.languages)
    let languages = try tree.map { try Self.languages(of: root.appendingPathComponent($0)) }.reduce(
      Set(), { $0.union($1) })
    #expect(Set(configuration.languages) == languages.subtracting(["en"]))
    #expect(plan.report(dryRun: false).contains(app.languages.joined(separator: ", ")))

    // extract --dry-run runs with what init wrote, and would create no catalog.
    let session = try ProjectSession.open(workingDirectory: root)
    let extract = try session.run(ExtractRequestTests.extract(writes: false, useCache: false))
    #expect(!extract.catalogs.contains { $0.new }, "\(ExtractOutput.text(extract, dryRun: true))")
    #expect(Set(extract.catalogs.map(\.file)).isSubset(of: Set(tree)))

    // No key it calls unused is named by a literal or an interpolated literal of the app's code,
    // read apart from l10n (`TypedPositionTests.keysNamed`, comments aside).
    let unused = Set(extract.catalogs.flatMap(\.findings).filter { $0.kind == .unused }.map(\.key))
    let code = try Self.files(in: root, extension: "swift").map { try String(contentsOf: $0, encoding: .utf8) }.joined(
      separator: "\n")
    let named = TypedPositionTests.keysNamed(in: code, among: unused)
    #expect(named.isEmpty, "called unused, yet named in the code: \(named.sorted())")
  }
}
