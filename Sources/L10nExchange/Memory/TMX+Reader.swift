import Foundation
import L10nCatalog
import L10nICU

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension TMX {
  /// The SAX handler: collects each `<tu>`'s variants and keeps the first error.
  final class Reader: SafeXMLDelegate {
    let defaultSourceLanguages: [String]
    var memory = TranslationMemory()
    var sawRoot = false

    private var sourceLanguage: String?
    private var inUnit = false
    private var unitLine = 0
    private var category: String?
    private var variants: [(language: String, text: String, rank: TranslationMemory.Rank)] = []
    private var variantLanguage: String?
    private var variantRank = TranslationMemory.Rank.translated
    /// The `<prop>` being read (its type) and its text.
    private var propType: String?
    private var propText = ""
    /// Inside `<seg>`: its text, inline codes included, and how deep in it the parser is.
    private var inSegment = false
    private var segment = ""
    private var segmentDepth = 0
    /// Inside a `<ph type="x-l10n-char">` (at this depth of the segment): the code point it holds.
    private var character: (depth: Int, code: String)?

    init(file: String, defaultSourceLanguages: [String]) {
      self.defaultSourceLanguages = defaultSourceLanguages
      super.init(file: file)
    }

    override func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes: [String: String] = [:]
    ) {
      if inSegment {
        // Inline codes: their text is part of the segment's, but for the characters TMX.document
        // writes as placeholders.
        segmentDepth += 1
        if elementName == "ph", attributes["type"] == "x-l10n-char", character == nil {
          character = (segmentDepth, "")
        }
        return
      }
      switch elementName {
      case "tmx":
        sawRoot = true
      case "header":
        guard sawRoot else { return fail(parser, "expected <tmx> as the root element, found <header>") }
        if let language = attributes["srclang"], !language.isEmpty, language != "*all*" { sourceLanguage = language }
      case "tu":
        guard sawRoot else { return fail(parser, "expected <tmx> as the root element, found <tu>") }
        inUnit = true
        unitLine = parser.lineNumber
        category = nil
        variants = []
      case "tuv":
        guard inUnit else { return fail(parser, "<tuv> outside a <tu>") }
        // TMX 1.4 writes xml:lang, 1.1 lang.
        guard let language = attributes["xml:lang"] ?? attributes["lang"], !language.isEmpty else {
          return fail(parser, "<tuv> has no xml:lang attribute")
        }
        variantLanguage = language
        variantRank = .translated
      case "prop":
        propType = attributes["type"]
        propText = ""
      case "seg":
        guard variantLanguage != nil else { return fail(parser, "<seg> outside a <tuv>") }
        inSegment = true
        segment = ""
        segmentDepth = 0
        character = nil
      default:
        break
      }
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inSegment {
        if character != nil { character!.code += string } else { segment += string }
      } else if propType != nil {
        propText += string
      }
    }

    override func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
      if inSegment {
        let text = String(decoding: CDATABlock, as: UTF8.self)
        if character != nil { character!.code += text } else { segment += text }
      }
    }

    override func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      if inSegment {
        if segmentDepth == 0 {
          inSegment = false  // </seg>
        } else {
          if let found = character, found.depth == segmentDepth {
            guard let scalar = XLIFFWriter.scalar(codePoint: found.code) else {
              return fail(
                parser, "<ph type=\"x-l10n-char\"> must hold a code point such as U+0018, not \"\(found.code)\"")
            }
            segment.unicodeScalars.append(scalar)
            character = nil
          }
          segmentDepth -= 1
        }
        return
      }
      switch elementName {
      case "prop":
        switch propType {
        case "x-l10n-plural" where variantLanguage == nil: category = propText
        case "x-l10n-state" where variantLanguage != nil:
          variantRank = propText == "needs_review" ? .needsReview : .translated
        default: break
        }
        propType = nil
      case "tuv":
        if let language = variantLanguage { variants.append((language, segment, variantRank)) }
        variantLanguage = nil
        segment = ""
      case "tu":
        inUnit = false
        // The source variant: the source language's tag, else a regional one (en-US for en).
        for source in sourceLanguage.map({ [$0] }) ?? defaultSourceLanguages {
          guard
            let sourceIndex = variants.firstIndex(where: { LanguageTags.same($0.language, source) })
              ?? variants.firstIndex(where: { LanguageTags.isRegional($0.language, of: source) })
          else { continue }
          let sourceVariant = variants[sourceIndex]
          for (index, variant) in variants.enumerated() where index != sourceIndex {
            memory.add(
              TranslationMemory.Unit(
                source: sourceVariant.text, target: variant.text, sourceLanguage: source,
                targetLanguage: variant.language, pluralCategory: category, rank: variant.rank,
                origin: SourcePlace(file: file, line: unitLine).description))
          }
        }
      default:
        break
      }
    }
  }
}
