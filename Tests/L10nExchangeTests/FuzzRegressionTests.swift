import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import Testing

/// Inputs kept from fuzzing the XLIFF and CSV readers (`Fuzz/`, targets FuzzXLIFFReader and
/// FuzzCSVReader): the crashes they found, minimized, and small inputs that reach the readers'
/// error paths. Each file must give a clean result with the fuzz targets' properties: a read that
/// fails throws an error whose line and column, when given, are inside the input; what is read,
/// written again by our writer, reads back, and writing that gives the same document.
@Suite struct ExchangeFuzzRegressionTests {
  static let xliffFolder = "fuzz/FuzzXLIFFReader"
  static let csvFolder = "fuzz/FuzzCSVReader"
  static let xliffNames: [String] = Fixtures.files(in: xliffFolder, extension: "xliff").map(\.lastPathComponent)
  static let csvNames: [String] = Fixtures.files(in: csvFolder, extension: "csv").map(\.lastPathComponent)

  @Test func theFoldersHaveInputs() {
    #expect(Self.xliffNames.count >= 3)
    #expect(Self.csvNames.count >= 3)
  }

  static func expectPosition(_ error: ExchangeError, in bytes: [UInt8], name: String, lines: Int) {
    #expect(error.file == name)
    if let line = error.line { #expect(line >= 1 && line <= lines, "\(error)") }
    if let column = error.column { #expect(column >= 0 && column <= bytes.count + 1, "\(error)") }
    #expect(error.column == nil || error.line != nil, "a column without a line: \(error)")
  }

  @Test(arguments: xliffNames) func xliffInputReadsCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.xliffFolder)/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let files: [ExchangeFile]
    do throws(ExchangeError) {
      files = try XLIFFReader.read(bytes: bytes, file: name)
    } catch {
      Self.expectPosition(error, in: bytes, name: name, lines: lines)
      return
    }
    let writer = XLIFFWriter(toolVersion: "test")
    let first = writer.document(files)
    let again = try XLIFFReader.read(bytes: Array(first.utf8), file: "written.xliff")
    #expect(again.count == files.count)
    let second = writer.document(again)
    #expect(second == first)
  }

