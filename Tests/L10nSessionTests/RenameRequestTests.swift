import Foundation
import L10nCatalog
import L10nCheck
import L10nExchange
import L10nExtraction
import L10nReporting
import L10nSession
import L10nTestSupport
import OrderedCollections
import SwiftParser
import SwiftSyntax
import Testing

/// `RenameRequest` (`l10n rename`, `check --fix-names`): on the sample app, on real Xcode catalogs
/// with device, plural and substitution variations and an unknown field, with a map of 50
/// renames, and its refusals.
@Suite struct RenameRequestTests {
  static func rename(_ pairs: [KeyRename.Pair], dryRun: Bool = false, allowAnyName: Bool = false) -> RenameRequest {
    var request = RenameRequest(pairs: pairs, waiting: .noWait)
    (request.dryRun, request.allowAnyName) = (dryRun, allowAnyName)
    return request
  }

  static func rename(_ old: String, _ new: String, allowAnyName: Bool = false) -> RenameRequest {
    rename([KeyRename.Pair(old: old, new: new)], allowAnyName: allowAnyName)
  }

  /// Runs the renames of the map file `path`.
  static func rename(map path: String, in session: ProjectSession, dryRun: Bool = false) throws
    -> RenameRequest.Result
  {
    try session.run(rename(try RenameRequest.pairs(inMap: path, session: session), dryRun: dryRun))
  }

  /// What `l10n rename` prints for each rename.
  static func lines(_ result: RenameRequest.Result) -> String {
    result.rows.map { row in
      "\(row.pair.old) → \(row.pair.new): \(row.catalogs.joined(separator: ", ")); \(Counted.phrase(row.usages, "usage"))\n"
    }.joined()
  }

  /// Syncs the catalogs with the code, as a project is before a rename.
  static func sync(_ session: ProjectSession) throws {
    _ = try session.run(ExtractRequestTests.extract())
    #expect(!ExtractRequestTests.outOfSync(try session.run(ExtractRequestTests.extract(writes: false))))
  }

  /// Whether `extract --check` passes.
  static func inSync(_ session: ProjectSession) throws -> Bool {
    let report = try session.run(ExtractRequestTests.extract(writes: false))
    return !ExtractRequestTests.outOfSync(report)
  }

