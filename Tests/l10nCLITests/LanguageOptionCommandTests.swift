import Foundation
import L10nTestSupport
import Testing

/// `--lang` on the command line, for every command that takes it: a tag that is no language is a
/// usage error (64) on standard error, with nothing on standard output and nothing written; a
/// comma-separated list, blanks dropped, each language once. Which tags are refused, and why:
/// `LanguageOptionTests` (L10nSessionTests).
@Suite struct LanguageOptionCommandTests {
  /// Each command with `--lang`, and what it would write (nil: nothing).
  static let commands: [(arguments: [String], writes: String?)] = [
    (["status"], nil),
    (["export", "--output", "out"], "out"),
    (["fill", "--from-memory"], nil),
    (["memory", "stats"], nil),
    (["memory", "export", "--output", "memory.tmx"], "memory.tmx"),
  ]

  @Test func everyCommandRefusesATagThatIsNoLanguage() throws {
    let folder = try MemoryCommandTests.project()
    defer { folder.remove() }
    let catalog = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    for (arguments, writes) in Self.commands {
      let result = try CommandRunner.run(arguments + ["--lang", "fr,pt_br"], in: folder.url)
      let command = arguments.joined(separator: " ")
      #expect(result.status == 64, "\(command): \(result.standardError)")
      #expect(
        result.standardError.contains(
          #"--lang 'pt_br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#),
        "\(command): \(result.standardError)")
      #expect(result.standardOutput.isEmpty, "\(command)")
      if let writes {
        #expect(!FileManager.default.fileExists(atPath: folder.file(writes).path), "\(command) wrote \(writes)")
      }
      #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == catalog, "\(command) changed the catalog")
    }
  }

  /// `--lang " fr , fr" --lang "fr,"` is French once, as `--lang fr` is, in the commands that read
  /// the translation memory (status and export: `LanguageOptionTests`).
  @Test func blanksAndRepeatsAreDropped() throws {
    let folder = try MemoryCommandTests.project()
    defer { folder.remove() }
    for (arguments, writes) in Self.commands where ["fill", "memory"].contains(arguments[0]) {
      let command = arguments.joined(separator: " ")
      let dryRun = arguments.first == "fill" ? ["--dry-run"] : []
      let once = try CommandRunner.run(arguments + dryRun + ["--lang", "fr"], in: folder.url)
      let listed = try CommandRunner.run(arguments + dryRun + ["--lang", " fr , fr", "--lang", "fr,"], in: folder.url)
      #expect(once.status == 0, "\(command): \(once.standardError)")
      #expect(listed.status == 0, "\(command): \(listed.standardError)")
      #expect(listed.standardOutput == once.standardOutput, "\(command)")
      if let writes {
        #expect(FileManager.default.fileExists(atPath: folder.file(writes).path), "\(command) wrote no \(writes)")
      }
    }
  }

  /// l10n.yml's languages are judged as `--lang` is: a typo is a configuration error (exit 2) with
  /// its line; a typo in the coverage gate's languages is a usage error.
  @Test func theConfigurationsLanguagesAreJudgedToo() throws {
    let folder = try MemoryCommandTests.project()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nlanguages: [fr, de_DE]\n")
    let result = try CommandRunner.run(["check"], in: folder.url)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        #"l10n.yml:3: languages: 'de_DE' is not a language tag as Xcode writes it; did you mean "de-DE"?"#),
      "\(result.standardError)")
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nlanguages: [fr, de-DE]\n")
    let gate = try CommandRunner.run(["check", "--min-coverage", "90,pt_br=100"], in: folder.url)
    #expect(gate.status == 64)
    #expect(
      gate.standardError.contains(
        #"--min-coverage 'pt_br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#))
  }
}
