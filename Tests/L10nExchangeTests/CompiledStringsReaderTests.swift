import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// `CompiledStrings`: a compiled `.lproj` tree read back gives, per language, the texts of the
/// catalog it was compiled from, in the shape `values(of:)` gives for the catalog.
@Suite struct CompiledStringsReaderTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%.1f pixel(s)" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@value@" },
              "substitutions" : {
                "value" : {
                  "formatSpecifier" : "f",
                  "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%.1f pixel" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%.1f pixels" } }
                  } }
                }
              }
            }
          }
        },
        "%lld lines" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld line" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld lines" } }
            } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld ligne" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de lignes" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld lignes" } }
            } } }
          }
        },
        "Hello & <you>" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello & <you>" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour & <toi>" } }
          }
        },
        "Tap" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func plural(_ valueType: String, _ cases: [String: String]) -> [String: Any] {
    var variable: [String: Any] = [
      "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": valueType,
    ]
    for (category, text) in cases { variable[category] = text }
    return variable
  }

  /// The tree `xcstringstool compile` writes for the catalog above: XML property lists, a
  /// top-level plural as `%#@value@`, plain texts in `.strings` only.
  static func compiledTree(binary: Bool = false) throws -> [(path: String, bytes: [UInt8])] {
    func plist(_ value: Any) throws -> [UInt8] {
      [UInt8](try PropertyListSerialization.data(fromPropertyList: value, format: binary ? .binary : .xml, options: 0))
    }
    return [
      ("en.lproj/Localizable.strings", try plist(["Hello & <you>": "Hello & <you>"])),
      (
        "en.lproj/Localizable.stringsdict",
        try plist([
          "%.1f pixel(s)": [
            "NSStringLocalizedFormatKey": "%#@value@",
            "value": plural("f", ["one": "%.1f pixel", "other": "%.1f pixels"]),
          ],
          "%lld lines": [
            "NSStringLocalizedFormatKey": "%#@value@",
            "value": plural("lld", ["one": "%lld line", "other": "%lld lines"]),
          ],
          "Tap": ["NSStringDeviceSpecificRuleType": ["mac": "Click", "other": "Tap"]],
        ])
      ),
      ("fr.lproj/Localizable.strings", try plist(["Hello & <you>": "Bonjour & <toi>"])),
      (
        "fr.lproj/Localizable.stringsdict",
        try plist([
          "%lld lines": [
            "NSStringLocalizedFormatKey": "%#@value@",
            "value": plural("lld", ["one": "%lld ligne", "many": "%lld de lignes", "other": "%lld lignes"]),
          ]
        ])
      ),
      ("fr.lproj/README.txt", Array("not a table".utf8)),
    ]
  }

  @Test(arguments: [false, true])
  func theCompiledTreeGivesBackEveryValue(binary: Bool) throws {
    let catalog = try StringCatalog(bytes: Array(Self.catalog.utf8))
    let read = try CompiledStrings.read(files: Self.compiledTree(binary: binary))
    #expect(read.warnings.isEmpty)
    #expect(Array(read.tables.keys) == ["Localizable"])
    #expect(read.tables["Localizable"] == CompiledStrings.values(of: catalog))
    #expect(read.tables["Localizable"]?["fr"]?["%lld lines|==|plural.many"] == "%lld de lignes")
    #expect(read.tables["Localizable"]?["en"]?["%.1f pixel(s)|==|substitutions.value.plural.one"] == "%.1f pixel")
  }

  @Test func aMissingValueShowsAsADifference() throws {
    var catalog = try StringCatalog(bytes: Array(Self.catalog.utf8))
    catalog.strings["Hello & <you>"]?.localizations?["de"] = Localization(
      stringUnit: StringUnit(state: .translated, value: "Hallo"))
    let read = try CompiledStrings.read(files: Self.compiledTree())
    #expect(read.tables["Localizable"] != CompiledStrings.values(of: catalog))
  }

  @Test func readsAFolderOnDisk() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    for file in try Self.compiledTree() { try folder.write("out/\(file.path)", file.bytes) }
    let read = try CompiledStrings.read(folder: folder.file("out"))
    #expect(
      read.tables["Localizable"] == CompiledStrings.values(of: try StringCatalog(bytes: Array(Self.catalog.utf8))))
  }
}
