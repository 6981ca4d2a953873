import L10nCatalog
import L10nProject
import L10nText
import OrderedCollections

/// One catalog's walk (or one slice of its keys): the one walk every rule's check is called from,
/// at the level the rule fits (`CheckRule`), with what the walk has worked out there.
struct CatalogPass {
  let input: CatalogInput
  let options: CheckOptions
  let severities: [RuleID: Severity]
  /// The rules that run, prepared, by level (this slice's own copy: its own tallies).
  var rules: ActiveRules
  let keyPattern: KeyPattern.Matcher
  var findings: [Finding] = []
  var coverage: CatalogCoverage
  /// Coverage per language and per screen.
  var tally: CoverageTally
  /// What is known about each language met so far, and where to find it by tag.
  var facts: [LanguageFacts] = []
  var factsIndex: [String: Int] = [:]
  /// Each language in the order the walk met it, with the key that used it first.
  var firstUses: [(language: String, key: String)] = []
  /// The language last met at each position of a key's `localizations`, and its facts' index:
  /// keys mostly list the same languages in the same order, so comparing tags saves hashing them.
  var factsByPosition: [(language: String, index: Int)] = []
  /// The source language's base code (`pt` for `pt-BR`).
  let sourceBase: String
  /// Whether the catalog is the `InfoPlist` table, whose keys Xcode names (`XcodeNamedKeys`).
  let isInfoPlistCatalog: Bool

  /// Per key, reused: the text leaves and plural groups of every localization, each
  /// localization's share of them, and the source texts' profiles.
  var leaves: [TextLeaf] = []
  /// Per leaf of `leaves`, its `%` signs once a rule has asked (`percents(ofLeaf:)`).
  var leafPercents: [[FormatSpecifier.Percent]?] = []
  var groups: [PluralGroup] = []
  var coverageSlots: [LocalizationSlot]
  var sourceProfiles: [(TextPath, TextProfile)] = []
  /// The key states kept for `CheckOptions.keepsKeyStates` (nil otherwise), and where the key's
  /// source-language localization is, for its own state.
  var keyStates: KeptKeyStates?
  var sourceSlot = LocalizationSlot()

  /// Where a coverage language's localization is in the key's `localizations`, and its leaves
  /// and groups; `position` is -1 when the key has none.
  struct LocalizationSlot {
    var position = -1
    var facts = 0
    var leaves = 0..<0
    var groups = 0..<0
  }

  /// - Parameters:
  ///   - languages: the coverage languages (`coverageLanguages`).
  ///   - rules: the rules that run, prepared (`ActiveRules`).
  ///   - keyStates: the empty record of key states, when kept (`CheckOptions.keepsKeyStates`).
  init(
    input: CatalogInput, options: CheckOptions, severities: [RuleID: Severity], rules: ActiveRules,
    languages: [String], keyStates: KeptKeyStates?
  ) {
    self.input = input
    self.options = options
    self.severities = severities
    self.rules = rules
    keyPattern = options.keyPattern.matcher()
    coverage = CatalogCoverage(file: input.file, languages: [])
    self.keyStates = keyStates
    tally = CoverageTally(languages: languages)
    coverageSlots = Array(repeating: LocalizationSlot(), count: languages.count)
    sourceBase = LanguageFacts.base(of: input.catalog.sourceLanguage)
    isInfoPlistCatalog = XcodeNamedKeys.isInfoPlistCatalog(input.file)
  }

  var catalog: StringCatalog { input.catalog }
  var source: String { catalog.sourceLanguage }
  /// The languages coverage is counted for.
  var languages: [String] { tally.languages }

  // MARK: Emitting

  mutating func emit(
    _ rule: RuleID, key: String?, language: String? = nil, _ message: String, suggestion: String? = nil
  ) {
    guard let severity = severities[rule] else { return }
    let location = key.flatMap { input.locations?.location(key: $0, language: language) }
    findings.append(
      Finding(
        rule: rule, severity: severity, file: input.file, line: location?.line ?? 1,
        column: location?.column ?? 1, key: key, language: language, message: message, suggestion: suggestion))
  }

  /// A finding of `rule` at a place of its own (a usage in a Swift file), at the rule's severity.
  mutating func emit(_ rule: RuleID, at place: KeyPlace, _ message: String) {
    guard let severity = severities[rule] else { return }
    findings.append(
      Finding(
        rule: rule, severity: severity, file: place.file, line: place.line, column: place.column, key: place.key,
        message: message))
  }

