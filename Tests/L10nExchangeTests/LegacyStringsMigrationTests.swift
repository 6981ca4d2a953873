import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import OrderedCollections
import Testing

/// `.stringsdict` rules and the migration of a legacy app's `.lproj` folders to a String Catalog.
@Suite struct LegacyStringsMigrationTests {
  static let app = "legacy/app"
  static let appFiles = [
    "Base.lproj/Localizable.strings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
    "fr.lproj/Localizable.strings", "de.lproj/Localizable.strings", "ja.lproj/Localizable.strings",
    "ru.lproj/Localizable.stringsdict",
  ]

  static func plist(_ value: Any) throws -> [UInt8] {
    [UInt8](try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0))
  }

  static func plural(_ valueType: String, _ cases: [String: String]) -> [String: Any] {
    var variable: [String: Any] = [
      "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": valueType,
    ]
    for (category, text) in cases { variable[category] = text }
    return variable
  }

  func migrated() throws -> AppleStringsMigration.Table {
    let files = try Self.appFiles.map { path in
      try #require(LegacyStringsFile(path: path, bytes: Fixtures.bytes("\(Self.app)/\(path)")))
    }
    let tables = try AppleStringsMigration.migrate(files, sourceLanguage: "en")
    #expect(tables.map(\.name) == ["Localizable"])
    return tables[0]
  }

  /// What Xcode's migration made of two stringsdict entries in a real catalog (linearmouse): a
  /// lone integer variable becomes the key's plural variations, a `f` one stays a substitution
  /// without `argNum`. The same entries, read here, give the same localizations.
  @Test func pluralRulesAsXcodesMigrationWroteThemInARealCatalog() throws {
    let real = try StringCatalog(bytes: Fixtures.bytes("real/linearmouse_linearmouse_Localizable.xcstrings"))
    let file = try Self.plist([
      "%d line(s)": [
        "NSStringLocalizedFormatKey": "%#@lines@", "lines": Self.plural("d", ["one": "%d line", "other": "%d lines"]),
      ],
      "%.1f pixel(s)": [
        "NSStringLocalizedFormatKey": "%#@value@",
        "value": Self.plural("f", ["one": "%.1f pixel", "other": "%.1f pixels"]),
      ],
    ])
    let read = try StringsdictReader.read(file, file: "en.lproj/Localizable.stringsdict")
    #expect(read.warnings.isEmpty)
    for entry in read.entries {
      let expected = try #require(real.strings[entry.key]?.localizations?["en"])
      var ours = StringCatalog(
        sourceLanguage: "en", strings: [entry.key: CatalogEntry(localizations: ["en": entry.localization])])
      var theirs = StringCatalog(
        sourceLanguage: "en", strings: [entry.key: CatalogEntry(localizations: ["en": expected])])
      ours.sortAllKeys()
      theirs.sortAllKeys()
      #expect(String(decoding: ours.encoded(), as: UTF8.self) == String(decoding: theirs.encoded(), as: UTF8.self))
    }
  }

  @Test func substitutionsDevicesAndWidths() throws {
    let read = try StringsdictReader.read(
      Fixtures.bytes("\(Self.app)/en.lproj/Localizable.stringsdict"), file: "en.stringsdict")
    let entries = Dictionary(uniqueKeysWithValues: read.entries.map { ($0.key, $0.localization) })
    let found = try #require(entries["Found %d files in %d folders"])
    #expect(found.stringUnit == StringUnit(state: .translated, value: "Found %#@files@ in %#@folders@"))
    #expect(found.substitutions?.keys.elements == ["files", "folders"])
    #expect(found.substitutions?["files"]?.argNum == 1)
    #expect(found.substitutions?["folders"]?.argNum == 2)
    #expect(found.substitutions?["folders"]?.formatSpecifier == "d")
    #expect(found.substitutions?["folders"]?.variations?.plural?["one"]?.stringUnit?.value == "%2$d folder")
    // The variable is the second argument, after %@.
    let messages = try #require(entries["%@ has %lld messages"]?.substitutions?["messages"])
    #expect(messages.argNum == 2)
    #expect(messages.formatSpecifier == "lld")
    #expect(messages.variations?.plural?.keys.elements == ["zero", "one", "other"])
    let tap = try #require(entries["Tap to continue"]?.variations?.device)
    #expect(tap.keys.sorted() == ["appletv", "ipad", "iphone", "mac", "other"])
    #expect(tap["mac"]?.stringUnit?.value == "Click to continue")
    let photos = try #require(entries["%d photos device"]?.variations?.device)
    #expect(photos["mac"]?.variations?.plural?["other"]?.stringUnit?.value == "%d photos on your Mac")
    #expect(photos["other"]?.stringUnit?.value == "Photos")
    // Width variants: the widest is kept, and a warning says so.
    #expect(entries["Welcome width"]?.stringUnit?.value == "Welcome to the app")
    #expect(
      read.warnings.map(\.description) == [
        "en.stringsdict: \"Welcome width\": a String Catalog has no width variations (NSStringVariableWidthRuleType): the widest text (width 50) is kept, widths 1, 20 are left out"
      ])
  }

  /// Entries a `.stringsdict` cannot hold, and what the error says of each.
  static let broken: [(entry: @Sendable () -> Any, message: String)] = [
    ({ ["NSStringLocalizedFormatKey": "%#@n@"] }, "does not define"),
    (
      { ["NSStringLocalizedFormatKey": "%#@n@", "n": ["NSStringFormatSpecTypeKey": "Other"]] },
      "only NSStringPluralRuleType"
    ),
    (
      { ["NSStringLocalizedFormatKey": "%#@n@", "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType"]] },
      "no NSStringFormatValueTypeKey"
    ),
    ({ ["something": "else"] }, "expected NSStringLocalizedFormatKey"),
    ({ 3 }, "expected a dictionary"),
  ]

  @Test(arguments: 0..<broken.count)
  func brokenEntriesAreRefusedByKey(_ index: Int) throws {
    let bytes = try Self.plist(["k": Self.broken[index].entry()])
    let message = Self.broken[index].message
    #expect {
      _ = try StringsdictReader.read(bytes, file: "x.stringsdict")
    } throws: { error in
      guard let error = error as? ExchangeError else { return false }
      return error.file == "x.stringsdict" && error.message.hasPrefix("\"k\": ") && error.message.contains(message)
    }
    #expect(throws: ExchangeError.self) { _ = try StringsdictReader.read(Array("<plist><dict>".utf8), file: "x") }
  }

  @Test func theAppMigratesAsXcodeWould() throws {
    let table = try migrated()
    let catalog = table.catalog
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.strings.values.allSatisfy { $0.extractionState == .migrated })
    #expect(catalog.strings["welcome.title"]?.comment == "Title of the welcome screen")
    #expect(catalog.strings["welcome.title"]?.localizations?.keys.elements == ["de", "en", "fr", "ja"])
    #expect(catalog.strings["welcome.title"]?.localizations?["fr"]?.stringUnit?.value == "Bienvenue !")
    // Base fills what the development language lacks; the development language's own file wins.
    #expect(catalog.strings["base.only"]?.localizations?["en"]?.stringUnit?.value == "From Base")
    #expect(catalog.strings["base.only"]?.comment == "Only in Base")
    #expect(catalog.strings["Cancel"]?.localizations?["en"]?.stringUnit?.value == "Cancel")
    // The stringsdict entry wins over the .strings fallback of the same key.
    let items = try #require(catalog.strings["%d items"]?.localizations)
    #expect(items["en"]?.stringUnit == nil)
    #expect(items["en"]?.variations?.plural?["one"]?.stringUnit?.value == "%d item")
    #expect(items["ru"]?.variations?.plural?.keys.elements == ["few", "many", "one", "other"])
    var states: Set<TranslationState> = []
    for entry in catalog.strings.values {
      for localization in entry.localizations?.values.elements ?? [] {
        localization.forEachText { text, _ in states.insert(text.state) }
      }
    }
    #expect(states == [.translated])
    #expect(table.warnings.count == 1)
  }

  /// Written with the catalog writer, the result is what `l10n fmt` (and `fmt --sort`) leaves as it is.
  @Test func theCatalogIsByteStableUnderFmt() throws {
    let bytes = try migrated().catalog.encoded()
    let reread = try StringCatalog(bytes: bytes, file: "Localizable.xcstrings")
    #expect(reread.encoded() == bytes)
    var sorted = reread
    sorted.sortAllKeys()
    #expect(sorted.encoded() == bytes)
  }

  /// Legacy files → catalog → values: every value of every file is in the catalog at its key and
  /// language. The `.strings` values are Foundation's reading; the `.stringsdict` texts are every
  /// string of the property list as Foundation reads it (rule names and value types aside, and the
  /// narrower width texts, which a catalog cannot hold).
  @Test func everyLegacyValueIsInTheCatalog() throws {
    let catalog = try migrated().catalog
    let values = CompiledStrings.values(of: catalog)
    let setAside: Set<String> = [
      "NSStringPluralRuleType", "NSStringFormatSpecTypeKey", "d", "f", "lld", "Hi", "Hello",
    ]
    for path in Self.appFiles where !path.hasPrefix("Base") {
      let language = String(path.prefix { $0 != "." })
      let bytes = try Fixtures.bytes("\(Self.app)/\(path)")
      let root = try #require(
        try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any])
      for (key, value) in root {
        let texts = Set(values[language]?.filter { TextPath.parse(unitID: $0.key)?.key == key }.map(\.value) ?? [])
        if let value = value as? String {
          if path.hasSuffix(".strings"), key == "%d items" { continue }  // the stringsdict's wins
          #expect(texts == [value], "\(path): \(key)")
        } else {
          // A lone %#@name@ format is the key's own plural variations: no text of its own.
          let alone = /%#@[A-Za-z0-9_]+@/
          for string in Self.strings(in: value) where !setAside.contains(string) && string.wholeMatch(of: alone) == nil
          {
            #expect(texts.contains(string), "\(path): \(key): \(string)")
          }
        }
      }
    }
  }

  static func strings(in value: Any) -> [String] {
    if let string = value as? String { return [string] }
    if let dictionary = value as? [String: Any] { return dictionary.values.flatMap(strings(in:)) }
    return []
  }

  @Test func lprojFolderNamesGiveTheLanguage() {
    #expect(LegacyStringsFile.language(ofFolder: "fr.lproj") == "fr")
    #expect(LegacyStringsFile.language(ofFolder: "pt_BR.lproj") == "pt-BR")
    #expect(LegacyStringsFile.language(ofFolder: "zh-Hans.lproj") == "zh-Hans")
    #expect(LegacyStringsFile.language(ofFolder: "English.lproj") == "en")
    #expect(LegacyStringsFile.language(ofFolder: "Resources") == nil)
    let file = LegacyStringsFile(path: "App/de.lproj/Info Plist.strings", bytes: [])
    #expect(file?.table == "Info Plist")
    #expect(file?.language == "de")
    #expect(LegacyStringsFile(path: "de.lproj/Info.plist", bytes: []) == nil)
    #expect(LegacyStringsFile(path: "Localizable.strings", bytes: []) == nil)
  }
}
