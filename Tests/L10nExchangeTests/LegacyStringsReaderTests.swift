import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// The legacy `.strings` reader (`StringsFileReader`): old-style text with its comments, UTF-16,
/// XML and binary property lists, and errors with line and column.
@Suite struct LegacyStringsReaderTests {
  static let app = "legacy/app"
  static let realNames = ["Rez.strings", "Apple Clang.strings"]

  func entries(_ path: String) throws -> [StringsEntry] {
    try StringsFileReader.read(Fixtures.bytes(path), file: path)
  }

  func byKey(_ entries: [StringsEntry]) -> [String: StringsEntry] {
    Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
  }

  @Test func oldStyleTextWithCommentsEscapesAndUnquotedKeys() throws {
    let read = try entries("\(Self.app)/en.lproj/Localizable.strings")
    let entries = byKey(read)
    #expect(read.first?.key == "welcome.title")
    // The header comment is followed by a blank line: it is no key's.
    #expect(entries["welcome.title"]?.comment == "Title of the welcome screen")
    #expect(entries["welcome.title"]?.value == "Welcome!")
    #expect(entries["welcome.title"]?.line == 9)
    #expect(entries["welcome.title"]?.column == 1)
    #expect(entries["greeting %@"]?.comment == "Greeting with the user's name")
    #expect(entries["review_rating"]?.comment == "Two placeholders, numbered")
    // genstrings' "No comment provided by engineer." is no comment.
    #expect(entries["Cancel"]?.comment == nil)
    #expect(entries["escapes"]?.value == "Line one\nLine two\tTabbed \"quoted\" back\\slash été 😀")
    #expect(entries["escapes"]?.comment == nil)
    #expect(entries["unquoted_key"]?.value == "Value of an unquoted key")
    #expect(entries["same.line"]?.comment == "said after the entry")
    // A key alone is its own value.
    #expect(entries["Done"]?.value == "Done")
    #expect(entries["single"]?.value == "Single quotes")
    #expect(entries["multi\nline"]?.value == "A key across two lines")
    #expect(read.count == 11)
  }

  /// Foundation reads old-style text too (without comments): our values are Foundation's, for
  /// every text file of the fixtures, the real ones included.
  @Test(arguments: [
    "legacy/app/en.lproj/Localizable.strings", "legacy/app/fr.lproj/Localizable.strings",
    "legacy/app/Base.lproj/Localizable.strings", "legacy/real/en.lproj/Rez.strings",
    "legacy/real/en.lproj/Apple Clang.strings",
  ])
  func valuesAreFoundations(_ path: String) throws {
    let bytes = try Fixtures.bytes(path)
    let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    let expected = try #require(foundation as? [String: String])
    #expect(byKey(try entries(path)).mapValues(\.value) == expected)
  }

