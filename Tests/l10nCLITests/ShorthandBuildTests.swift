import Foundation
import L10nTestSupport
import Testing

/// The `.i18n` shorthand `l10n init` writes, end to end off Apple platforms: `l10n init` sets up a
/// small package that depends on this checkout by path for `L10nRuntime`; its catalog gets texts
/// in three languages, `extract` finds it in sync with no warning about the shorthand; `swift
/// build` compiles the generated `String+i18n.swift`, and the program prints its texts in the
/// language of its environment (LANG, LC_ALL, LANGUAGE as gettext reads them): plain, with an
/// argument, and plurals by each language's rules.
///
/// The first build compiles `L10nRuntime` and its dependencies in that package (a minute or two
/// on 2 cores), so the test runs only with `L10N_SHORTHAND_BUILD=1`, as `.ci/run` sets. It builds
/// in `.build/shorthand-test/` of this checkout (or `$L10N_PLUGIN_SCRATCH/shorthand`), kept between
/// runs; the shorthand is written anew by `init` on every run.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["L10N_SHORTHAND_BUILD"] == "1",
    "builds a package with L10nRuntime (a minute or two): set L10N_SHORTHAND_BUILD=1, as .ci/run does"),
  .requires(.swift))
struct ShorthandBuildTests {
  static func manifest() -> String {
    """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "App",
      defaultLocalization: "en",
      platforms: [.macOS(.v13)],
      dependencies: [.package(name: "l10n", path: "\(Fixtures.packageRoot.path)")],
      targets: [
        .executableTarget(
          name: "App", dependencies: [.product(name: "L10nRuntime", package: "l10n")],
          resources: [.process("Localizable.xcstrings")])
      ]
    )
    """
  }

  /// The program: what the README's examples look like, with the English in trailing comments.
  static let main = """
    print("plain:", "greeting.hello".i18n)  // Hello!
    print("argument:", "greeting.hello_name".i18n("Ana"))  // Hello, %@!
    for count in [1, 3, 5] {
      print("plural:", "library.files".i18n(count))  // %lld files
    }
    print("missing:", "library.nowhere".i18n)  // Nowhere
    """

  /// The texts, as a translator leaves them: English, French and Russian (`few` and `many`);
  /// `manual`, as Xcode marks keys it did not extract itself.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting.hello" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello!" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour !" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Здравствуйте!" } }
          }
        },
        "greeting.hello_name" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %@ !" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Здравствуйте, %@!" } }
          }
        },
        "library.files" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de fichiers" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } }
          }
        },
        "library.nowhere" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Nowhere" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// The app package and its build folder, kept between runs.
  static var folder: URL {
    if let scratch = ProcessInfo.processInfo.environment["L10N_PLUGIN_SCRATCH"], !scratch.isEmpty {
      return URL(fileURLWithPath: scratch).appendingPathComponent("shorthand", isDirectory: true)
    }
    return Fixtures.packageRoot.appendingPathComponent(".build/shorthand-test", isDirectory: true)
  }

  /// Writes a file of the app unless it holds `text` already: unchanged files keep their dates.
  static func write(_ text: String, to path: String, in app: URL) throws {
    let url = app.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func swift(_ arguments: [String], in app: URL) throws -> (status: Int32, output: String) {
    let scratch = folder.appendingPathComponent("build").path
    return try CommandRunner.runTool("swift", arguments + ["--scratch-path", scratch], in: app)
  }

  /// What the program prints with `environment` (the locale variables not given are unset).
  static func run(_ program: URL, _ environment: [String: String]) throws -> String {
    var variables: [String: String?] = ["LANGUAGE": nil, "LC_ALL": nil, "LC_MESSAGES": nil, "LANG": nil]
    for (name, value) in environment { variables[name] = value }
    let result = try CommandRunner.runTool(program.path, [], in: folder, environment: variables)
    #expect(result.status == 0, "\(environment): \(result.output)")
    return result.output
  }

  @Test func theGeneratedShorthandAnswersInTheEnvironmentsLanguage() throws {
    let app = Self.folder.appendingPathComponent("App", isDirectory: true)
    try Self.write(Self.manifest(), to: "Package.swift", in: app)
    try Self.write(Self.main, to: "Sources/App/main.swift", in: app)
    // What init writes, written anew by the l10n under test.
    for path in ["l10n.yml", "Sources/App/Localizable.xcstrings", "Sources/App/String+i18n.swift"] {
      try? FileManager.default.removeItem(at: app.appendingPathComponent(path))
    }
    let setUp = try CommandRunner.run(["init", "--languages", "fr,ru"], in: app)
    try #require(setUp.status == 0, "\(setUp.standardOutput)\(setUp.standardError)")
    #expect(setUp.standardOutput.contains("created  Sources/App/String+i18n.swift"), "\(setUp.standardOutput)")
    try Self.write(Self.catalog, to: "Sources/App/Localizable.xcstrings", in: app)
    let extract = try CommandRunner.run(["extract", "--check"], in: app)
    #expect(extract.status == 0, "\(extract.standardOutput)\(extract.standardError)")
    #expect(extract.standardError.isEmpty, "extract warns about the generated shorthand: \(extract.standardError)")

    let build = try Self.swift(["build"], in: app)
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let bin = try Self.swift(["build", "--show-bin-path"], in: app).output
    let program = URL(fileURLWithPath: bin.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent(
      "App")

    let french = try Self.run(program, ["LANG": "fr_FR.UTF-8"])
    #if canImport(Darwin)
      // Apple platforms keep Foundation's Bundle, which needs Xcode's compiled tables.
      #expect(french.contains("plain: "), "\(french)")
    #else
      #expect(
        french == """
          plain: Bonjour !
          argument: Bonjour, Ana !
          plural: 1 fichier
          plural: 3 fichiers
          plural: 5 fichiers
          missing: Nowhere

          """, "\(french)")
      // LANGUAGE's list comes first unless the locale is C; LC_ALL over LANG.
      let russian = try Self.run(program, ["LANGUAGE": "ru:fr", "LANG": "de_DE.UTF-8"])
      #expect(
        russian == """
          plain: Здравствуйте!
          argument: Здравствуйте, Ana!
          plural: 1 файл
          plural: 3 файла
          plural: 5 файлов
          missing: Nowhere

          """, "\(russian)")
      #expect(
        try Self.run(program, ["LC_ALL": "ru_RU.UTF-8", "LANG": "fr_FR.UTF-8"]).hasPrefix("plain: Здравствуйте!"))
      // A language the catalog lacks, the C locale and none at all: the development language.
      for environment in [["LANG": "ja_JP.UTF-8"], ["LANG": "C", "LANGUAGE": "fr"], [:]] {
        let english = try Self.run(program, environment)
        #expect(
          english.hasPrefix("plain: Hello!\nargument: Hello, Ana!\nplural: 1 file\nplural: 3 files\n"), "\(english)")
      }
    #endif
  }
}
