import Foundation
import L10nCatalog
import L10nICU
import L10nText

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension Glossary {
  /// The glossary in the file at `url`, read from `files` (the session's): TBX (`.tbx`, `.xml`)
  /// or CSV (`.csv`, `.tsv`), by its extension. Terms are in `sourceLanguage`.
  public static func read(_ url: URL, displayPath: String, sourceLanguage: String, from files: any ReadableFiles)
    throws(ExchangeError) -> Glossary
  {
    let bytes = try files.bytes(ofFile: url, name: displayPath, expected: "a glossary, TBX or CSV,")
    switch url.pathExtension.lowercased() {
    case "csv", "tsv": return try csv(bytes, file: displayPath)
    case "tbx", "xml": return try tbx(bytes, file: displayPath, sourceLanguage: sourceLanguage)
    default:
      throw ExchangeError(file: displayPath, "a glossary is a .tbx or a .csv file")
    }
  }

  /// A CSV glossary: a header row whose first column is `term` (the source language), then one
  /// column per language (its tag), and optionally a `forbidden` column (yes, true, 1 or x: the
  /// row's translations are not to be used) and a `translatable` column (no, false, 0: the term is
  /// not to be translated, `Entry.doNotTranslate`). A cell may hold several translations separated
  /// by `|`, the preferred first; one that starts with `!` is forbidden.
  public static func csv(_ bytes: [UInt8], file: String) throws(ExchangeError) -> Glossary {
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords.read(bytes, trimmingSpaces: true)
    } catch {
      throw ExchangeError(file: file, line: error.line, column: error.column, error.message)
    }
    guard let header = records.first else { return Glossary() }
    let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
    guard names.first?.lowercased() == "term" else {
      throw ExchangeError(
        file: file, line: header.line,
        "expected a header row that starts with `term`, then a column per language (term,fr,de), found \(names.first.map { "`\($0)`" } ?? "nothing")"
      )
    }
    let forbiddenColumn = names.firstIndex { $0.lowercased() == "forbidden" }
    let translatableColumn = names.firstIndex { $0.lowercased() == "translatable" }
    var languages: [(column: Int, tag: String)] = []
    for (column, name) in names.enumerated().dropFirst() where column != forbiddenColumn && column != translatableColumn
    {
      guard !name.isEmpty else { continue }
      languages.append((column, name))
    }
    var glossary = Glossary()
    for record in records.dropFirst() {
      let term = record.fields.first?.trimmingCharacters(in: .whitespaces) ?? ""
      guard !term.isEmpty else { continue }
      let rowForbidden =
        forbiddenColumn.map { record.fields.indices.contains($0) ? record.fields[$0] : "" }
        .map { ["yes", "true", "1", "x"].contains($0.trimmingCharacters(in: .whitespaces).lowercased()) } ?? false
      var entry = Entry(term: term, origin: SourcePlace(file: file, line: record.line).description)
      entry.doNotTranslate =
        translatableColumn.map { record.fields.indices.contains($0) ? record.fields[$0] : "" }
        .map { ["no", "false", "0"].contains($0.trimmingCharacters(in: .whitespaces).lowercased()) } ?? false
      for (column, tag) in languages where record.fields.indices.contains(column) {
        let variants = record.fields[column].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty && $0 != "!" }
          .map {
            $0.hasPrefix("!") ? Variant(String($0.dropFirst()), forbidden: true) : Variant($0, forbidden: rowForbidden)
          }
        if !variants.isEmpty { entry.translations[tag, default: []] += variants }
      }
      glossary.merge(entry)
    }
    return glossary
  }

  /// A TBX glossary (TBX-Basic as Translate Toolkit and Weblate write it: `<martif>` with
  /// `<termEntry>`, `<langSet xml:lang>` and `<tig>`/`<ntig>` terms; or TBX v3 with
  /// `<conceptEntry>`, `<langSec>` and `<termSec>`). The terms of the langSet in `sourceLanguage`
  /// (or its base language) are the entry's terms; a term whose `administrativeStatus` or
  /// `normativeAuthorization` is deprecated, superseded or not recommended is forbidden; an entry
  /// with `<descrip type="Translation needed">No</descrip>` (as Weblate writes an untranslatable
  /// term) is not to be translated. A document type declaration that only names its DTD is
  /// accepted; one with entities, refused.
  public static func tbx(_ bytes: [UInt8], file: String, sourceLanguage: String) throws(ExchangeError) -> Glossary {
    let delegate = TBXReader(file: file)
    try SafeXMLDelegate.parse(
      bytes, file: file, with: delegate, namespaces: false,
      documentType: .withoutInternalSubset(root: "martif or tbx"))
    guard delegate.sawRoot else {
      throw ExchangeError(file: file, "expected a TBX document (<martif> or <tbx> root element)")
    }
    var glossary = Glossary()
    let base = Self.base(sourceLanguage)
    for concept in delegate.concepts {
      let sourceTerms =
        concept.terms.first { $0.language == sourceLanguage }.map { [$0] }
        ?? concept.terms.filter { Self.base($0.language) == base }
      for source in sourceTerms.flatMap({ $0.variants.filter { !$0.forbidden } }) {
        var entry = Entry(
          term: source.text, origin: SourcePlace(file: file, line: concept.line).description,
          doNotTranslate: concept.doNotTranslate)
        for language in concept.terms where Self.base(language.language) != base {
          entry.translations[language.language, default: []] += language.variants
        }
        glossary.merge(entry)
      }
    }
    return glossary
  }

  /// Adds `entry`, or its translations to the entry of the same term read before.
  mutating func merge(_ entry: Entry) {
    if let index = entries.firstIndex(where: { $0.term == entry.term }) {
      entries[index].doNotTranslate = entries[index].doNotTranslate || entry.doNotTranslate
      for (language, variants) in entry.translations {
        entries[index].translations[language, default: []] += variants
      }
    } else {
      entries.append(entry)
    }
  }

  static func base(_ tag: String) -> String {
    LanguageTags.base(tag).lowercased()
  }
}

