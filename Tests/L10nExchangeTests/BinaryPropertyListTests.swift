import Foundation
import L10nExchange
import Testing

/// compile's binary tables (`--serialization binary`) as Foundation reads them back.
struct BinaryPropertyListTests {
  /// What Foundation's reader makes of `value` written in binary.
  static func readBack(_ value: PropertyListValue) throws -> NSObject {
    let bytes = try PropertyListWriter.encode(value, format: .binary)
    #expect(bytes.starts(with: Array("bplist00".utf8)))
    var format = PropertyListSerialization.PropertyListFormat.xml
    let read = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
    #expect(format == .binary)
    return try #require(read as? NSObject)
  }

  static func same(_ value: PropertyListValue) throws -> Bool {
    try readBack(value).isEqual(value.foundationValue)
  }

  @Test func stringsOfEveryKindComeBack() throws {
    let texts = [
      "", "a", "fourteen chars", "fifteen chars!!", String(repeating: "x", count: 300),
      "Löschen", "削除", "👩‍👩‍👧 family", "%1$#@files@ in %2$@", "tab\tand\nline", String(repeating: "é", count: 70_000),
    ]
    for text in texts { #expect((try? Self.same(.string(text))) == true, "\(text.prefix(20))") }
  }

  @Test func nestedRulesAndEmptyContainersComeBack() throws {
    let rule: PropertyListValue = .dictionary([
      "NSStringLocalizedFormatKey": .string("%#@value@"),
      "value": .dictionary([
        "NSStringFormatSpecTypeKey": .string("NSStringPluralRuleType"),
        "NSStringFormatValueTypeKey": .string("lld"),
        "one": .string("%lld file"), "other": .string("%lld files"),
      ]),
      "empty": .dictionary([:]),
      "phrases": .array([.string("Open"), .string("Öffnen"), .array([])]),
    ])
    #expect(try Self.same(rule))
  }

  /// More than 255 objects take two-byte references, more than 65,535 offsets' worth of bytes
  /// take wider offsets; repeated strings are written once.
  @Test func largeTablesAndRepeatedStringsComeBack() throws {
    var entries: [String: PropertyListValue] = [:]
    for number in 0..<70_000 { entries["key.\(number)"] = .string(number % 2 == 0 ? "same text" : "text \(number)") }
    let value = PropertyListValue.dictionary(entries)
    #expect(try Self.same(value))
    let bytes = try PropertyListWriter.encode(value, format: .binary)
    let once = try PropertyListWriter.encode(
      .dictionary(["a": .string("same text"), "b": .string("same text")]), format: .binary)
    let twice = try PropertyListWriter.encode(
      .dictionary(["a": .string("same text"), "b": .string("other text")]), format: .binary)
    #expect(once.count < twice.count)
    #expect(bytes == (try PropertyListWriter.encode(value, format: .binary)), "the same bytes each time")
  }
}
