import Foundation
import L10nCatalog
import L10nCheck
import L10nTestSupport
import Testing

/// `inconsistent-translation`'s groups: exactly the planted ones in a catalog made for it, and on
/// the 13 real catalogs the same number as a count written here apart from l10n's model and walk
/// (Foundation's JSON reader over the raw file, the same definition).
@Suite struct TranslationConsistencyTests {
  static let planted = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "a.delete" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } } } },
        "b.delete" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Entfernen" } } } },
        "c.delete" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } } } },
        "d.delete" : { "comment" : "Removes a whole album", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Album löschen" } } } },
        "e.delete" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Tilgen" } } } },
        "f.files" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
          "ru" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } } } },
        "g.files" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
          "ru" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld документов" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } } } },
        "i.count" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld/%lld" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld/%lld" } } } },
        "j.count" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld/%lld" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld von %lld" } } } },
        "k.photos" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@photos@ and %#@videos@" },
            "substitutions" : {
              "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } },
              "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@photos@ und %#@videos@" },
            "substitutions" : {
              "photos" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Fotos" } } } } },
              "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Videos" } } } } } } } } },
        "l.items" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@first@ · %#@second@" },
            "substitutions" : {
              "first" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } } } } },
              "second" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } } } } } } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@first@ · %#@second@" },
            "substitutions" : {
              "first" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Artikel" } } } } },
              "second" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Einträge" } } } } } } } } },
        "h.old" : { "extractionState" : "stale", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Wegmachen" } } } }
      },
      "version" : "1.0"
    }
    """

  @Test func findsExactlyThePlantedGroups() throws {
    let catalog = try StringCatalog(data: Data(Self.planted.utf8), file: "planted")
    let found = TranslationConsistency.inconsistencies(in: catalog, splitByComment: false)
    #expect(found.count == 2, "\(found)")
    let delete = try #require(found.first { $0.language == "de" })
    #expect(delete.source == "Delete" && delete.category == nil)
    // Most used first; needs_review and stale texts are not counted.
    #expect(delete.variants.map(\.text) == ["Löschen", "Entfernen", "Album löschen"])
    #expect(delete.variants.map(\.keys) == [["a.delete", "c.delete"], ["b.delete"], ["d.delete"]])
    // Russian `many` differs; `few` and `other` share the source "%lld files" but are categories
    // of their own, so they do not count as two ways.
    let files = try #require(found.first { $0.language == "ru" })
    #expect(files.category == "many" && files.source == "%lld files")
    #expect(Set(files.variants.map(\.text)) == ["%lld файлов", "%lld документов"])
    // Sources without letters once placeholders are out (`%lld/%lld`, a substitution's `%arg`)
    // are not counted, and each substitution of a key is a text of its own ("%arg items" in
    // `first` and in `second`).
    #expect(!found.contains { $0.source.allSatisfy { !$0.isLetter } || $0.source == "%arg items" }, "\(found)")
    // A comment that differs is context: the album key is a group of its own.
    let split = TranslationConsistency.inconsistencies(in: catalog, splitByComment: true)
    #expect(split.first { $0.language == "de" }?.variants.map(\.text) == ["Löschen", "Entfernen"])
  }

  /// Whether a source has a letter once its placeholders are out (a substitution's `%arg` too).
  static func hasWords(_ text: String) -> Bool {
    text.replacing(
      #/%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|L|z|j|t)?[@dDiuUxXoOfFeEgGaAcCsSp]|%#@[^@]*@|%arg/#, with: ""
    ).contains { $0.isLetter }
  }

  /// The same definition, written apart: Foundation's JSON reader, a recursive walk of the raw
  /// dictionaries, and a dictionary of sets.
  static func independentCount(_ url: URL, splitByComment: Bool) throws -> Int {
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    let sourceLanguage = root["sourceLanguage"] as! String
    var groups: [String: Set<String>] = [:]
    func texts(_ node: [String: Any], _ path: [String], into result: inout [([String], String)]) {
      if let unit = node["stringUnit"] as? [String: Any], let value = unit["value"] as? String,
        unit["state"] as? String == "translated", !value.isEmpty
      {
        result.append((path, value))
      }
      if let variations = node["variations"] as? [String: Any] {
        for (kind, cases) in variations {
          for (name, child) in cases as? [String: Any] ?? [:] {
            texts(child as! [String: Any], path + [kind + ":" + name], into: &result)
          }
        }
      }
      for (name, substitution) in node["substitutions"] as? [String: Any] ?? [:] {
        texts(substitution as! [String: Any], path + ["sub:" + name], into: &result)
      }
    }
    func value(at path: [String], in node: [String: Any]?) -> String? {
      var current = node
      for step in path {
        if step.hasPrefix("sub:") {
          current = (current?["substitutions"] as? [String: Any])?[String(step.dropFirst(4))] as? [String: Any]
        } else {
          let parts = step.split(separator: ":", maxSplits: 1).map(String.init)
          current =
            ((current?["variations"] as? [String: Any])?[parts[0]] as? [String: Any])?[parts[1]] as? [String: Any]
        }
      }
      return (current?["stringUnit"] as? [String: Any])?["value"] as? String
    }
    for (key, entryValue) in root["strings"] as? [String: Any] ?? [:] {
      let entry = entryValue as! [String: Any]
      if entry["shouldTranslate"] as? Bool == false || entry["extractionState"] as? String == "stale" { continue }
      let localizations = entry["localizations"] as? [String: Any] ?? [:]
      let source = localizations[sourceLanguage] as? [String: Any]
      for (language, localization) in localizations where language != sourceLanguage {
        var found: [([String], String)] = []
        texts(localization as! [String: Any], [], into: &found)
        for (path, text) in found {
          let category = path.last.flatMap { $0.hasPrefix("plural:") ? String($0.dropFirst(7)) : nil }
          var sourceText = value(at: path, in: source)
          if sourceText == nil, let category, category != "other" {
            sourceText = value(at: path.dropLast() + ["plural:other"], in: source)
          }
          let resolved = source == nil ? key : sourceText ?? value(at: [], in: source) ?? key
          guard hasWords(resolved) else { continue }
          let substitution = path.last { $0.hasPrefix("sub:") } ?? "\u{1}"
          let comment = splitByComment ? (entry["comment"] as? String ?? "\u{1}") : ""
          groups[
            [language, category ?? "\u{1}", substitution, resolved, comment].joined(separator: "\u{0}"), default: []
          ].insert(text)
        }
      }
    }
    return groups.values.filter { $0.count > 1 }.count
  }

  @Test(arguments: Fixtures.realCatalogNames)
  func countsMatchAnIndependentCountOnRealCatalogs(_ name: String) throws {
    let url = Fixtures.url("real/\(name)")
    let catalog = try StringCatalog(data: try Data(contentsOf: url), file: name)
    for split in [false, true] {
      #expect(
        TranslationConsistency.inconsistencies(in: catalog, splitByComment: split).count
          == (try Self.independentCount(url, splitByComment: split)), "\(name), comments split: \(split)")
    }
  }

  /// A catalog large enough for the check's walk to go in slices (one per core, above 4,000
  /// keys), whose groups span the slices: the merged tally counts as the independent count does.
  @Test func groupsSpanningTheWalksSlicesAreMerged() throws {
    let real =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Fixtures.url("real/rxhanson_Rectangle_Main.xcstrings"))) as! [String: Any]
    var strings: [String: Any] = [:]
    let entries = (real["strings"] as! [String: Any]).sorted { $0.key < $1.key }
    // Each key again under 30 names; every 7th copy of a text gets another translation.
    for copy in 0..<30 {
      for (number, (key, value)) in entries.enumerated() {
        var entry = value as! [String: Any]
        if (number + copy) % 7 == 0, var localizations = entry["localizations"] as? [String: Any],
          var german = localizations["de"] as? [String: Any], var unit = german["stringUnit"] as? [String: Any],
          let text = unit["value"] as? String
        {
          unit["value"] = text + " (\(copy % 3))"
          german["stringUnit"] = unit
          localizations["de"] = german
          entry["localizations"] = localizations
        }
        strings["\(key).\(copy)"] = entry
      }
    }
    // Two slices of the walk, and two parts of the look for keys sharing a source (4,096 each).
    #expect(strings.count >= 8192)
    var big = real
    big["strings"] = strings
    let folder = try TemporaryDirectory()
    let url = folder.url.appendingPathComponent("Big.xcstrings")
    try JSONSerialization.data(withJSONObject: big, options: [.sortedKeys]).write(to: url)
    let catalog = try StringCatalog(data: try Data(contentsOf: url), file: "Big.xcstrings")
    let found = TranslationConsistency.inconsistencies(in: catalog, splitByComment: false)
    #expect(found.count == (try Self.independentCount(url, splitByComment: false)))
    #expect(found.count > 100)
    // Each group's keys are every key of its variants, each once.
    for group in found { #expect(Set(group.variants.flatMap(\.keys)).count == group.variants.flatMap(\.keys).count) }
  }

  /// The real catalogs have such texts (Rectangle's Main table most), so the comparison above
  /// compares something.
  @Test func theRealCatalogsHaveInconsistentTexts() throws {
    var total = 0
    for name in Fixtures.realCatalogNames {
      let catalog = try StringCatalog(data: try Data(contentsOf: Fixtures.url("real/\(name)")), file: name)
      total += TranslationConsistency.inconsistencies(in: catalog, splitByComment: false).count
    }
    #expect(total >= 40, "\(total)")
  }
}
