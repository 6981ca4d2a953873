import Foundation
import L10nCatalog
import L10nICU
import L10nRuntime
import L10nTestSupport
import OrderedCollections
import Testing

/// Issue 41's acceptance: for every key and language of the 13 corpus catalogs (and of the
/// fixtures' catalogs, which have every category of Arabic, Russian, Polish, Welsh and Japanese,
/// substitutions and device cases), the runtime answers what the model holds for that language
/// and the category ICU selects, for the numbers 0 to 200 and some large ones, with every device
/// where a catalog varies by device and with `needs_review` texts used and not.
@Suite struct CorpusAcceptanceTests {
  static let numbers = Array(0...200) + [1000, 1001, 1_000_000, 1_000_001, 2_000_002, 123_456_789]

  static var catalogs: [URL] { Fixtures.realCatalogs }

  @Test(arguments: catalogs)
  func everyKeyLanguageAndNumber(_ url: URL) throws {
    try Self.check(url)
  }

  @Test func theFixturesCatalogs() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try Self.check(try folder.write("Plurals.xcstrings", PluralTests.catalogJSON))
    try Self.check(try folder.write("Variations.xcstrings", VariationTests.catalog))
  }

  static func check(_ url: URL) throws {
    let catalog = try StringCatalog(bytes: [UInt8](Data(contentsOf: url)))
    let table = url.deletingPathExtension().lastPathComponent
    let languages = catalog.languages + ["xx", "fr-CH"]
    var categories: [String: [String]] = [:]
    for language in catalog.languages + [catalog.sourceLanguage] {
      let rules = PluralRules.forLanguage(language)
      categories[language] = numbers.map { rules.category(for: Double($0)) }
    }
    let hasDevices = catalog.strings.values.contains { entry in
      entry.localizations?.values.contains { $0.variations?.device != nil } ?? false
    }
    for device in hasDevices ? LocalizedStrings.Device.allCases : [.other] {
      for useNeedsReview in [true, false] {
        let strings = try LocalizedStrings(
          catalogs: [url], options: .init(device: device, useNeedsReview: useNeedsReview))
        let walk = CatalogWalk(catalog: catalog, device: device.rawValue, useNeedsReview: useNeedsReview)
        // A key answers the same for every device when it has no device cases, and with
        // needs_review texts used or not when it has none: those runs are not repeated.
        for (key, entry) in catalog.strings
        where (device == .other || Self.has(entry, "device")) && (useNeedsReview || Self.has(entry, "needs_review")) {
          for language in languages {
            let chain = walk.chain(language)
            var found: [[String]: (text: String, other: String?, fill: CatalogWalk.Fill)?] = [:]
            /// The text of the first language of the chain that has one for the `index`th number,
            /// with its `other` text, and its fill; worked out once for each categories of the chain.
            func expected(_ index: Int) -> (text: String, other: String?, fill: CatalogWalk.Fill)? {
              let selected = chain.map { categories[$0]?[index] ?? "other" }
              if let known = found[selected] { return known }
              var result: (text: String, other: String?, fill: CatalogWalk.Fill)?
              for (answering, category) in zip(chain, selected) {
                guard let localization = entry.localizations?[answering] else { continue }
                if let text = walk.text(localization, category: category) {
                  let other = walk.text(localization, category: "other")
                  result = (text, other, CatalogWalk.Fill(text, other: other))
                  break
                }
              }
              found[selected] = result
              return result
            }
            let asked = "\(table) \(key) \(language) device \(device) needs_review \(useNeedsReview)"
            guard walk.takesArguments(entry) else {
              let answer = strings.text(key, table: table, locale: language)
              if answer != expected(0)?.text ?? key {
                Issue.record("\(asked): \(answer) ≠ \(expected(0)?.text ?? key)")
              }
              continue
            }
            for (index, n) in numbers.enumerated() {
              let (text, arguments) = (expected(index)?.fill ?? CatalogWalk.Fill(key, other: nil))(n)
              let answer = strings.text(key, table: table, locale: language, arguments: arguments)
              // One issue at most per key and language (#expect costs more than the lookup).
              if answer != text {
                Issue.record("\(asked) n \(n): \(answer) ≠ \(text)")
                break
              }
            }
          }
        }
      }
    }
  }

  /// Whether `entry` has `device` variations or a text in state `needs_review`.
  static func has(_ entry: CatalogEntry, _ what: String) -> Bool {
    for localization in entry.localizations.map({ Array($0.values) }) ?? [] {
      if what == "device", localization.variations?.device != nil { return true }
      // Every text, substitutions' cases included.
      if what == "needs_review", localization.leafStates.contains(.needsReview) { return true }
    }
    return false
  }
}
