import Foundation
import L10nExchange
import L10nTestSupport
import Testing

/// Inputs for the PO and TMX fuzz targets (`Fuzz/`, FuzzPOReader and FuzzTMXReader), run with
/// their properties: a read that fails throws an error whose line and column are inside the
/// input; what is read, written again, reads back the same, and writing that gives the same text.
@Suite struct POFuzzRegressionTests {
  static let poFolder = "fuzz/FuzzPOReader"
  static let tmxFolder = "fuzz/FuzzTMXReader"
  static let poNames: [String] = Fixtures.files(in: poFolder, extension: "po").map(\.lastPathComponent)
  static let tmxNames: [String] = Fixtures.files(in: tmxFolder, extension: "tmx").map(\.lastPathComponent)

  @Test func theFoldersHaveInputs() {
    #expect(Self.poNames.count >= 10)
    #expect(Self.tmxNames.count >= 4)
  }

  static func withoutLines(_ document: PODocument) -> PODocument {
    var copy = document
    for index in copy.entries.indices { copy.entries[index].line = 0 }
    return copy
  }

  @Test(arguments: poNames) func poInputReadsCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.poFolder)/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let document: PODocument
    do throws(ExchangeError) {
      document = try POText.read(bytes: bytes, file: name)
    } catch {
      ExchangeFuzzRegressionTests.expectPosition(error, in: bytes, name: name, lines: lines)
      #expect(name.hasPrefix("error-"), "\(error)")
      return
    }
    let first = POText.render(document)
    let again = try POText.read(bytes: Array(first.utf8), file: "written.po")
    #expect(Self.withoutLines(again) == Self.withoutLines(document))
    #expect(POText.render(again) == first)
    do throws(ExchangeError) {
      _ = try POImport.files(of: document, file: name)
    } catch {
      ExchangeFuzzRegressionTests.expectPosition(error, in: bytes, name: name, lines: lines)
      #expect(name.hasPrefix("error-"), "\(error)")
      return
    }
    #expect(!name.hasPrefix("error-"), "\(name) should fail")
  }

  /// Found by FuzzPOReader: a flag or comment that starts with a combining mark (U+0749). Written
  /// after `#, ` its space and the mark are one Character, so trimming and dropping the space by
  /// Characters kept it, and the document changed on a second read. Spaces now go by scalars.
  @Test func aCommentStartingWithACombiningMarkReadsBackTheSame() throws {
    let name = "crash-space-before-combining-mark.po"
    let document = try POText.read(bytes: try Fixtures.bytes("\(Self.poFolder)/\(name)"), file: name)
    #expect(document.entries.first?.flags == ["\u{749}"])
    #expect(document.entries.first?.translatorComments == ["\u{749}x"])
    #expect(document.entries.first?.extractedComments == ["\u{749}"])
    let again = try POText.read(bytes: Array(POText.render(document).utf8), file: "w.po")
    #expect(Self.withoutLines(again) == Self.withoutLines(document))
  }

  @Test(arguments: tmxNames) func tmxInputReadsCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.tmxFolder)/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let memory: TranslationMemory
    do throws(ExchangeError) {
      memory = try TMX.read(bytes: bytes, file: name, sourceLanguage: "en")
    } catch {
      ExchangeFuzzRegressionTests.expectPosition(error, in: bytes, name: name, lines: lines)
      #expect(name.hasPrefix("error-"), "\(error)")
      return
    }
    #expect(!name.hasPrefix("error-"), "\(name) should fail")
    let first = TMX.document(memory, sourceLanguage: "en", toolVersion: "t")
    #expect(first.pairs > 0)
    let second = TMX.document(
      try TMX.read(bytes: Array(first.text.utf8), file: "w.tmx", sourceLanguage: "en"), sourceLanguage: "en",
      toolVersion: "t")
    #expect(second.pairs == first.pairs)
    let third = TMX.document(
      try TMX.read(bytes: Array(second.text.utf8), file: "w.tmx", sourceLanguage: "en"), sourceLanguage: "en",
      toolVersion: "t")
    #expect(third.text == second.text)
  }
}
