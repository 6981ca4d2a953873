import Foundation
import L10nCatalog
import L10nSession
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// `l10n compile` on the 13 real catalogs: every file is a property list Foundation and Python's
/// `plistlib` read, its bytes are those `plistlib.dumps(table, sort_keys=True)` writes (the form of
/// Xcode's output), and every text of every language and category is where Apple's runtime looks
/// for it.
@Suite struct CompileCorpusTests {
  /// Each real catalog compiled into a folder on disk (Python reads it), with the files written.
  static func compileCorpus(_ serialization: PropertyListSerializationFormat = .text) throws -> (
    TemporaryDirectory, [CompileRequest.File]
  ) {
    let folder = try TemporaryDirectory()
    var files: [CompileRequest.File] = []
    for catalog in Fixtures.realCatalogs {
      let name = catalog.lastPathComponent
      try folder.write("catalogs/" + name, Fixtures.bytesAt(catalog))
      var request = CompileRequest(output: "out/" + name)
      (request.catalogs, request.serialization) = (["catalogs/" + name], serialization)
      files += try ProjectSession.at(folder.url).run(request).files
    }
    return (folder, files)
  }

  @Test func everyTextIsWhereTheRuntimeLooks() throws {
    let (folder, files) = try Self.compileCorpus()
    defer { folder.remove() }
    #expect(files.count > 100)
    var checked = 0
    for url in Fixtures.realCatalogs {
      let catalog = try StringCatalog(bytes: Fixtures.bytesAt(url))
      let out = folder.file("out/" + url.lastPathComponent)
      let table = url.deletingPathExtension().lastPathComponent
      for language in catalog.languages {
        let strings = try Self.read(out.appendingPathComponent("\(language).lproj/\(table).strings"))
        let stringsdict = try Self.read(out.appendingPathComponent("\(language).lproj/\(table).stringsdict"))
        for (key, entry) in catalog.strings {
          guard let localization = entry.localizations?[language] else { continue }
          let isSource = language == catalog.sourceLanguage
          localization.forEachText { text, path in
            guard !(isSource && text.state == .new) else { return }
            let found = Self.value(at: path, key: key, strings: strings, stringsdict: stringsdict)
            switch text {
            case .unit(let unit):
              let expected = Self.expected(unit.value, at: path, in: localization)
              #expect(
                (found as? String).map(Self.sequentialTokens) == Self.sequentialTokens(expected),
                "\(url.lastPathComponent) \(language) \(key) \(path)")
            case .set(let set):
              #expect(found as? [String] == set.values, "\(url.lastPathComponent) \(language) \(key)")
            }
            checked += 1
          }
        }
      }
    }
    #expect(checked > 5000)
  }

  @Test func noFileIsEmptyAndNewSourceTextsStayOut() throws {
    let (folder, files) = try Self.compileCorpus()
    defer { folder.remove() }
    #expect(files.allSatisfy { $0.keys > 0 })
    for file in files {
      let table = try Self.read(folder.file(file.path))
      #expect(table.count == file.keys, "\(file.path)")
    }
    // Backyard Birds' English has texts in state new: none is in its table.
    let birds = try StringCatalog(
      bytes: Fixtures.bytes("real/apple_sample-backyard-birds_Localizable.xcstrings"))
    let english = try Self.read(
      folder.file(
        "out/apple_sample-backyard-birds_Localizable.xcstrings/en.lproj/apple_sample-backyard-birds_Localizable.strings"
      ))
    let fresh = birds.strings.filter { $0.value.localizations?["en"]?.stringUnit?.state == .new }.map(\.key)
    #expect(!fresh.isEmpty)
    for key in fresh { #expect(english[key] == nil, "\(key)") }
  }

  @Test(.requires(.python3)) func plistlibReadsEveryFileAndWritesTheSameBytes() throws {
    let (folder, files) = try Self.compileCorpus()
    defer { folder.remove() }
    let script = """
      import plistlib, sys
      bad = []
      for path in sys.argv[1:]:
          data = open(path, 'rb').read()
          try:
              table = plistlib.loads(data)
          except Exception as error:
              bad.append(f'{path}: unreadable: {error}')
              continue
          if plistlib.dumps(table, sort_keys=True) != data:
              bad.append(f'{path}: not the bytes plistlib writes')
      print('\\n'.join(bad))
      print(len(sys.argv) - 1, 'files')
      """
    let run = try CommandRunner.runTool("python3", ["-c", script] + files.map { folder.file($0.path).path })
    #expect(run.status == 0)
    #expect(run.output == "\n\(files.count) files\n", "\(run.output)")
  }

  @Test(.requires(.python3)) func binaryTablesReadTheSameAsText() throws {
    let (text, textFiles) = try Self.compileCorpus()
    let (binary, binaryFiles) = try Self.compileCorpus(.binary)
    defer { (text.remove(), binary.remove()) }
    #expect(textFiles.map(\.path) == binaryFiles.map(\.path))
    for file in textFiles {
      let bytes = try Fixtures.bytesAt(binary.file(file.path))
      #expect(bytes.starts(with: Array("bplist00".utf8)))
      let fromText = try Self.read(text.file(file.path)) as NSDictionary
      let fromBinary = try Self.read(binary.file(file.path)) as NSDictionary
      // Rectangle's Vietnamese has a U+0018, which only the binary form holds.
      if file.path.contains("Rectangle") && file.language == "vi" { continue }
      #expect(fromText == fromBinary, "\(file.path)")
    }
    let script = "import plistlib, sys\nfor p in sys.argv[1:]: plistlib.loads(open(p, 'rb').read())\nprint('ok')"
    let run = try CommandRunner.runTool("python3", ["-c", script] + binaryFiles.map { binary.file($0.path).path })
    #expect(run.output == "ok\n", "\(run.output)")
  }

  /// A table as Foundation reads it; empty when there is no file.
  static func read(_ url: URL) throws -> [String: Any] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
    let data = try Data(contentsOf: url)
    return try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
  }

  /// What is at a text's path: `.strings`' value, or in `.stringsdict`'s rule the device case,
  /// the plural variable `value` or the substitution's variable, then the category; the text of a
  /// key with substitutions is its `NSStringLocalizedFormatKey`.
  static func value(at path: TextPath, key: String, strings: [String: Any], stringsdict: [String: Any]) -> Any? {
    if path.isEmpty, let plain = strings[key] { return plain }
    var node: Any? = stringsdict[key]
    for step in path.steps {
      let rule = node as? [String: Any]
      switch step {
      case .device(let name): node = (rule?["NSStringDeviceSpecificRuleType"] as? [String: Any])?[name]
      case .plural(let category):
        let variable = rule?["NSStringFormatSpecTypeKey"] == nil ? rule?["value"] as? [String: Any] : rule
        node = variable?[category]
      case .substitution(let name): node = rule?[name]
      }
    }
    if let rule = node as? [String: Any] { return rule["NSStringLocalizedFormatKey"] }
    return node
  }

  /// `text` with `%N$#@name@` written `%#@name@`: the compiler numbers a substitution whose place is
  /// not its `argNum` (`CompileRequestTests` checks how).
  static func sequentialTokens(_ text: String) -> String {
    text.replacingOccurrences(of: #"%[0-9]+\$#@"#, with: "%#@", options: .regularExpression)
  }

  /// A catalog text as the table holds it: a substitution's `%arg` is its argument
  /// (`%1$lld`), and no character XML cannot hold; a `%N$#@name@` the compiler made positional is
  /// compared as written in the catalog.
  static func expected(_ value: String, at path: TextPath, in localization: Localization) -> String {
    var text = String(String.UnicodeScalarView(value.unicodeScalars.filter(\.isXMLCharacter)))
    if let name = path.substitution, let substitution = localization.substitutions?[name] {
      let spec = substitution.formatSpecifier ?? "lld"
      text = text.replacingOccurrences(of: "%arg", with: "%" + (substitution.argNum.map { "\($0)$" } ?? "") + spec)
    }
    return text
  }
}
