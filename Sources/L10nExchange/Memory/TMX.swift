import Foundation
import L10nICU
import L10nText

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// TMX 1.4b, the translation memory format CAT tools and TMSs exchange (OmegaT, Trados, Phrase).
///
/// Written: one `<tu>` per source text (and plural category, `<prop type="x-l10n-plural">`), one
/// `<tuv>` per language; a language with several translations of the same text gets a further
/// `<tu>` for each, so no pair is lost. A translation marked for review carries
/// `<prop type="x-l10n-state">needs_review</prop>`. A character XML 1.0 cannot carry at all (a
/// control character such as U+0018) is written as `<ph type="x-l10n-char">U+0018</ph>`, which
/// the reader turns back into the character. Valid against the TMX 1.4b DTD.
///
/// Read: TMX 1.1 to 1.4 from any tool, with the same care as XLIFF: nothing outside the file is
/// read (a document type declaration may name the DTD, as OmegaT's do, but one with an internal
/// subset, where entities are declared, is refused), and errors give the line and column. Inline
/// codes in `<seg>` (`<ph>`, `<bpt>`, …) count as the text they hold.
public enum TMX {
  /// A TMX document and what it holds.
  public struct Document: Sendable {
    public var text: String
    /// The `<tu>` elements written.
    public var units = 0
    /// The pairs written: each translation's `<tuv>` beside its source's (a pair the memory holds
    /// several times is written once).
    public var pairs = 0
  }

  /// The TMX document for `memory`'s pairs from `sourceLanguage` (into `languages` when given).
  public static func document(
    _ memory: TranslationMemory, sourceLanguage: String, languages: [String]? = nil, toolVersion: String
  ) -> Document {
    struct Group {
      var source: String
      var category: String?
      var targets: [String: [(text: String, rank: TranslationMemory.Rank)]] = [:]
    }
    var groups: [String: Group] = [:]
    for unit in memory.units where LanguageTags.same(unit.sourceLanguage, sourceLanguage) {
      if let languages, !languages.contains(where: { LanguageTags.same($0, unit.targetLanguage) }) {
        continue
      }
      let key = (unit.pluralCategory ?? "") + "\u{0}" + unit.source
      var group = groups[key] ?? Group(source: unit.source, category: unit.pluralCategory)
      var list = group.targets[unit.targetLanguage, default: []]
      if let same = list.firstIndex(where: { $0.text == unit.target }) {
        list[same].rank = min(list[same].rank, unit.rank)
      } else {
        list.append((unit.target, unit.rank))
      }
      group.targets[unit.targetLanguage] = list
      groups[key] = group
    }
    var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    out += #"<!DOCTYPE tmx SYSTEM "tmx14.dtd">"# + "\n"
    out += #"<tmx version="1.4">"# + "\n"
    XMLTags.xcode.appendStartTag(
      "header",
      [
        "creationtool": "l10n", "creationtoolversion": toolVersion, "segtype": "sentence", "o-tmf": "l10n",
        "adminlang": "en", "srclang": sourceLanguage, "datatype": "plaintext",
      ], isEmpty: true, indent: 2, to: &out)
    out += "\n  <body>\n"
    var units = 0
    var pairs = 0
    for key in groups.keys.sorted(by: String.ordinalLess) {
      let group = groups[key]!
      let languages = group.targets.keys.sorted(by: String.ordinalLess)
      let rows = group.targets.values.map(\.count).max() ?? 0
      for row in 0..<rows {
        units += 1
        out += "    <tu>\n"
        if let category = group.category {
          out += "      <prop type=\"x-l10n-plural\">"
          XLIFFWriter.appendText(category, to: &out)
          out += "</prop>\n"
        }
        appendVariant(language: sourceLanguage, text: group.source, rank: .translated, to: &out)
        for language in languages {
          guard let targets = group.targets[language], row < targets.count else { continue }
          pairs += 1
          appendVariant(language: language, text: targets[row].text, rank: targets[row].rank, to: &out)
        }
        out += "    </tu>\n"
      }
    }
    out += "  </body>\n"
    out += "</tmx>\n"
    return Document(text: out, units: units, pairs: pairs)
  }

  private static func appendVariant(
    language: String, text: String, rank: TranslationMemory.Rank, to out: inout String
  ) {
    // One per text of the memory: whole literals, as XLIFF's units are written.
    out += "      <tuv xml:lang=\""
    XLIFFWriter.appendAttribute(language, to: &out)
    out += "\">"
    if rank == .needsReview { out += "<prop type=\"x-l10n-state\">needs_review</prop>" }
    out += "<seg>"
    XLIFFWriter.appendText(text, unrepresentable: .tmxPlaceholder, to: &out)
    out += "</seg></tuv>\n"
  }

  /// The pairs of the TMX file at `url`, read from `files` (the session's); see
  /// `read(bytes:file:sourceLanguages:)`.
  public static func read(
    _ url: URL, displayPath: String, sourceLanguages: [String], from files: any ReadableFiles
  ) throws(ExchangeError) -> TranslationMemory {
    let bytes = try files.bytes(ofFile: url, name: displayPath, expected: "a TMX translation memory")
    return try read(bytes: bytes, file: displayPath, sourceLanguages: sourceLanguages)
  }

  /// The pairs of a TMX file: each `<tu>`'s source variant (the header's `srclang`) with each of
  /// its other variants. Where `srclang` is `*all*` or missing, each of `sourceLanguages` (the
  /// catalogs' source languages) that a `<tu>` has a variant in is a source.
  public static func read(bytes: [UInt8], file: String, sourceLanguages: [String]) throws(ExchangeError)
    -> TranslationMemory
  {
    let delegate = Reader(file: file, defaultSourceLanguages: sourceLanguages)
    try SafeXMLDelegate.parse(
      bytes, file: file, with: delegate, namespaces: false, documentType: .withoutInternalSubset(root: "tmx"))
    guard delegate.sawRoot else { throw ExchangeError(file: file, "expected a TMX document (<tmx> root element)") }
    return delegate.memory
  }

  /// The pairs of a TMX file whose `srclang`, when `*all*` or missing, is `sourceLanguage`.
  public static func read(bytes: [UInt8], file: String, sourceLanguage: String) throws(ExchangeError)
    -> TranslationMemory
  {
    try read(bytes: bytes, file: file, sourceLanguages: [sourceLanguage])
  }
}
