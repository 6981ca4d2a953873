import Foundation
import L10nExchange
import L10nTestSupport
import Testing

/// Glossaries from TBX (as Translate Toolkit writes it, and TBX v3) and CSV, hostile TBX refused as
/// XLIFF is, and the matching rule of `Glossary`'s documentation.
@Suite struct GlossaryTests {
  let words = GlossaryWords()

  static let csv = """
    term,de,fr,forbidden
    Delete,Löschen|!Entfernen,Supprimer,
    Save,Sichern|Speichern,Enregistrer,
    Cat,Katze,,
    Trash,Mülleimer,Poubelle,yes
    """

  @Test func aHandWrittenCSVLoads() throws {
    let glossary = try Glossary.csv(Array(Self.csv.utf8), file: "g.csv")
    #expect(glossary.entries.map(\.term) == ["Delete", "Save", "Cat", "Trash"])
    let delete = glossary.entries[0]
    #expect(delete.allowed(in: "de") == ["Löschen"])
    #expect(delete.forbidden(in: "de") == ["Entfernen"])
    #expect(glossary.entries[1].allowed(in: "de") == ["Sichern", "Speichern"])
    #expect(glossary.entries[3].forbidden(in: "fr") == ["Poubelle"] && glossary.entries[3].allowed(in: "fr").isEmpty)
    #expect(glossary.entries[0].origin == "g.csv:2")
    #expect(throws: ExchangeError.self) { try Glossary.csv(Array("source,de\nA,B\n".utf8), file: "bad.csv") }
  }

