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
  /// The catalog, less the later key of each pair whose resource names clash (three corpus
  /// catalogs have keys that differ only in case, which the writer refuses, naming them).
  static func writable(_ name: String) throws -> (catalog: StringCatalog, clashes: Int) {
    var catalog = try StringCatalog(bytes: Fixtures.bytes("real/" + name), file: name)
    var seen: Set<String> = []
    var clashes = 0
    for key in catalog.strings.keys where !seen.insert(AndroidNames.resourceName(key)).inserted {
      catalog.strings.removeValue(forKey: key)
      clashes += 1
    }
    return (catalog, clashes)
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
      for (key, expected) in Self.expectedTexts(catalog, language: language) {
        #expect(read[key].map { Self.normalized($0) } == expected, "\(name) \(language) \(key)")
        compared += 1
      }
      #expect(read.count == Self.expectedTexts(catalog, language: language).count, "\(name) \(language)")
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
          if case .unit(let unit) = text { texts[path.unitID(key: key)] = Self.normalized(unit.value) }
        }
      }
      #expect(texts == Self.expectedTexts(catalog, language: file.language), "\(name) \(file.language)")
    }
    for (key, entry) in migrated.strings where entry.localizations?[catalog.sourceLanguage] != nil {
      let comment = catalog.strings[key]?.comment.map { $0.replacingOccurrences(of: "--", with: "- -") }
      #expect(entry.comment == comment?.trimmingCharacters(in: .whitespacesAndNewlines), "\(key)")
    }
  }

  /// What each unit id should read back as, normalized: the texts of `language` the writer takes
  /// (not `new`, plural cases ICU has, a device variation's `other`; a substitution's plural
  /// expanded into its string), worked out here from the catalog.
  static func expectedTexts(_ catalog: StringCatalog, language: String) -> [String: String] {
    let isSource = language == catalog.sourceLanguage
    let categories = PluralRules.forLanguage(language).categories
    var result: [String: String] = [:]
    for (key, entry) in catalog.strings {
      if !isSource && entry.shouldTranslate == false { continue }
      guard
        var localization = entry.localizations?[language]
          ?? (isSource ? Localization(stringUnit: StringUnit(state: .translated, value: key)) : nil)
      else { continue }
      if let other = localization.variations?.device?["other"] { localization = other }
      func take(_ unit: StringUnit?) -> StringUnit? { unit.flatMap { isSource || $0.state != .new ? $0 : nil } }
      if let plural = localization.variations?.plural {
        for (category, form) in plural where categories.contains(category) {
          if let unit = take(form.stringUnit) { result[key + "|==|plural." + category] = normalized(unit.value) }
        }
      } else if let unit = take(localization.stringUnit), localization.stringSet == nil {
        let names = FormatSpecifier.parse(unit.value).compactMap(\.substitution)
        guard names.count <= 1 else { continue }
        guard let name = names.first, let substitution = localization.substitutions?[name] else {
          result[key] = normalized(unit.value)
          continue
        }
        for (category, form) in substitution.variations?.plural ?? [:] where categories.contains(category) {
          guard let caseUnit = take(form.stringUnit) else { continue }
          let kind = FormatSpecifier.kind(ofFieldValue: substitution.formatSpecifier ?? "lld")
          result[key + "|==|plural." + category] = normalized(unit.value) { _, position in
            normalized(caseUnit.value, argument: (kind, substitution.argNum ?? position))
          }
        }
      }
    }
    return result
  }

  /// A text with each placeholder as `{position:type}` (s, d, f, c), `%%` and a stray `%` as `%`:
  /// what must survive Apple → Android → Apple.
  static func normalized(
    _ text: String, argument: (FormatSpecifier.Kind?, Int)? = nil, expand: ((String, Int) -> String)? = nil
  ) -> String {
    let bytes = Array(text.utf8)
    var out = ""
    var position = 0
    // A substitution's case stands where its token was: its placeholders count from there.
    var next = argument?.1 ?? 1
    FormatSpecifier.forEachPercent(in: text, substitutionArgument: argument?.0) { percent, range in
      out += String(decoding: bytes[position..<range.lowerBound], as: UTF8.self)
      position = range.upperBound
      guard case .placeholder(let specifier) = percent else {
        out += "%"
        return
      }
      if specifier.text == FormatSpecifier.substitutionArgument, let argument {
        out += "{\(argument.1):\(typeLetter(argument.0 ?? .long))}"
        return
      }
      let at = specifier.position ?? next
      if specifier.position == nil { next += 1 } else { next = max(next, at + 1) }
      if let name = specifier.substitution, let expand {
        out += expand(name, at)
      } else {
        out += "{\(at):\(typeLetter(specifier.kind))}"
      }
    }
    out += String(decoding: bytes[position...], as: UTF8.self)
    return out
  }

  static func typeLetter(_ kind: FormatSpecifier.Kind) -> String {
    switch kind {
    case .object, .cString, .pointer, .substitution: "s"
    case .int, .long: "d"
    case .double, .longDouble: "f"
    case .char: "c"
    }
  }
}
