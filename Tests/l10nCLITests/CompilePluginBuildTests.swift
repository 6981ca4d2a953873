import Foundation
import L10nTestSupport
import Testing

extension ExternalTool {
  /// SwiftPM, which builds a package with the build-tool plugin.
  static let swift = ExternalTool("swift", package: "Swift toolchain (swift.org)")
}

/// The build-tool plugin `L10nCompilePlugin` end to end: a small package that depends on this
/// checkout by path and uses the plugin is built with `swift build`, and its program reads the
/// French text of a catalog through `Bundle.module`: the catalog was compiled to `.lproj` tables
/// that SwiftPM bundled, where SwiftPM alone would copy the catalog uncompiled.
///
/// The first build compiles l10n and swift-syntax in that package (about 4 minutes on 2 cores), so
/// the test runs only with `L10N_PLUGIN_BUILD=1`, as `.ci/run` sets. It builds in
/// `.build/compile-plugin-test/` of this checkout (or `$L10N_PLUGIN_SCRATCH/compile-plugin`), kept
/// between runs, so that a second run takes seconds.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["L10N_PLUGIN_BUILD"] == "1",
    "builds a package with the plugin, l10n and swift-syntax included (minutes): set L10N_PLUGIN_BUILD=1, as .ci/run does"
  ),
  .requires(.swift))
struct CompilePluginBuildTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } }
          }
        },
        "greeting" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// Reads the texts through `Bundle.module`: in French from its `fr.lproj`, and in the
  /// development language (what Foundation on Linux picks whatever the locale). The plural key
  /// is asked too: off Apple platforms it was left out, and a table with a `.stringsdict` would
  /// crash swift-corelibs-foundation here.
  static let main = """
    import Foundation

    let french = Bundle(path: Bundle.module.path(forResource: "fr", ofType: "lproj")!)!
    print("fr:", french.localizedString(forKey: "greeting", value: "missing", table: nil))
    print("development:", Bundle.module.localizedString(forKey: "greeting", value: "missing", table: nil))
    print("plural:", french.localizedString(forKey: "%lld files", value: nil, table: nil))
    """

  /// This checkout's package identity, as a dependency by path names it: its folder's name.
  static var identity: String { Fixtures.packageRoot.lastPathComponent.lowercased() }

  static func manifest() -> String {
    """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "App",
      defaultLocalization: "en",
      platforms: [.macOS(.v13)],
      dependencies: [.package(path: "\(Fixtures.packageRoot.path)")],
      targets: [
        .executableTarget(
          name: "App", resources: [.process("Resources")],
          plugins: [.plugin(name: "L10nCompilePlugin", package: "\(identity)")])
      ]
    )
    """
  }

  /// The app package and its build folder, kept between runs.
  static var folder: URL {
    if let scratch = ProcessInfo.processInfo.environment["L10N_PLUGIN_SCRATCH"], !scratch.isEmpty {
      return URL(fileURLWithPath: scratch).appendingPathComponent("compile-plugin", isDirectory: true)
    }
    return Fixtures.packageRoot.appendingPathComponent(".build/compile-plugin-test", isDirectory: true)
  }

  /// Writes a file of the app, unless it holds `text` already and not `always`: unchanged files
  /// keep their dates, so a second run rebuilds little.
  static func write(_ text: String, to path: String, in app: URL, always: Bool = false) throws {
    let url = app.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if !always, (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func swift(_ arguments: [String], in app: URL) throws -> (status: Int32, output: String) {
    let scratch = folder.appendingPathComponent("build").path
    return try CommandRunner.runTool("swift", arguments + ["--scratch-path", scratch], in: app)
  }

  @Test func theProgramReadsTheFrenchTextThroughBundleModule() throws {
    let app = Self.folder.appendingPathComponent("App", isDirectory: true)
    try Self.write(Self.manifest(), to: "Package.swift", in: app)
    try Self.write(Self.main, to: "Sources/App/main.swift", in: app)
    let catalogPath = "Sources/App/Resources/Localizable.xcstrings"
    // Written anew, so that the build compiles it (and says what it left out) on every run.
    try Self.write(Self.catalog, to: catalogPath, in: app, always: true)

    let build = try Self.swift(["build"], in: app)
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let binPath = try Self.swift(["build", "--show-bin-path"], in: app)
    let bin = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
    let resources = bin.appendingPathComponent("App_App.resources", isDirectory: true)
    let bundled = (FileManager.default.enumerator(atPath: resources.path)?.allObjects as? [String] ?? []).sorted()
    #expect(bundled.contains("fr.lproj/Localizable.strings"), "\(bundled)")
    #expect(bundled.contains("en.lproj/Localizable.strings"), "\(bundled)")
    #if !canImport(Darwin)
      // Off Apple platforms: no .stringsdict, and a build message says what was left out.
      #expect(!bundled.contains { $0.hasSuffix(".stringsdict") }, "\(bundled)")
      #expect(
        build.output.contains(
          "Localizable.xcstrings: warning: 1 key with variations (plural, device, substitutions) left out"),
        "\(build.output)")
    #endif

    let run = try CommandRunner.runTool(bin.appendingPathComponent("App").path, [], in: app)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("fr: Bonjour\n"), "\(run.output)")
    #expect(run.output.contains("development: Hello\n"), "\(run.output)")
    #if !canImport(Darwin)
      #expect(run.output.contains("plural: %lld files\n"), "\(run.output)")
    #endif

    // Nothing changed: the catalog is not compiled again. A changed catalog is.
    // (Unless l10n itself was built again meanwhile: its command then runs again too.)
    let again = try Self.swift(["build"], in: app)
    #expect(again.status == 0, "\(again.output)")
    if !again.output.contains("Linking l10n-tool") {
      #expect(!again.output.contains("with l10n"), "\(again.output)")
    }
    try Self.write(Self.catalog.replacingOccurrences(of: "Bonjour", with: "Salut"), to: catalogPath, in: app)
    let changed = try Self.swift(["build"], in: app)
    #expect(
      changed.status == 0 && changed.output.contains("Compiling Localizable.xcstrings with l10n"), "\(changed.output)")
    let rerun = try CommandRunner.runTool(bin.appendingPathComponent("App").path, [], in: app)
    #expect(rerun.output.contains("fr: Salut\n"), "\(rerun.output)")
  }
}