  @Test(.requires(.csv2tbx)) func translateToolkitsTBXLoads() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = try folder.write("g.csv", "\"source\",\"target\"\n\"Delete\",\"Löschen\"\n\"Save file\",\"Datei sichern\"\n")
    let run = try CommandRunner.runTool("csv2tbx", [folder.file("g.csv").path, folder.file("g.tbx").path])
    #expect(run.status == 0, "\(run.output)")
    // csv2tbx names the target language "xx": the project says which it is.
    let text = String(decoding: try Fixtures.bytesAt(folder.file("g.tbx")), as: UTF8.self)
    #expect(text.contains("<!DOCTYPE martif"))
    let glossary = try Glossary.tbx(
      Array(text.replacingOccurrences(of: "xml:lang=\"xx\"", with: "xml:lang=\"de\"").utf8), file: "g.tbx",
      sourceLanguage: "en")
    #expect(glossary.entries.map(\.term) == ["Delete", "Save file"])
    #expect(glossary.entries.map { $0.allowed(in: "de") } == [["Löschen"], ["Datei sichern"]])
  }

  @Test func tbxStatusesMarkForbiddenTerms() throws {
    let tbx = """
      <?xml version="1.0" encoding="UTF-8"?>
      <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
        <text><body>
          <conceptEntry id="c1">
            <langSec xml:lang="en-US"><termSec><term>Delete</term></termSec></langSec>
            <langSec xml:lang="de">
              <termSec><term>Löschen</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
              <termSec><term>Entfernen</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
            </langSec>
          </conceptEntry>
        </body></text>
      </tbx>
      """
    let glossary = try Glossary.tbx(Array(tbx.utf8), file: "g.tbx", sourceLanguage: "en")
    #expect(glossary.entries.count == 1)
    #expect(glossary.entries.first?.allowed(in: "de") == ["Löschen"])
    #expect(glossary.entries.first?.forbidden(in: "de") == ["Entfernen"])
  }

  /// Entities, a DOCTYPE with an internal subset and malformed XML are refused with the line, as
  /// XLIFF is; a huge term ends quickly, read whole or refused.
  @Test func hostileTBXIsRefused() throws {
    let laughs = """
      <?xml version="1.0"?>
      <!DOCTYPE martif [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <martif type="TBX"><text><body><termEntry><langSet xml:lang="en"><tig><term>&b;</term></tig></langSet></termEntry></body></text></martif>
      """
    let external = """
      <?xml version="1.0"?>
      <!DOCTYPE martif [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <martif type="TBX"><text><body><termEntry><langSet xml:lang="en"><tig><term>&x;</term></tig></langSet></termEntry></body></text></martif>
      """
    for text in [laughs, external, "<martif><text><body><termEntry>"] {
      #expect { try Glossary.tbx(Array(text.utf8), file: "h.tbx", sourceLanguage: "en") } throws: { error in
        (error as? ExchangeError)?.file == "h.tbx" && (error as? ExchangeError)?.line != nil
      }
    }
    #expect(throws: ExchangeError.self) {
      try Glossary.tbx(Array("<xliff version=\"1.2\"/>".utf8), file: "w.tbx", sourceLanguage: "en")
    }
    let huge = String(repeating: "x", count: 30_000_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let text =
        "<martif type=\"TBX\"><text><body><termEntry><langSet xml:lang=\"en\"><tig><term>\(huge)</term></tig></langSet></termEntry></body></text></martif>"
      do {
        let glossary = try Glossary.tbx(Array(text.utf8), file: "huge.tbx", sourceLanguage: "en")
        #expect(glossary.entries.first?.term.utf8.count == huge.utf8.count)
      } catch {
        #expect((error as? ExchangeError)?.line != nil, "\(error)")
      }
    }
    #expect(elapsed < .seconds(20))
  }

  /// Case and inflection as the documentation says; short words only with -s and -es; several
  /// words in a row; Japanese anywhere in the text.
  @Test func matchingToleratesCaseAndInflection() throws {
    let glossary = try Glossary.csv(Array(Self.csv.utf8), file: "g.csv")
    func terms(_ text: String) -> [String] {
      glossary.hits(in: text, sourceLanguage: "en", language: "de", words: words).map(\.term)
    }
    #expect(terms("Delete the file") == ["Delete"])
    #expect(terms("Deleting 3 files…") == ["Delete"])
    #expect(terms("deleted") == ["Delete"])
    #expect(terms("Cats and dogs") == ["Cat"])
    #expect(terms("Catalog") == [])
    #expect(terms("Delegate") == [])
    #expect(terms("Save, then delete.") == ["Delete", "Save"])
    let problems = { (target: String) in
      glossary.problems(
        source: "Delete this photo?", target: target, sourceLanguage: "en", language: "de", words: words)
    }
    #expect(problems("Dieses Foto löschen?").isEmpty)
    #expect(problems("Foto wird gelöscht").count == 1)  // another form than the glossary allows
    #expect(problems("Dieses Foto entfernen?").first?.forbiddenUsed == "Entfernen")
    #expect(problems("Dieses Foto entfernen?").first?.message.contains("forbids") == true)
    #expect(problems("Foto wegwerfen?").first?.forbiddenUsed == nil)
    let japanese = Glossary(entries: [Glossary.Entry(term: "Save", translations: ["ja": [Glossary.Variant("保存")]])])
    #expect(
      japanese.problems(source: "Save changes", target: "変更を保存しました", sourceLanguage: "en", language: "ja", words: words)
        .isEmpty)
    #expect(
      japanese.problems(source: "Save changes", target: "変更を記録", sourceLanguage: "en", language: "ja", words: words)
        .count
        == 1)
  }

  /// The TBX fuzz target's regression inputs (`Fuzz/`, FuzzTBXReader), with its properties: a
  /// read that fails throws an error at a line inside the input; what is read has no empty term,
  /// and every term is found in itself.
  @Test(arguments: Fixtures.files(in: "fuzz/FuzzTBXReader", extension: "tbx").map(\.lastPathComponent))
  func fuzzInputsReadCleanly(_ name: String) throws {
    let bytes = try Fixtures.bytes("fuzz/FuzzTBXReader/\(name)")
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let glossary: Glossary
    do throws(ExchangeError) {
      glossary = try Glossary.tbx(bytes, file: name, sourceLanguage: "en")
    } catch {
      #expect(error.file == name)
      if let line = error.line { #expect(line >= 1 && line <= lines, "\(error)") }
      #expect(name.hasPrefix("error-"), "\(error)")
      return
    }
    #expect(!name.hasPrefix("error-"), "\(name) should fail")
    #expect(!glossary.entries.isEmpty)
    for entry in glossary.entries {
      #expect(!entry.term.isEmpty)
      for language in entry.translations.keys {
        #expect(
          glossary.hits(in: entry.term, sourceLanguage: "en", language: language, words: words).contains {
            $0.term == entry.term
          })
      }
    }
  }
}