  /// Found by FuzzXLIFFReader: a byte that is not UTF-8 inside an attribute name (here `a\xFF`)
  /// made Foundation's XML parser trap (SIGILL in `_NSXMLParserStartElementNs`) instead of failing.
  /// The reader now refuses such a UTF-8 document first, with the line and column of the byte.
  @Test func invalidUTF8InANameIsAnErrorNotATrap() throws {
    let name = "crash-invalid-utf8-in-attribute-name.xliff"
    let bytes = try Fixtures.bytes("\(Self.xliffFolder)/\(name)")
    #expect(bytes == Array("<x a".utf8) + [0xFF] + Array("=\"1\"/>".utf8))
    #expect(
      throws: ExchangeError(
        file: name, line: 1, column: 5, "not UTF-8 text (byte 4); XLIFF from Xcode and l10n is UTF-8")
    ) {
      try XLIFFReader.read(bytes: bytes, file: name)
    }
    // The same bytes in a document that declares Latin-1 are that encoding's "ÿ", and read.
    let latin1 =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<xliff version=\"1.2\" a".utf8) + [0xFF]
      + Array("=\"1\"/>".utf8)
    #expect(try XLIFFReader.read(bytes: latin1, file: "latin1.xliff").isEmpty)
  }

  /// Found by FuzzXLIFFReader after the fix above: the check was skipped when the XML declaration
  /// named another encoding, and a malformed declaration (`encoding=?`) or one naming UTF-16 in a
  /// document with no UTF-16 layout still left libxml2 reading UTF-8, and the trap came back.
  @Test(arguments: ["crash-invalid-utf8-after-malformed-declaration.xliff", "crash-invalid-utf8-declared-utf16.xliff"])
  func invalidUTF8AfterADeclarationIsAnError(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.xliffFolder)/\(name)")
    let error = #expect(throws: ExchangeError.self) { try XLIFFReader.read(bytes: bytes, file: name) }
    #expect(error?.line == 2 && error?.column == 5, "\(String(describing: error))")
    #expect(error?.message.hasPrefix("not UTF-8 text") == true, "\(String(describing: error))")
  }

  /// Found by FuzzXLIFFReader after the fixes above: a declaration whose version is not `1.`
  /// and digits, where libxml2 stops reading before the encoding and reads UTF-8 whatever it names.
  @Test func invalidUTF8AfterABadVersionIsAnError() throws {
    let name = "crash-invalid-utf8-after-bad-version.xliff"
    let bytes = try Fixtures.bytes("\(Self.xliffFolder)/\(name)")
    #expect(
      throws: ExchangeError(
        file: name, line: 1, column: 18, "not UTF-8 text (byte 17); XLIFF from Xcode and l10n is UTF-8")
    ) {
      try XLIFFReader.read(bytes: bytes, file: name)
    }
  }

  /// Found by FuzzXLIFFReader: bytes libxml2 takes for UTF-16 (`<` then NULs) fail before it has
  /// read a line, and the error said `0:0`. It now has no position rather than a wrong one.
  /// FoundationXML says line 0 there; Apple's XMLParser may count that first line as 1, which is
  /// as true: the error is at the start, on no line after the first.
  @Test func anErrorBeforeAnyLineHasNoPosition() throws {
    let name = "crash-error-at-line-0.xliff"
    let bytes = try Fixtures.bytes("\(Self.xliffFolder)/\(name)")
    let error = #expect(throws: ExchangeError.self) { try XLIFFReader.read(bytes: bytes, file: name) }
    #expect(error?.line == nil || error?.line == 1, "\(String(describing: error))")
    #expect(error?.column == nil || error?.line != nil, "a column without a line: \(String(describing: error))")
    #expect(error?.message.hasPrefix("not well-formed XML") == true, "\(String(describing: error))")
  }

  /// Found by FuzzXLIFFReader: a processing instruction with no data (`<?pi?>`) made Foundation's
  /// XML parser read a null pointer (SIGSEGV in `_NSXMLParserProcessingInstruction`). It is refused
  /// with its position, even inside a comment (found again so); one with data reads.
  @Test func aProcessingInstructionWithoutDataIsAnError() throws {
    let name = "crash-processing-instruction-without-data.xliff"
    let bytes = try Fixtures.bytes("\(Self.xliffFolder)/\(name)")
    #expect(
      throws: ExchangeError(
        file: name, line: 1, column: 5,
        "processing instructions with no content (<?pi?>) are not accepted; XLIFF needs none")
    ) {
      try XLIFFReader.read(bytes: bytes, file: name)
    }
    let found = "crash-processing-instruction-without-data-again-found.xliff"
    let error = #expect(throws: ExchangeError.self) {
      try XLIFFReader.read(bytes: Fixtures.bytes("\(Self.xliffFolder)/\(found)"), file: found)
    }
    #expect(error?.message.hasPrefix("processing instructions with no content") == true, "\(String(describing: error))")
    let fine = try Fixtures.bytes("\(Self.xliffFolder)/processing-instruction-with-data-read.xliff")
    #expect(try XLIFFReader.read(bytes: fine, file: "fine.xliff").isEmpty)
  }

  /// Found by FuzzCSVReader: a quote followed by a combining mark (`"` U+0654) is one Character,
  /// so the export's `replacingOccurrences(of: "\"", …)` did not double it and the file it wrote
  /// did not read back. Quotes are now doubled byte by byte.
  @Test func aQuoteBeforeACombiningMarkIsDoubled() throws {
    let name = "crash-quote-before-combining-mark.csv"
    let files = try CSVFormat.read(bytes: Fixtures.bytes("\(Self.csvFolder)/\(name)"), file: name)
    #expect(files.first?.original == "a \"\u{654}\"")
    let written = CSVFormat.document(files)
    #expect(written.contains("\"a \"\"\u{654}\"\"\""))
    let again = try CSVFormat.read(bytes: Array(written.utf8), file: "written.csv")
    #expect(again.first?.original == "a \"\u{654}\"")
  }

  /// Found by FuzzCSVReader: an id ending in the separator (`a|==|plural.one|==|`) was read as the
  /// key before the last separator (`a|==|plural.one`), whose id then reads back as key `a` with a
  /// plural path: another unit. Nothing after the last separator now means the whole id is the key.
  @Test func anIdEndingInTheSeparatorIsAllKey() throws {
    #expect(ExchangeUnit.parse(id: "a|==|plural.one|==|")?.key == "a|==|plural.one|==|")
    #expect(ExchangeUnit.parse(id: "a|==|plural.one|==|")?.path == [])
    #expect(ExchangeUnit.parse(id: "a|==|plural.one")?.key == "a")
    let name = "crash-id-ending-in-separator.csv"
    let files = try CSVFormat.read(bytes: Fixtures.bytes("\(Self.csvFolder)/\(name)"), file: name)
    let unit = try #require(files.first?.units.first)
    #expect(unit.key == "a|==|plural.one|==|" && unit.path.isEmpty && unit.id == "a|==|plural.one|==|")
  }

  @Test(arguments: csvNames) func csvInputReadsCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("\(Self.csvFolder)/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
    let files: [ExchangeFile]
    do throws(ExchangeError) {
      files = try CSVFormat.read(bytes: bytes, file: name)
    } catch {
      Self.expectPosition(error, in: bytes, name: name, lines: lines)
      return
    }
    let first = CSVFormat.document(files)
    let again = try CSVFormat.read(bytes: Array(first.utf8), file: "written.csv")
    #expect(again.reduce(0) { $0 + $1.units.count } == files.reduce(0) { $0 + $1.units.count })
    let second = CSVFormat.document(again)
    #expect(second == first)
  }
}
