import Foundation
import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// The tables of one load, made once and never changed: lookups share it without a lock until a
/// reload publishes the next (`SnapshotGate`).
///
/// For every table, key and language the answer is worked out here, the fallback chain
/// included: a plain text is the `String` a lookup returns, a text that varies or takes
/// arguments is made ready (`PreparedText`), so a lookup is two dictionary reads and an index.
final class Snapshot: Sendable {
  /// The languages some catalog has, sorted.
  let languages: [String]
  /// `languages`, for the negotiation of a locale the catalogs do not name.
  private let available: Set<String>
  /// Each language's index in `languages`, under the spellings a locale may give it: as the
  /// catalogs write it, in lower case with `-`, and with `_` (`zh_Hant_TW`).
  let spellings: [String: Int]
  let tables: [String: Table]
  /// The source language of the table `Localizable`, else of the first table by name.
  let sourceLanguage: String
  /// For a missing key formatted with the arguments.
  private let keyRules: PluralSelector

  init(catalogs: [(table: String, catalog: StringCatalog)], options: LocalizedStrings.Options) {
    let catalogLanguages = catalogs.map(\.catalog.languages)
    let languages = Set(catalogLanguages.joined()).sorted()
    var spellings: [String: Int] = [:]
    for (index, language) in languages.enumerated() {
      for spelling in [language, LanguageTags.comparable(language), language.replacing("-", with: "_")]
      where spellings[spelling] == nil {
        spellings[spelling] = index
      }
    }
    let shared = TableBuilder.Shared(
      languages: languages,
      rules: Dictionary(uniqueKeysWithValues: languages.map { ($0, PluralSelector(language: $0)) }),
      locales: Dictionary(uniqueKeysWithValues: languages.map { ($0, Locale(identifier: $0)) }),
      preparer: TextPreparer(device: options.device.rawValue, useNeedsReview: options.useNeedsReview),
      fallbackToSourceLanguage: options.fallbackToSourceLanguage)
    var tables: [String: Table] = [:]
    for ((name, catalog), own) in zip(catalogs, catalogLanguages) {
      tables[name] = TableBuilder(shared: shared, catalog: catalog, languages: own).table()
    }
    self.languages = languages
    available = Set(languages)
    self.spellings = spellings
    self.tables = tables
    let main = catalogs.first { $0.table == "Localizable" } ?? catalogs.min { $0.table < $1.table }
    sourceLanguage = main?.catalog.sourceLanguage ?? "en"
    keyRules = shared.rules[sourceLanguage] ?? PluralSelector(language: sourceLanguage)
  }

  /// The index of the language that answers for `locale`: a language of the catalogs as they
  /// spell it (no work), else the first of its chain (`fr-CH` → `fr`); `languages.count` when
  /// none does, whose answers are each table's source language.
  func languageIndex(_ locale: String) -> Int {
    if let index = spellings[locale] { return index }
    let chain = LanguageNegotiation.fallbackChain(for: locale, available: available, source: "")
    guard let first = chain.first, !first.isEmpty else { return languages.count }
    return spellings[first] ?? languages.count
  }

  /// `key` as a text, formatted with `arguments`: what a missing key answers.
  func formattedKey(_ key: String, _ arguments: [Argument], numbers: Bool) -> String {
    var preparer = TextPreparer(device: "other", useNeedsReview: true)
    guard !arguments.isEmpty, key.contains("%"),
      let prepared = preparer.prepare(
        Localization(stringUnit: StringUnit(state: .translated, value: key)))
    else { return key }
    let text = PreparedText(node: prepared.node, rules: keyRules, locale: Locale(identifier: sourceLanguage), next: nil)
    return text.text(arguments, numbers: numbers) ?? key
  }
}

/// One catalog's answers: per key, one per language of the snapshot (by index), and last the
/// answer when no language of the catalog answers for the locale asked.
final class Table: Sendable {
  let sourceLanguage: String
  let answers: [String: [Answer?]]

  init(sourceLanguage: String, answers: [String: [Answer?]]) {
    self.sourceLanguage = sourceLanguage
    self.answers = answers
  }
}

/// Works out a table's answers. The catalog's languages are worked with by their index in its
/// `languages`, so a key's texts, answers and chains are arrays, not dictionaries of tags.
private struct TableBuilder {
  struct Shared {
    var languages: [String]
    var rules: [String: PluralSelector]
    var locales: [String: Locale]
    var preparer: TextPreparer
    var fallbackToSourceLanguage: Bool
  }

  /// A language's text for a key, made ready: what `TextPreparer.prepare` gives.
  typealias Prepared = (text: String?, node: TextNode)

  let shared: Shared
  let catalog: StringCatalog
  /// The catalog's languages (`StringCatalog.languages`) by tag: their index in it.
  private let indexes: [String: Int]
  /// For each language of the snapshot, then for none, the catalog's languages that answer, best
  /// first.
  private let chains: [[Int]]
  /// For each of the catalog's languages, its chain.
  private let chainOf: [[Int]]
  /// Each of the catalog's languages' plural rules and locale.
  private let rules: [PluralSelector]
  private let locales: [Locale]

