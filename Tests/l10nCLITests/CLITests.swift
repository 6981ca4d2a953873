import Foundation
import L10nTestSupport
import Testing

/// The command line as a whole: the embedded default, status, help, usage errors.
@Suite struct CLITests {
  @Test func statusOnTheEmbeddedDefault() throws {
    let result = try CommandRunner.run(["status"], in: Fixtures.packageRoot)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Catalogs/Localizable.xcstrings (") == true)
    #expect(lines.contains { $0.contains("en (source)") })
    for language in ["ar", "de", "fr", "ja", "ru"] {
      #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(language + " ") }, "\(language)")
    }
    #expect(!result.standardOutput.contains("\u{1B}["), "no colour when not on a terminal")
  }

  @Test func statusFromASubfolderFindsTheConfiguration() throws {
    let result = try CommandRunner.run(
      ["status", "--format", "json"], in: Fixtures.packageRoot.appendingPathComponent("Samples"))
    #expect(result.status == 0, "\(result.standardError)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 1)
    let catalogs = try #require(json["catalogs"] as? [[String: Any]])
    #expect(catalogs.first?["file"] as? String == "../Catalogs/Localizable.xcstrings")
  }

  @Test func helpAndVersion() throws {
    let help = try CommandRunner.run(["--help"], in: Fixtures.directory)
    #expect(help.status == 0)
    for word in ["fmt", "status", "Exit status", "64 usage"] {
      #expect(help.standardOutput.contains(word), "\(word)")
    }
    let fmtHelp = try CommandRunner.run(["fmt", "--help"], in: Fixtures.directory)
    #expect(fmtHelp.standardOutput.contains("--check"))
    #expect(fmtHelp.standardOutput.contains("Examples:"))
    let statusHelp = try CommandRunner.run(["status", "--help"], in: Fixtures.directory)
    #expect(statusHelp.standardOutput.contains("--format <format>"))
    let version = try CommandRunner.run(["--version"], in: Fixtures.directory)
    #expect(version.status == 0)
    #expect(version.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
  }

  @Test func usageErrorsExitSixtyFour() throws {
    let badFormat = try CommandRunner.run(["status", "--format", "yaml"], in: Fixtures.directory)
    #expect(badFormat.status == 64)
    let unknownFlag = try CommandRunner.run(["fmt", "--frobnicate"], in: Fixtures.directory)
    #expect(unknownFlag.status == 64)
    let unknownCommand = try CommandRunner.run(["frobnicate"], in: Fixtures.directory)
    #expect(unknownCommand.status == 64)
  }

  @Test func noCatalogsIsAnActionableFailure() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let result = try CommandRunner.run(["status"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("no catalogs to work on"))
    let missing = try CommandRunner.run(["status", "Nope.xcstrings"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("Nope.xcstrings: no such file or folder"))
  }

  @Test func aBadConfigurationIsATooFailureWithItsLine() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogz: [Catalogs]\n")
    let result = try CommandRunner.run(["status"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("l10n.yml:2: unknown setting 'catalogz'"), "\(result.standardError)")
  }
}
