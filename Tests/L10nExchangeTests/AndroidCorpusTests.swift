import Foundation
import L10nCatalog
import L10nExchange
import L10nICU
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// The 13 real catalogs as Android resources: aapt2 takes every file, plurals have the categories
/// ICU gives each language, placeholders are the catalog's, and reading the files back gives every
/// text written.
@Suite struct AndroidCorpusTests {
  static func writable(_ name: String) throws -> (catalog: StringCatalog, clashes: Int) {
    try AndroidExpectedTexts.writable(name, resourceName: AndroidNames.resourceName)
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func clashingNamesAreRefusedByName(name: String) throws {
    let original = try StringCatalog(bytes: Fixtures.bytes("real/" + name), file: name)
    let clashes = try Self.writable(name).clashes
    do {
      _ = try AndroidWriter.write([.init(path: name, catalog: original)])
      #expect(clashes == 0)
    } catch {
      #expect(clashes > 0)
      #expect(error.message.components(separatedBy: " both become ").count - 1 == clashes, "\(error)")
    }
  }

  @Test(.requires(.aapt2), arguments: Fixtures.realCatalogNames)
  func aapt2CompilesEveryFileWithICUsCategories(name: String) throws {
    let catalog = try Self.writable(name).catalog
    let output = try AndroidWriter.write([.init(path: name, catalog: catalog)])
    #expect(output.files.contains { $0.path == "values/strings.xml" })
    let result = try AAPT2.compile(output.files)
    #expect(result.status == 0, "\(name): \(result.output)")
    #expect(result.values.count == output.files.count)
    for (folder, values) in result.values {
      let language = AndroidNames.language(ofFolder: folder) ?? catalog.sourceLanguage
      let categories = PluralRules.forLanguage(language).categories
      for id in values.keys where id.hasPrefix("plurals/") {
        let category = String(id.split(separator: "/").last!)
        #expect(categories.contains(category), "\(name) \(folder) \(id): ICU has \(categories) for \(language)")
      }
    }
  }

  /// Every text read back from the files is the catalog's, placeholder for placeholder
  /// (position and type) and character for character around them.
  @Test(arguments: Fixtures.realCatalogNames)
  func readingTheFilesBackGivesEveryTranslatedText(name: String) throws {
    let catalog = try Self.writable(name).catalog
    let output = try AndroidWriter.write([.init(path: name, catalog: catalog)])
    let keys = AndroidNames.keysByName(catalog.strings.keys)
    var compared = 0
    for file in output.files {
      let folder = String(file.path.split(separator: "/")[0])
      let language = AndroidNames.language(ofFolder: folder) ?? catalog.sourceLanguage
      let document = try AndroidReader.read(bytes: file.bytes, file: file.path, keys: keys)
      #expect(document.warnings.isEmpty, "\(document.warnings.prefix(3))")
      var read: [String: String] = [:]
      for unit in document.units { read[unit.id] = unit.target }
      for (key, expected) in AndroidExpectedTexts.expectedTexts(catalog, language: language) {
        #expect(read[key].map { AndroidExpectedTexts.normalized($0) } == expected, "\(name) \(language) \(key)")
        compared += 1
      }
      #expect(
        read.count == AndroidExpectedTexts.expectedTexts(catalog, language: language).count, "\(name) \(language)")
    }
    #expect(compared > 0 || output.warnings.contains { $0.message.contains("stringSet") })
  }

  /// The files made into one new catalog (`AndroidReader.catalog(files:)`, what a team moving
  /// an Android app to a catalog runs) hold every text written, in every language, under the
  /// catalog's own keys, with its comments.
  @Test(arguments: Fixtures.realCatalogNames)
  func theFilesMadeIntoACatalogHoldEveryText(name: String) throws {
    let catalog = try Self.writable(name).catalog
    let output = try AndroidWriter.write([.init(path: name, catalog: catalog)])
    let (migrated, warnings) = try AndroidReader.catalog(
      files: output.files.reversed().map { ($0.path, $0.bytes) }, sourceLanguage: catalog.sourceLanguage,
      keys: AndroidNames.keysByName(catalog.strings.keys))
    #expect(warnings.isEmpty)
    for file in output.files {
      var texts: [String: String] = [:]
      for (key, entry) in migrated.strings {
        entry.localizations?[file.language]?.forEachText { text, path in
          if case .unit(let unit) = text { texts[path.unitID(key: key)] = AndroidExpectedTexts.normalized(unit.value) }
        }
      }
      #expect(texts == AndroidExpectedTexts.expectedTexts(catalog, language: file.language), "\(name) \(file.language)")
    }
    for (key, entry) in migrated.strings where entry.localizations?[catalog.sourceLanguage] != nil {
      let comment = catalog.strings[key]?.comment.map { $0.replacingOccurrences(of: "--", with: "- -") }
      #expect(entry.comment == comment?.trimmingCharacters(in: .whitespacesAndNewlines), "\(key)")
    }
  }
}
