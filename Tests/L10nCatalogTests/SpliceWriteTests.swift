import Foundation
import L10nTestSupport
import OrderedCollections
import Testing

@testable import L10nCatalog

/// A catalog l10n wrote before is written again by taking the file's bytes for the entries that
/// did not change and encoding only those that did (`CatalogLayout.splice`). Over real catalogs and
/// every kind of edit, the bytes are those of encoding the catalog whole; and an edit the splice
/// cannot prove (keys added, removed, moved or renamed, a field around `strings`, the file's
/// conventions) gives no splice, so the whole catalog is encoded.
@Suite struct SpliceWriteTests {
  /// The real catalogs, the shared corpus's apps' catalogs beside them when the folder is there.
  static let catalogs: [URL] = {
    let apps = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/apps")
    let found = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil)?.compactMap {
      ($0 as? URL)?.pathExtension == "xcstrings" ? $0 as? URL : nil
    }
    return Fixtures.realCatalogs + (found ?? []).sorted { $0.path < $1.path }
  }()

  /// A catalog as l10n writes it, and where each entry stands in the bytes.
  func written(_ catalog: StringCatalog, parts: Int = 3) -> ([UInt8], CatalogLayout) {
    let spans = EntrySpans()
    let bytes = catalog.encoded(sizeHint: 0, parts: parts, spans: spans)
    return (bytes, CatalogLayout(catalog: catalog, spans: spans.bounds, size: bytes.count))
  }

  /// The bytes of `splice` over `bytes`.
  func assemble(_ splice: CatalogLayout.Splice, over bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    for piece in splice.pieces {
      switch piece {
      case .file(let range): result += bytes[range]
      case .bytes(let new): result += new
      }
    }
    return result
  }

  /// Splices `edited` over what `original` was written as, expects the bytes and the layout of
  /// encoding it whole, and gives them.
  @discardableResult
  func expectSplicedAsWhole(
    _ edited: StringCatalog, over original: ([UInt8], CatalogLayout), changed: Int? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> ([UInt8], CatalogLayout)? {
    guard let splice = original.1.splice(edited) else {
      Issue.record("no splice", sourceLocation: sourceLocation)
      return nil
    }
    if let changed { #expect(splice.changed == changed, sourceLocation: sourceLocation) }
    let spliced = assemble(splice, over: original.0)
    let whole = written(edited)
    #expect(spliced == whole.0, sourceLocation: sourceLocation)
    #expect(splice.layout.spans == whole.1.spans, sourceLocation: sourceLocation)
    #expect(splice.layout.size == whole.0.count, sourceLocation: sourceLocation)
    return (spliced, splice.layout)
  }

  @Test(arguments: catalogs)
  func eachEntrysSpanHoldsItsValueAndTheFileIsItsWholeEncoding(url: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: url))
    let catalog = try StringCatalog(bytes: bytes)
    let (encoded, layout) = written(catalog)
    // The real catalogs are as Xcode writes them, which is as l10n writes them.
    if Fixtures.realCatalogs.contains(url) { #expect(encoded == bytes) }
    #expect(layout.spans == written(catalog, parts: 1).1.spans)
    #expect(layout.spans.count == 2 * catalog.strings.count)
    for (index, entry) in catalog.strings.values.enumerated() {
      var writer = JSONWriter(depth: 2, crlf: catalog.fileFormat.usesCRLF)
      entry.write(to: &writer)
      #expect(Array(encoded[layout.spans[2 * index]..<layout.spans[2 * index + 1]]) == writer.bytes)
    }
  }

  @Test(arguments: catalogs)
  func editedEntriesSpliceToTheWholeEncoding(url: URL) throws {
    let catalog = try StringCatalog(bytes: [UInt8](try Data(contentsOf: url)))
    let original = written(catalog)
    let keys = catalog.strings.keys.elements
    guard !keys.isEmpty else { return }
    // Nothing changed: one piece, the file.
    let same = try #require(original.1.splice(catalog))
    #expect(same.changed == 0)
    #expect(assemble(same, over: original.0) == original.0)

    var edited = catalog
    let language = catalog.sourceLanguage == "fr" ? "de" : "fr"
    // The first, a middle and the last entry: a translation set (or replaced), a comment, and
    // the localizations dropped; texts that need escaping and non-ASCII ones.
    edited.strings[keys[0]]!.localizations = (edited.strings[keys[0]]!.localizations ?? [:]).merging(
      [language: Localization(stringUnit: StringUnit(state: .needsReview, value: "Texte « \"cité\" »\n\t\\ ✓"))]
    ) { $1 }
    edited.strings[keys[keys.count / 2]]!.comment = "A comment\nwith a line break and \u{1} a control"
    edited.strings[keys[keys.count - 1]]!.localizations = nil
    let changed = Set([0, keys.count / 2, keys.count - 1]).count
    guard let once = expectSplicedAsWhole(edited, over: original, changed: changed) else { return }

    // Again over the spliced file: an entry emptied, one given its old value back.
    var again = edited
    again.strings[keys[keys.count / 2]] = CatalogEntry()
    again.strings[keys[0]] = catalog.strings[keys[0]]
    expectSplicedAsWhole(again, over: once, changed: keys.count > 1 ? 2 : 1)
  }

  @Test func theGeneratedWorkloadSplicesWithLineBreaksOfTwoBytesAndAByteOrderMark() throws {
    var catalog = try StringCatalog(bytes: Fixtures.bytes("real/coteditor_CotEditor_Main.xcstrings"))
    catalog.fileFormat = FileFormat(hasTrailingNewline: true, hasByteOrderMark: true, usesCRLF: true)
    let original = written(catalog)
    #expect(original.0.starts(with: [0xEF, 0xBB, 0xBF]))
    var edited = catalog
    for key in catalog.strings.keys.elements.enumerated().filter({ $0.offset % 7 == 3 }).map(\.element) {
      edited.strings[key]!.localizations?["ja"] = Localization(
        variations: Variations(plural: [
          "other": Localization(stringUnit: StringUnit(state: .translated, value: "%lld 個"))
        ]))
    }
    expectSplicedAsWhole(edited, over: original)
  }

  /// A text equal to the old one under Unicode's canonical equivalence (so `==` holds) but of
  /// other bytes: the entry is not the value written, so it is encoded again.
  @Test func aTextEqualOnlyUnderCanonicalEquivalenceIsWrittenAnew() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["café"] = CatalogEntry(comment: "caf\u{E9}")
    catalog.strings["other"] = CatalogEntry(comment: "x")
    let original = written(catalog)
    var edited = catalog
    edited.strings["café"]!.comment = "cafe\u{301}"
    #expect(edited == catalog)
    let (bytes, _) = try #require(expectSplicedAsWhole(edited, over: original, changed: 1))
    #expect(bytes != original.0)
  }

  /// An entry made anew equal to the old one is encoded again; the bytes are the same.
  @Test func anEqualEntryMadeAnewIsEncodedAgain() throws {
    let catalog = try StringCatalog(bytes: Fixtures.bytes("real/apple_sample-backyard-birds_Birds.xcstrings"))
    let original = written(catalog)
    var edited = catalog
    let key = catalog.strings.keys[0]
    let entry = catalog.strings[key]!
    edited.strings[key] = try StringCatalog(bytes: catalog.encoded()).strings[key]
    #expect(edited.strings[key] == entry)
    let (bytes, _) = try #require(expectSplicedAsWhole(edited, over: original, changed: 1))
    #expect(bytes == original.0)
  }

  @Test func editsTheSpliceCannotProveGiveNone() throws {
    let catalog = try StringCatalog(bytes: Fixtures.bytes("real/linearmouse_linearmouse_Localizable.xcstrings"))
    let layout = written(catalog).1
    let keys = catalog.strings.keys.elements
    var edits: [(String, StringCatalog)] = []
    var added = catalog
    added.strings["a new key"] = CatalogEntry()
    edits.append(("a key added", added))
    var removed = catalog
    removed.strings.removeValue(forKey: keys[1])
    edits.append(("a key removed", removed))
    var moved = catalog
    moved.strings.swapAt(0, 1)
    edits.append(("two keys swapped", moved))
    var renamed = catalog
    renamed.strings = OrderedDictionary(
      uniqueKeysWithValues: catalog.strings.map { ($0.key == keys[0] ? $0.key + " " : $0.key, $0.value) })
    edits.append(("a key renamed", renamed))
    var source = catalog
    source.sourceLanguage = "de"
    edits.append(("the source language", source))
    var version = catalog
    version.version = catalog.version + ".1"
    edits.append(("the version", version))
    var unknown = catalog
    unknown.unknownFields["extra"] = .bool(true)
    edits.append(("a field l10n does not know", unknown))
    for format in [
      FileFormat(hasTrailingNewline: true), FileFormat(hasByteOrderMark: true), FileFormat(usesCRLF: true),
    ] {
      var changed = catalog
      changed.fileFormat = format
      edits.append(("the file's conventions", changed))
    }
    for (what, edited) in edits {
      let spliced = layout.splice(edited) != nil
      #expect(!spliced, "\(what)")
    }
  }

  /// `isIdentical(to:)` compares every stored property of an entry.
  @Test func theIdentityComparesEveryField() {
    let labels = Mirror(reflecting: CatalogEntry()).children.compactMap(\.label)
    #expect(labels == CatalogEntry.identityFields)
  }

  /// On disk: the first save encodes the whole catalog and notes where each entry stands; the
  /// next splices; a file changed meanwhile (another program's bytes, or only its modification
  /// time: its stamp is what stands for its bytes) is refused and keeps what it has.
  @Test func savingAgainSplicesAndRefusesAFileChangedMeanwhile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", try Fixtures.bytes("real/coteditor_CotEditor_Document.xcstrings"))
    var file = try CatalogFile(path: url.path)
    let keys = file.catalog.strings.keys.elements
    #expect(try !file.saveAdopting())
    #expect(file.written == nil)
    file.catalog.strings[keys[2]]!.comment = "first"
    #expect(try file.saveAdopting())
    let first = try #require(file.written)
    #expect(try Data(contentsOf: url) == Data(file.catalog.encoded()))
    file.catalog.strings[keys[5]]!.comment = "second"
    #expect(first.layout.splice(file.catalog)?.changed == 1)
    #expect(try file.saveAdopting())
    #expect(try Data(contentsOf: url) == Data(file.catalog.encoded()))
    #expect(file.written?.stamp != first.stamp)
    #expect(try file.isUnchangedOnDisk())
    #expect(try !file.saveAdopting())

    // Another program's bytes: refused, kept.
    let theirs = try folder.write("L.xcstrings", try Fixtures.bytes("real/coteditor_CotEditor_InfoPlist.xcstrings"))
    file.catalog.strings[keys[6]]!.comment = "third"
    #expect(try !file.isUnchangedOnDisk())
    #expect(throws: CatalogError.self) { try file.saveAdopting() }
    #expect(try Data(contentsOf: theirs) == Data(try Fixtures.bytes("real/coteditor_CotEditor_InfoPlist.xcstrings")))
  }

  @Test func aFileTouchedMeanwhileIsRefused() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", try Fixtures.bytes("real/rxhanson_Rectangle_Main.xcstrings"))
    var file = try CatalogFile(path: url.path)
    let key = file.catalog.strings.keys[0]
    file.catalog.strings[key]!.comment = "first"
    #expect(try file.saveAdopting())
    let before = try Data(contentsOf: url)
    var times = [timeval(tv_sec: 1_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000, tv_usec: 0)]
    #expect(utimes(url.path, &times) == 0)
    file.catalog.strings[key]!.comment = "second"
    #expect(throws: CatalogError.self) { try file.saveAdopting() }
    #expect(try Data(contentsOf: url) == before)
  }
}