  @Test func realFilesKeepTheirCommentsAboveAndAfter() throws {
    let rez = byKey(try entries("legacy/real/en.lproj/Rez.strings"))
    // The licence header is followed by a blank line; the comment above "Name" is its.
    #expect(rez["Name"]?.comment == "Localized strings for basic info")
    #expect(rez["Description"]?.comment == nil)
    #expect(
      rez["OutputParseInfo-ProgressStatusFormat"]?.comment
        == "Localized strings for output-parse-info\narg 1 is name of rule's input file")
    #expect(
      rez["OutputParseInfo-MessageStatusFormat"]?.comment
        == "arg 1 is name of rule's input file, arg 2 is name of file containing message (@\"\" if unknown)")
    let clang = byKey(try entries("legacy/real/en.lproj/Apple Clang.strings"))
    #expect(
      clang["[CLANG_CXX_LANGUAGE_STANDARD]-value-[c++0x]"]?.comment
        == "Note that the value must remain c++0x, for backwards compatibility.")
  }

  @Test func utf16WithAndWithoutByteOrderMark() throws {
    let french = byKey(try entries("\(Self.app)/fr.lproj/Localizable.strings"))
    #expect(french["review_rating"]?.value == "%1$d personnes sur %2$d ont trouvé cela utile")
    #expect(french["welcome.title"]?.comment == "Title of the welcome screen")
    let text = "/* é */\n\"k\" = \"vé 😀\";\n"
    for bigEndian in [true, false] {
      var bytes: [UInt8] = []
      for unit in text.utf16 {
        bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
      let read = try StringsFileReader.read(bytes, file: "x.strings")
      #expect(read == [StringsEntry(key: "k", value: "vé 😀", comment: "é", line: 2, column: 1)])
    }
    let bom = try StringsFileReader.read([0xEF, 0xBB, 0xBF] + Array("a = b;".utf8), file: "x.strings")
    #expect(bom.map(\.value) == ["b"])
  }

  @Test func xmlAndBinaryPropertyLists() throws {
    let xml = try StringsFileReader.readWithForm(
      Fixtures.bytes("\(Self.app)/de.lproj/Localizable.strings"), file: "de.strings")
    #expect(xml.form == .xml)
    #expect(byKey(xml.entries)["amp & <tags>"]?.value == "Und & <Tags>")
    let binary = try StringsFileReader.readWithForm(
      Fixtures.bytes("\(Self.app)/ja.lproj/Localizable.strings"), file: "ja.strings")
    #expect(binary.form == .binary)
    #expect(byKey(binary.entries)["welcome.title"]?.value == "ようこそ！")
    #expect(binary.entries.allSatisfy { $0.line == nil && $0.comment == nil })
  }

  /// Each broken file is refused with the place of what is wrong and what was expected.
  @Test(arguments: [
    ("\"a\" = \"b\";\n\"c\" = \"d\n", 2, 7, "is not closed"),
    ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ; after the entry \"a\""),
    ("\"a\" = \"b\";\n  /* open", 2, 3, "not closed by */"),
    ("\"a\" = ;", 1, 7, "expected the value of \"a\""),
    ("\"a\" = { x = y; };", 1, 7, "is not a string"),
    ("\"a\" = \"\\UD800\";", 1, 8, "surrogate"),
    ("= \"b\";", 1, 1, "expected a key"),
    ("{ \"a\" = \"b\";", 1, 13, "the } that closes"),
    ("\"a\" = \"b\";\n\"é\" = \"\u{FFFF}x\";\n\"k\" \"v\";", 3, 5, "expected ; after the entry \"k\""),
  ])
  func errorsSayLineAndColumn(_ text: String, line: Int, column: Int, message: String) {
    #expect {
      _ = try StringsFileReader.read(Array(text.utf8), file: "bad.strings")
    } throws: { error in
      guard let error = error as? ExchangeError else { return false }
      return error.file == "bad.strings" && error.line == line && error.column == column
        && error.message.contains(message)
    }
  }

  @Test func invalidUTF8AndTruncatedUTF16AreRefused() {
    #expect {
      _ = try StringsFileReader.read(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF, 0x22, 0x3B], file: "x.strings")
    } throws: { error in
      guard let error = error as? ExchangeError else { return false }
      return error.line == 2 && error.column == 8 && error.message.contains("not UTF-8")
    }
    #expect(throws: ExchangeError.self) {
      _ = try StringsFileReader.read([0xFF, 0xFE, 0x61, 0x00, 0x3D], file: "x.strings")
    }
    #expect(throws: ExchangeError.self) {
      _ = try StringsFileReader.read([0xFF, 0xFE, 0x00, 0xD8, 0x3B, 0x00], file: "x.strings")
    }
  }

  @Test func aLaterEntryReplacesAnEarlierOneAsFoundationReadsIt() throws {
    let read = try StringsFileReader.read(Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8), file: "x.strings")
    #expect(read.map(\.value) == ["1", "2"])
    let tables = try AppleStringsMigration.migrate(
      [
        LegacyStringsFile(
          name: "x.strings", language: "en", table: "x", kind: .strings,
          bytes: Array("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8))
      ],
      sourceLanguage: "en")
    #expect(tables[0].catalog.strings["a"]?.localizations?["en"]?.stringUnit?.value == "2")
    #expect(
      tables[0].warnings.map(\.description) == [
        "x.strings:2:1: \"a\" is written again (first at line 1); the later value is kept"
      ])
  }

  @Test func emptyFilesAndCommentsAloneHoldNoEntries() throws {
    #expect(try StringsFileReader.read([], file: "x.strings").isEmpty)
    #expect(try StringsFileReader.read(Array("// nothing\n/* at all */\n".utf8), file: "x.strings").isEmpty)
    #expect(try StringsFileReader.read(Array("{ }".utf8), file: "x.strings").isEmpty)
  }
}