  @Test func onTheSampleApp() throws {
    let folder = try MemoryFolder()
    for item in ["Samples", "Catalogs", "l10n.yml"] {
      try folder.copy(Fixtures.packageRoot.appendingPathComponent(item), to: item)
    }
    let catalog = "Catalogs/Localizable.xcstrings"
    let swift = "Samples/SampleApp/Screens/Editor/EditorView.swift"
    let (catalogBefore, swiftBefore) = (try folder.text(catalog), try folder.text(swift))
    let session = try folder.session()
    let result = try session.run(Self.rename("editor.add_frame_button.title", "editor.frame.add_button"))
    // A key built at run time (`"\(prefix).title"`) could make the old key: a place to check.
    #expect(Self.lines(result).contains("editor.add_frame_button.title → editor.frame.add_button"))
    #expect(
      result.manualChecks.contains {
        $0.line(.none).contains("SettingsView.swift:86:5: warning: a key built at run time (*.title)")
      })
    #expect(
      try folder.text(catalog)
        == CatalogTextEdits.renaming(catalogBefore, "editor.add_frame_button.title", to: "editor.frame.add_button"))
    #expect(
      try folder.text(swift)
        == swiftBefore.replacingOccurrences(
          of: "\"editor.add_frame_button.title\"", with: "\"editor.frame.add_button\""))
    #expect(try Self.inSync(session))
  }

  /// Real Xcode catalogs: device and plural variations (xcstrings-tool), substitutions with
  /// plurals in 30 languages (CotEditor), and unknown fields added by hand to an entry and to a
  /// localization. A key whose source is a plural moves whole too. The project is in sync with
  /// its code before and after.
  @Test func variationsSubstitutionsAndUnknownFieldsMoveWhole() throws {
    let folder = try MemoryFolder()
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
    let session = try folder.session()
    try Self.sync(session)
    let variationsBefore = try folder.text("Variations.xcstrings")
    let documentBefore = try folder.text("Document.xcstrings")
    #expect(variationsBefore.contains("\"x-vendor-id\" : 42") && variationsBefore.contains("\"x-reviewer\" : \"anna\""))
    let map = """
      String.Device: strings.device.open
      String.Plural: strings.plural.count
      FolderFind.Metrics.message: folder_find.metrics.message

      """
    try folder.write("renames.yml", map)
    let result = try Self.rename(map: "renames.yml", in: session)
    #expect(result.manualChecks.isEmpty, "\(result.manualChecks)")
    #expect(
      try folder.text("Variations.xcstrings")
        == CatalogTextEdits.renaming(
          CatalogTextEdits.renaming(variationsBefore, "String.Device", to: "strings.device.open"),
          "String.Plural", to: "strings.plural.count"))
    #expect(
      try folder.text("Document.xcstrings")
        == CatalogTextEdits.renaming(documentBefore, "FolderFind.Metrics.message", to: "folder_find.metrics.message"))
    #expect(
      try folder.text("Sources/App.swift")
        == code.replacingOccurrences(of: "\"String.Device\"", with: "\"strings.device.open\"")
        .replacingOccurrences(of: "\"String.Plural\"", with: "\"strings.plural.count\"")
        .replacingOccurrences(of: "\"FolderFind.Metrics.message\"", with: "\"folder_find.metrics.message\""))
    #expect(try Self.inSync(session))
  }

  /// A key in a multi-line literal, a raw one and one written with an escape (in a file where the
  /// key's text never appears as it is): each literal gets the new key between its own
  /// delimiters, and nothing else in the file changes, so it still parses.
  @Test func multiLineRawAndEscapedLiterals() throws {
    let folder = try MemoryFolder()
    defer { folder.remove() }
    try folder.write("L.xcstrings", RenameFixtures.editorTitleCatalog)
    try folder.write("l10n.yml", RenameFixtures.config)
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
    let session = try folder.session()
    try Self.sync(session)
    let result = try session.run(Self.rename("editor.title", "editor.heading"))
    #expect(result.manualChecks.isEmpty, "\(result.manualChecks)")
    #expect(Self.lines(result) == "editor.title → editor.heading: L.xcstrings; 4 usages\n")
    let expectedLiterals =
      literals
      .replacingOccurrences(of: multiLine, with: "\"\"\"\n    editor.heading\n    \"\"\"")
      .replacingOccurrences(of: ##"#"editor.title"#"##, with: ##"#"editor.heading"#"##)
      .replacingOccurrences(of: rawMultiLine, with: "#\"\"\"\n  editor.heading\n  \"\"\"#")
    #expect(!expectedLiterals.contains("editor.title"))
    let expectedEscaped = escaped.replacingOccurrences(of: #""editor\u{2E}title""#, with: #""editor.heading""#)
    #expect(expectedEscaped != escaped)
    for (path, expected) in [("Sources/Literals.swift", expectedLiterals), ("Sources/Escaped.swift", expectedEscaped)] {
      let text = try folder.text(path)
      #expect(text == expected, "\(path):\n\(text)")
      #expect(!Parser.parse(source: text).hasError, "\(path) no longer parses:\n\(text)")
    }
    #expect(try Self.inSync(session))
  }

  @Test func fiftyRenamesInOneRun() throws {
    let folder = try MemoryFolder()
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
    let session = try folder.session()
    try Self.sync(session)
    let before = try StringCatalog(bytes: try folder.bytes("L.xcstrings"), file: "L")
    try folder.write("renames.csv", map)
    let result = try Self.rename(map: "renames.csv", in: session)
    #expect(result.manualChecks.isEmpty, "\(result.manualChecks)")
    #expect(result.rows.count == 50)
    let after = try StringCatalog(bytes: try folder.bytes("L.xcstrings"), file: "L")
    #expect(after.strings.count == 60)
    for number in 0..<50 {
      let old = String(format: "screen%02d.old_title", number)
      #expect(after.strings[old] == nil)
      #expect(after.strings[String(format: "screen%02d.title", number)] == before.strings[old])
    }
    #expect(Array(after.strings.keys) == after.strings.keys.sorted(by: CatalogTextEdits.xcodeOrders))
    #expect(try Self.inSync(session))
    #expect(try session.run(FmtRequest(checkOnly: true, waiting: .noWait)).changed.isEmpty)
  }

  static func twoKeyProject() throws -> MemoryFolder {
    let folder = try MemoryFolder()
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

  @Test(arguments: [
    (["nope.key", "nope.other"], "\"nope.key\" is in no catalog"),
    (["editor.title", "editor.other"], "already exists in L.xcstrings with other content"),
    (["editor.title", "Editor-Title"], "does not follow the key convention"),
    (["editor.title", "editor.title"], "is renamed to itself"),
  ])
  func refusalsWriteNothing(arguments: [String], message: String) throws {
    let folder = try Self.twoKeyProject()
    defer { folder.remove() }
    let catalog = try folder.bytes("L.xcstrings")
    let swift = try folder.bytes("Sources/A.swift")
    let error = thrownMessage { _ = try folder.session().run(Self.rename(arguments[0], arguments[1])) }
    #expect(error?.contains(message) == true, "\(error ?? "nothing thrown")")
    #expect(try folder.bytes("L.xcstrings") == catalog)
    #expect(try folder.bytes("Sources/A.swift") == swift)
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
    let catalog = try folder.bytes("L.xcstrings")
    let swift = try folder.bytes("Sources/A.swift")
    let error = thrownMessage { _ = try Self.rename(map: "renames.csv", in: try folder.session()) }
    #expect(error?.contains(message) == true, "\(error ?? "nothing thrown")")
    #expect(try folder.bytes("L.xcstrings") == catalog)
    #expect(try folder.bytes("Sources/A.swift") == swift)
  }

  /// allowAnyName (`--allow-any-name`) renames to a key the convention refuses.
  @Test func allowAnyNameRenamesAgainstTheConvention() throws {
    let folder = try Self.twoKeyProject()
    defer { folder.remove() }
    let session = try folder.session()
    let refused = thrownMessage { _ = try session.run(Self.rename("editor.title", "Editor Title")) }
    #expect(refused?.contains("--allow-any-name renames to it anyway") == true, "\(refused ?? "nothing thrown")")
    _ = try session.run(Self.rename("editor.title", "Editor Title", allowAnyName: true))
    let after = try StringCatalog(bytes: try folder.bytes("L.xcstrings"), file: "L")
    // "Editor Title" sorts before "editor.other" (case-insensitive, a space before a dot).
    #expect(Array(after.strings.keys) == ["Editor Title", "editor.other"])
    #expect(try folder.text("Sources/A.swift") == "let a = \"Editor Title\".i18n\n")
  }
}
