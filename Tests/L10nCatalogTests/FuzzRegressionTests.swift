import Foundation
import L10nCatalog
import L10nTestSupport
import Testing

/// Inputs kept from fuzzing the catalog reader (`Fuzz/`, target FuzzCatalogReader): the crashes it
/// found, minimized, and small inputs that reach the reader's error paths. Each file in
/// `Tests/Fixtures/fuzz/FuzzCatalogReader` must give a clean result, with the fuzz target's
/// properties: a read that succeeds survives write → read unchanged and re-writes to the same
/// bytes; a read that fails throws an error whose line and column are inside the input, and the
/// reader that records locations fails the same way.
@Suite struct CatalogFuzzRegressionTests {
  static let folder = "fuzz/FuzzCatalogReader"
  static let names: [String] = Fixtures.files(in: folder, extension: "xcstrings").map(\.lastPathComponent)

  @Test func theFolderHasInputs() {
    #expect(Self.names.count >= 5)
  }

  @Test(arguments: names) func inputReadsCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.folder)/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let catalog: StringCatalog
    do throws(CatalogError) {
      catalog = try StringCatalog(bytes: bytes, file: name)
    } catch {
      #expect(error.file == name)
      let location = try #require(error.location, "no line and column: \(error)")
      #expect(location.line >= 1 && location.line <= lines, "\(error)")
      #expect(location.column >= 1 && location.column <= bytes.count + 1, "\(error)")
      #expect(throws: error) { try StringCatalog.decodeWithLocations(bytes: bytes, file: name) }
      return
    }
    let (located, locations) = try StringCatalog.decodeWithLocations(bytes: bytes, file: name)
    #expect(located == catalog)
    for entry in locations.entries.values {
      #expect(entry.key.line >= 1 && entry.key.line <= lines)
    }
    let written = catalog.encoded(sizeHint: bytes.count)
    let again = try StringCatalog(bytes: written, file: "written")
    #expect(again == catalog)
    let rewritten = again.encoded(sizeHint: written.count)
    #expect(rewritten == written)
  }
}
