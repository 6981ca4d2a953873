import Foundation
import L10nTestSupport
import Testing

/// `l10n merge-driver`, alone and as git's merge driver in a real `git merge`.
@Suite(.requires(.git)) struct MergeDriverCommandTests {
  static let catalog = "real/coteditor_CotEditor_FileScopeEditor.xcstrings"

  func original() throws -> String {
    String(decoding: try Fixtures.bytes(Self.catalog), as: UTF8.self)
  }

  @Test func gitMergesBranchesThatTranslateDifferentKeys() throws {
    let original = try original()
    let keys = CatalogTextEdits.keys(original)
    let first = keys[2]
    let second = keys[9]
    // The base lacks German for two keys; each branch adds one of them back.
    let withoutFirst = CatalogTextEdits.removingLanguage(original, key: first, language: "de")
    let base = CatalogTextEdits.removingLanguage(withoutFirst, key: second, language: "de")
    let withoutSecond = CatalogTextEdits.removingLanguage(original, key: second, language: "de")
    #expect(base != withoutFirst && base != withoutSecond)

    let repository = try GitRepository()
    defer { repository.folder.remove() }
    try repository.configureMergeDriver()
    try repository.commit("Catalogs/FileScope.xcstrings", base, message: "base")
    try repository.git("checkout", "-q", "-b", "first")
    try repository.commit("Catalogs/FileScope.xcstrings", withoutSecond, message: "translate the first key")
    try repository.git("checkout", "-q", "main")
    try repository.commit("Catalogs/FileScope.xcstrings", withoutFirst, message: "translate the second key")
    let merge = try repository.git("merge", "-q", "--no-edit", "first", allowFailure: true)
    #expect(merge.status == 0, "\(merge.standardOutput)\(merge.standardError)")
    // Both translations, in Xcode's order and format: the original Xcode-written file.
    expectSameBytes(
      try Fixtures.bytesAt(repository.folder.file("Catalogs/FileScope.xcstrings")), Array(original.utf8),
      "merged catalog")
    let status = try repository.git("status", "--porcelain")
    #expect(status.standardOutput.isEmpty, "\(status.standardOutput)")
  }

  /// Adding neighbouring languages to one key touches the same lines: git's own line merge
  /// conflicts there, the driver does not.
  @Test func gitMergesNeighbouringLanguagesThatALineMergeCannot() throws {
    let original = try original()
    let key = CatalogTextEdits.keys(original)[4]
    let withoutCzech = CatalogTextEdits.removingLanguage(original, key: key, language: "cs")
    let base = CatalogTextEdits.removingLanguage(withoutCzech, key: key, language: "de")
    let withoutGerman = CatalogTextEdits.removingLanguage(original, key: key, language: "de")

    let repository = try GitRepository()
    defer { repository.folder.remove() }
    try repository.commit("F.xcstrings", base, message: "base")
    try repository.git("checkout", "-q", "-b", "czech")
    try repository.commit("F.xcstrings", withoutGerman, message: "Czech")
    try repository.git("checkout", "-q", "main")
    try repository.commit("F.xcstrings", withoutCzech, message: "German")
    try repository.git("branch", "-q", "german")
    // Without the driver: git's line merge conflicts.
    let lineMerge = try repository.git("merge", "-q", "--no-edit", "czech", allowFailure: true)
    #expect(lineMerge.status != 0)
    try repository.git("merge", "--abort")
    // With it: merged, both languages in place.
    try repository.configureMergeDriver()
    try repository.git("commit", "-q", "-m", "attributes")
    let merge = try repository.git("merge", "-q", "--no-edit", "czech", allowFailure: true)
    #expect(merge.status == 0, "\(merge.standardOutput)\(merge.standardError)")
    expectSameBytes(try Fixtures.bytesAt(repository.folder.file("F.xcstrings")), Array(original.utf8), "merged catalog")
  }

  @Test func gitReportsAConflictWhenBothBranchesChangeOneUnit() throws {
    let original = try original()
    let keys = CatalogTextEdits.keys(original)
    let key = keys[5]
    let other = keys[6]
    let ours = CatalogTextEdits.replacing("value", of: key, language: "de", with: "Unser Wert", in: original)
    var theirs = CatalogTextEdits.replacing("value", of: key, language: "de", with: "Ihr Wert", in: original)
    theirs = CatalogTextEdits.replacing("value", of: other, language: "fr", with: "Autre valeur", in: theirs)
    theirs = CatalogTextEdits.replacing("state", of: other, language: "fr", with: "needs_review", in: theirs)

    let repository = try GitRepository()
    defer { repository.folder.remove() }
    try repository.configureMergeDriver()
    try repository.commit("FileScope.xcstrings", original, message: "base")
    try repository.git("checkout", "-q", "-b", "theirs")
    try repository.commit("FileScope.xcstrings", theirs, message: "theirs")
    try repository.git("checkout", "-q", "main")
    try repository.commit("FileScope.xcstrings", ours, message: "ours")
    let merge = try repository.git("merge", "--no-edit", "theirs", allowFailure: true)
    #expect(merge.status != 0)
    let output = merge.standardOutput + merge.standardError
    #expect(output.contains("CONFLICT (content): Merge conflict in FileScope.xcstrings"), "\(output)")
    #expect(
      output.contains(
        "CONFLICT (l10n): FileScope.xcstrings: key \"\(key)\", language de: changed differently on both sides"),
      "\(output)")
    let status = try repository.git("status", "--porcelain")
    #expect(status.standardOutput.contains("UU FileScope.xcstrings"), "\(status.standardOutput)")

    let marked = String(decoding: try Fixtures.bytesAt(repository.folder.file("FileScope.xcstrings")), as: UTF8.self)
    #expect(marked.components(separatedBy: "\n<<<<<<< ours\n").count == 2)
    #expect(marked.contains("\n=======\n") && marked.contains("\n>>>>>>> theirs\n"))
    // Keeping ours keeps theirs' other change; keeping theirs gives theirs.
    var expectedOurs = CatalogTextEdits.replacing("value", of: other, language: "fr", with: "Autre valeur", in: ours)
    expectedOurs = CatalogTextEdits.replacing(
      "state", of: other, language: "fr", with: "needs_review", in: expectedOurs)
    #expect(CatalogTextEdits.resolve(marked, keeping: "ours") == expectedOurs)
    #expect(CatalogTextEdits.resolve(marked, keeping: "theirs") == theirs)
  }

  @Test func driverAloneMergesAndWritesIntoOurs() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let original = try original()
    let keys = CatalogTextEdits.keys(original)
    try folder.write("O.xcstrings", original)
    try folder.write(
      "A.xcstrings", CatalogTextEdits.replacing("value", of: keys[0], language: "ja", with: "A", in: original))
    try folder.write(
      "B.xcstrings", CatalogTextEdits.replacing("value", of: keys[1], language: "ja", with: "B", in: original))
    let result = try CommandRunner.run(["merge-driver", "O.xcstrings", "A.xcstrings", "B.xcstrings"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let both = CatalogTextEdits.replacing(
      "value", of: keys[1], language: "ja", with: "B",
      in: CatalogTextEdits.replacing("value", of: keys[0], language: "ja", with: "A", in: original))
    expectSameBytes(try Fixtures.bytesAt(folder.file("A.xcstrings")), Array(both.utf8), "merged")
  }

  @Test func deletedOnOneSideChangedOnTheOtherIsAConflict() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let original = try original()
    let keys = CatalogTextEdits.keys(original)
    try folder.write("O.xcstrings", original)
    try folder.write("A.xcstrings", CatalogTextEdits.removingLanguage(original, key: keys[3], language: "es"))
    try folder.write(
      "B.xcstrings", CatalogTextEdits.replacing("value", of: keys[3], language: "es", with: "B", in: original))
    let result = try CommandRunner.run(
      ["merge-driver", "O.xcstrings", "A.xcstrings", "B.xcstrings", "Cat/F.xcstrings"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "CONFLICT (l10n): Cat/F.xcstrings: key \"\(keys[3])\", language es: deleted in ours, changed in theirs"),
      "\(result.standardError)")
    let marked = String(decoding: try Fixtures.bytesAt(folder.file("A.xcstrings")), as: UTF8.self)
    #expect(CatalogTextEdits.resolve(marked, keeping: "theirs").contains("\"value\" : \"B\""))
    #expect(
      CatalogTextEdits.resolve(marked, keeping: "ours")
        == CatalogTextEdits.removingLanguage(original, key: keys[3], language: "es"))
  }

  @Test func unreadableVersionLeavesOursUntouchedAndExitsTwo() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let original = try original()
    try folder.write("O.xcstrings", original)
    try folder.write("A.xcstrings", original)
    try folder.write("B.xcstrings", "<<<<<<< not a catalog\n")
    let before = try Fixtures.bytesAt(folder.file("A.xcstrings"))
    let result = try CommandRunner.run(
      ["merge-driver", "O.xcstrings", "A.xcstrings", "B.xcstrings", "F.xcstrings"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("error: F.xcstrings (theirs):1:1"), "\(result.standardError)")
    #expect(result.standardError.contains("F.xcstrings was not merged"), "\(result.standardError)")
    expectSameBytes(try Fixtures.bytesAt(folder.file("A.xcstrings")), before, "ours")
  }

  @Test func emptyBaseMergesTwoAddedCatalogs() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let original = try original()
    let keys = CatalogTextEdits.keys(original)
    try folder.write("O.xcstrings", "")
    try folder.write("A.xcstrings", original)
    try folder.write(
      "B.xcstrings", CatalogTextEdits.replacing("value", of: keys[0], language: "ko", with: "B", in: original))
    let result = try CommandRunner.run(["merge-driver", "O.xcstrings", "A.xcstrings", "B.xcstrings"], in: folder.url)
    // Both added the key's Korean text differently: a conflict on that text only.
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("key \"\(keys[0])\", language ko: changed differently"), "\(result.standardError)")
  }

  /// The set-up Documentation/Git.md gives is the one these tests use.
  @Test func documentationGivesTheSetUpTheseTestsUse() throws {
    let page = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/Git.md"), encoding: .utf8)
    #expect(page.contains("\n*.xcstrings merge=l10n\n"))
    #expect(page.contains("\ngit config merge.l10n.name \"l10n String Catalog merge\"\n"))
    #expect(page.contains("\ngit config merge.l10n.driver \"l10n merge-driver %O %A %B %P\"\n"))
  }

  @Test func helpShowsSetUpAndExamples() throws {
    let result = try CommandRunner.run(["merge-driver", "--help"], in: Fixtures.directory)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("git config merge.l10n.driver \"l10n merge-driver %O %A %B %P\""))
    #expect(result.standardOutput.contains("Examples:"))
  }
}
