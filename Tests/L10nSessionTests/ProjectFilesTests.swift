import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import L10nTestSupport
import OrderedCollections
import Testing

/// `ProjectFiles`, the one door for a session's files, on the disk and on its in-memory twin: each
/// write mode, a catalog saved by Xcode meanwhile, a catalog that appears where one is created,
/// the write scope and bundles, with the same outcome and message on both, so that a test on the
/// twin asserts what the disk does.
@Suite struct ProjectFilesTests {
  /// A folder on disk or in memory, with its `ProjectFiles`.
  struct Place {
    var url: URL
    var files: ProjectFiles
    var put: (String, [UInt8]) throws -> Void
    var get: (String) -> [UInt8]?
    var remove: () -> Void

    static func make(_ kind: String, scope: String? = nil) throws -> Place {
      if kind == "memory" {
        let folder = try MemoryFolder()
        let scope = scope.map { WriteScope(roots: [folder.file($0).path]) }
        return Place(
          url: folder.url, files: ProjectFiles(memory: folder.files, workingDirectory: folder.url, scope: scope),
          put: { try folder.write($0, $1) }, get: { try? folder.bytes($0) }, remove: {})
      }
      let folder = try TemporaryDirectory()
      let scope = scope.map { WriteScope(roots: [folder.file($0).path]) }
      return Place(
        url: folder.url, files: ProjectFiles(workingDirectory: folder.url, scope: scope),
        put: { try folder.write($0, $1) }, get: { try? Fixtures.bytesAt(folder.file($0)) }, remove: { folder.remove() })
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
  }

  static let catalog = Array(SampleProjects.checkCatalog.replacingOccurrences(of: "\n", with: "").utf8)

