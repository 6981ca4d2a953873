import Foundation
import L10nProject
import L10nTestSupport
import Testing

@Suite struct ConfigurationTests {
  @Test func theEmbeddedConfigurationReads() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("l10n.yml")
    let configuration = try ConfigurationLoader.load(url)
    #expect(configuration.sourceLanguage == "en")
    #expect(configuration.sources == ["Samples"])
    #expect(configuration.catalogs == ["Catalogs"])
    #expect(configuration.languages == ["fr", "de", "ja", "ru", "ar"])
    #expect(configuration.keys.pattern == KeyConvention.defaultPattern)
  }

  @Test func defaultsWhenEmpty() throws {
    #expect(try ConfigurationLoader.parse("", file: "l10n.yml") == Configuration())
    #expect(try ConfigurationLoader.parse("catalogs: One.xcstrings", file: "l10n.yml").catalogs == ["One.xcstrings"])
  }

  @Test func mistakesAreNamedWithTheirLine() {
    let cases: [(String, String)] = [
      ("version: 1\nsourceLanguage: en\ncatalog: [X]\n", "l10n.yml:3: unknown setting 'catalog'"),
      ("version: 2\n", "l10n.yml:1: version: expected 1"),
      ("sources: {a: b}\n", "l10n.yml:1: sources: expected a list"),
      ("keys:\n  pattern: '(['\n", "l10n.yml:2: keys.pattern: not a valid regular expression"),
      ("keys:\n  patern: x\n", "l10n.yml:2: unknown setting 'keys.patern'"),
      ("- a\n- b\n", "l10n.yml:1: expected a mapping"),
      ("sources: [\n", "l10n.yml: not valid YAML"),
    ]
    for (text, expected) in cases {
      do {
        _ = try ConfigurationLoader.parse(text, file: "l10n.yml")
        Issue.record("accepted: \(text)")
      } catch {
        #expect(error.description.hasPrefix(expected), "\(error)")
      }
    }
  }

  @Test func theConfigurationIsFoundByWalkingUp() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "catalogs: [Cat]\n")
    try folder.write("Cat/A.xcstrings", "{}")
    try folder.write("Cat/Sub/B.xcstrings", "{}")
    try folder.write("Cat/Export.xcloc/Source Contents/C.xcstrings", "{}")
    try folder.write("Cat/.hidden/D.xcstrings", "{}")
    let deep = folder.file("Sources/App/Screens")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    let project = try Project.load(configPath: nil, workingDirectory: deep)
    #expect(project.configurationFile?.resolvingSymlinksInPath() == folder.file("l10n.yml").resolvingSymlinksInPath())
    let catalogs = try project.catalogURLs(arguments: [], workingDirectory: deep)
    #expect(catalogs.map(\.lastPathComponent) == ["A.xcstrings", "B.xcstrings"])
    // Paths on the command line win, relative to the working directory.
    let named = try project.catalogURLs(arguments: ["../../../Cat/Sub"], workingDirectory: deep)
    #expect(named.map(\.lastPathComponent) == ["B.xcstrings"])
  }
}
