import Foundation
import L10nTestSupport
import Testing

/// `l10n check` on the command line: exit statuses, the text report, usage errors, where the
/// report and the baseline go. What check finds: `CheckRequestTests` (L10nSessionTests).
@Suite struct CheckCommandTests {
  static let catalog = SampleProjects.checkCatalog

  static func project(config: String = "version: 1\ncatalogs: [L.xcstrings]\n", catalog: String = catalog) throws
    -> TemporaryDirectory
  {
    try SampleProjects.project(config: config, catalog: catalog)
  }

  @Test func anErrorExitsOneWithFileLineColumnRule() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let result = try CommandRunner.run(["check"], in: folder.url)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardOutput.contains("L.xcstrings:3:1: error: ru plural is missing few (2, 3, 4, 22, …), many"))
    #expect(result.standardOutput.contains("[plural-missing-category]"))
    #expect(result.standardOutput.contains("ICU "))
  }

  @Test func usageErrorsExitSixtyFour() throws {
    let folder = try Self.project(
      config: "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules: {plural-missing-category: off}\n")
    defer { folder.remove() }
    #expect(try CommandRunner.run(["check", "--min-coverage", "lots"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["check", "--format", "yaml"], in: folder.url).status == 64)
  }

  /// --write-baseline records the findings and exits 0; --baseline then suppresses them.
  @Test func baselineIsWrittenThenApplied() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let written = try CommandRunner.run(["check", "--write-baseline", "baseline.json"], in: folder.url)
    #expect(written.status == 0, "\(written.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.file("baseline.json").path))
    let adopted = try CommandRunner.run(["check", "--baseline", "baseline.json"], in: folder.url)
    #expect(adopted.status == 0, "\(adopted.standardOutput)")
    #expect(adopted.standardOutput.contains("suppressed by the baseline"))
  }

  /// With --output the report goes to the file and nothing to standard output; the exit status
  /// stays the report's.
  @Test func outputGoesToAFile() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let result = try CommandRunner.run(["check", "--format", "sarif", "--output", "report.sarif"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    let written = try String(contentsOf: folder.file("report.sarif"), encoding: .utf8)
    #expect(written.contains("plural-missing-category"))
  }

  @Test func badConfigurationIsAToolFailure() throws {
    let folder = try Self.project(config: "version: 1\ncatalogs: [L.xcstrings]\ncheck:\n  rules: {no-such-rule: off}\n")
    defer { folder.remove() }
    let result = try CommandRunner.run(["check"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("unknown rule 'no-such-rule'"))
  }

  @Test func checksDocumentationIsGeneratedFromTheRules() throws {
    let result = try CommandRunner.run(["check", "--list-rules", "--format", "markdown"], in: Fixtures.packageRoot)
    #expect(result.status == 0)
    let committed = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/Checks.md"), encoding: .utf8)
    #expect(
      committed == result.standardOutput,
      "Documentation/Checks.md is stale: run `swift run l10n check --list-rules --format markdown > Documentation/Checks.md`"
    )
  }
}