  /// The facts of `language`, worked out the first time it is met.
  mutating func factsIndex(of language: String, key: String) -> Int {
    if let known = factsIndex[language] { return known }
    firstUses.append((language, key))
    let index = facts.count
    facts.append(LanguageFacts(language, sourceBase: sourceBase, coverageIndex: languages.firstIndex(of: language)))
    factsIndex[language] = index
    return index
  }

  /// The facts of the language at `position` of `key`'s localizations.
  mutating func factsIndex(of language: String, at position: Int, key: String) -> Int {
    if position < factsByPosition.count, factsByPosition[position].language == language {
      return factsByPosition[position].index
    }
    let index = factsIndex(of: language, key: key)
    if position < factsByPosition.count {
      factsByPosition[position] = (language, index)
    } else if position == factsByPosition.count {
      factsByPosition.append((language, index))
    }
    return index
  }

  /// The plural rules of a language (by its facts' index), asked of ICU once per pass.
  mutating func plural(_ index: Int) -> LanguageFacts.Plural {
    if let known = facts[index].plural { return known }
    let plural = LanguageFacts.Plural(facts[index])
    facts[index].plural = plural
    return plural
  }

  // MARK: The walk

  /// Checks a slice of the keys (by index).
  mutating func walk(keys range: Range<Int>) {
    let strings = catalog.strings
    // The entries and localizations are read where they are: a copy of each (as `values[i]`
    // gives) retained every text and table it holds, once per key and language.
    strings.values.withUnsafeBufferPointer { entries in
      walk(keys: range, of: strings.keys, entries)
    }
  }

  private mutating func walk(
    keys range: Range<Int>, of keys: OrderedSet<String>, _ entries: UnsafeBufferPointer<CatalogEntry>
  ) {
    // The rules, taken out of the pass while the walk calls them in place with it.
    var rules = ActiveRules()
    swap(&rules, &self.rules)
    defer { swap(&rules, &self.rules) }
    var texts: [TextContext] = []
    var context = LocalizationContext()
    for index in range {
      let firstFinding = findings.count
      let key = keyContext(keys[index], at: index, entries[index])
      for index in rules.key.indices { rules.key[index].check(key, in: &self) }
      leaves.removeAll(keepingCapacity: true)
      leafPercents.removeAll(keepingCapacity: true)
      groups.removeAll(keepingCapacity: true)
      sourceProfiles.removeAll(keepingCapacity: true)
      texts.removeAll(keepingCapacity: true)
      for slot in coverageSlots.indices { coverageSlots[slot].position = -1 }
      sourceSlot.position = -1
      let isTranslatable = entries[index].isTranslatable
      if let localizations = entries[index].localizations {
        localizations.values.withUnsafeBufferPointer { values in
          for position in values.indices {
            let language = localizations.keys[position]
            walk(
              values[position], language, at: position, of: key, isTranslatable: isTranslatable, &rules,
              &context, &texts)
          }
        }
      }
      for index in rules.text.indices { rules.text[index].check(texts: texts, of: key, in: &self) }
      if entries[index].extractionState == .stale {
        keyStates?.staleKeys += 1
      } else if isTranslatable {
        countCoverage(key, entries[index].localizations ?? [:], &rules.coverage)
      } else {
        keyStates?.untranslatableKeys += 1
      }
      // The key's findings, from its rules at every level, in the report order.
      Finding.sortInReportOrder(&findings, from: firstFinding)
    }
  }

  /// One localization of a key: its leaves, its coverage slot, the `LocalizationRule`s, and its
  /// texts for the `TextRule`s.
  private mutating func walk(
    _ localization: Localization, _ language: String, at position: Int, of key: KeyContext, isTranslatable: Bool,
    _ rules: inout ActiveRules, _ context: inout LocalizationContext, _ texts: inout [TextContext]
  ) {
    let factsIndex = factsIndex(of: language, at: position, key: key.name)
    let leafStart = leaves.count
    let groupStart = groups.count
    if localization.variations != nil || localization.substitutions != nil {
      localization.appendTextLeaves(to: &leaves, groups: &groups)
    } else {
      localization.appendTextLeaves(to: &leaves)
    }
    let leafRange = leafStart..<leaves.count
    let groupRange = groupStart..<groups.count
    if let coverageIndex = facts[factsIndex].coverageIndex {
      coverageSlots[coverageIndex] = LocalizationSlot(
        position: position, facts: factsIndex, leaves: leafRange, groups: groupRange)
    } else if language == source {
      sourceSlot = LocalizationSlot(position: position, facts: factsIndex, leaves: leafRange, groups: groupRange)
    }
    if !rules.localization.isEmpty {
      context.language = language
      context.leaves = leafRange
      context.groups = groupRange
      context.facts = factsIndex
      context.isSource = language == source
      for index in rules.localization.indices {
        rules.localization[index].check(localization, context, of: key, in: &self)
      }
    }
    if language == source || !isTranslatable || rules.text.isEmpty { return }
    gatherTexts(language, leafRange, factsIndex, sourceTexts: key.sourceTexts, into: &texts)
  }

