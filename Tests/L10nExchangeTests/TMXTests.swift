import Foundation
import L10nCatalog
import L10nExchange
import L10nTestSupport
import L10nText
import Testing

/// TMX 1.4b: what l10n writes validates against the DTD, other tools read it, a round trip loses
/// no pair, and files from other tools are read with the care XLIFF gets.
@Suite struct TMXTests {
  /// The memory of every real catalog.
  static func corpusMemory() throws -> TranslationMemory {
    var memory = TranslationMemory()
    for url in Fixtures.realCatalogs {
      let catalog = try StringCatalog(bytes: try Fixtures.bytesAt(url), file: url.lastPathComponent)
      guard catalog.sourceLanguage == "en" else { continue }
      memory.add(catalog: catalog, origin: url.lastPathComponent)
    }
    return memory
  }

  struct Pair: Hashable {
    var source, target, language: String
    var category: String?
    var rank: TranslationMemory.Rank
  }

  /// Pairs as a set; a pair given both ranks counts at the better one, as TMX keeps it.
  static func pairs(_ memory: TranslationMemory) -> Set<Pair> {
    var best: [Pair: TranslationMemory.Rank] = [:]
    for unit in memory.units {
      let key = Pair(
        source: unit.source, target: unit.target, language: unit.targetLanguage, category: unit.pluralCategory,
        rank: .translated)
      best[key] = min(best[key] ?? unit.rank, unit.rank)
    }
    return Set(
      best.map { key, rank in
        Pair(source: key.source, target: key.target, language: key.language, category: key.category, rank: rank)
      })
  }

  @Test func aRoundTripLosesNoPair() throws {
    let memory = try Self.corpusMemory()
    #expect(memory.units.count > 5000)
    let document = TMX.document(memory, sourceLanguage: "en", toolVersion: "1")
    let read = try TMX.read(bytes: Array(document.text.utf8), file: "memory.tmx", sourceLanguage: "en")
    let written = Self.pairs(memory)
    let back = Self.pairs(read)
    #expect(written.subtracting(back).isEmpty, "lost: \(written.subtracting(back).prefix(3))")
    #expect(back.subtracting(written).isEmpty, "added: \(back.subtracting(written).prefix(3))")
    // What the document says it holds is what was read back: one <tuv> per distinct pair.
    #expect(document.pairs == read.units.count)
    #expect(document.pairs == Set(written.map { [$0.source, $0.target, $0.language, $0.category ?? ""] }).count)
    #expect(document.units == document.text.components(separatedBy: "<tu>").count - 1)
    // The corpus has a text with a character XML 1.0 cannot carry (U+0018): kept as a placeholder.
    #expect(written.contains { ($0.source + $0.target).unicodeScalars.contains { !$0.isXMLCharacter } })
    #expect(document.text.contains(#"<ph type="x-l10n-char">U+0018</ph>"#))
    // Some source has two translations in one language: a second <tu> keeps it.
    let doubles = Dictionary(grouping: written) { "\($0.source)|\($0.language)|\($0.category ?? "")" }
    #expect(doubles.values.contains { $0.count > 1 })
  }

