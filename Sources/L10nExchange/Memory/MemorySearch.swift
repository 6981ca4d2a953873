import L10nCatalog
import OrderedCollections

/// The pairs of one language, indexed: exact matches by the normalized text, fuzzy candidates by
/// their tokens, so a search looks at the texts that share enough rare tokens with the query
/// rather than at every text.
///
/// A candidate of score `s` between a query of `n` tokens and a text of `m` shares at least
/// `⌈n·s/100⌉` of the query's tokens (every edit removes at most one shared token, and there are
/// at most `(1 − s/100)·max(n, m)` edits). So it holds one of the query's `n − ⌈n·s/100⌉ + 1`
/// rarest tokens (prefix filtering): only those tokens' postings are read.
public struct MemorySearch: Sendable {
  /// One distinct source text (with its plural category) and the translations given for it.
  struct Entry: Sendable {
    var source: String
    var category: String?
    var normalized: String
    var tokens: [Int32]
    var translations: [MemoryMatch]
  }

  private(set) var entries: [Entry] = []
  /// The entries' exact keys (`exactKey`) and the tokens met, each numbered by its position.
  private var exact: OrderedSet<String> = []
  private var tokenIDs: OrderedSet<Substring> = []
  private var postings: [[Int32]] = []

  /// The number of pairs searched.
  public let pairCount: Int

  init(_ units: [TranslationMemory.Unit]) {
    pairCount = units.count
    // Each source's normalized text and tokens, the most of the work, in parts on every
    // processor (for a language of thousands of pairs); the index is then built in order.
    let parts = units.count < 4_096 ? 1 : Parallel.processors
    let texts = Parallel.map(parts) { part in
      units[(part * units.count / parts)..<((part + 1) * units.count / parts)].map { unit in
        let text = MemoryText(unit.source)
        return (normalized: text.normalized, tokens: text.tokens.map { Substring($0.lowercased()) })
      }
    }.joined()
    for (unit, text) in zip(units, texts) {
      let key = Self.exactKey(text.normalized, category: unit.pluralCategory)
      let (isNew, index) = exact.append(key)
      if isNew {
        var tokens: [Int32] = []
        tokens.reserveCapacity(text.tokens.count)
        for token in text.tokens {
          let (isNewToken, id) = tokenIDs.append(token)
          if isNewToken { postings.append([]) }
          tokens.append(Int32(id))
        }
        // Each entry once in a token's postings, however often the token occurs in it.
        for id in Set(tokens) { postings[Int(id)].append(Int32(index)) }
        entries.append(
          Entry(
            source: unit.source, category: unit.pluralCategory, normalized: text.normalized, tokens: tokens,
            translations: []))
      }
      if let same = entries[index].translations.firstIndex(where: { $0.target == unit.target }) {
        entries[index].translations[same].occurrences += 1
        if unit.rank < entries[index].translations[same].rank {
          entries[index].translations[same].rank = unit.rank
          entries[index].translations[same].origin = unit.origin
        }
      } else {
        entries[index].translations.append(
          MemoryMatch(
            score: 100, source: unit.source, target: unit.target, rank: unit.rank, origin: unit.origin,
            occurrences: 1))
      }
    }
    // Within an entry: confirmed translations first, then the most given, then the first seen.
    for index in entries.indices {
      let ordered = entries[index].translations.enumerated().sorted {
        ($0.element.rank, -$0.element.occurrences, $0.offset) < ($1.element.rank, -$1.element.occurrences, $1.offset)
      }
      entries[index].translations = ordered.map(\.element)
    }
  }

  private static func exactKey(_ normalized: String, category: String?) -> String {
    (category ?? "") + "\u{0}" + normalized
  }

  /// The best matches for `source` (a case of `pluralCategory` when it is one) at `minimumScore`
  /// or above, best first: by score, then confirmed before marked for review, then the most
  /// given. One translation appears once, at its best.
  public func matches(
    for source: String, pluralCategory: String? = nil, minimumScore: Int = 100, limit: Int = 3
  ) -> [MemoryMatch] {
    guard limit > 0, !source.isEmpty else { return [] }
    let text = MemoryText(source)
    var found: [MemoryMatch] = []
    let exactIndex = exact.firstIndex(of: Self.exactKey(text.normalized, category: pluralCategory))
    if let exactIndex { found += entries[exactIndex].translations }
    if minimumScore < 100 {
      for (index, score) in fuzzyCandidates(text, category: pluralCategory, minimumScore: max(0, minimumScore))
      where index != exactIndex {
        for var match in entries[index].translations {
          match.score = score
          found.append(match)
        }
      }
    }
    // The order found (exact first, then by entry) decides the rest: the same answer every run.
    let ordered = found.enumerated().sorted {
      ($1.element.score, $0.element.rank, -$0.element.occurrences, $0.offset)
        < ($0.element.score, $1.element.rank, -$1.element.occurrences, $1.offset)
    }
    var seen = Set<String>()
    var result: [MemoryMatch] = []
    for (_, match) in ordered where seen.insert(match.target).inserted {
      result.append(match)
      if result.count == limit { break }
    }
    return result
  }

  /// The best match, or nil.
  public func bestMatch(for source: String, pluralCategory: String? = nil, minimumScore: Int = 100) -> MemoryMatch? {
    matches(for: source, pluralCategory: pluralCategory, minimumScore: minimumScore, limit: 1).first
  }

  /// Whether the memory has the same text (placeholders abstracted) for this case.
  public func hasExactMatch(for source: String, pluralCategory: String? = nil) -> Bool {
    !source.isEmpty && exact.contains(Self.exactKey(MemoryText(source).normalized, category: pluralCategory))
  }

  /// Entries that score `minimumScore` or more against `text`, with their scores.
  private func fuzzyCandidates(_ text: MemoryText, category: String?, minimumScore: Int) -> [(Int, Int)] {
    let n = text.tokens.count
    guard n > 0 else { return [] }
    // Unknown tokens (-1) are in no text: they come first, as the rarest.
    let query = text.tokens.map { tokenIDs.firstIndex(of: Substring($0.lowercased())).map(Int32.init) ?? -1 }
    let shared = max(1, (n * minimumScore + 99) / 100)
    let prefix = n - shared + 1
    let rarest = query.sorted { ($0 < 0 ? -1 : postings[Int($0)].count) < ($1 < 0 ? -1 : postings[Int($1)].count) }
    var candidates = Set<Int32>()
    for token in rarest.prefix(prefix) where token >= 0 {
      candidates.formUnion(postings[Int(token)])
    }
    var result: [(Int, Int)] = []
    for candidate in candidates {
      let entry = entries[Int(candidate)]
      guard entry.category == category else { continue }
      let longer = max(n, entry.tokens.count)
      let allowed = MemoryScore.allowedEdits(longer: longer, minimum: minimumScore)
      guard let distance = MemoryScore.distance(query, entry.tokens, limit: allowed) else { continue }
      let score = MemoryScore.score(distance: distance, lengths: (n, entry.tokens.count))
      if score >= minimumScore { result.append((Int(candidate), score)) }
    }
    return result.sorted { $0.0 < $1.0 }
  }
}