  @Test(arguments: ["disk", "memory"])
  func eachWriteModeKeepsWhatIsThere(kind: String) throws {
    let place = try Place.make(kind)
    defer { place.remove() }
    let files = place.files
    try files.write(Array("one\n".utf8), to: place.file("a.txt"), mode: .createOnly)
    #expect(place.get("a.txt") == Array("one\n".utf8))
    let exists = #expect(throws: CatalogError.self) {
      try files.write(Array("two\n".utf8), to: place.file("a.txt"), mode: .createOnly)
    }
    #expect(exists?.description == "a.txt: a file is already here; it was not overwritten")
    let changed = #expect(throws: CatalogError.self) {
      try files.write(
        Array("two\n".utf8), to: place.file("a.txt"), mode: .replaceIfUnchanged(original: Array("zero\n".utf8)))
    }
    #expect(changed?.message.hasPrefix("the file changed on disk while l10n wrote it; it was not overwritten") == true)
    #expect(place.get("a.txt") == Array("one\n".utf8))
    try files.write(
      Array("two\n".utf8), to: place.file("a.txt"), mode: .replaceIfUnchanged(original: Array("one\n".utf8)))
    #expect(place.get("a.txt") == Array("two\n".utf8))
    try files.write(Array("three\n".utf8), to: place.file("out/b.txt"), mode: .atomicReplace, makingFolder: true)
    try files.write(Array("four\n".utf8), to: place.file("out/b.txt"), mode: .atomicReplace)
    #expect(place.get("out/b.txt") == Array("four\n".utf8))
    #expect(try files.read(place.file("out/b.txt")) == Array("four\n".utf8))
  }

  /// A catalog saved by another tool after it was read is not overwritten; one written unchanged
  /// is not written at all; one read to look at only is never written.
  @Test(arguments: ["disk", "memory"])
  func aCatalogChangedSinceItWasReadIsNotOverwritten(kind: String) throws {
    let place = try Place.make(kind)
    defer { place.remove() }
    try place.put("L.xcstrings", Self.catalog)
    let files = place.files
    var opened = try files.open([place.file("L.xcstrings")], access: .writing(.noWait))
    #expect(try files.isUnchanged(opened[0]))
    let xcode = Array(SampleProjects.checkCatalog.utf8)
    try place.put("L.xcstrings", xcode)
    #expect(try !files.isUnchanged(opened[0]))
    opened[0].catalog.strings["new.key"] = CatalogEntry()
    let refused = #expect(throws: CatalogError.self) { try files.save(opened[0]) }
    #expect(refused?.description == CatalogFile.changedOnDisk("L.xcstrings").description)
    #expect(place.get("L.xcstrings") == xcode)

    let again = try files.open([place.file("L.xcstrings")], access: .writing(.noWait))
    #expect(try files.save(again, at: [0]) == ["L.xcstrings"])
    let formatted = try #require(place.get("L.xcstrings"))
    #expect(formatted != xcode)
    let third = try files.open([place.file("L.xcstrings")], access: .unlocked)
    #expect(try !files.save(third[0]))
    #expect(place.get("L.xcstrings") == formatted)

    let looked = try files.open([place.file("L.xcstrings")], access: .readOnly)
    #expect(throws: CatalogError.self) { try files.save(looked[0]) }
  }

  /// A catalog not there yet starts as the one given and is created by its save, unless a file
  /// appeared there meanwhile; a missing catalog is otherwise an error of the all-or-nothing open.
  @Test(arguments: ["disk", "memory"])
  func aMissingCatalogIsCreatedUnlessOneAppears(kind: String) throws {
    let place = try Place.make(kind)
    defer { place.remove() }
    try place.put("L.xcstrings", Self.catalog)
    let urls = [place.file("L.xcstrings"), place.file("New.xcstrings")]
    #expect(throws: CatalogsUnreadable.self) { try place.files.open(urls, access: .unlocked) }
    let start = StringCatalog(sourceLanguage: "en")
    let opened = try place.files.open(urls, access: .writing(.noWait), creatingMissing: start)
    #expect(opened.map(\.isNewFile) == [false, true])
    #expect(try place.files.isUnchanged(opened[1]))
    #expect(try place.files.save(opened[1]))
    #expect(place.get("New.xcstrings") == start.encoded())

    let late = try place.files.open([place.file("Late.xcstrings")], access: .unlocked, creatingMissing: start)
    try place.put("Late.xcstrings", Array("{}".utf8))
    #expect(try !place.files.isUnchanged(late[0]))
    let refused = #expect(throws: CatalogError.self) { try place.files.save(late[0]) }
    #expect(refused?.description == CatalogFile.appeared("Late.xcstrings").description)
    #expect(place.get("Late.xcstrings") == Array("{}".utf8))
  }

  /// Outside the write scope (the SwiftPM plugin's), nothing is written and the message says
  /// what to allow; inside, writes go on.
  @Test(arguments: ["disk", "memory"])
  func theWriteScopeStopsAWriteOutsideIt(kind: String) throws {
    let place = try Place.make(kind, scope: "App")
    defer { place.remove() }
    try place.put("L.xcstrings", Self.catalog)
    try place.put("App/L.xcstrings", Self.catalog)
    let files = place.files
    let outside = #expect(throws: CatalogError.self) {
      try files.write(Array("x".utf8), to: place.file("Out/fr.xliff"), mode: .atomicReplace, makingFolder: true)
    }
    #expect(outside?.message.contains("may write only inside") == true)
    #expect(outside?.file == "Out/fr.xliff")
    #expect(place.get("Out/fr.xliff") == nil)
    #expect(throws: CatalogError.self) {
      try files.open([place.file("App/L.xcstrings"), place.file("L.xcstrings")], access: .writing(.noWait))
    }
    #expect(!files.mayWrite(place.file("L.xcstrings")) && files.mayWrite(place.file("App/L.xcstrings")))
    try files.write(Array("x".utf8), to: place.file("App/fr.xliff"), mode: .atomicReplace)
    #expect(place.get("App/fr.xliff") == Array("x".utf8))
    _ = try files.open([place.file("App/L.xcstrings")], access: .writing(.noWait))
  }

  /// A bundle replaces the one there as a whole: a file of the old one that the new one lacks is
  /// gone.
  @Test(arguments: ["disk", "memory"])
  func aBundleIsWrittenAsOne(kind: String) throws {
    let place = try Place.make(kind)
    defer { place.remove() }
    let bundle = place.file("fr.xcloc")
    try place.files.write(
      bundle: [
        BundleFile(path: "contents.json", bytes: Array("{}\n".utf8)),
        BundleFile(path: "Localized Contents/fr.xliff", bytes: Array("<xliff/>".utf8)),
        BundleFile(path: "Notes", bytes: nil), BundleFile(path: "Old.txt", bytes: []),
      ], to: bundle)
    #expect(place.get("fr.xcloc/Localized Contents/fr.xliff") == Array("<xliff/>".utf8))
    #expect(place.files.isFolder(bundle.appendingPathComponent("Notes")))
    #expect(place.get("fr.xcloc/Old.txt") == [])
    try place.files.write(bundle: [BundleFile(path: "contents.json", bytes: Array("{ }\n".utf8))], to: bundle)
    #expect(place.get("fr.xcloc/contents.json") == Array("{ }\n".utf8))
    #expect(place.get("fr.xcloc/Old.txt") == nil)
  }

  /// The merge driver reads the three versions and writes ours through the session's files.
  @Test(arguments: ["disk", "memory"])
  func theMergeDriverWritesOursThroughTheFiles(kind: String) throws {
    let place = try Place.make(kind)
    defer { place.remove() }
    let base = Self.catalog
    let ours = Array(String(decoding: base, as: UTF8.self).replacingOccurrences(of: "Редактор", with: "Редактор!").utf8)
    try place.put("base", base)
    try place.put("ours", ours)
    try place.put("theirs", base)
    let conflicts = try MergeDriverRequest(base: "base", ours: "ours", theirs: "theirs").run(files: place.files)
    #expect(conflicts.isEmpty)
    let merged = try StringCatalog(bytes: try #require(place.get("ours")))
    #expect(merged == (try StringCatalog(bytes: ours)))
    let missing = #expect(throws: MergeDriverRequest.Unreadable.self) {
      _ = try MergeDriverRequest(base: "base", ours: "ours", theirs: "gone").run(files: place.files)
    }
    let message = missing.map { "\($0.error)" } ?? ""
    #expect(message.hasPrefix("ours (theirs): cannot read gone: "), "\(message)")
  }
}
