import Foundation
import L10nCatalog
import L10nTestSupport
import OrderedCollections
import Testing

/// Safe writes: atomic, permission-keeping, no-op when unchanged, through symlinks, and refusing
/// to overwrite a file that changed on disk since it was read.
@Suite struct CatalogFileTests {
  let sample = try! Fixtures.bytes("real/geteduroam_apple-app_Localizable.xcstrings")

  @Test func unchangedBytesAreNotWritten() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", sample)
    let before = try FileManager.default.attributesOfItem(atPath: url.path)
    let file = try CatalogFile(path: url.path)
    #expect(try file.save() == false)
    let after = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
  }

  @Test func writesAreAtomicAndKeepPermissions() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", sample)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
    var file = try CatalogFile(path: url.path)
    file.catalog.strings["zzz.added"] = CatalogEntry(extractionState: .manual)
    #expect(try file.save())
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    let reread = try CatalogFile(path: url.path)
    #expect(reread.catalog.strings["zzz.added"]?.extractionState == .manual)
    // No temporary file is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["L.xcstrings"])
  }

  @Test func aSymlinkStaysALink() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let target = try folder.write("real/L.xcstrings", sample)
    let link = folder.file("link.xcstrings")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    var file = try CatalogFile(path: link.path)
    file.catalog.strings["zzz.added"] = CatalogEntry()
    try file.save()
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try CatalogFile(path: target.path).catalog.strings["zzz.added"] != nil)
  }

  /// Xcode saves by renaming a new file over the old one; a catalog saved so between l10n's read
  /// and its write keeps Xcode's bytes, and the message says why (as every command prints it).
  @Test(arguments: [false, true]) func aFileRenamedOverIsNotOverwritten(sorting: Bool) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", sample)
    var file = try CatalogFile(path: url.path, displayPath: "L.xcstrings")
    if sorting { file.catalog.sortAllKeys() } else { file.catalog.strings["zzz.added"] = CatalogEntry() }
    let xcode = Array(String(decoding: sample, as: UTF8.self).replacingOccurrences(of: "\n", with: "").utf8) + [0x0A]
    try Data(xcode).write(to: url, options: .atomic)
    #expect {
      try file.save()
    } throws: { error in
      "\(error)"
        == "L.xcstrings: the file changed on disk after l10n read it (saved by Xcode or another tool meanwhile); it was not overwritten, so those changes are kept; run l10n again"
    }
    expectSameBytes(try Fixtures.bytesAt(url), xcode)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["L.xcstrings"])
  }

  @Test func aFileChangedOnDiskIsNotOverwritten() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", sample)
    var file = try CatalogFile(path: url.path)
    file.catalog.strings["zzz.added"] = CatalogEntry()
    var changed = sample
    changed.append(0x0A)
    try Data(changed).write(to: url)
    #expect(throws: CatalogError.self) { try file.save() }
    expectSameBytes(try Fixtures.bytesAt(url), changed, "the file someone else saved")
  }

  @Test func aReadOnlyFolderFailsWithAMessageAndLeavesTheFile() throws {
    guard getuid() != 0 else { return }  // root may write anywhere
    let folder = try TemporaryDirectory()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
      folder.remove()
    }
    let url = try folder.write("L.xcstrings", sample)
    var file = try CatalogFile(path: url.path)
    file.catalog.strings["zzz.added"] = CatalogEntry()
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
    #expect(throws: CatalogError.self) { try file.save() }
    expectSameBytes(try Fixtures.bytesAt(url), sample, "read-only folder")
  }

  @Test func missingFilesAndFoldersAreIOErrors() throws {
    let missing = try #require(throws: CatalogError.self) { try CatalogFile(path: "/nonexistent/L.xcstrings") }
    #expect(missing.kind == .io)
    #expect(missing.description.hasPrefix("/nonexistent/L.xcstrings: cannot open the file"))
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let notAFile = try #require(throws: CatalogError.self) { try CatalogFile(path: folder.url.path) }
    #expect(notAFile.description.contains("not a regular file"))
  }
}
