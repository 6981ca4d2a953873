import Foundation
import L10nTestSupport
import Testing

/// `--lang` is read and judged one way by every command that takes it (`LanguageOption`): a
/// comma-separated list, blanks dropped, each language once; a tag ICU does not know, or one
/// spelled otherwise than Xcode writes it, is a usage error (64) before anything is written.
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
      for (tag, message) in [
        ("fr,xx_bogus", "--lang 'xx_bogus' is not a language tag ICU knows"),
        ("pt_br", #"--lang 'pt_br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#),
        ("FR", #"--lang 'FR' is not "#),
        ("FR", #"did you mean "fr"?"#),
      ] {
        let result = try CommandRunner.run(arguments + ["--lang", tag], in: folder.url)
        let command = arguments.joined(separator: " ")
        #expect(result.status == 64, "\(command) --lang \(tag): \(result.standardError)")
        #expect(result.standardError.contains(message), "\(command): \(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(command)")
        if let writes {
          #expect(!FileManager.default.fileExists(atPath: folder.file(writes).path), "\(command) wrote \(writes)")
        }
        #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == catalog, "\(command) changed the catalog")
      }
    }
  }

  /// `--lang " fr , fr"` is French once, as `--lang fr` is, in every command.
  @Test func blanksAndRepeatsAreDropped() throws {
    let folder = try MemoryCommandTests.project()
    defer { folder.remove() }
    for (arguments, writes) in Self.commands {
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
  /// its line, for every command that reads the configuration.
  @Test func theConfigurationsLanguagesAreJudgedToo() throws {
    let folder = try MemoryCommandTests.project()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nlanguages: [fr, de_DE]\n")
    for arguments in [["status"], ["check"], ["export", "--lang", "fr", "--output", "out"]] {
      let result = try CommandRunner.run(arguments, in: folder.url)
      #expect(result.status == 2, "\(arguments): \(result.standardError)")
      #expect(
        result.standardError.contains(
          #"l10n.yml:3: languages: 'de_DE' is not a language tag as Xcode writes it; did you mean "de-DE"?"#),
        "\(result.standardError)")
    }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nlanguages: [fr, de-DE]\n")
    #expect(try CommandRunner.run(["status"], in: folder.url).status == 0)
    // The coverage gate's languages too: a typo would gate a language nobody translates.
    let gate = try CommandRunner.run(["check", "--min-coverage", "90,pt_br=100"], in: folder.url)
    #expect(gate.status == 64)
    #expect(
      gate.standardError.contains(
        #"--min-coverage 'pt_br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#))
  }
}
