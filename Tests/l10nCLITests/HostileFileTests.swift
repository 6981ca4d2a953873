import Foundation
import L10nTestSupport
import Testing

/// Hostile files and paths on the command line: paths with spaces and non-ASCII as arguments and
/// in what is printed, a read-only catalog and a multi-gigabyte catalog as exit status 2 with the
/// message. The same through a session for every request: `HostileFileTests` (L10nSessionTests).
@Suite struct HostileFileTests {
  static let unformatted = SampleProjects.unformattedCheckCatalog

  @Test func pathsWithSpacesAndNonASCII() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let project = folder.file("Mon projet é/日本 😀")
    try folder.write("Mon projet é/日本 😀/l10n.yml", "version: 1\ncatalogs: [\"Cata logs/Ĺocalizable ü.xcstrings\"]\n")
    try folder.write("Mon projet é/日本 😀/Cata logs/Ĺocalizable ü.xcstrings", Self.unformatted)
    let fmt = try CommandRunner.run(["fmt"], in: project)
    #expect(fmt.status == 0, "\(fmt.standardError)")
    #expect(fmt.standardOutput == "Cata logs/Ĺocalizable ü.xcstrings\n")
    // An error names the path as given.
    try folder.write("Mon projet é/日本 😀/Cassé ü.xcstrings", "{")
    let broken = try CommandRunner.run(["fmt", "Cassé ü.xcstrings"], in: project)
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("error: Cassé ü.xcstrings:1:2: "), "\(broken.standardError)")
  }

  @Test func aReadOnlyCatalogIsAClearFailure() throws {
    let folder = try CheckCommandTests.project(catalog: Self.unformatted)
    defer { folder.remove() }
    let url = folder.file("L.xcstrings")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let result = try CommandRunner.run(["fmt"], in: folder.url)
    #expect(result.status == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(
      result.standardError.contains(
        "error: L.xcstrings: the file is read-only; nothing was written (make it writable, e.g. chmod u+w, and run again)"
      ),
      "\(result.standardError)")
    expectSameBytes(try Fixtures.bytesAt(url), Array(Self.unformatted.utf8), "fmt")
  }

  @Test func aMultiGigabyteCatalogIsRefusedWithTheLimit() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("Huge.xcstrings", Self.unformatted)
    try Fixtures.growSparse(url, to: 5 << 30)
    let result = try CommandRunner.run(["status", "Huge.xcstrings"], in: folder.url)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "error: Huge.xcstrings: the file is 5.0 GiB (5368709120 bytes); l10n reads files up to 1 GiB (1073741824 bytes), so it was not read"
      ),
      "\(result.standardError)")
  }
}
