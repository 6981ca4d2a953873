import Foundation
import L10nTestSupport
import Testing

/// `l10n diff` on the command line: exit statuses (--exit-code), colour, errors and usage. What
/// the diff lists: `DiffRequestTests` (L10nSessionTests).
@Suite struct DiffCommandTests {
  func original() throws -> String {
    try DiffFixture.original()
  }

  @Test func twoFilesTextExitCodeAndColour() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let original = try original()
    try folder.write("Old.xcstrings", original)
    try folder.write("New.xcstrings", DiffFixture.changedVersion(of: original).text)
    let text = try CommandRunner.run(["diff", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(text.status == 0, "\(text.standardError)")
    #expect(
      text.standardOutput.hasPrefix("Old.xcstrings → New.xcstrings: 1 key added, 1 key removed, 5 keys changed\n"))
    #expect(!text.standardOutput.contains("\u{1B}["))

    let exit = try CommandRunner.run(["diff", "--exit-code", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(exit.status == 1)
    let same = try CommandRunner.run(["diff", "--exit-code", "Old.xcstrings", "Old.xcstrings"], in: folder.url)
    #expect(same.status == 0 && same.standardOutput.isEmpty)
    let coloured = try CommandRunner.run(
      ["diff", "--color", "always", "Old.xcstrings", "New.xcstrings"], in: folder.url)
    #expect(coloured.standardOutput.contains("\u{1B}[32m+ FileScope.New.key\u{1B}[0m"))
  }

  @Test func errorsAndUsage() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("Good.xcstrings", try original())
    try folder.write("Bad.xcstrings", "{ \"sourceLanguage\" : ")
    let bad = try CommandRunner.run(["diff", "Good.xcstrings", "Bad.xcstrings"], in: folder.url)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("Bad.xcstrings:1:"), "\(bad.standardError)")
    let missing = try CommandRunner.run(["diff", "Good.xcstrings", "Missing.xcstrings"], in: folder.url)
    #expect(missing.status == 2)
    let usage = try CommandRunner.run(["diff", "Good.xcstrings"], in: folder.url)
    #expect(usage.status == 64)
    #expect(usage.standardError.contains("give two catalogs"), "\(usage.standardError)")
    let help = try CommandRunner.run(["diff", "--help"], in: folder.url)
    #expect(help.standardOutput.contains("Examples:") && help.standardOutput.contains("l10n diff --base HEAD"))
  }

  /// --base in a git work tree: nothing changed is exit 0 with --exit-code, a change exit 1.
  @Test(.requires(.git))
  func baseExitCode() throws {
    let repository = try GitRepository()
    defer { repository.folder.remove() }
    let original = try original()
    try repository.folder.write("l10n.yml", "version: 1\ncatalogs: [App/Catalogs]\n")
    try repository.commit("App/Catalogs/FileScope.xcstrings", original, message: "catalog")
    try repository.git("add", "l10n.yml")
    try repository.git("commit", "-q", "-m", "configuration")
    let clean = try CommandRunner.run(["diff", "--base", "HEAD", "--exit-code"], in: repository.url)
    #expect(clean.status == 0, "\(clean.standardError)")
    #expect(clean.standardOutput.isEmpty)
    try repository.folder.write("App/Catalogs/FileScope.xcstrings", DiffFixture.changedVersion(of: original).text)
    let changed = try CommandRunner.run(["diff", "--base", "HEAD", "--exit-code"], in: repository.url)
    #expect(changed.status == 1, "\(changed.standardError)")
    #expect(changed.standardOutput.hasPrefix("App/Catalogs/FileScope.xcstrings: 1 key added"))
    let unknown = try CommandRunner.run(["diff", "--base", "no-such-branch"], in: repository.url)
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown revision 'no-such-branch'"), "\(unknown.standardError)")
  }

  @Test(.requires(.git)) func baseOutsideAGitRepositoryFails() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("F.xcstrings", try original())
    let result = try CommandRunner.run(["diff", "--base", "HEAD", "F.xcstrings"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("is not in a git repository"), "\(result.standardError)")
  }
}