  /// What every rule of the walk knows of a key.
  private func keyContext(_ key: String, at index: Int, _ entry: CatalogEntry) -> KeyContext {
    // Keys Xcode names (the InfoPlist table's, Interface Builder's) follow no key convention.
    let isNamedByXcode = XcodeNamedKeys.contains(key, comment: entry.comment, inInfoPlistCatalog: isInfoPlistCatalog)
    let sourceLocalization = entry.localizations?[source]
    return KeyContext(
      name: key, index: index, entry: entry, isNamedByXcode: isNamedByXcode,
      isNaturalLanguage: !isNamedByXcode && KeyScreen.isNaturalLanguage(key),
      sourceSignature: signature(of: sourceLocalization, key: key),
      sourceTexts: SourceTexts(sourceLocalization, key: key))
  }

  /// The translated texts of a localization that have a source text to compare them with, for
  /// the `TextRule`s.
  private mutating func gatherTexts(
    _ language: String, _ leafRange: Range<Int>, _ factsIndex: Int, sourceTexts: SourceTexts,
    into texts: inout [TextContext]
  ) {
    let writesFinalPeriod = facts[factsIndex].writesFinalPeriod
    let sharesSourceBase = facts[factsIndex].sharesSourceBase
    for index in leafRange where leaves[index].state == .translated || leaves[index].state == .needsReview {
      let text = leaves[index].value
      guard !text.isEmpty else { continue }
      let (sourcePath, sourceText) = leaves[index].source(in: sourceTexts)
      guard !sourceText.isEmpty else { continue }
      let sourceProfile: TextProfile
      if let known = sourceProfiles.firstIndex(where: { $0.0 == sourcePath }) {
        sourceProfile = sourceProfiles[known].1
      } else {
        sourceProfile = TextProfile(sourceText)
        sourceProfiles.append((sourcePath, sourceProfile))
      }
      texts.append(
        TextContext(
          language: language, leaf: index, text: text, sourceText: sourceText, profile: TextProfile(text),
          sourceProfile: sourceProfile, writesFinalPeriod: writesFinalPeriod, sharesSourceBase: sharesSourceBase))
    }
  }

  /// The arguments a localization formats, over all its texts; the key's when there is none.
  func signature(of localization: Localization?, key: String) -> ArgumentSignature? {
    guard let localization else {
      let fromKey = ArgumentSignature(key)
      return fromKey.isEmpty ? nil : fromKey
    }
    return ArgumentSignature(
      merging: localization.textLeaves().lazy.filter { $0.substitution == nil }.map(\.value),
      substitutionKinds: ArgumentSignature.substitutionKinds(of: localization))
  }

  /// The checks over the whole catalog, and the coverage, once every slice is merged.
  mutating func finish() {
    if !rules.catalog.isEmpty || !rules.localization.isEmpty {
      let context = CatalogContext(input: input, firstUses: firstUses)
      var rules = ActiveRules()
      swap(&rules, &self.rules)
      for index in rules.localization.indices { rules.localization[index].finish(context, in: &self) }
      for index in rules.catalog.indices { rules.catalog[index].check(context, in: &self) }
      swap(&rules, &self.rules)
    }
    coverage.languages = tally.languageCoverage()
  }

  /// The languages coverage is counted for: the catalog's (`catalogLanguages`, its
  /// `StringCatalog.languages`) and the project's, not the source.
  static func coverageLanguages(of catalog: StringCatalog, catalogLanguages: [String], options: CheckOptions)
    -> [String]
  {
    var result: [String] = []
    // A language with a coverage threshold is one the project ships, too.
    let expected = options.languages + options.minimumCoverageByLanguage.keys.sorted()
    for language in catalogLanguages + expected where language != catalog.sourceLanguage && !result.contains(language) {
      result.append(language)
    }
    return result
  }

}
