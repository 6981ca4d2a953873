import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `MemoryStatsRequest` (`l10n memory stats`) against a count made here from the JSON alone.
@Suite struct MemoryStatsTests {
  /// On every corpus catalog, the stats agree with a count made here from the JSON alone: a
  /// plain text without a translation has an exact match when another key of the catalog has the
  /// same source text translated in that language.
  @Test func statsAgreeWithAnIndependentCountOnEveryCorpusCatalog() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    let session = try folder.session()
    for url in Fixtures.realCatalogs {
      // Only keys whose texts do not vary, so that the count below stays simple.
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(try Fixtures.bytesAt(url))) as? [String: Any])
      let sourceLanguage = json["sourceLanguage"] as! String
      var strings = json["strings"] as! [String: [String: Any]]
      strings = strings.filter { _, entry in
        let localizations = entry["localizations"] as? [String: [String: Any]] ?? [:]
        return localizations.values.allSatisfy {
          $0["variations"] == nil && $0["substitutions"] == nil && $0["stringSet"] == nil
        }
      }
      var plain = json
      plain["strings"] = strings
      let name = url.lastPathComponent
      try folder.write(name, Array(try JSONSerialization.data(withJSONObject: plain)))

      func unit(_ entry: [String: Any], _ language: String) -> [String: Any]? {
        ((entry["localizations"] as? [String: [String: Any]])?[language])?["stringUnit"] as? [String: Any]
      }
      func source(_ key: String, _ entry: [String: Any]) -> String {
        unit(entry, sourceLanguage)?["value"] as? String ?? key
      }
      let translatable = strings.filter { $0.value["shouldTranslate"] as? Bool != false }
      var languages = Set<String>()
      for entry in strings.values { languages.formUnion(((entry["localizations"] as? [String: Any]) ?? [:]).keys) }
      languages.remove(sourceLanguage)
      var expected: [String: (missing: Int, exact: Int)] = [:]
      for language in languages {
        var translated = Set<String>()
        for (key, entry) in translatable {
          let target = unit(entry, language)
          let value = target?["value"] as? String ?? ""
          if ["translated", "needs_review"].contains(target?["state"] as? String), !value.isEmpty {
            translated.insert(source(key, entry))
          }
        }
        var counts = (missing: 0, exact: 0)
        for (key, entry) in translatable {
          let target = unit(entry, language)
          let value = target?["value"] as? String ?? ""
          let state = target?["state"] as? String
          let missing = target == nil || state == "new" || (value.isEmpty && state != "translated")
          guard missing else { continue }
          counts.missing += 1
          let text = source(key, entry)
          if !text.isEmpty && translated.contains(text) { counts.exact += 1 }
        }
        expected[language] = counts
      }

      let request = MemoryStatsRequest(scope: MemoryScope(catalogs: [name]))
      let stats = try jsonObject(try session.run(request).output(OutputStyle(format: .json)).standardOutput)
      let rows = stats["languages"] as? [[String: Any]] ?? []
      for row in rows {
        let language = row["language"] as! String
        #expect(row["missing"] as? Int == expected[language]?.missing, "\(name) \(language) missing")
        #expect(row["exact"] as? Int == expected[language]?.exact, "\(name) \(language) exact")
      }
      #expect(Set(rows.map { $0["language"] as! String }) == languages, "\(name)")
      // The whole catalog (variations too): stats runs, and finds at least as much.
      folder.files[folder.file(name)] = nil
      try folder.write(name, try Fixtures.bytesAt(url))
      let whole = try session.run(request).output(OutputStyle(format: .json)).standardOutput
      let wholeRows = try jsonObject(whole)["languages"] as? [[String: Any]] ?? []
      for row in wholeRows {
        let language = row["language"] as! String
        #expect((row["exact"] as? Int ?? -1) >= expected[language]?.exact ?? 0, "\(name) \(language)")
      }
      folder.files[folder.file(name)] = nil
    }
  }
}
