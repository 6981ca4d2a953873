import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import Testing

/// `AndroidReader`: what an Android team's `strings.xml` gives a catalog, and hostile files.
@Suite struct AndroidReaderTests {
  static func read(_ xml: String, keys: [String: String] = [:]) throws -> AndroidReader.Document {
    try AndroidReader.read(bytes: Array(xml.utf8), file: "res/values-fr/strings.xml", keys: keys)
  }

  @Test func stringsPluralsCommentsAndArrays() throws {
    let document = try Self.read(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
          <!-- Shown on the start screen -->
          <string name="welcome">Bienvenue, <xliff:g id="name" example="Ana">%1$s</xliff:g> !</string>
          <string name="quote">L\\'été \\"chaud\\"\\n<b>gras</b> &amp; co</string>
          <string name="brand" translatable="false">Brand</string>
          <string name="percent" formatted="false">50% et 100%</string>
          <plurals name="files">
              <item quantity="one">%d fichier</item>
              <item quantity="other">%d fichiers</item>
          </plurals>
          <string-array name="planets">
              <item>Mercure</item>
              <item>Vénus</item>
          </string-array>
          <dimen name="margin">4dp</dimen>
      </resources>
      """)
    let byID = Dictionary(uniqueKeysWithValues: document.units.map { ($0.id, $0) })
    #expect(byID["welcome"]?.target == "Bienvenue, %@ !")
    #expect(byID["welcome"]?.note == "Shown on the start screen")
    #expect(byID["welcome"]?.line == 4)
    #expect(byID["quote"]?.target == "L'été \"chaud\"\n<b>gras</b> & co")
    #expect(byID["quote"]?.note == nil)
    #expect(byID["brand"]?.translate == false)
    #expect(byID["percent"]?.target == "50% et 100%")
    #expect(byID["files|==|plural.one"]?.target == "%lld fichier")
    #expect(byID["files|==|plural.other"]?.target == "%lld fichiers")
    #expect(document.units.allSatisfy { $0.state == "translated" })
    #expect(document.arrays.count == 1)
    #expect(document.arrays.first?.values == ["Mercure", "Vénus"])
    #expect(document.warnings.contains { $0.line == 12 && $0.message.contains("<string-array name=\"planets\">") })
    #expect(document.warnings.contains { $0.message.contains("<dimen> is not a text") })
  }

  @Test func namesResolveToTheCatalogsKeys() throws {
    let keys = AndroidNames.keysByName(["Close Split Editor", "Settings.Title"])
    let document = try Self.read(
      """
      <resources><string name="close_split_editor">Fermer</string><string name="other_name">x</string></resources>
      """, keys: keys)
    #expect(document.units.map(\.key) == ["Close Split Editor", "other_name"])
  }

  @Test func hostileAndBrokenFilesAreRefusedWithTheirPlace() throws {
    let cases: [(String, String)] = [
      ("<!DOCTYPE resources [<!ENTITY x \"y\">]><resources/>", "document type declarations"),
      ("<resources><string name=\"a\">x</resources>", "not well-formed XML"),
      ("<manifest/>", "expected <resources>"),
      ("", "resources"),
      ("<resources><?pi?></resources>", "processing instructions"),
    ]
    for (xml, expected) in cases {
      #expect {
        _ = try Self.read(xml)
      } throws: { error in
        "\(error)".contains(expected) && "\(error)".hasPrefix("res/values-fr/strings.xml")
      }
    }
  }

  @Test func oddButValidFilesGiveWarningsNotUnits() throws {
    let document = try Self.read(
      """
      <resources>
        <string>no name</string>
        <string name="a">first</string>
        <string name="a">second</string>
        <plurals name="p"><item quantity="several">x</item><item quantity="other">y</item><note/></plurals>
        <plurals name="q"><item quantity="other">one</item><item quantity="other">two</item></plurals>
      </resources>
      """)
    #expect(document.units.map(\.id) == ["a", "p|==|plural.other", "q|==|plural.other"])
    #expect(document.units.first?.target == "first")
    // A second item of one quantity (a fuzz input had it): the first is the text, as for names.
    #expect(document.units.last?.target == "one")
    #expect(document.warnings.count == 5, "\(document.warnings)")
    #expect(document.warnings.contains { $0.message.contains("a second <item quantity=\"other\">") })
  }

  /// The fuzz target's regression inputs (`Fuzz/`, FuzzAndroidReader), with its properties: a read
  /// or an error inside the input, and what is read written and read again the same.
  @Test(arguments: Fixtures.files(in: "fuzz/FuzzAndroidReader", extension: "xml").map(\.lastPathComponent))
  func fuzzInputsReadCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("fuzz/FuzzAndroidReader/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let document: AndroidReader.Document
    do {
      document = try AndroidReader.read(bytes: bytes, file: name)
    } catch {
      #expect(error.file == name)
      if let line = error.line { #expect(line >= 1 && line <= lines) }
      return
    }
    let catalog = document.catalog(sourceLanguage: "ar")
    guard let output = try? AndroidWriter.write([.init(path: "fuzz.xcstrings", catalog: catalog)]) else {
      #expect(name == "name-clash.xml")
      return
    }
    let again = try AndroidReader.read(
      bytes: output.files[0].bytes, file: "written.xml", keys: AndroidNames.keysByName(document.units.map(\.key)))
    #expect(again.warnings.isEmpty)
    #expect(Set(again.units.map(\.id)) == Set(document.units.map(\.id)))
    let texts = Dictionary(again.units.map { ($0.id, $0.target) }) { a, _ in a }
    for unit in document.units where !(unit.target ?? "").contains("%") {
      #expect(texts[unit.id] == unit.target, "\(unit.id)")
    }
  }
}
