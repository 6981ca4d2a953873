import Foundation
import L10nCatalog
import L10nProject
import Testing

@testable import L10nExtraction

/// The extraction cache's binary form: what is saved loads back the same, and damaged or foreign
/// bytes load as no cache, never as a wrong one.
@Suite struct ExtractionCacheTests {
  static func sample() -> ExtractionCache {
    var cache = ExtractionCache(shapes: CallShapes())
    cache.store(
      path: "Sources/Editor é.swift", hash: 0xdead_beef_0123_4567, size: 300_000,
      extraction: FileExtraction(
        usages: [
          KeyUsage(
            key: "editor.title", file: "Sources/Editor é.swift", line: 3, column: 17, sourceText: "Editor",
            shape: ".i18n"),
          KeyUsage(
            key: "Hello %@ 👋", file: "Sources/Editor é.swift", line: 1_000_000, column: 200, sourceText: "",
            comment: "A greeting\nwith two lines", table: "Other", shape: "NSLocalizedString"),
          KeyUsage(key: "Welcome!", file: "Sources/Editor é.swift", line: 4, column: 10, shape: "Text", kind: .keyCall),
        ],
        warnings: [
          ExtractionWarning(file: "Sources/Editor é.swift", line: 9, column: 1, message: "dynamic key"),
          ExtractionWarning(
            file: "Sources/Editor é.swift", line: 10, column: 5, message: "dynamic key", dynamicPattern: "step_*.title"),
        ],
        mentions: [
          KeyPlace(key: "settings.debug.verbatim", file: "Sources/Editor é.swift", line: 12, column: 20),
          KeyPlace(key: "two\nlines 👋", file: "Sources/Editor é.swift", line: 13, column: 1),
        ],
        templateMentions: [
          TemplateMention(
            template: KeyTemplate(parts: ["Pick up to ", " items."], specifiers: [nil]),
            place: KeyPlace(key: "Pick up to %… items.", file: "Sources/Editor é.swift", line: 14, column: 9)),
          TemplateMention(
            template: KeyTemplate(parts: ["", ""], specifiers: ["%lld"]),
            place: KeyPlace(key: "%lld", file: "Sources/Editor é.swift", line: 15, column: 2)),
        ]))
    cache.store(path: "Sources/Empty.swift", hash: .max, size: 0, extraction: FileExtraction())
    cache.store(path: "Sources/Deep.swift", hash: 7, size: 40, extraction: FileExtraction(unscanned: true))
    return cache
  }

  @Test func savedBytesLoadBackEqual() throws {
    let cache = Self.sample()
    let bytes = cache.encoded()
    #expect(ExtractionCache.decode(bytes) == cache)
    // Equal caches give equal bytes, whatever order files were stored in.
    #expect(ExtractionCache.decode(bytes)?.encoded() == bytes)
  }

  @Test func everyTruncationLoadsAsNoCache() {
    let bytes = Self.sample().encoded()
    for length in 0..<bytes.count {
      #expect(ExtractionCache.decode(Array(bytes[..<length])) == nil, "truncated to \(length) bytes")
    }
    #expect(ExtractionCache.decode(bytes + [0]) == nil, "trailing byte")
  }

  @Test func foreignOrOtherVersionBytesLoadAsNoCache() throws {
    var bytes = Self.sample().encoded()
    bytes[ExtractionCache.magic.count] = ExtractionCache.formatVersion + 1
    #expect(ExtractionCache.decode(bytes) == nil)
    #expect(ExtractionCache.decode(Array("{\"version\":1}".utf8)) == nil)
    // A flipped byte anywhere never crashes: it loads as no cache or as some cache.
    let good = Self.sample().encoded()
    for index in good.indices {
      var damaged = good
      damaged[index] ^= 0xff
      _ = ExtractionCache.decode(damaged)
    }
  }

  @Test func aCacheForOtherCallShapesIsIgnored() throws {
    let file = Self.sample().encoded()
    #expect(ExtractionCache.load(from: file, shapes: CallShapes()) == Self.sample())
    let other = ExtractionCache.load(from: file, shapes: CallShapes(members: ["localized"]))
    #expect(other.files.isEmpty)
    // extract.keyCalls is part of the shapes: another list finds other usages.
    let fewerCalls = ExtractionCache.load(from: file, shapes: CallShapes(keyCalls: [CallShapes.KeyCall("Text")!]))
    #expect(fewerCalls.files.isEmpty)
  }
}
