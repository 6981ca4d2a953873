import L10nCatalog
import L10nText
import OrderedCollections

/// One catalog's walk (or one slice of its keys). The rule groups' checks are its extensions, each
/// in the file of its rules (Rules/*Rules.swift).
struct CatalogPass {
  let input: CatalogInput
  let options: CheckOptions
  let severities: [RuleID: Severity]
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

  /// Which rule groups run, looked up once rather than per localization.
  let runsPlurals, runsPluralCandidate, runsPlaceholders, runsLiteralPercent, runsSubstitutions, runsMemoryMatch: Bool

  /// Per key, reused: the text leaves and plural groups of every localization, each
  /// localization's share of them, and the source texts' profiles.
  var leaves: [TextLeaf] = []
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
  ///   - keyStates: the empty record of key states, when kept (`CheckOptions.keepsKeyStates`).
  init(
    input: CatalogInput, options: CheckOptions, severities: [RuleID: Severity], languages: [String],
    keyStates: KeptKeyStates?
  ) {
    self.input = input
    self.options = options
    self.severities = severities
    keyPattern = options.keyPattern.matcher()
    coverage = CatalogCoverage(file: input.file, languages: [])
    self.keyStates = keyStates
    tally = CoverageTally(languages: languages)
    coverageSlots = Array(repeating: LocalizationSlot(), count: languages.count)
    sourceBase = LanguageFacts.base(of: input.catalog.sourceLanguage)
    isInfoPlistCatalog = XcodeNamedKeys.isInfoPlistCatalog(input.file)
    runsPlurals = [.pluralMissingCategory, .pluralUnusedCategory, .pluralImpliedQuantity].contains {
      severities[$0] != nil
    }
    runsPluralCandidate = severities[.pluralCandidate] != nil
    runsPlaceholders = severities[.formatSpecifiers] != nil
    runsLiteralPercent = severities[.literalPercent] != nil
    runsSubstitutions = severities[.substitutions] != nil
    runsMemoryMatch = severities[.memoryMatch] != nil && options.memoryMatch != nil
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

  func enabled(_ rule: RuleID) -> Bool { severities[rule] != nil }

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
    for index in range {
      let key = strings.keys[index]
      let entry = strings.values[index]
      checkKey(key, entry)
      let localizations = entry.localizations ?? [:]
      let sourceLocalization = localizations[source]
      let sourceTexts = SourceTexts(sourceLocalization, key: key)
      let sourceSignature = signature(of: sourceLocalization, key: key)
      leaves.removeAll(keepingCapacity: true)
      groups.removeAll(keepingCapacity: true)
      sourceProfiles.removeAll(keepingCapacity: true)
      for slot in coverageSlots.indices { coverageSlots[slot].position = -1 }
      sourceSlot.position = -1
      for position in localizations.keys.indices {
        let language = localizations.keys[position]
        let localization = localizations.values[position]
        let factsIndex = factsIndex(of: language, at: position, key: key)
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
        checkPlurals(key, language, localization, groupRange, factsIndex)
        checkSubstitutions(
          key, language, localization, leafRange, sourceSignature: language == source ? nil : sourceSignature)
        checkPluralCandidate(key, language, localization, factsIndex, sourceSignature: sourceSignature)
        if language == source { continue }
        checkPlaceholders(
          key, language, localization, leafRange, sourceSignature: sourceSignature, sourceTexts: sourceTexts)
        if entry.isTranslatable { checkQuality(key, language, leafRange, factsIndex, sourceTexts: sourceTexts) }
      }
      if entry.extractionState == .stale {
        emit(.staleKey, key: key, "\"\(key)\" is marked stale: the code no longer uses it")
        keyStates?.staleKeys += 1
      } else if entry.isTranslatable {
        countCoverage(key, localizations, comment: entry.comment, sourceTexts: sourceTexts)
      } else {
        keyStates?.untranslatableKeys += 1
      }
    }
  }

  /// The checks over the whole catalog, and the coverage, once every slice is merged.
  mutating func finish() {
    checkLanguageTags()
    checkCode()
    checkSymbols()
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
