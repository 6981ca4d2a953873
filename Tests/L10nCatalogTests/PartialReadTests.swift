import Foundation
import L10nTestSupport
import OrderedCollections
import Testing

@testable import L10nCatalog

/// Reading only some languages (export): the same catalog as a full read with the other
/// languages left out, the same errors for broken JSON anywhere, and a hash that does not depend
/// on how the bytes are split.
@Suite struct PartialReadTests {
  /// The full catalog with only `languages` and the source language in each key.
  func filtered(_ catalog: StringCatalog, _ languages: Set<String>) -> StringCatalog {
    var result = catalog
    let keep = languages.union([catalog.sourceLanguage])
    for index in result.strings.values.indices {
      guard let localizations = result.strings.values[index].localizations else { continue }
      result.strings.values[index].localizations = localizations.filter { keep.contains($0.key) }
    }
    return result
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func aRealCatalogReadsTheSameLanguages(name: String) throws {
    let bytes = try Fixtures.bytes("real/\(name)")
    let full = try StringCatalog(bytes: bytes)
    let languages = Set(full.strings.values.flatMap { $0.localizations?.keys.elements ?? [] }).sorted()
    for wanted in [Set(languages.prefix(1)), Set(languages.suffix(2)), Set(["xx"]), Set(languages)] {
      let partial = try StringCatalog(bytes: bytes, languages: wanted)
      let expected = filtered(full, wanted)
      let same = partial == expected
      #expect(same, "\(name) \(wanted.sorted())")
      // Through CatalogFile, as export reads.
      let scoped = try CatalogFile(path: Fixtures.url("real/\(name)").path, onlyLanguages: wanted).catalog
      let sameScoped = scoped == expected
      #expect(sameScoped)
    }
    // Without a language set, catalogs are read whole.
    let again = try StringCatalog(bytes: bytes)
    #expect(again == full)
  }

  /// The parallel read of a large catalog keeps the filter in every part.
  @Test func aLargeCatalogReadsTheSameLanguagesInParts() throws {
    let bytes = ParallelReadTests.large
    let full = try StringCatalog(bytes: bytes)
    let partial = try StringCatalog(bytes: bytes, languages: ["fr"])
    let same = partial == filtered(full, ["fr"])
    #expect(same)
    #expect(partial.strings.values.allSatisfy { $0.localizations?.keys.elements == ["en", "fr"] })
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// Broken JSON in a language that is skipped is the same error as in a full read.
  @Test(arguments: [
    (#""value" : "Hallo" }"#, #""value" : "Hal\#u{01}lo" }"#),  // raw control character
    (#""value" : "Hallo" }"#, #""value" : "Hallo\q" }"#),  // bad escape
    (#""value" : "Hallo" }"#, #""value" : "Hallo" , }"#),  // trailing comma
    (#""value" : "Hallo" }"#, #""value" : "Hallo", "value" : "x" }"#),  // duplicate key
    (#""de" : { "stringUnit""#, #""de" : [ { "stringUnit""#),  // not an object
    (#""value" : "Hallo" } },"#, #""value" : "Hallo" } }, "de" : { },"#),  // duplicate language
  ])
  func brokenSkippedLanguagesFailAsAFullReadFailsOnSyntax(original: String, broken: String) throws {
    let text = Self.catalog.replacingOccurrences(of: original, with: broken)
    #expect(text != Self.catalog)
    let bytes = Array(text.utf8)
    let fullError = #expect(throws: CatalogError.self) { try StringCatalog(bytes: bytes, file: "L.xcstrings") }
    let partialError = #expect(throws: CatalogError.self) {
      try StringCatalog(bytes: bytes, file: "L.xcstrings", languages: ["fr"])
    }
    if broken.contains("\"value\" : \"x\"") || broken.hasPrefix("\"de\" : [") {
      // Semantic errors (a duplicate field, a wrong type) are syntax to the skipping reader: an
      // error at the same place.
      #expect(partialError?.location == fullError?.location)
    } else {
      #expect(partialError?.description == fullError?.description)
    }
  }

  @Test func theContentHashDoesNotDependOnPieces() {
    var random = SeededGenerator(seed: 11)
    let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    var whole = ContentHash()
    bytes.withUnsafeBytes { whole.combine($0) }
    for _ in 0..<50 {
      var pieces = ContentHash()
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + Int.random(in: 0...37, using: &random))
        bytes.withUnsafeBytes { pieces.combine(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
        start = end
      }
      #expect(pieces.finalize() == whole.finalize())
    }
    // Any change of a byte, or of the length, changes it.
    var changed = bytes
    changed[5_000] ^= 1
    var other = ContentHash()
    changed.withUnsafeBytes { other.combine($0) }
    #expect(other.finalize() != whole.finalize())
    var shorter = ContentHash()
    bytes.dropLast().withUnsafeBytes { shorter.combine($0) }
    #expect(shorter.finalize() != whole.finalize())
    var zeros = ContentHash()
    [UInt8](repeating: 0, count: 7).withUnsafeBytes { zeros.combine($0) }
    var fewerZeros = ContentHash()
    [UInt8](repeating: 0, count: 6).withUnsafeBytes { fewerZeros.combine($0) }
    #expect(zeros.finalize() != fewerZeros.finalize())
  }
}

/// A catalog file read with only some languages is never written back.
@Suite struct PartialCatalogFileTests {
  @Test func aCatalogReadInPartRefusesToSave() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-partial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Localizable.xcstrings").path
    let original = Array(PartialReadTests.catalog.utf8)
    FileManager.default.createFile(atPath: path, contents: Data(original))
    var file = try CatalogFile(path: path, onlyLanguages: ["fr"])
    #expect(file.catalog.strings["Hello"]?.localizations?.keys.elements == ["en", "fr"])
    file.catalog.strings["Hello"]!.comment = "changed"
    #expect(throws: CatalogError.self) { try file.save() }
    #expect(FileManager.default.contents(atPath: path) == Data(original))
    // Read whole, the same file saves.
    var whole = try CatalogFile(path: path)
    whole.catalog.strings["Hello"]!.comment = "changed"
    #expect(try whole.save())
  }

  /// A catalog read only to be looked at (`check`, `status`, `report`) is not hashed, so it is
  /// never written back either, and is never taken for unchanged on disk.
  @Test func aCatalogReadOnlyRefusesToSave() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-readonly-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Localizable.xcstrings").path
    let original = Array(PartialReadTests.catalog.utf8)
    FileManager.default.createFile(atPath: path, contents: Data(original))
    var file = try CatalogFile(path: path, recordingLocations: true, readOnly: true)
    #expect(file.catalog == (try CatalogFile(path: path).catalog))
    #expect(try !file.isUnchangedOnDisk())
    file.catalog.strings["Hello"]!.comment = "changed"
    #expect(throws: CatalogError.self) { try file.save() }
    #expect(FileManager.default.contents(atPath: path) == Data(original))
  }
}
