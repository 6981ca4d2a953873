import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import L10nTestSupport
import L10nText
import Testing

/// Issue 40's round trips through `l10n compile` and the legacy readers, on disk:
///
/// - each of the 13 corpus catalogs compiled, then its `.lproj` tree read back with
///   `CompiledStrings.read`, gives every text of every language and category
///   (`CompiledStrings.values(of:)`: the texts as Apple's tables hold them);
/// - the legacy `.strings` and `.stringsdict` fixtures migrated to catalogs, compiled and read back
///   give every legacy value.
///
/// The Android round trip (catalog → `compile --platform android` → `AndroidReader`) is
/// `AndroidCorpusTests` (L10nExchangeTests): every translated text written comes back, and the
/// files made into a catalog hold every text.
@Suite struct CompileRoundTripTests {
  /// Compiles `catalogs` (paths in `folder`) to `output` as `l10n compile` does.
  static func compile(
    _ catalogs: [String], to output: String, in folder: TemporaryDirectory,
    serialization: PropertyListSerializationFormat = .text
  ) throws -> CompileRequest.Result {
    var request = CompileRequest(output: output)
    (request.catalogs, request.serialization) = (catalogs, serialization)
    return try ProjectSession.at(folder.url).run(request)
  }

  /// `values` without the characters an XML property list cannot hold (`PropertyListWriter`):
  /// compile leaves them out of XML tables with a warning; binary tables keep them.
  static func xmlHeld(_ values: [String: [String: String]]) -> [String: [String: String]] {
    values.mapValues { texts in
      texts.mapValues { text in
        guard PropertyListWriter.unrepresentable(text) else { return text }
        let kept = text.unicodeScalars.filter(\.isXMLCharacter).drop { $0 == "\u{FEFF}" }
        return String(String.UnicodeScalarView(kept))
      }
    }
  }

