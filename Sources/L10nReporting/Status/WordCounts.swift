import L10nCatalog
import L10nCheck
import L10nICU
import L10nText
import OrderedCollections

/// Source words a language still needs, as `l10n status --words` shows them: what a translator is
/// paid for.
public struct WordCounts: Codable, Sendable, Equatable {
  /// Words of the keys not translated yet (new or missing).
  public var untranslated: Int
  /// Words of the keys whose translation needs review.
  public var needsReview: Int
  /// Words of every counted key: what the language costs from nothing.
  public var total: Int
  /// With costs (`status --words-per-day`, `--price-per-word`): the words to translate that the
  /// translation memory fills exactly (what `fill --from-memory` does for free), the days the
  /// rest takes, and what it costs.
  public var memoryExact: Int?
  public var days: Double?
  public var cost: Double?

  public init(untranslated: Int, needsReview: Int, total: Int) {
    (self.untranslated, self.needsReview, self.total) = (untranslated, needsReview, total)
  }

  /// The words a translator is paid for: those to translate less those memory fills exactly.
  public var toPay: Int { max(0, untranslated - (memoryExact ?? 0)) }

  /// Adds the costs at `rates`, given the words memory fills exactly.
  public mutating func addCosts(_ rates: CostRates, memoryExact: Int) {
    self.memoryExact = memoryExact
    days = rates.wordsPerDay.map { Double(toPay) / $0 }
    cost = rates.pricePerWord.map { Double(toPay) * $0 }
  }
}

/// What a translator does in a day and is paid per word (`status --words-per-day`,
/// `--price-per-word`, l10n.yml's `costs:`).
public struct CostRates: Sendable, Equatable {
  public var wordsPerDay: Double?
  public var pricePerWord: Double?

  public init(wordsPerDay: Double? = nil, pricePerWord: Double? = nil) {
    (self.wordsPerDay, self.pricePerWord) = (wordsPerDay, pricePerWord)
  }

  public var isEmpty: Bool { wordsPerDay == nil && pricePerWord == nil }
}

/// The source words of a key as a translator into one language gets them: each text once, and a
/// plural variation as one text per category that language needs (ICU), the source's case for it
/// or its `other`. Words are ICU's (`WordCounter`, in the source language); placeholders such as
/// `%@`, and `%arg` in a substitution's cases, are not words.
public struct SourceWords {
  let counter: WordCounter

  public init(sourceLanguage: String) {
    counter = WordCounter(language: sourceLanguage)
  }

  /// The words of `source` (the key's source localization; the key is the text without one).
  func words(of source: Localization?, key: String, requiredPlurals: [String]) -> Int {
    guard let source else { return count(key) }
    var visitor = Visitor(
      words: self, requiredPlurals: requiredPlurals, substitutionKinds: ArgumentSignature.substitutionKinds(of: source))
    source.walkTexts(&visitor)
    return visitor.total
  }

  /// The words of a text, its placeholders left out; `substitutionArgument` for a text of a
  /// substitution's case (see `FormatSpecifier.parse`).
  public func count(_ text: String, substitutionArgument: FormatSpecifier.Kind? = nil) -> Int {
    var ranges: [Range<Int>] = []
    FormatSpecifier.forEachPercent(in: text, substitutionArgument: substitutionArgument) { percent, range in
      if case .placeholder = percent { ranges.append(range) }
    }
    guard !ranges.isEmpty else { return counter.count(text) }
    let utf8 = Array(text.utf8)
    var plain = ""
    var offset = 0
    for range in ranges {
      plain += String(decoding: utf8[offset..<range.lowerBound], as: UTF8.self) + " "
      offset = range.upperBound
    }
    plain += String(decoding: utf8[offset...], as: UTF8.self)
    return counter.count(plain)
  }

  private struct Visitor: TextVisitor {
    let words: SourceWords
    let requiredPlurals: [String]
    let substitutionKinds: [String: (position: Int?, kind: FormatSpecifier.Kind?)]
    var total = 0

    mutating func visitText(_ text: CatalogText, at path: TextPath) {
      // Plural cases are counted by category, in visitPluralCases.
      guard !path.steps.contains(where: { if case .plural = $0 { true } else { false } }) else { return }
      switch text {
      case .unit(let unit): total += words.count(unit.value)
      case .set(let set): total += set.values.reduce(0) { $0 + words.count($1) }
      }
    }

    mutating func visitPluralCases(_ cases: OrderedDictionary<String, Localization>, at path: TextPath) {
      // The cases of a substitution write its number as `%arg`.
      let argument = path.substitution.map { substitutionKinds[$0]?.kind ?? .long }
      for category in requiredPlurals {
        let text = (cases[category] ?? cases["other"])?.stringUnit?.value ?? ""
        total += words.count(text, substitutionArgument: argument)
      }
    }
  }
}

extension CatalogKeyStates {
  /// Per language (as `languages`), the source words of the keys in each state.
  public func wordCounts(in catalog: StringCatalog) -> [WordCounts] {
    let words = SourceWords(sourceLanguage: sourceLanguage)
    // Languages that need the same plural categories share the words of every key.
    var byCategories: [[String]: [Int]] = [:]
    return languages.indices.map { index in
      let required = PluralRules.forLanguage(languages[index]).required
      if byCategories[required] == nil {
        byCategories[required] = keys.map { key in
          words.words(
            of: catalog.strings[key]?.localizations?[sourceLanguage], key: key, requiredPlurals: required)
        }
      }
      let keyWords = byCategories[required]!
      var counts = WordCounts(untranslated: 0, needsReview: 0, total: 0)
      for (state, count) in zip(states[index], keyWords) {
        counts.total += count
        switch state {
        case .new, .missing: counts.untranslated += count
        case .needsReview: counts.needsReview += count
        case .translated: break
        }
      }
      return counts
    }
  }
}
