import Foundation
import L10nExchange
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `CompileRequest` (`l10n compile`) on small catalogs: each shape of key as Apple's tables hold
/// it, what is left out, the options. The expected files are written here by hand from what
/// `xcstringstool compile` output looks like (Documentation/Compile.md); the corpus catalogs are
/// `CompileCorpusTests`'.
@Suite struct CompileRequestTests {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// A catalog of `strings` (the JSON of its keys), English first.
  static func catalog(_ strings: String) -> String {
    #"{"sourceLanguage":"en","strings":{"# + strings + #"},"version":"1.0"}"#
  }

  static func unit(_ value: String, _ state: String = "translated") -> String {
    #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
  }

  static func compile(
    _ catalog: String, name: String = "Localizable.xcstrings", configure: (inout CompileRequest) -> Void = { _ in }
  ) throws -> (MemoryFolder, CompileRequest.Result) {
    let folder = try MemoryFolder()
    try folder.write(name, catalog)
    var request = CompileRequest(output: "out")
    request.catalogs = [name]
    configure(&request)
    return (folder, try folder.session().run(request))
  }

  /// The plist read back by Foundation.
  static func plist(_ folder: MemoryFolder, _ path: String) throws -> [String: Any] {
    let bytes = Data(try folder.bytes(path))
    return try #require(PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
  }

