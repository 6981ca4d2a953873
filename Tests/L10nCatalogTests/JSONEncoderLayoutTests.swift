import Foundation
import L10nCatalog
import Testing

/// The one JSON writer in `JSONEncoder`'s layout: the bytes Foundation's encoder writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, measured here against the encoder itself.
@Suite struct JSONEncoderLayoutTests {
  struct Inner: Codable {
    var name: String
    var flag: Bool
    var missing: String?
  }

  struct Sample: Codable {
    var text = "a/b \"q\" \\ \n\t\r\u{08}\u{0C}\u{01}\u{1F} é 日本 \u{7F} \u{2028} 😀"
    var whole = 100.0
    var fraction = 33.333333333333336
    var tiny = 1e-7
    var huge = 1e20
    var negative = -0.5
    var count = -42
    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var nested = [Inner(name: "x", flag: true, missing: nil), Inner(name: "", flag: false, missing: "m")]
    // Keys the encoder sorts by their UTF-8 bytes: upper case before `_` before lower case, `a10`
    // before `a9`, a decomposed é before `f` before a composed one.
    var byKey = [
      "b": 1, "B": 2, "_": 3, "a10": 4, "a9": 5, "e\u{301}x": 6, "f": 7, "\u{E9}": 8, "\u{FF01}": 9, "😀": 10,
    ]
    var matrix = [[1, 2], [], [3]]
    var optional: Int? = nil
  }

  static func foundation(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func encodableValuesAreWrittenAsJSONEncoderWritesThem() throws {
    #expect(try JSONValueEncoder.text(Sample()) == Self.foundation(Sample()))
    #expect(try JSONValueEncoder.text([Sample]()) == Self.foundation([Sample]()))
    #expect(try JSONValueEncoder.text(["only": "one"]) == Self.foundation(["only": "one"]))
  }

  @Test func aNumberJSONCannotHoldIsAnError() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder.text(["x": Double.nan]) }
    #expect(throws: EncodingError.self) { try JSONValueEncoder.text([Double.infinity]) }
  }

  @Test func membersWrittenInOrderMatchTheEncoder() throws {
    // The way reports write: member by member, in sorted order, as the encoder would.
    var writer = JSONWriter()
    writer.object { json in
      json.key("empty")
      json.array([Int]()) { _, _ in }
      json.key("items")
      json.array([1.0, 2.5, 1e-7]) { json, number in json.number(number) }
      json.member("name", "a/b\n")
      json.member("optional", String?.none)
      json.key("sub")
      json.object { _ in }
      json.member("yes", true)
    }
    struct Same: Encodable {
      var empty: [Int] = []
      var items = [1.0, 2.5, 1e-7]
      var name = "a/b\n"
      var optional: String? = nil
      var sub: [String: Int] = [:]
      var yes = true
    }
    #expect(writer.finish() == (try Self.foundation(Same())) + "\n")
  }

  @Test func theXcodeLayoutKeepsTheGivenOrderAndTheEncoderLayoutSorts() {
    let value = JSONValue.object(["b": .number("1"), "a": .array([]), "C": .object([:])])
    var xcode = JSONWriter()
    xcode.value(value)
    #expect(
      String(decoding: xcode.bytes, as: UTF8.self) == "{\n  \"b\" : 1,\n  \"a\" : [\n\n  ],\n  \"C\" : {\n\n  }\n}")
    var encoder = JSONWriter()
    encoder.value(value, layout: .encoder)
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self) == "{\n  \"C\" : {\n\n  },\n  \"a\" : [\n\n  ],\n  \"b\" : 1\n}")
  }

  @Test func quotedUsesTheSameEscaperAsTheEncoder() throws {
    let text = Sample().text
    #expect(JSONValue.quoted(text) == (try Self.foundation([text])).dropFirst(4).dropLast(2).description)
  }
}