  init(shared: Shared, catalog: StringCatalog, languages: [String]) {
    self.shared = shared
    self.catalog = catalog
    var indexes: [String: Int] = [:]
    for (index, language) in languages.enumerated() where indexes[language] == nil { indexes[language] = index }
    self.indexes = indexes
    let available = Set(languages)
    let source = catalog.sourceLanguage
    var chains: [[Int]] = shared.languages.map { language in
      var chain = LanguageNegotiation.fallbackChain(for: language, available: available, source: source)
      if !shared.fallbackToSourceLanguage, let last = chain.last, !Self.isAncestor(last, of: language) {
        chain.removeLast()
      }
      return chain.compactMap { indexes[$0] }
    }
    chains.append(shared.fallbackToSourceLanguage ? indexes[source].map { [$0] } ?? [] : [])
    self.chains = chains
    var chainOf = [[Int]](repeating: [], count: languages.count)
    for (language, chain) in zip(shared.languages, chains) {
      if let index = indexes[language] { chainOf[index] = chain }
    }
    self.chainOf = chainOf
    rules = languages.map { shared.rules[$0] ?? PluralSelector(language: $0) }
    locales = languages.map { shared.locales[$0] ?? Locale(identifier: $0) }
  }

  /// Whether `ancestor` is `tag` or `tag` with subtags dropped (`fr` of `fr-CA`).
  private static func isAncestor(_ ancestor: String, of tag: String) -> Bool {
    let (ancestor, tag) = (LanguageTags.comparable(ancestor), LanguageTags.comparable(tag))
    return tag == ancestor || tag.hasPrefix(ancestor + "-")
  }

  /// The table; a large catalog's keys are worked out in parts on every processor.
  func table() -> Table {
    let keys = catalog.strings.keys.elements
    let entries = catalog.strings.values.elements
    let parts = max(1, min(Parallel.processors, keys.count / 128))
    let found = Parallel.map(parts) { part in
      self.answers(of: keys, entries, (keys.count * part / parts)..<(keys.count * (part + 1) / parts))
    }
    var answers: [String: [Answer?]] = [:]
    answers.reserveCapacity(keys.count)
    for part in found {
      for (key, answer) in part { answers[key] = answer }
    }
    return Table(sourceLanguage: catalog.sourceLanguage, answers: answers)
  }

  /// The answers of the keys in `range`.
  private func answers(of keys: [String], _ entries: [CatalogEntry], _ range: Range<Int>) -> [(String, [Answer?])] {
    var answers: [(String, [Answer?])] = []
    answers.reserveCapacity(range.count)
    var work = KeyWork(count: indexes.count)
    var preparer = shared.preparer
    for index in range {
      guard let localizations = entries[index].localizations, !localizations.isEmpty else { continue }
      work.reset()
      // Each localization is read where it is: a copy would retain all it holds.
      localizations.values.withUnsafeBufferPointer { values in
        for (position, tag) in localizations.keys.enumerated() {
          guard let language = indexes[tag], let prepared = preparer.prepare(values[position]) else { continue }
          work.texts[language] = prepared
          work.has[language] = true
          work.any = true
        }
      }
      guard work.any else { continue }
      var answer = [Answer?](repeating: nil, count: chains.count)
      for (at, chain) in chains.enumerated() {
        guard let first = chain.first(where: { work.has[$0] }) else { continue }
        answer[at] = self.answer(first, &work, depth: 0)
      }
      answers.append((keys[index], answer))
    }
    return answers
  }

  /// One key's texts and answers in each of the catalog's languages, kept from key to key.
  private struct KeyWork {
    var texts: [Prepared?]
    var has: [Bool]
    var made: [Answer?]
    var any = false

    init(count: Int) {
      texts = Array(repeating: nil, count: count)
      has = Array(repeating: false, count: count)
      made = Array(repeating: nil, count: count)
    }

    mutating func reset() {
      guard any else { return }
      for language in texts.indices where has[language] {
        texts[language] = nil
        has[language] = false
        made[language] = nil
      }
      any = false
    }
  }

  /// What `language`, which has a text for the key, answers; when a number selects a case it
  /// lacks, the next language of its chain that has a text answers.
  private func answer(_ language: Int, _ work: inout KeyWork, depth: Int) -> Answer {
    if let known = work.made[language] { return known }
    let (text, node) = work.texts[language]!
    var result = Answer(text: text, prepared: nil)
    if text == nil || text!.containsASCII(UInt8(ascii: "%")) {
      // The chain's languages come each once, so this ends; the depth only guards it.
      var next: Int?
      if depth <= shared.languages.count, let at = chainOf[language].firstIndex(of: language) {
        next = chainOf[language][(at + 1)...].first { work.has[$0] }
      }
      result.prepared = PreparedText(
        node: node, rules: rules[language], locale: locales[language],
        next: next.map { answer($0, &work, depth: depth + 1) })
    }
    work.made[language] = result
    return result
  }
}