/// The SAX handler of `Glossary.tbx`.
private final class TBXReader: SafeXMLDelegate {
  struct LanguageTerms {
    var language: String
    var variants: [Glossary.Variant] = []
  }

  struct Concept {
    var line: Int
    var terms: [LanguageTerms] = []
    /// `<descrip type="Translation needed">No</descrip>` anywhere in the entry.
    var doNotTranslate = false
  }

  var sawRoot = false
  var concepts: [Concept] = []
  private var concept: Concept?
  private var language: LanguageTerms?
  private var term: String?
  private var termForbidden = false
  private var noteType: String?
  private var text = ""

  override func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes: [String: String] = [:]
  ) {
    switch elementName {
    case "martif", "tbx":
      sawRoot = true
    case "termEntry", "conceptEntry":
      guard sawRoot else {
        return fail(parser, "expected <martif> or <tbx> as the root element, found <\(elementName)>")
      }
      concept = Concept(line: parser.lineNumber)
    case "langSet", "langSec":
      guard concept != nil else { return fail(parser, "<\(elementName)> outside a term entry") }
      let tag = attributes["xml:lang"] ?? attributes["lang"] ?? ""
      guard !tag.isEmpty else { return fail(parser, "<\(elementName)> without xml:lang") }
      language = LanguageTerms(language: tag)
    case "tig", "ntig", "termSec":
      termForbidden = false
      term = nil
    case "term":
      text = ""
    case "termNote", "descrip":
      noteType = attributes["type"]
      text = ""
    default:
      break
    }
  }

  override func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  override func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
  ) {
    switch elementName {
    case "term":
      term = text.trimmingCharacters(in: .whitespacesAndNewlines)
    case "termNote", "descrip":
      if let noteType, ["administrativeStatus", "normativeAuthorization"].contains(noteType) {
        let status = text.lowercased()
        if ["deprecated", "superseded", "notrecommended", "not recommended", "forbidden"].contains(
          where: status.contains)
        {
          termForbidden = true
        }
      }
      if noteType?.lowercased() == "translation needed",
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "no"
      {
        concept?.doNotTranslate = true
      }
      noteType = nil
    case "tig", "ntig", "termSec":
      if let term, !term.isEmpty { language?.variants.append(Glossary.Variant(term, forbidden: termForbidden)) }
      term = nil
    case "langSet", "langSec":
      if let language { concept?.terms.append(language) }
      language = nil
    case "termEntry", "conceptEntry":
      if let concept { concepts.append(concept) }
      concept = nil
    default:
      break
    }
  }
}
