import Foundation
import L10nTestSupport
import Testing

/// `l10n fmt` on the command line: what it prints and its exit statuses. What it writes and
/// refuses: `FmtRequestTests` (L10nSessionTests).
@Suite struct FmtCommandTests {
  @Test func checkPassesOnEveryRealXcodeCatalog() throws {
    let result = try CommandRunner.run(["fmt", "--check", "real"], in: Fixtures.directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("13 catalogs are in Xcode's format"))
  }

  @Test func checkListsFilesThatDifferAndExitsOne() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let good = try Fixtures.bytes("real/geteduroam_apple-app_Localizable.xcstrings")
    try folder.write("Good.xcstrings", good)
    let badText = String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\" : ", with: "\": ")
    try folder.write("Bad.xcstrings", badText)
    let result = try CommandRunner.run(["fmt", "--check", "."], in: folder.url)
    #expect(result.status == 1)
    #expect(result.standardOutput == "Bad.xcstrings\n")
    expectSameBytes(try Fixtures.bytesAt(folder.file("Bad.xcstrings")), Array(badText.utf8), "--check wrote")
  }
}