  @Test func plainTextsGoToStringsAsXcodeWritesThem() throws {
    let (folder, result) = try Self.compile(
      Self.catalog(
        #""b":{"localizations":{"en":\#(Self.unit("B & <b>")),"fr":\#(Self.unit(#"Bé \"q\""#))}},"a":{"localizations":{"en":\#(Self.unit("A"))}}"#
      ))
    #expect(result.files.map(\.path) == ["out/en.lproj/Localizable.strings", "out/fr.lproj/Localizable.strings"])
    #expect(
      try folder.text("out/en.lproj/Localizable.strings") == Self.header + """
        <dict>
        \t<key>a</key>
        \t<string>A</string>
        \t<key>b</key>
        \t<string>B &amp; &lt;b&gt;</string>
        </dict>
        </plist>

        """)
    #expect(try folder.text("out/fr.lproj/Localizable.strings").contains("\t<string>Bé \"q\"</string>\n"))
    #expect(!folder.exists("out/en.lproj/Localizable.stringsdict"), "no empty file")
  }

  @Test func topLevelPluralGoesToStringsdictAlone() throws {
    let plural = #"{"variations":{"plural":{"one":\#(Self.unit("%lld file")),"other":\#(Self.unit("%lld files"))}}}"#
    let (folder, result) = try Self.compile(Self.catalog(#""%lld files":{"localizations":{"en":\#(plural)}}"#))
    #expect(result.files.map(\.path) == ["out/en.lproj/Localizable.stringsdict"])
    #expect(
      try folder.text("out/en.lproj/Localizable.stringsdict") == Self.header + """
        <dict>
        \t<key>%lld files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@value@</string>
        \t\t<key>value</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld file</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld files</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """)
  }

  @Test func pluralWhoseNumberIsNotTheFirstArgumentSaysWhereItIs() throws {
    let plural =
      #"{"variations":{"plural":{"one":\#(Self.unit("%@ has %d file")),"other":\#(Self.unit("%@ has %d files"))}}}"#
    let (folder, _) = try Self.compile(Self.catalog(#""k":{"localizations":{"en":\#(plural)}}"#))
    let rule = try #require(Self.plist(folder, "out/en.lproj/Localizable.stringsdict")["k"] as? [String: Any])
    #expect(rule["NSStringLocalizedFormatKey"] as? String == "%2$#@value@")
    #expect((rule["value"] as? [String: Any])?["NSStringFormatValueTypeKey"] as? String == "d")
  }

  @Test func deviceVariationsWithANestedPlural() throws {
    let iphone =
      #"{"variations":{"plural":{"one":\#(Self.unit("Tap %lld item")),"other":\#(Self.unit("Tap %lld items"))}}}"#
    let device =
      #"{"variations":{"device":{"iphone":\#(iphone),"mac":\#(Self.unit("Click")),"other":\#(Self.unit("Use"))}}}"#
    let (folder, result) = try Self.compile(Self.catalog(#""k":{"localizations":{"en":\#(device)}}"#))
    #expect(result.files.map(\.path) == ["out/en.lproj/Localizable.stringsdict"], "no fallback in .strings")
    let rule = try #require(Self.plist(folder, "out/en.lproj/Localizable.stringsdict")["k"] as? [String: Any])
    let cases = try #require(rule["NSStringDeviceSpecificRuleType"] as? [String: Any])
    #expect(cases["mac"] as? String == "Click")
    #expect(cases["other"] as? String == "Use")
    let nested = try #require(cases["iphone"] as? [String: Any])
    #expect(nested["NSStringLocalizedFormatKey"] as? String == "%#@value@")
    let value = try #require(nested["value"] as? [String: String])
    #expect(value["one"] == "Tap %lld item" && value["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType")
  }

  @Test func substitutionsTakeTheirArgumentNumbers() throws {
    func substitution(_ arg: Int, _ one: String, _ other: String) -> String {
      #"{"argNum":\#(arg),"formatSpecifier":"lld","variations":{"plural":{"one":\#(Self.unit(one)),"other":\#(Self.unit(other))}}}"#
    }
    let books = substitution(1, "%arg book", "%arg books")
    let shelves = substitution(2, "%arg shelf", "%arg shelves")
    let en =
      #"{"stringUnit":{"state":"translated","value":"%#@books@ on %#@shelves@"},"substitutions":{"books":\#(books),"shelves":\#(shelves)}}"#
    // The translation puts the shelves first.
    let fr =
      #"{"stringUnit":{"state":"translated","value":"Sur %#@shelves@ : %#@books@"},"substitutions":{"books":\#(substitution(1, "%arg livre", "%arg livres")),"shelves":\#(substitution(2, "%arg étagère", "%arg étagères"))}}"#
    let (folder, _) = try Self.compile(Self.catalog(#""k":{"localizations":{"en":\#(en),"fr":\#(fr)}}"#))
    let english = try #require(Self.plist(folder, "out/en.lproj/Localizable.stringsdict")["k"] as? [String: Any])
    #expect(english["NSStringLocalizedFormatKey"] as? String == "%#@books@ on %#@shelves@")
    let books1 = try #require(english["books"] as? [String: String])
    #expect(books1["one"] == "%1$lld book" && books1["NSStringFormatValueTypeKey"] == "lld")
    #expect((english["shelves"] as? [String: String])?["other"] == "%2$lld shelves")
    let french = try #require(Self.plist(folder, "out/fr.lproj/Localizable.stringsdict")["k"] as? [String: Any])
    #expect(french["NSStringLocalizedFormatKey"] as? String == "Sur %2$#@shelves@ : %1$#@books@")
    #expect((french["books"] as? [String: String])?["other"] == "%1$lld livres")
  }

  @Test func newSourceTextsAndKeysWithoutSourceTextStayOutOfTheSourceTable() throws {
    let (folder, result) = try Self.compile(
      Self.catalog(
        #""fresh":{"localizations":{"en":\#(Self.unit("Fresh", "new")),"fr":\#(Self.unit("Frais", "new"))}},"#
          + #""extracted":{"localizations":{"fr":\#(Self.unit("Extrait"))}},"#
          + #""review":{"localizations":{"en":\#(Self.unit("Review")),"fr":\#(Self.unit("Revoir", "needs_review"))}}"#
      ))
    #expect(result.files.map(\.keys) == [1, 3])
    let english = try Self.plist(folder, "out/en.lproj/Localizable.strings")
    #expect(english as? [String: String] == ["review": "Review"])
    let french = try Self.plist(folder, "out/fr.lproj/Localizable.strings")
    #expect(french as? [String: String] == ["fresh": "Frais", "extracted": "Extrait", "review": "Revoir"])
  }

  @Test func aLanguageWithNothingLeftGetsNoFile() throws {
    let (_, result) = try Self.compile(
      Self.catalog(#""a":{"localizations":{"en":\#(Self.unit("A", "new")),"de":\#(Self.unit("A-de"))}}"#))
    #expect(result.files.map(\.path) == ["out/de.lproj/Localizable.strings"])
  }

  @Test func languagesOptionKeepsOnlyThose() throws {
    let keys = #""a":{"localizations":{"en":\#(Self.unit("A")),"de":\#(Self.unit("A-de")),"fr":\#(Self.unit("A-fr"))}}"#
    let (_, result) = try Self.compile(Self.catalog(keys)) { $0.languages = ["fr", "de"] }
    #expect(result.files.map(\.language) == ["de", "fr"])
    #expect(thrownMessage { _ = try Self.compile(Self.catalog(keys)) { $0.languages = ["français"] } } != nil)
  }

  @Test func stringsdictOnlyPutsPlainTextsThereToo() throws {
    let plural = #"{"variations":{"plural":{"other":\#(Self.unit("%lld files"))}}}"#
    let (folder, result) = try Self.compile(
      Self.catalog(#""a":{"localizations":{"en":\#(Self.unit("A"))}},"n":{"localizations":{"en":\#(plural)}}"#)
    ) { $0.appleOutput = .stringsdictOnly }
    #expect(result.files.map(\.path) == ["out/en.lproj/Localizable.stringsdict"])
    let table = try Self.plist(folder, "out/en.lproj/Localizable.stringsdict")
    #expect(table["a"] as? String == "A")
    #expect(table["n"] is [String: Any])
  }

  @Test func binaryTablesReadBackTheSame() throws {
    let keys = #""a":{"localizations":{"en":\#(Self.unit("A ✓")),"fr":\#(Self.unit("À"))}}"#
    let (folder, _) = try Self.compile(Self.catalog(keys)) { $0.serialization = .binary }
    let bytes = try folder.bytes("out/en.lproj/Localizable.strings")
    #expect(bytes.starts(with: Array("bplist00".utf8)))
    var format = PropertyListSerialization.PropertyListFormat.xml
    let read = try PropertyListSerialization.propertyList(from: Data(bytes), format: &format)
    #expect(format == .binary)
    #expect(read as? [String: String] == ["a": "A ✓"])
  }

  @Test func dryRunListsThePathsAndWritesNothing() throws {
    let keys = #""a":{"localizations":{"en":\#(Self.unit("A")),"fr":\#(Self.unit("À"))}}"#
    let (folder, result) = try Self.compile(Self.catalog(keys), name: "My Strings.xcstrings") { $0.dryRun = true }
    #expect(result.files.map(\.path) == ["out/en.lproj/My Strings.strings", "out/fr.lproj/My Strings.strings"])
    #expect(!folder.exists("out"))
    let output = try CompileOutput(files: result.files, catalogs: 1, platform: "apple", dryRun: true).output(
      OutputStyle())
    #expect(output.standardOutput == "out/en.lproj/My Strings.strings\nout/fr.lproj/My Strings.strings\n")
  }

  @Test func appShortcutPhrasesAreArrays() throws {
    let set = #"{"stringSet":{"state":"translated","values":["Open ${applicationName}","Start ${applicationName}"]}}"#
    let (folder, _) = try Self.compile(
      Self.catalog(#""Open ${applicationName}":{"localizations":{"en":\#(set)}}"#), name: "AppShortcuts.xcstrings")
    let table = try Self.plist(folder, "out/en.lproj/AppShortcuts.strings")
    #expect(table["Open ${applicationName}"] as? [String] == ["Open ${applicationName}", "Start ${applicationName}"])
  }

  @Test func namedPlaceholdersLoseTheirNamesAndControlCharactersAreReported() throws {
    let keys = #""a":{"localizations":{"en":\#(Self.unit("%1$(count)lld left")),"fr":\#(Self.unit("T\\u0018est"))}}"#
    let (folder, result) = try Self.compile(Self.catalog(keys))
    #expect(try Self.plist(folder, "out/en.lproj/Localizable.strings")["a"] as? String == "%1$lld left")
    #expect(try Self.plist(folder, "out/fr.lproj/Localizable.strings")["a"] as? String == "Test")
    #expect(
      result.warnings.map(\.message) == [
        "fr: 'a': U+0018 cannot be in an XML property list and is left out (--serialization binary keeps it)"
      ])
  }

  @Test func twoCatalogsOfOneTableAreRefused() throws {
    let folder = try MemoryFolder()
    let text = Self.catalog(#""a":{"localizations":{"en":\#(Self.unit("A"))}}"#)
    try folder.write("One/Localizable.xcstrings", text)
    try folder.write("Two/Localizable.xcstrings", text)
    var request = CompileRequest(output: "out")
    request.catalogs = ["One/Localizable.xcstrings", "Two/Localizable.xcstrings"]
    let message = thrownMessage { _ = try folder.session().run(request) }
    #expect(message?.contains("both make the table Localizable") == true, "\(message ?? "")")
  }
}