  /// Every character XML 1.0 cannot carry, in a source and a target, comes back as it was; and a
  /// placeholder that names no character is refused with its place.
  @Test func charactersXMLCannotCarryComeBack() throws {
    let controls =
      (0x01...0x1F).compactMap(Unicode.Scalar.init).filter { !$0.isXMLCharacter } + [
        Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFFFF)!,
      ]
    var memory = TranslationMemory()
    for scalar in controls {
      let text = "a\(Character(scalar))b <&>"
      memory.add(
        .init(source: "S " + text, target: "T " + text, sourceLanguage: "en", targetLanguage: "fr", origin: "t"))
    }
    let document = TMX.document(memory, sourceLanguage: "en", toolVersion: "1")
    #expect(document.pairs == controls.count)
    let read = try TMX.read(bytes: Array(document.text.utf8), file: "c.tmx", sourceLanguage: "en")
    #expect(Self.pairs(read) == Self.pairs(memory))
    let bad = document.text.replacing(
      "<ph type=\"x-l10n-char\">U+0001</ph>", with: "<ph type=\"x-l10n-char\">U+zz</ph>")
    #expect(bad != document.text)
    #expect { try TMX.read(bytes: Array(bad.utf8), file: "c.tmx", sourceLanguage: "en") } throws: { error in
      let error = error as? ExchangeError
      return error?.line != nil && error?.message.contains("U+zz") == true
    }
  }

  @Test(.requires(.xmllint)) func itValidatesAgainstTheTMXDTD() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let text = TMX.document(try Self.corpusMemory(), sourceLanguage: "en", toolVersion: "1").text
    // The placeholders for characters XML cannot carry are part of what is validated.
    #expect(text.contains(#"<ph type="x-l10n-char">"#))
    let file = try folder.write("memory.tmx", text)
    let dtd = Fixtures.url("schemas/tmx14.dtd").path
    let result = try CommandRunner.runTool("xmllint", ["--noout", "--dtdvalid", dtd, file.path])
    #expect(result.status == 0, "\(result.output.prefix(2000))")
    // The check can fail: a header without its required attributes does not validate.
    let broken = try folder.write("broken.tmx", text.replacing(#" o-tmf="l10n""#, with: ""))
    #expect(try CommandRunner.runTool("xmllint", ["--noout", "--dtdvalid", dtd, broken.path]).status != 0)
  }

  @Test(.requires(.translateToolkit)) func translateToolkitReadsIt() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let memory = try Self.corpusMemory()
    let file = try folder.write(
      "memory.tmx", TMX.document(memory, sourceLanguage: "en", languages: ["de"], toolVersion: "1").text)
    // Translate Toolkit's TMX store (what its converters and pot2po --tm read): each unit's
    // source and German target, one JSON array a line.
    let script = """
      import json, sys
      from translate.storage import tmx
      store = tmx.tmxfile.parsefile(sys.argv[1])
      store.settargetlanguage("de")
      for unit in store.units:
          print(json.dumps([unit.source, unit.target]))
      """
    let result = try CommandRunner.runTool("python3", ["-c", script, file.path])
    #expect(result.status == 0, "\(result.output.prefix(2000))")
    var read = Set<[String]>()
    for line in result.output.split(separator: "\n") where line.hasPrefix("[") {
      read.insert(try JSONDecoder().decode([String].self, from: Data(line.utf8)))
    }
    // Every German pair whose texts XML carries as they are (the others hold an inline <ph>,
    // which Translate Toolkit reads as markup) is read back with its exact texts.
    let german = Self.pairs(memory).filter { pair in
      pair.language == "de" && (pair.source + pair.target).unicodeScalars.allSatisfy(\.isXMLCharacter)
    }
    #expect(german.count > 1000)
    let missing = german.filter { !read.contains([$0.source, $0.target]) }
    #expect(missing.isEmpty, "Translate Toolkit did not read: \(missing.prefix(3))")
  }

  @Test func otherToolsFilesAreRead() throws {
    // As OmegaT writes TMX 1.1: a DOCTYPE naming the DTD, `lang`, srclang in another case,
    // inline codes.
    let omegaT = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE tmx SYSTEM "tmx11.dtd">
      <tmx version="1.1">
        <header creationtool="OmegaT" o-tmf="OmegaT TMX" adminlang="EN-US" datatype="plaintext" creationtoolversion="6.0" segtype="sentence" srclang="EN-US"/>
        <body>
          <tu>
            <tuv lang="EN-US"><seg>Open <ph x="1">%@</ph></seg></tuv>
            <tuv lang="FR-FR"><seg>Ouvrir <ph x="1">%@</ph></seg></tuv>
          </tu>
          <tu>
            <tuv lang="FR-FR"><seg>Sans source</seg></tuv>
          </tu>
        </body>
      </tmx>
      """
    var memory = try TMX.read(bytes: Array(omegaT.utf8), file: "omegat.tmx", sourceLanguage: "en")
    #expect(memory.units.count == 1)
    memory.spellLanguages(as: ["en", "fr"])
    let search = memory.search(language: "fr", sourceLanguage: "en")
    #expect(search.bestMatch(for: "Open %1$@")?.target == "Ouvrir %@")
    #expect(search.bestMatch(for: "Open %1$@")?.origin == "omegat.tmx:6")
    // srclang *all*: the catalog's source language says which variant is the source.
    let all = omegaT.replacing(#"srclang="EN-US""#, with: #"srclang="*all*""#)
    #expect(try TMX.read(bytes: Array(all.utf8), file: "a.tmx", sourceLanguage: "en-US").units.count == 1)
  }

  @Test func hostileFilesAreRefusedWithAPlace() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    func error(_ text: String) -> ExchangeError? {
      do {
        _ = try TMX.read(bytes: Array(text.utf8), file: "x.tmx", sourceLanguage: "en")
        return nil
      } catch {
        return error
      }
    }
    // Entities are never declared or expanded.
    let laughs = error(
      """
      <?xml version="1.0"?>
      <!DOCTYPE tmx [ <!ENTITY a "aaaaaaaa"> <!ENTITY b "&a;&a;&a;&a;&a;&a;"> ]>
      <tmx version="1.4"><header srclang="en"/><body/></tmx>
      """)
    #expect(laughs?.line == 2)
    #expect(laughs?.column == 15)
    #expect(laughs?.message.contains("internal subset") == true)
    // The same, behind a comment and a processing instruction that mention the root element: the
    // prolog is read as XML reads it, not up to the first "<tmx".
    let hidden = error(
      """
      <?xml version="1.0"?>
      <!-- <tmx --><?note <tmx version="1.4"?>
      <!DOCTYPE tmx [<!ENTITY a "aaaaaaaa">]>
      <tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>&a;</seg></tuv></tu></body></tmx>
      """)
    #expect(hidden?.line == 3)
    #expect(hidden?.column == 15)
    #expect(hidden?.message.contains("internal subset") == true)
    // In UTF-16, where the bytes of "<!DOCTYPE" are not those of UTF-8.
    let utf16 = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE tmx [<!ENTITY a \"a\">]>\n<tmx/>"
    var littleEndian: [UInt8] = []
    for unit in utf16.utf16 { littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect { try TMX.read(bytes: littleEndian, file: "x.tmx", sourceLanguage: "en") } throws: { error in
      let error = error as? ExchangeError
      return error?.line == 2 && error?.column == 15 && error?.message.contains("internal subset") == true
    }
    // An external DTD is named, never read: a file it names that would break parsing is not opened.
    let trap = try folder.write("trap.dtd", "<!ENTITY % broken SYSTEM \"/nonexistent\"> %broken; this is not a DTD")
    let named = """
      <?xml version="1.0"?>
      <!DOCTYPE tmx SYSTEM "\(trap.path)">
      <tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>A</seg></tuv><tuv xml:lang="fr"><seg>B</seg></tuv></tu></body></tmx>
      """
    #expect(try TMX.read(bytes: Array(named.utf8), file: "x.tmx", sourceLanguage: "en").units.count == 1)
    // Malformed XML: where.
    let malformed = error("<tmx version=\"1.4\">\n<header srclang=\"en\"/>\n<body><tu></body></tmx>")
    #expect(malformed?.line == 3)
    #expect(malformed?.column != nil)
    #expect(malformed?.message.contains("not well-formed") == true)
    // Not TMX, not UTF-8, a <tuv> without its language.
    #expect(error("<xliff version=\"1.2\"/>")?.message.contains("<tmx>") == true)
    let bytes = Array("<tmx version=\"1.4\"><body>".utf8) + [0xC3, 0x28] + Array("</body></tmx>".utf8)
    #expect(throws: ExchangeError.self) { try TMX.read(bytes: bytes, file: "x.tmx", sourceLanguage: "en") }
    let noLanguage = error("<tmx version=\"1.4\"><body><tu>\n<tuv><seg>A</seg></tuv></tu></body></tmx>")
    #expect(noLanguage?.line == 2)
    #expect(noLanguage?.message.contains("xml:lang") == true)
  }
}
