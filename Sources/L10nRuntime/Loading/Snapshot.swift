import Foundation
import L10nCatalog
import L10nICU
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
    let languages = Set(catalogs.flatMap(\.catalog.languages)).sorted()
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
    for (name, catalog) in catalogs {
      tables[name] = TableBuilder(shared: shared, catalog: catalog).table()
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
    guard !arguments.isEmpty, key.contains("%"),
      let prepared = TextPreparer(device: "other", useNeedsReview: true).prepare(
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

/// Works out a table's answers.
private struct TableBuilder {
  struct Shared {
    var languages: [String]
    var rules: [String: PluralSelector]
    var locales: [String: Locale]
    var preparer: TextPreparer
    var fallbackToSourceLanguage: Bool
  }

  let shared: Shared
  let catalog: StringCatalog
  /// For each language of the snapshot, then for none, the catalog's languages that answer, best
  /// first.
  private let chains: [[String]]
  private var chainOf: [String: [String]] = [:]

  init(shared: Shared, catalog: StringCatalog) {
    self.shared = shared
    self.catalog = catalog
    let available = Set(catalog.languages)
    let source = catalog.sourceLanguage
    var chains: [[String]] = shared.languages.map { language in
      var chain = LanguageNegotiation.fallbackChain(for: language, available: available, source: source)
      if !shared.fallbackToSourceLanguage, let last = chain.last, !Self.isAncestor(last, of: language) {
        chain.removeLast()
      }
      return chain
    }
    chains.append(shared.fallbackToSourceLanguage ? [source] : [])
    self.chains = chains
    for (language, chain) in zip(shared.languages, chains) { chainOf[language] = chain }
  }

  /// Whether `ancestor` is `tag` or `tag` with subtags dropped (`fr` of `fr-CA`).
  private static func isAncestor(_ ancestor: String, of tag: String) -> Bool {
    let (ancestor, tag) = (LanguageTags.comparable(ancestor), LanguageTags.comparable(tag))
    return tag == ancestor || tag.hasPrefix(ancestor + "-")
  }

  func table() -> Table {
    var answers: [String: [Answer?]] = [:]
    answers.reserveCapacity(catalog.strings.count)
    for (key, entry) in catalog.strings {
      guard let localizations = entry.localizations, !localizations.isEmpty else { continue }
      var own: [String: (text: String?, node: TextNode)] = [:]
      for (language, localization) in localizations {
        if let prepared = shared.preparer.prepare(localization) { own[language] = prepared }
      }
      guard !own.isEmpty else { continue }
      var made: [String: Answer] = [:]
      answers[key] = chains.map { chain in
        chain.first { own[$0] != nil }.map { answer($0, own, &made, depth: 0) }
      }
    }
    return Table(sourceLanguage: catalog.sourceLanguage, answers: answers)
  }

  /// What `language`, which has a text for the key, answers; when a number selects a case it
  /// lacks, the next language of its chain that has a text answers.
  private func answer(
    _ language: String, _ own: [String: (text: String?, node: TextNode)], _ made: inout [String: Answer], depth: Int
  ) -> Answer {
    if let known = made[language] { return known }
    let (text, node) = own[language]!
    var result = Answer(text: text, prepared: nil)
    if text == nil || text!.contains("%") {
      // The chain's languages come each once, so this ends; the depth only guards it.
      let next =
        depth > shared.languages.count
        ? nil : (chainOf[language] ?? []).drop { $0 != language }.dropFirst().first { own[$0] != nil }
      result.prepared = PreparedText(
        node: node, rules: shared.rules[language] ?? PluralSelector(language: language),
        locale: shared.locales[language] ?? Locale(identifier: language),
        next: next.map { answer($0, own, &made, depth: depth + 1) })
    }
    made[language] = result
    return result
  }
}
