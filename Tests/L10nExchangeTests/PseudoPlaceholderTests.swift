import L10nCatalog
import L10nExchange
import L10nTestSupport
import L10nText
import OrderedCollections
import Testing

/// Pseudo-localization never changes a byte inside a placeholder, as `FormatSpecifier` reads them.
@Suite struct PseudoPlaceholderTests {
  /// What a text's `%` signs keep: every placeholder, `%%`, and the placeholder `String(format:)`
  /// reads with a space flag, in order.
  static func kept(_ text: String, inSubstitution: Bool) -> [String] {
    var result: [String] = []
    FormatSpecifier.forEachPercent(in: text, substitutionArgument: inSubstitution ? .long : nil) { percent, _ in
      switch percent {
      case .placeholder(let specifier): result.append(specifier.text)
      case .escaped: result.append("%%")
      case .stray(_, let readAs?): result.append(readAs)
      case .stray(_, nil): break
      }
    }
    return result
  }

  @Test func namedPlaceholdersStayWhole() {
    let pseudo = PseudoLocalizer.transform("%1$(friendsPosts)lld posts from %2$(name)@")
    #expect(pseudo.hasPrefix("[%1$(friendsPosts)lld þöšţš ƒŕöɱ %2$(name)@ "))
    #expect(pseudo.contains("%1$(friendsPosts)lld") && pseudo.contains("%2$(name)@"))
    #expect(PseudoLocalizer.transform("%1$#@arg1@ v %2$#@arg2@").hasPrefix("[%1$#@arg1@ ṽ %2$#@arg2@ "))
    #expect(PseudoLocalizer.transform("%arg files", inSubstitution: true).hasPrefix("[%arg ƒîļéš "))
    // `String(format:)` reads "% o" with a space flag: it stays, so the text formats as before.
    #expect(PseudoLocalizer.transform("50 % off").hasPrefix("[50 % oƒƒ "))
    #expect(PseudoLocalizer.transform("50 % de").hasPrefix("[50 % dé "))
  }

  /// Every text of the 13 corpus catalogs, source and translations, in every language: the
  /// placeholders of the pseudo text are those of the text, byte for byte and in order.
  @Test(arguments: Fixtures.realCatalogNames)
  func everyCorpusTextKeepsItsPlaceholders(name: String) throws {
    let catalog = try StringCatalog(bytes: try Fixtures.bytes("real/" + name), file: name)
    var languages: [String] = [catalog.sourceLanguage]
    for (_, entry) in catalog.strings {
      for language in entry.localizations?.keys ?? [] where !languages.contains(language) { languages.append(language) }
    }
    var texts = 0
    var withPlaceholders = 0
    for language in languages {
      for unit in UnitCollector(targetLanguage: language).file(for: catalog, original: name).units {
        let inSubstitution = unit.path.substitution != nil
        for text in [unit.source] + (unit.target.map { [$0] } ?? []) + (unit.sourceValues ?? []) {
          texts += 1
          let before = Self.kept(text, inSubstitution: inSubstitution)
          if !before.isEmpty { withPlaceholders += 1 }
          let pseudo = PseudoLocalizer.transform(text, inSubstitution: inSubstitution)
          let after = Self.kept(String(pseudo.dropFirst()), inSubstitution: inSubstitution)
          #expect(after == before, "\(name) \(unit.id) [\(language)]: \(text) → \(pseudo)")
        }
      }
    }
    #expect(texts > 0)
    _ = withPlaceholders
  }
}
