import Foundation
import L10nCatalog
import L10nTestSupport
import OrderedCollections
import SwiftParser
import SwiftSyntax
import Testing

/// `l10n rename` end to end: on the sample app, on real Xcode catalogs with device, plural and
/// substitution variations and an unknown field, with a map of 50 renames, and its refusals.
@Suite struct RenameCommandTests {
  /// The catalog text with the entry of `old` moved to `new` at Xcode's place, made from the
  /// text itself (the entry's lines, unchanged but for the key), not by l10n's writer.
  static func expected(_ text: String, renaming old: String, to new: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    // Entries are the members of "strings" at four spaces: a first line `    "key" : {`, a last
    // line `    }` or `    },`.
    guard let start = lines.firstIndex(of: "  \"strings\" : {") else { throw Failure("no strings") }
    var entries: [(key: String, lines: [String])] = []
    var index = start + 1
    while index < lines.count, lines[index].hasPrefix("    ") {
      let first = lines[index]
      // The key's JSON string: from its quote to the next quote not escaped.
      var quoted = "\""
      var escaped = false
      for character in first.dropFirst(5) {
        quoted.append(character)
        if character == "\"" && !escaped { break }
        escaped = character == "\\" && !escaped
      }
      let key = try #require(
        try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String)
      var block = [first]
      index += 1
      while !(lines[index] == "    }" || lines[index] == "    },") {
        block.append(lines[index])
        index += 1
      }
      block.append("    }")
      entries.append((key, block))
      index += 1
    }
    let end = index
    guard let moved = entries.firstIndex(where: { $0.key == old }) else { throw Failure("no \(old)") }
    var entry = entries.remove(at: moved)
    entry.lines[0] = "    \"\(new)\" : {"
    // Xcode's place for a new key (formats.md §2.9): before the first key that sorts after it in
    // NSJSONSerialization's order, Foundation's numeric, case-insensitive comparison in the root
    // locale; nothing else moves, as in a catalog not in that order (CotEditor's Document).
    let position = entries.firstIndex { Self.xcodeOrders(new, before: $0.key) } ?? entries.count
    entries.insert((new, entry.lines), at: position)
    var body: [String] = []
    for (number, item) in entries.enumerated() {
      var block = item.lines
      if number < entries.count - 1 { block[block.count - 1] = "    }," }
      body += block
    }
    lines.replaceSubrange((start + 1)..<end, with: body)
    return lines.joined(separator: "\n")
  }

  /// Whether Xcode writes key `a` before key `b`, as formats.md §2.9 says it sorts.
  static func xcodeOrders(_ a: String, before b: String) -> Bool {
    a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: Locale(identifier: ""))
      == .orderedAscending
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static func text(_ url: URL) throws -> String {
    String(decoding: try Fixtures.bytesAt(url), as: UTF8.self)
  }

  @Test func onTheSampleApp() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    for item in ["Samples", "Catalogs", "l10n.yml"] {
      try FileManager.default.copyItem(
        at: Fixtures.packageRoot.appendingPathComponent(item), to: folder.file(item))
    }
    let catalog = folder.file("Catalogs/Localizable.xcstrings")
    let swift = folder.file("Samples/SampleApp/Screens/Editor/EditorView.swift")
    let (catalogBefore, swiftBefore) = (try Self.text(catalog), try Self.text(swift))
    let result = try CommandRunner.run(
      ["rename", "editor.add_frame_button.title", "editor.frame.add_button"], in: folder.url)
    // A key built at run time (`"\(prefix).title"`) could make the old key: reported, exit 1.
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardOutput.contains("editor.add_frame_button.title → editor.frame.add_button"))
    #expect(result.standardError.contains("SettingsView.swift:86:5: a key built at run time (*.title)"))
    #expect(
      try Self.text(catalog)
        == Self.expected(catalogBefore, renaming: "editor.add_frame_button.title", to: "editor.frame.add_button"))
    #expect(
      try Self.text(swift)
        == swiftBefore.replacingOccurrences(
          of: "\"editor.add_frame_button.title\"", with: "\"editor.frame.add_button\""))
    let check = try CommandRunner.run(["extract", "--check"], in: folder.url)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  /// Real Xcode catalogs: device and plural variations (xcstrings-tool), substitutions with
  /// plurals in 30 languages (CotEditor), and unknown fields added by hand to an entry and to a
  /// localization. A key whose source is a plural moves whole too. The project is in sync with
  /// its code before and after.
  @Test func variationsSubstitutionsAndUnknownFieldsMoveWhole() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var variations = String(
      decoding: try Fixtures.bytes("real/liamnichols_xcstrings-tool_Variations.xcstrings"), as: UTF8.self)
    // An entry's unknown field, in String.Device; a localization's, in String.Plural's en (after
    // its variations, where Xcode's sorted order puts it).
    variations = variations.replacingOccurrences(
      of: "      \"extractionState\" : \"manual\",\n      \"localizations\"",
      with: "      \"extractionState\" : \"manual\",\n      \"x-vendor-id\" : 42,\n      \"localizations\"")
    variations = variations.replacingOccurrences(
      of: "          }\n        }\n      }\n    }\n  },\n  \"version\"",
      with: "          },\n          \"x-reviewer\" : \"anna\"\n        }\n      }\n    }\n  },\n  \"version\"")
    #expect(variations.contains("\"x-vendor-id\" : 42"))
    #expect(variations.contains("\"x-reviewer\" : \"anna\""))
    let document = String(decoding: try Fixtures.bytes("real/coteditor_CotEditor_Document.xcstrings"), as: UTF8.self)
    try folder.write("Variations.xcstrings", variations)
    try folder.write("Document.xcstrings", document)
    try folder.write(
      "l10n.yml",
      "version: 1\ncatalogs: [Variations.xcstrings, Document.xcstrings]\nsources: [Sources]\n"
        + "extract:\n  catalog: Variations.xcstrings\n")
    let code = """
      import Foundation

      let device = NSLocalizedString("String.Device", tableName: "Variations", comment: "")  // keep this comment
      let plural = String(localized: "String.Plural", table: "Variations")
      let metrics = String(localized: "FolderFind.Metrics.message", table: "Document")
      """
    try folder.write("Sources/App.swift", code)
    // In sync with the code first, as a project is.
    let extract = try CommandRunner.run(["extract"], in: folder.url)
    #expect(extract.status == 0, "\(extract.standardError)")
    #expect(try CommandRunner.run(["extract", "--check"], in: folder.url).status == 0)
    let variationsBefore = try Self.text(folder.file("Variations.xcstrings"))
    let documentBefore = try Self.text(folder.file("Document.xcstrings"))
    #expect(variationsBefore.contains("\"x-vendor-id\" : 42") && variationsBefore.contains("\"x-reviewer\" : \"anna\""))
    let map = """
      String.Device: strings.device.open
      String.Plural: strings.plural.count
      FolderFind.Metrics.message: folder_find.metrics.message

      """
    try folder.write("renames.yml", map)
    let result = try CommandRunner.run(["rename", "--map", "renames.yml"], in: folder.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(
      try Self.text(folder.file("Variations.xcstrings"))
        == Self.expected(
          Self.expected(variationsBefore, renaming: "String.Device", to: "strings.device.open"),
          renaming: "String.Plural", to: "strings.plural.count"))
    #expect(
      try Self.text(folder.file("Document.xcstrings"))
        == Self.expected(documentBefore, renaming: "FolderFind.Metrics.message", to: "folder_find.metrics.message"))
    #expect(
      try Self.text(folder.file("Sources/App.swift"))
        == code.replacingOccurrences(of: "\"String.Device\"", with: "\"strings.device.open\"")
        .replacingOccurrences(of: "\"String.Plural\"", with: "\"strings.plural.count\"")
        .replacingOccurrences(of: "\"FolderFind.Metrics.message\"", with: "\"folder_find.metrics.message\""))
    let check = try CommandRunner.run(["extract", "--check"], in: folder.url)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  /// A key in a multi-line literal, a raw one and one written with an escape (in a file where the
  /// key's text never appears as it is): each literal gets the new key between its own
  /// delimiters, and nothing else in the file changes, so it still parses.
  @Test func multiLineRawAndEscapedLiterals() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(
      "L.xcstrings",
      """
      { "sourceLanguage" : "en", "strings" : {
        "editor.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } } } }
      }, "version" : "1.0" }
      """)
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nsources: [Sources]\n")
    let multiLine = "\"\"\"\n    editor.title\n    \"\"\""
    let rawMultiLine = "#\"\"\"\n  editor.title\n  \"\"\"#"
    let literals = """
      import Foundation

      let multi = NSLocalizedString(
        \(multiLine), comment: "Editor")
      let raw = #"editor.title"#.i18n
      let rawMulti = \(rawMultiLine).i18n
      """
    let escaped = "import Foundation\n\nlet escaped = String(localized: \"editor\\u{2E}title\")\n"
    #expect(!escaped.contains("editor.title"))
    try folder.write("Sources/Literals.swift", literals)
    try folder.write("Sources/Escaped.swift", escaped)
    // In sync with the code first, as a project is.
    #expect(try CommandRunner.run(["extract"], in: folder.url).status == 0)
    #expect(try CommandRunner.run(["extract", "--check"], in: folder.url).status == 0)
    let result = try CommandRunner.run(["rename", "editor.title", "editor.heading"], in: folder.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput == "editor.title → editor.heading: L.xcstrings; 4 usages\n")
    let expectedLiterals =
      literals
      .replacingOccurrences(of: multiLine, with: "\"\"\"\n    editor.heading\n    \"\"\"")
      .replacingOccurrences(of: ##"#"editor.title"#"##, with: ##"#"editor.heading"#"##)
      .replacingOccurrences(of: rawMultiLine, with: "#\"\"\"\n  editor.heading\n  \"\"\"#")
    #expect(!expectedLiterals.contains("editor.title"))
    let expectedEscaped = escaped.replacingOccurrences(of: #""editor\u{2E}title""#, with: #""editor.heading""#)
    #expect(expectedEscaped != escaped)
    for (path, expected) in [("Sources/Literals.swift", expectedLiterals), ("Sources/Escaped.swift", expectedEscaped)] {
      let text = try Self.text(folder.file(path))
      #expect(text == expected, "\(path):\n\(text)")
      #expect(!Parser.parse(source: text).hasError, "\(path) no longer parses:\n\(text)")
    }
    let check = try CommandRunner.run(["extract", "--check"], in: folder.url)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  @Test func fiftyRenamesInOneRun() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var entries: [String] = []
    var code = "import Foundation\n\n"
    var map = "old,new\n"
    for number in 0..<60 {
      let key = String(format: "screen%02d.old_title", number)
      entries.append(
        "\"\(key)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Title \(number)\" } }, \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Titre \(number)\" } } } }"
      )
      code += "let t\(number) = \"\(key)\".i18n // Title \(number)\n"
      if number < 50 { map += "\(key),\(String(format: "screen%02d.title", number))\n" }
    }
    try folder.write(
      "L.xcstrings",
      "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ", ")) }, \"version\" : \"1.0\" }")
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nsources: [Sources]\n")
    try folder.write("Sources/Screens.swift", code)
    // In sync with the code first, as a project is.
    #expect(try CommandRunner.run(["extract"], in: folder.url).status == 0)
    #expect(try CommandRunner.run(["extract", "--check"], in: folder.url).status == 0)
    let before = try StringCatalog(bytes: try Fixtures.bytesAt(folder.file("L.xcstrings")), file: "L")
    try folder.write("renames.csv", map)
    let result = try CommandRunner.run(["rename", "--map", "renames.csv"], in: folder.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.split(separator: "\n").count == 50)
    let after = try StringCatalog(bytes: try Fixtures.bytesAt(folder.file("L.xcstrings")), file: "L")
    #expect(after.strings.count == 60)
    for number in 0..<50 {
      let old = String(format: "screen%02d.old_title", number)
      #expect(after.strings[old] == nil)
      #expect(after.strings[String(format: "screen%02d.title", number)] == before.strings[old])
    }
    #expect(Array(after.strings.keys) == after.strings.keys.sorted(by: Self.xcodeOrders))
    #expect(try CommandRunner.run(["extract", "--check"], in: folder.url).status == 0)
    #expect(try CommandRunner.run(["fmt", "--check"], in: folder.url).status == 0)
  }

  @Test(arguments: [
    (["nope.key", "nope.other"], "\"nope.key\" is in no catalog"),
    (["editor.title", "editor.other"], "already exists in L.xcstrings with other content"),
    (["editor.title", "Editor-Title"], "does not follow the key convention"),
    (["editor.title", "editor.title"], "is renamed to itself"),
  ])
  func refusalsWriteNothing(arguments: [String], message: String) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(
      "L.xcstrings",
      """
      { "sourceLanguage" : "en", "strings" : {
        "editor.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } } } },
        "editor.other" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Other" } } } }
      }, "version" : "1.0" }
      """)
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nsources: [Sources]\n")
    try folder.write("Sources/A.swift", "let a = \"editor.title\".i18n\n")
    let catalog = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let swift = try Fixtures.bytesAt(folder.file("Sources/A.swift"))
    let result = try CommandRunner.run(["rename"] + arguments, in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == catalog)
    #expect(try Fixtures.bytesAt(folder.file("Sources/A.swift")) == swift)
  }

  /// What a map may not say: each refusal names the problem and writes nothing.
  @Test(arguments: [
    ("editor.title,editor.heading\neditor.title,editor.caption\n", "\"editor.title\" is renamed twice"),
    ("editor.title,editor.same\neditor.other,editor.same\n", "two keys are renamed to \"editor.same\""),
    (
      "editor.title,editor.other\neditor.other,editor.third\n",
      "\"editor.other\" is both a new and an old key; rename in two runs"
    ),
  ])
  func mapRefusalsWriteNothing(map: String, message: String) throws {
    let folder = try Self.twoKeyProject()
    defer { folder.remove() }
    try folder.write("renames.csv", map)
    let catalog = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let swift = try Fixtures.bytesAt(folder.file("Sources/A.swift"))
    let result = try CommandRunner.run(["rename", "--map", "renames.csv"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == catalog)
    #expect(try Fixtures.bytesAt(folder.file("Sources/A.swift")) == swift)
  }

  /// --allow-any-name renames to a key the convention refuses.
  @Test func allowAnyNameRenamesAgainstTheConvention() throws {
    let folder = try Self.twoKeyProject()
    defer { folder.remove() }
    let refused = try CommandRunner.run(["rename", "editor.title", "Editor Title"], in: folder.url)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("--allow-any-name renames to it anyway"), "\(refused.standardError)")
    let result = try CommandRunner.run(["rename", "editor.title", "Editor Title", "--allow-any-name"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let after = try StringCatalog(bytes: try Fixtures.bytesAt(folder.file("L.xcstrings")), file: "L")
    // "Editor Title" sorts before "editor.other" (case-insensitive, a space before a dot).
    #expect(Array(after.strings.keys) == ["Editor Title", "editor.other"])
    #expect(try Self.text(folder.file("Sources/A.swift")) == "let a = \"Editor Title\".i18n\n")
  }

  static func twoKeyProject() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write(
      "L.xcstrings",
      """
      { "sourceLanguage" : "en", "strings" : {
        "editor.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Editor" } } } },
        "editor.other" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Other" } } } }
      }, "version" : "1.0" }
      """)
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nsources: [Sources]\n")
    try folder.write("Sources/A.swift", "let a = \"editor.title\".i18n\n")
    return folder
  }

  @Test func checkSuggestsSnakeCaseAndFixNamesRenames() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(
      "L.xcstrings",
      """
      { "sourceLanguage" : "en", "strings" : {
        "editor.addButton.title" : { "extractionState" : "manual", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Add" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ajouter" } } } },
        "Settings.URLField" : { "extractionState" : "manual", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "URL" } } } }
      }, "version" : "1.0" }
      """)
    try folder.write("l10n.yml", "version: 1\ncatalogs: [L.xcstrings]\nsources: [Sources]\n")
    try folder.write(
      "Sources/A.swift", "let a = \"editor.addButton.title\".i18n // Add\nlet b = \"Settings.URLField\".i18n // URL\n")
    #expect(try CommandRunner.run(["fmt"], in: folder.url).status == 0)
    let json = try CommandRunner.run(["check", "--format", "json"], in: folder.url)
    #expect(json.standardOutput.contains(#""suggestion" : "editor.add_button.title""#), "\(json.standardOutput)")
    #expect(json.standardOutput.contains(#""suggestion" : "settings.url_field""#))
    let catalog = try Fixtures.bytesAt(folder.file("L.xcstrings"))
    let map = try CommandRunner.run(["check", "--fix-names", "--dry-run"], in: folder.url)
    #expect(map.status == 0, "\(map.standardError)")
    #expect(
      map.standardOutput
        == "'Settings.URLField': 'settings.url_field'\n'editor.addButton.title': 'editor.add_button.title'\n"
        || map.standardOutput
          == "'editor.addButton.title': 'editor.add_button.title'\n'Settings.URLField': 'settings.url_field'\n",
      "\(map.standardOutput)")
    #expect(try Fixtures.bytesAt(folder.file("L.xcstrings")) == catalog)
    // The printed map is one `rename --map` takes; --fix-names renames the same way.
    try folder.write("renames.yml", map.standardOutput)
    let dry = try CommandRunner.run(["rename", "--map", "renames.yml", "--dry-run"], in: folder.url)
    #expect(dry.status == 0, "\(dry.standardError)")
    // The lock options only go with --fix-names, the one way check writes.
    let noWait = try CommandRunner.run(["check", "--no-wait"], in: folder.url)
    #expect(noWait.status == 64)
    #expect(noWait.standardError.contains("--no-wait goes with --fix-names"), "\(noWait.standardError)")
    let fixed = try CommandRunner.run(["check", "--fix-names", "--no-wait"], in: folder.url)
    #expect(fixed.status == 0, "\(fixed.standardOutput)\(fixed.standardError)")
    let after = try CommandRunner.run(["check", "--format", "json"], in: folder.url)
    #expect(!after.standardOutput.contains(#""rule" : "key-naming""#))
    #expect(try CommandRunner.run(["extract", "--check"], in: folder.url).status == 0)
  }

  /// Keys Xcode names are no key convention's: a storyboard's catalog (Interface Builder's object
  /// IDs) and `InfoPlist.xcstrings` (Info.plist keys) get no naming finding, so `--fix-names`
  /// never renames them (that would cut the texts off from the storyboard and the Info.plist),
  /// while a catalog of the project's own keys still does.
  @Test func keysXcodeNamesAreNeverRenamed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "version: 1\ncatalogs: [App]\n")
    let storyboard = try Fixtures.bytes("real/coteditor_CotEditor_Main.xcstrings")
    let infoPlist = try Fixtures.bytes("real/coteditor_CotEditor_InfoPlist.xcstrings")
    try folder.write("App/mul.lproj/Main.xcstrings", String(decoding: storyboard, as: UTF8.self))
    try folder.write("App/InfoPlist.xcstrings", String(decoding: infoPlist, as: UTF8.self))
    let check = try CommandRunner.run(["check", "--format", "json"], in: folder.url)
    #expect(check.status != 2, "\(check.standardError)")
    #expect(!check.standardOutput.contains(#""rule" : "key-naming""#), "\(check.standardOutput.prefix(2000))")
    #expect(!check.standardOutput.contains(#""rule" : "natural-language-key""#))
    // Coverage per screen counts them together, not an object ID or an Info.plist key a screen.
    #expect(check.standardOutput.contains(#""screen" : "(Interface Builder keys)""#))
    #expect(check.standardOutput.contains(#""screen" : "(Info.plist keys)""#))
    #expect(!check.standardOutput.contains(#""screen" : "0HX-j9-5jF""#))
    #expect(!check.standardOutput.contains(#""screen" : "CFBundleName""#))
    let map = try CommandRunner.run(["check", "--fix-names", "--dry-run"], in: folder.url)
    #expect(map.status == 0, "\(map.standardError)")
    #expect(map.standardOutput.isEmpty, "\(map.standardOutput.prefix(500))")
    #expect(try Fixtures.bytesAt(folder.file("App/mul.lproj/Main.xcstrings")) == storyboard)

    // The same storyboard keys in a catalog named otherwise, without Xcode's comments: still
    // Interface Builder's by their shape. A key of the project's own is still judged.
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "0HX-j9-5jF.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Select Word" } } } },
          "editor.addButton.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Add" } } } }
        },
        "version" : "1.0"
      }
      """)
    let own = try CommandRunner.run(["check", "--fix-names", "--dry-run"], in: folder.url)
    #expect(own.standardOutput == "'editor.addButton.title': 'editor.add_button.title'\n", "\(own.standardOutput)")
  }
}
