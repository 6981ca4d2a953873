import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// Compared with Xcode's own export of the same project (geteduroam, Xcode 16.0): the real
/// `ar.xliff` and `en.xliff` in Tests/Fixtures/real (see SOURCES.md for their licence).
@Suite struct XcodeExportTests {
  /// The catalogs at the paths Xcode's `<file original>` names.
  static let catalogs = [
    (
      "geteduroam/GeteduroamPackage/Sources/Connect/Resources/Localizable.xcstrings",
      "real/geteduroam_apple-app_Connect_Localizable.xcstrings"
    ),
    ("geteduroam/Localizable.xcstrings", "real/geteduroam_apple-app_Localizable.xcstrings"),
  ]

  /// `<trans-unit>…</trans-unit>` blocks of one `<file>` of a document, as text.
  static func unitBlocks(_ document: String, original: String) -> [String] {
    guard let start = document.range(of: "<file original=\"\(original)\""),
      let end = document.range(of: "</file>", range: start.upperBound..<document.endIndex)
    else { return [] }
    var blocks: [String] = []
    var rest = document[start.upperBound..<end.lowerBound]
    while let open = rest.range(of: "      <trans-unit "),
      let close = rest.range(of: "</trans-unit>\n", range: open.upperBound..<rest.endIndex)
    {
      blocks.append(String(rest[open.lowerBound..<close.upperBound]))
      rest = rest[close.upperBound...]
    }
    return blocks
  }

  static func id(of block: String) -> String {
    let start = block.range(of: "id=\"")!.upperBound
    return String(block[start..<block[start...].firstIndex(of: "\"")!])
  }

  /// Every unit Xcode wrote comes out byte for byte the same, in the same order. The catalogs are
  /// newer than the export, so ours has a few more units: keys added since, which Xcode's lacks.
  @Test(arguments: ["ar", "en"])
  func unitsAreByteIdenticalToXcodesExport(language: String) throws {
    let xcode = String(decoding: try Fixtures.bytes("real/geteduroam_apple-app_\(language).xliff"), as: UTF8.self)
    var files: [ExchangeFile] = []
    for (original, fixture) in Self.catalogs {
      let catalog = try StringCatalog(bytes: try Fixtures.bytes(fixture), file: fixture)
      files.append(UnitCollector(targetLanguage: language).file(for: catalog, original: original))
    }
    let ours = XLIFFWriter(toolVersion: "test", includeContext: false).document(files)
    // The same skeleton: declaration, root element, and the <file> attribute order.
    #expect(ours.hasPrefix(String(xcode.prefix { $0 != "\n" }) + "\n"))
    let xcodeRoot = xcode.split(separator: "\n")[1]
    #expect(ours.split(separator: "\n")[1] == xcodeRoot)
    #expect(
      ours.contains(
        "  <file original=\"geteduroam/Localizable.xcstrings\" source-language=\"en\" target-language=\"\(language)\" datatype=\"plaintext\">\n    <header>\n"
      ))
    #expect(ours.hasSuffix("  </file>\n</xliff>\n"))

    var compared = 0
    for (original, _) in Self.catalogs {
      let theirs = Self.unitBlocks(xcode, original: original)
      let mine = Self.unitBlocks(ours, original: original)
      #expect(!theirs.isEmpty)
      // Xcode's blocks are a subsequence of ours…
      var index = 0
      for block in mine where index < theirs.count && block == theirs[index] { index += 1 }
      #expect(
        index == theirs.count,
        "\(original): Xcode's unit \(index < theirs.count ? Self.id(of: theirs[index]) : "") differs")
      compared += index
      // …and each block of ours that is not Xcode's is for a key Xcode's export does not have.
      let theirIDs = Set(theirs.map(Self.id))
      for block in mine where !theirs.contains(block) {
        #expect(!theirIDs.contains(Self.id(of: block)), "\(Self.id(of: block)) differs from Xcode's")
      }
    }
    #expect(compared >= 50)
  }

  /// Xcode's real ar.xliff imports into catalogs made from the same strings without Arabic: every
  /// unit with a target is added, with Xcode's text; the other files' units are unknown.
  @Test func xcodesArabicExportImportsWithACorrectSummary() throws {
    let bytes = try Fixtures.bytes("real/geteduroam_apple-app_ar.xliff")
    let xcode = String(decoding: bytes, as: UTF8.self)
    let document = try XLIFFReader.read(bytes: bytes, file: "ar.xliff")
    #expect(document.count == 13)
    #expect(document.allSatisfy { $0.targetLanguage == "ar" && $0.sourceLanguage == "en" })

    for (original, fixture) in Self.catalogs {
      var catalog = try StringCatalog(bytes: try Fixtures.bytes(fixture), file: fixture)
      for key in catalog.strings.keys { catalog.strings[key]?.localizations?.removeValue(forKey: "ar") }
      let part = try #require(document.first { $0.original == original })

      // Counted from the XML text, apart from the reader: units, and units with a <target>.
      let blocks = Self.unitBlocks(xcode, original: original)
      let withTarget = blocks.filter { $0.contains("<target") }
      #expect(part.units.count == blocks.count)
      let knownKeys = blocks.filter {
        catalog.strings[ExchangeUnit.parse(id: Self.unescape(Self.id(of: $0)))!.key] != nil
      }

      // Targets that keep their source ("geteduroam") are translated in the file: not stand-ins.
      var merger = ImportMerger(fileName: "ar.xliff")
      merger.merge(part, into: &catalog)
      let withTargetKnown = withTarget.filter { knownKeys.contains($0) }
      #expect(merger.counts.added == withTargetKnown.count)
      #expect(merger.counts.updated == 0)
      #expect(merger.counts.rejected == 0, "\(merger.problems)")
      #expect(merger.counts.unknown == blocks.count - knownKeys.count)
      #expect(merger.counts.empty == knownKeys.count - withTargetKnown.count)

      // Each target went in as Xcode wrote it.
      for block in withTargetKnown {
        let key = ExchangeUnit.parse(id: Self.unescape(Self.id(of: block)))!.key
        let start = block.range(of: "<target state=\"translated\">")!.upperBound
        let text = Self.unescape(String(block[start..<block.range(of: "</target>")!.lowerBound]))
        let localization = try #require(catalog.strings[key]?.localizations?["ar"])
        let value = localization.stringUnit?.value ?? localization.variations?.plural?.values.first?.stringUnit?.value
        #expect(value != nil, "\(key)")
        if localization.variations == nil { #expect(value == text, "\(key)") }
      }
    }
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
