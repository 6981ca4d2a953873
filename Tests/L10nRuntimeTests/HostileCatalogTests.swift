import Foundation
import L10nRuntime
import L10nTestSupport
import Testing

/// Hostile catalogs load with a clear error or a result, and lookups of every key in every
/// language, with arguments of every kind or none, answer: never a crash.
@Suite struct HostileCatalogTests {
  static let valid = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "editor.title" : {
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Éditeur"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// The reader's hostile set (ReaderErrorTests): cut at every length, wrong types at every
  /// level, deep nesting, bad UTF-8, lone surrogates, UTF-16, duplicate keys, syntax errors.
  static var readerInputs: [[UInt8]] {
    let bytes = Array(valid.utf8)
    var inputs = (0..<bytes.count).map { Array(bytes[0..<$0]) }
    let depth = 100_000
    inputs += [
      "{\"sourceLanguage\":\"en\",\"strings\":{},\"x\":" + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + ",\"version\":\"1.0\"}",
      valid.replacing("\"state\" : \"translated\"", with: "\"state\" : 3"),
      valid.replacing("\"strings\" : {", with: "\"strings\" : [], \"x\" : {"),
      valid.replacing("\"localizations\" : {", with: "\"localizations\" : true, \"y\" : {"),
      valid.replacing("\"fr\" : {", with: "\"fr\" : \"oops\", \"z\" : {"),
      valid.replacing("Éditeur", with: #"\ud800"#), valid.replacing("Éditeur", with: "Édi\nteur"),
      valid.replacing("\"state\" : \"translated\",", with: ""), "[]", "{\"sourceLanguage\":\"en\"}", valid + "x",
      valid.replacing("\"fr\" : {", with: "\"fr\" : {}, \"fr\" : {"),
    ].map { Array($0.utf8) }
    var invalid = bytes
    invalid[invalid.firstIndex(of: 0xC3)! + 1] = 0x28
    inputs.append(invalid)
    inputs.append([0xFF, 0xFE] + valid.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    return inputs
  }

  /// Valid catalogs that are hostile to lookups: plurals without `other`, unknown categories,
  /// substitutions that are missing or have no cases, argNums of 0, -1 and Int.max, odd format
  /// specifiers, huge widths, argument numbers past any list, empty and nested variations.
  static let lookupHostile = #"""
    { "sourceLanguage" : "en", "strings" : {
      "a" : { "localizations" : { "en" : { "variations" : { "plural" : {
        "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld few" } },
        "lots" : { "stringUnit" : { "state" : "translated", "value" : "%lld lots" } } } } } } },
      "b" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@x@ %#@@ %#@missing@ %1000$#@y@" },
        "substitutions" : {
          "x" : { "argNum" : 0, "formatSpecifier" : "", "variations" : { "plural" : {
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg %arg %5$@ %d" } } } } },
          "y" : { "argNum" : -1, "formatSpecifier" : "lld%@", "variations" : { } },
          "z" : { "argNum" : 9223372036854775807, "formatSpecifier" : "@" } } } } },
      "c" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated",
        "value" : "%999999999d %.999999999f %*d %.*f %1000$@ %c %C %s %p %n %Lf %hhd %qd %zd %'d %-+#0 5d 100% % d" } } } },
      "d" : { "localizations" : { "en" : { "variations" : { "device" : { } } },
        "fr" : { "variations" : { "plural" : { } } },
        "de" : { "variations" : { "device" : { "other" : { "variations" : { "device" : {
          "other" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "new", "value" : "%@" } } } } } } } } } } },
        "ja" : { "stringSet" : { "state" : "translated", "values" : [ "a", "b" ] } },
        "ko" : { } } },
      "%lld %@ %#@e@" : { "localizations" : { } },
      "e" : { "shouldTranslate" : false }
    }, "version" : "1.0" }
    """#

  static var arguments: [[any CVarArg]] {
    [
      [], [0], [-1], [Int.max], [Int.min], [UInt64.max], [Double.nan], [Double.infinity], [-0.0], [1e300],
      ["text"], ["1"], [1, "two", 3.5, Int32(4), UInt8(5), Float(6.5), 0x10FFFF, 0x110000, 0xD800, -7],
      Array(repeating: 1, count: 1001),
    ]
  }

  @Test func readerHostileInputsFailWithAClearError() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    for (index, input) in Self.readerInputs.enumerated() {
      let url = try folder.write("Localizable.xcstrings", input)
      do {
        let strings = try LocalizedStrings(catalogs: [url])
        Self.lookUpEverything(strings, keys: ["editor.title"])
      } catch {
        #expect(error.description.hasPrefix(url.path), "input \(index): \(error)")
      }
    }
  }

  @Test func theFuzzersInputs() throws {
    for url in Fixtures.files(in: "fuzz/FuzzCatalogReader", extension: "xcstrings") {
      do {
        let strings = try LocalizedStrings(catalogs: [url])
        Self.lookUpEverything(strings, keys: ["editor.title", "a", "", "%@"])
      } catch {
        #expect(error.description.hasPrefix(url.path), "\(url.lastPathComponent): \(error)")
      }
    }
  }

  @Test func catalogsHostileToLookups() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("Localizable.xcstrings", Self.lookupHostile)
    for options in [
      LocalizedStrings.Options(), .init(device: .mac, useNeedsReview: false, localizedNumbers: true),
      .init(fallbackToSourceLanguage: false),
    ] {
      let strings = try LocalizedStrings(catalogs: [url], options: options)
      Self.lookUpEverything(strings, keys: ["a", "b", "c", "d", "e", "%lld %@ %#@e@"])
    }
    let strings = try LocalizedStrings(catalogs: [url])
    #expect(strings.text("a", locale: "en", 3) == "3 lots" || strings.text("a", locale: "en", 3) == "a")
    #expect(strings.text("d", locale: "de", "x") == "x")
    #expect(strings.text("d", locale: "ja") == "d")
  }

  static func lookUpEverything(_ strings: LocalizedStrings, keys: [String]) {
    for key in keys {
      for locale in strings.languages + ["", "x", "zz-Zzzz-ZZ", "fr_CA", "-", "_", "ja-u-nu-jpan"] {
        _ = strings.text(key, locale: locale)
        for arguments in Self.arguments {
          _ = strings.text(key, locale: locale, arguments: arguments)
        }
      }
    }
  }
}
