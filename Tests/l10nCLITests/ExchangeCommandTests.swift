import Foundation
import L10nTestSupport
import Testing

/// `l10n export` and `l10n import` on the command line: what they print, exit statuses and usage
/// errors. What they write and merge: `ExchangeRequestTests` (L10nSessionTests).
@Suite struct ExchangeCommandTests {
  static func project() throws -> TemporaryDirectory {
    try SampleProjects.exchangeProject()
  }

  static func xliff(_ units: String, language: String = "ru") -> String {
    SampleProjects.xliff(units, language: language)
  }

  @Test func exportThenImportChangesNothing() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let export = try CommandRunner.run(["export", "--lang", "ru,fr"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardOutput == "Localizations/ru.xliff\nLocalizations/fr.xliff\n")
    let imported = try CommandRunner.run(
      ["import", "Localizations/ru.xliff", "Localizations/fr.xliff"], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardOutput)\(imported.standardError)")
    #expect(
      imported.standardOutput.contains(
        "ru  L.xcstrings: 0 added, 0 updated, 3 unchanged, 2 empty, 0 rejected, 0 unknown"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  /// A unit held or unknown: exit 1, each problem printed with its place; --dry-run and --strict
  /// say on standard error that nothing was written.
  @Test func problemsExitOneAndDryRunAndStrictSayNothingWasWritten() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let before = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    try folder.write(
      "ru.xliff",
      Self.xliff(SampleProjects.wrongPlaceholderAndUnknownUnits))
    let dry = try CommandRunner.run(["import", "ru.xliff", "--dry-run"], in: folder.url)
    #expect(dry.status == 1)
    #expect(dry.standardOutput.contains("ru.xliff:5: held: editor.count|==|plural.many [ru]: placeholders do not fit"))
    #expect(dry.standardOutput.contains("ru.xliff:9: unknown: editor.gone [ru]"))
    #expect(dry.standardError.contains("Dry run: nothing was written."))
    let strict = try CommandRunner.run(["import", "ru.xliff", "--strict"], in: folder.url)
    #expect(strict.status == 1)
    #expect(strict.standardError.contains("nothing was written"))
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == before)
  }

  @Test func usageErrors() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    #expect(try CommandRunner.run(["export"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["export", "--lang", "fr", "--format", "docx"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["export", "--lang", "fr,de", "--output", "-"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["import"], in: folder.url).status == 64)
    #expect(try CommandRunner.run(["import", "missing.xliff"], in: folder.url).status == 2)
    let stdout = try CommandRunner.run(["export", "--lang", "fr", "--output", "-"], in: folder.url)
    #expect(
      stdout.status == 0 && stdout.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff "))
  }
}
