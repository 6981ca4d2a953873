import Foundation
import L10nTestSupport
import Testing

/// `l10n init` on the command line: what it prints, usage errors and failures. The layouts, and
/// extract, check and status after it: `InitSessionTests` and `InitPlanTests` (L10nSessionTests).
@Suite struct InitCommandTests {
  /// `init --dry-run`, `init`, then `init` again, on a Swift package: what each prints.
  @Test func dryRunThenInitThenNothingToChange() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    let untouched = InitFixtures.snapshot(folder.url)
    let dryRun = try CommandRunner.run(["init", "--languages", "fr,de", "--dry-run"], in: folder.url)
    #expect(dryRun.status == 0, "\(dryRun.standardError)")
    #expect(dryRun.standardOutput.contains("would create  l10n.yml"))
    #expect(dryRun.standardOutput.contains("Nothing was written (--dry-run)."))
    #expect(InitFixtures.snapshot(folder.url) == untouched, "--dry-run wrote nothing")

    let first = try CommandRunner.run(["init", "--languages", "fr,de"], in: folder.url)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains("created  l10n.yml"))
    #expect(first.standardOutput.contains(#"git config merge.l10n.driver "l10n merge-driver %O %A %B %P""#))
    let configuration = String(decoding: try Fixtures.bytesAt(folder.file("l10n.yml")), as: UTF8.self)
    #expect(configuration.contains("languages: [fr, de]"), "\(configuration)")

    let before = InitFixtures.snapshot(folder.url)
    let second = try CommandRunner.run(["init", "--languages", "fr,de"], in: folder.url)
    #expect(second.status == 0)
    #expect(second.standardOutput.contains("Nothing to change: this folder is set up for l10n already."))
    #expect(InitFixtures.snapshot(folder.url) == before, "a second init changes no byte")
  }

  @Test func thePackageOutputNamesTheTargetAndTheManifestLines() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    let result = try CommandRunner.run(["init"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix(
        "Swift package: target 'Core' (Sources/Core), the first target in Package.swift with Swift files "
          + "(others: App; --target chooses).\n"))
    #expect(result.standardOutput.contains(#"resources: [.process("Localizable.xcstrings")]"#))
    #expect(result.standardOutput.contains(#"add defaultLocalization: "en" to Package(…)"#))
  }

  @Test func badLanguagesAndAMissingTargetFail() throws {
    let folder = try InitFixtures.package.make()
    defer { folder.remove() }
    let bad = try CommandRunner.run(["init", "--languages", "fr,not a tag"], in: folder.url)
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("'not a tag' is not a language tag"))
    // As import judges a language: a tag ICU does not know, or one not spelled as Xcode writes it,
    // is refused with the spelling meant.
    for (arguments, message) in [
      (["--languages", "en_US"], #"'en_US' is not a language tag as Xcode writes it; did you mean "en-US"?"#),
      (["--source-language", "PT-br"], #"'PT-br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#),
      (["--languages", "fr,xx-Bogus-Tag-123"], "'xx-Bogus-Tag-123' is not a language tag ICU knows"),
    ] {
      let refused = try CommandRunner.run(["init", "--dry-run"] + arguments, in: folder.url)
      #expect(refused.status == 64, "\(arguments)")
      #expect(refused.standardError.contains(message), "\(refused.standardError)")
    }
    let accepted = try CommandRunner.run(
      ["init", "--dry-run", "--source-language", "en-GB", "--languages", "pt-BR,zh-Hans,es-419,sr-Latn,en-XA"],
      in: folder.url)
    #expect(accepted.status == 0, "\(accepted.standardError)")
    let missing = try CommandRunner.run(["init", "--target", "Nope"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("--target Nope: no such target (targets: Core, App, CoreTests)"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("l10n.yml").path))
  }

  @Test func aFolderWithNothingSuggestsInit() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let result = try CommandRunner.run(["status"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("`l10n init` sets this folder up"))
  }
}