  @Test(arguments: PropertyListSerializationFormat.allCases)
  func everyTextOfEveryCorpusCatalogComesBack(serialization: PropertyListSerializationFormat) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var compared = 0
    var xmlOnlyDifferences: [String] = []
    for url in Fixtures.realCatalogs {
      let name = url.lastPathComponent
      let table = url.deletingPathExtension().lastPathComponent
      try folder.write("catalogs/" + name, Fixtures.bytesAt(url))
      let result = try Self.compile(["catalogs/" + name], to: "out/" + table, in: folder, serialization: serialization)
      let catalog = try StringCatalog(bytes: Fixtures.bytesAt(url))
      let read = try CompiledStrings.read(folder: folder.file("out/" + table))
      // CotEditor's SyntaxEditor has the one English plural whose `other` is `new` (Xcode's text,
      // equal to the key) and whose `one` is translated: compile leaves the `new` case out, so the
      // table's rule has `one` alone, which the reader reports.
      #expect(
        read.warnings.map(\.message)
          == (name == "coteditor_CotEditor_SyntaxEditor.xcstrings"
            ? ["\"%lld items\": the variable value has no \"other\" case, which every language needs"] : []),
        "\(name): \(read.warnings)")
      #expect(Array(read.tables.keys) == [table])
      let exact = CompiledStrings.values(of: catalog)
      let expected = serialization == .text ? Self.xmlHeld(exact) : exact
      let got = read.tables[table] ?? [:]
      #expect(Set(got.keys) == Set(expected.keys), "\(name): languages")
      for (language, texts) in expected {
        for (id, text) in texts {
          #expect(got[language]?[id] == text, "\(name) \(language) \(id)")
          if exact[language]?[id] != text { xmlOnlyDifferences.append("\(name) \(language) \(id)") }
        }
        #expect(got[language]?.count == texts.count, "\(name) \(language): texts read that the catalog lacks")
        compared += texts.count
      }
      // What the XML form could not hold is what compile warned about.
      if serialization == .text {
        let warned = result.warnings.filter { $0.message.contains("cannot be in an XML property list") }
        #expect(warned.count == xmlOnlyDifferences.filter { $0.hasPrefix(name + " ") }.count, "\(name)")
      }
    }
    #expect(compared > 10000)
    // The one exclusion, in the XML form only: Rectangle's Vietnamese has a U+0018 in one title,
    // which XML 1.0 cannot hold; compile leaves it out with a warning, and binary keeps it.
    #expect(
      xmlOnlyDifferences == (serialization == .text ? ["rxhanson_Rectangle_Main.xcstrings vi YEy-JH-Tfz.title"] : []))
  }

  /// A plural whose number is not the first argument compiles to `%2$#@value@` (so Foundation
  /// picks the case by the number); it reads back as the key's plural, not as a substitution.
  /// App Shortcut phrases compile to an array and read back as the phrases.
  @Test(arguments: PropertyListSerializationFormat.allCases)
  func shapesTheCorpusLacksComeBack(serialization: PropertyListSerializationFormat) throws {
    let catalog = try StringCatalog(
      bytes: Array(
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ has %lld files" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld files" } }
                } } }
              }
            },
            "Open ${applicationName}" : {
              "localizations" : {
                "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}", "Start ${applicationName}" ] } }
              }
            }
          },
          "version" : "1.0"
        }
        """.utf8))
    var tables = AppleStringsTables(catalog)
    var files: [(path: String, bytes: [UInt8])] = []
    for table in tables.tables() {
      if !table.strings.isEmpty {
        files.append(
          ("en.lproj/T.strings", try PropertyListWriter.encode(.dictionary(table.strings), format: serialization)))
      }
      files.append(
        ("en.lproj/T.stringsdict", try PropertyListWriter.encode(.dictionary(table.stringsdict), format: serialization))
      )
    }
    let text = try PropertyListSerialization.propertyList(from: Data(files[1].bytes), format: nil) as? [String: Any]
    #expect((text?["%@ has %lld files"] as? [String: Any])?["NSStringLocalizedFormatKey"] as? String == "%2$#@value@")
    let read = try CompiledStrings.read(files: files)
    #expect(read.warnings.isEmpty)
    #expect(read.tables["T"] == CompiledStrings.values(of: catalog))
    #expect(read.tables["T"]?["en"]?["%@ has %lld files|==|plural.one"] == "%1$@ has %2$lld file")
    #expect(read.tables["T"]?["en"]?["Open ${applicationName}"] == "Open ${applicationName}\nStart ${applicationName}")
  }

  /// The legacy fixtures (old-style UTF-8 and UTF-16 text, XML and binary property lists, a
  /// `Base.lproj`, `.stringsdict` plural, device, substitution and width rules; swift-build's two
  /// real tables) → `l10n migrate` → catalogs → `l10n compile` → read: every legacy value comes back,
  /// per language and unit id, as the legacy files themselves read.
  @Test func everyLegacyValueComesBackThroughMigrateAndCompile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.file("src/Tools"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Fixtures.url("legacy/app"), to: folder.file("src/App"))
    try FileManager.default.copyItem(at: Fixtures.url("legacy/real/en.lproj"), to: folder.file("src/Tools/en.lproj"))
    let migrated = try ProjectSession.at(folder.url).run(
      MigrateRequest(paths: ["src/App", "src/Tools"], sourceLanguage: "en"))
    #expect(migrated.catalogs.map(\.table) == ["Localizable", "Apple Clang", "Rez"])
    for catalog in migrated.catalogs {
      _ = try Self.compile([catalog.path], to: "out", in: folder)
    }
    let compiled = try CompiledStrings.read(folder: folder.file("out"))
    #expect(compiled.warnings.isEmpty, "\(compiled.warnings)")

    // The legacy files as they read, Base.lproj's keys given to English where its files lack them
    // (as the migration and Foundation's lookup do).
    let legacy = try CompiledStrings.read(folder: folder.file("src"))
    #expect(legacy.warnings.count == 1, "\(legacy.warnings)")  // the width rule, as migrate warned
    #expect(Set(compiled.tables.keys) == Set(legacy.tables.keys))
    var compared = 0
    for (table, languages) in legacy.tables {
      var expected = languages
      if let base = expected.removeValue(forKey: "Base") {
        expected["en", default: [:]].merge(base) { own, _ in own }
      }
      #expect(compiled.tables[table] == expected, "\(table)")
      compared += expected.values.reduce(0) { $0 + $1.count }
    }
    #expect(compared > 150)

    // Foundation reads each legacy .strings file itself: every value it reads comes back, by key.
    let tables = compiled.tables
    for lproj in ["src/App/en.lproj", "src/App/de.lproj", "src/App/fr.lproj", "src/App/ja.lproj", "src/Tools/en.lproj"]
    {
      let language = String(lproj.split(separator: "/")[2].dropLast(".lproj".count))
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.file(lproj).path)
      where name.hasSuffix(".strings") {
        let data = try Data(contentsOf: folder.file(lproj + "/" + name))
        let table = String(name.dropLast(".strings".count))
        let read = try #require(
          try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String], "\(name)")
        #expect(!read.isEmpty)
        // A key the language's .stringsdict has too is read from there, as at run time.
        let stringsdict = folder.file(lproj + "/" + table + ".stringsdict")
        let varying =
          FileManager.default.fileExists(atPath: stringsdict.path)
          ? try PropertyListSerialization.propertyList(from: Data(contentsOf: stringsdict), format: nil)
            as? [String: Any] ?? [:] : [:]
        for (key, value) in read where varying[key] == nil {
          #expect(tables[table]?[language]?[key] == value, "\(lproj)/\(name) \(key)")
        }
      }
    }
  }
}
