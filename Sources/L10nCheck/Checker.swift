import Foundation
import L10nCatalog
import L10nICU
import OrderedCollections

/// Runs the rules over catalogs and gathers a report.
///
/// Each catalog is walked once: per key, the naming and code rules; per localization, coverage,
/// plurals, placeholders and quality. Findings point at the key's line in the `.xcstrings` file,
/// or at its localization's line when the finding is about one language.
public struct Checker: Sendable {
  public var options: CheckOptions
  /// The version printed in reports.
  public var toolVersion: String

  public init(options: CheckOptions = CheckOptions(), toolVersion: String = "dev") {
    self.options = options
    self.toolVersion = toolVersion
  }

  /// The rules that run, with their effective severity.
  public var activeRules: [RuleInfo] {
    Rules.all.compactMap { rule in options.severity(of: rule).map { RuleInfo(id: rule.id, summary: rule.summary, severity: $0) } }
  }

  public func check(_ inputs: [CatalogInput]) -> CheckReport {
    var findings: [Finding] = []
    var coverage: [CatalogCoverage] = []
    var ruleSeverities: [String: Severity] = [:]
    for rule in Rules.all { ruleSeverities[rule.id] = options.severity(of: rule) }
    let severities = ruleSeverities
    for input in inputs {
      // Keys are checked in parallel, in one slice per core, and the slices merged in order.
      let count = input.catalog.strings.count
      let slices = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 2000))
      let results = PassResults(count: slices)
      let options = self.options
      DispatchQueue.concurrentPerform(iterations: slices) { slice in
        // Regex is not Sendable: each slice compiles its own.
        var pass = CatalogPass(input: input, options: options, severities: severities, keyPattern: try? Regex(options.keyPattern))
        pass.walk(keys: (count * slice / slices)..<(count * (slice + 1) / slices))
        results.set(slice, pass)
      }
      var pass = results.all()[0]
      for other in results.all().dropFirst() { pass.merge(other) }
      pass.finish()
      findings += pass.findings
      coverage.append(pass.coverage)
    }
    if options.strict {
      for index in findings.indices where findings[index].severity == .warning { findings[index].severity = .error }
    }
    findings.sort { ($0.file, $0.line, $0.column, $0.rule, $0.language ?? "") < ($1.file, $1.line, $1.column, $1.rule, $1.language ?? "") }
    return CheckReport(
      findings: findings, coverage: coverage, coverageFailures: coverageFailures(coverage), rules: activeRules,
      files: inputs.map(\.file), toolVersion: toolVersion, icuVersion: ICU.version, cldrVersion: ICU.cldrVersion)
  }

  /// The passes of the slices, filled from many threads.
  final class PassResults: @unchecked Sendable {
    private var passes: [CatalogPass?]
    private let lock = NSLock()

    init(count: Int) { passes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ pass: CatalogPass) {
      lock.lock()
      passes[index] = pass
      lock.unlock()
    }

    func all() -> [CatalogPass] {
      lock.lock()
      defer { lock.unlock() }
      return passes.compactMap { $0 }
    }
  }

  /// Languages under their threshold, counted over all catalogs together.
  func coverageFailures(_ coverage: [CatalogCoverage]) -> [CoverageFailure] {
    guard options.minimumCoverage != nil || !options.minimumCoverageByLanguage.isEmpty else { return [] }
    var totals: OrderedDictionary<String, CoverageCounts> = [:]
    for catalog in coverage {
      for language in catalog.languages {
        var counts = totals[language.language] ?? CoverageCounts()
        counts.total += language.counts.total
        counts.translated += language.counts.translated
        counts.needsReview += language.counts.needsReview
        counts.missing += language.counts.missing
        totals[language.language] = counts
      }
    }
    for language in options.minimumCoverageByLanguage.keys where totals[language] == nil {
      totals[language] = CoverageCounts()
    }
    var failures: [CoverageFailure] = []
    for (language, counts) in totals {
      guard let threshold = options.minimumCoverageByLanguage[language] ?? options.minimumCoverage else { continue }
      if counts.percent < threshold {
        failures.append(CoverageFailure(language: language, percent: counts.percent, threshold: threshold))
      }
    }
    return failures
  }
}

/// One catalog's walk.
struct CatalogPass {
  let input: CatalogInput
  let options: CheckOptions
  let severities: [String: Severity]
  let keyPattern: Regex<AnyRegexOutput>?
  var findings: [Finding] = []
  var coverage: CatalogCoverage
  private var plurals: [String: PluralRules] = [:]
  /// The languages coverage is counted for.
  let languages: [String]
  /// Coverage per language (in `languages` order) and per screen (in order of appearance).
  private var counts: [CoverageCounts] = []
  private var screens: OrderedDictionary<String, Int> = [:]
  private var screenCounts: [[CoverageCounts]] = []

  /// Languages written without a sentence-final period.
  static let noFinalPeriod: Set<String> = ["th", "lo", "my", "km"]
  /// Categories Xcode offers beyond ICU's: CLDR 42 dropped Hebrew `many`, Xcode kept it.
  static let xcodeExtraCategories: [String: Set<String>] = ["he": ["many"], "iw": ["many"]]

  init(input: CatalogInput, options: CheckOptions, severities: [String: Severity], keyPattern: Regex<AnyRegexOutput>?) {
    self.input = input
    self.options = options
    self.severities = severities
    self.keyPattern = keyPattern
    coverage = CatalogCoverage(file: input.file, languages: [])
    languages = Self.coverageLanguages(of: input.catalog, options: options)
    counts = Array(repeating: CoverageCounts(), count: languages.count)
    runsPlurals = ["plural-missing-category", "plural-unused-category", "plural-implied-quantity"].contains { severities[$0] != nil }
    runsPluralCandidate = severities["plural-candidate"] != nil
    runsPlaceholders = severities["format-specifiers"] != nil
    runsSubstitutions = severities["substitutions"] != nil
  }

  var catalog: StringCatalog { input.catalog }
  var source: String { catalog.sourceLanguage }

  // MARK: Emitting

  private mutating func emit(_ rule: String, key: String?, language: String? = nil, _ message: String) {
    guard let severity = severities[rule] else { return }
    let location = key.flatMap { input.locations?.location(key: $0, language: language) }
    findings.append(
      Finding(
        rule: rule, severity: severity, file: input.file, line: location?.line ?? 1, column: location?.column ?? 1, key: key,
        language: language, message: message))
  }

  private func enabled(_ rule: String) -> Bool { severities[rule] != nil }

  /// Which rule groups run, looked up once rather than per localization.
  private let runsPlurals: Bool
  private let runsPluralCandidate: Bool
  private let runsPlaceholders: Bool
  private let runsSubstitutions: Bool

  private mutating func rules(for language: String) -> PluralRules {
    if let known = plurals[language] { return known }
    let rules = PluralRules.forLanguage(language)
    plurals[language] = rules
    return rules
  }

  // MARK: The walk

  /// Checks a slice of the keys (by index).
  mutating func walk(keys range: Range<Int>) {
    for index in range {
      let key = catalog.strings.keys[index]
      let entry = catalog.strings.values[index]
      checkKey(key, entry)
      let sourceLocalization = entry.localizations?[source]
      let sourceTexts = Self.texts(of: sourceLocalization, key: key)
      let sourceSignature = signature(of: sourceLocalization, key: key)
      var leavesByLanguage: [(String, [TextLeaf])] = []
      for (language, localization) in entry.localizations ?? [:] {
        let leaves = localization.textLeaves()
        leavesByLanguage.append((language, leaves))
        checkPlurals(key, language, localization)
        checkSubstitutions(key, language, localization, leaves, sourceSignature: language == source ? nil : sourceSignature)
        checkPluralCandidate(key, language, localization)
        if language == source { continue }
        checkPlaceholders(key, language, localization, leaves, sourceSignature: sourceSignature)
        if entry.isTranslatable { checkQuality(key, language, leaves, sourceTexts: sourceTexts) }
      }
      if entry.extractionState == .stale {
        emit("stale-key", key: key, "\"\(key)\" is marked stale: the code no longer uses it")
      } else if entry.isTranslatable {
        countCoverage(key, entry, languages: languages, leaves: leavesByLanguage, sourceTexts: sourceTexts)
      }
    }
  }

  /// Adds the findings and counts of the pass over the next slice.
  mutating func merge(_ other: CatalogPass) {
    findings += other.findings
    for index in counts.indices { Self.add(other.counts[index], to: &counts[index]) }
    for (screen, otherIndex) in other.screens {
      let index = screenIndex(screen)
      for language in counts.indices { Self.add(other.screenCounts[otherIndex][language], to: &screenCounts[index][language]) }
    }
  }

  private static func add(_ other: CoverageCounts, to counts: inout CoverageCounts) {
    counts.total += other.total
    counts.translated += other.translated
    counts.needsReview += other.needsReview
    counts.missing += other.missing
  }

  private mutating func screenIndex(_ screen: String) -> Int {
    if let known = screens[screen] { return known }
    let index = screens.count
    screens[screen] = index
    screenCounts.append(Array(repeating: CoverageCounts(), count: languages.count))
    return index
  }

  /// The checks over the whole catalog, and the coverage, once every slice is merged.
  mutating func finish() {
    checkLanguageTags()
    checkCode()
    coverage.languages = zip(languages, counts).enumerated().map { languageIndex, pair in
      let (language, counts) = pair
      return LanguageCoverage(
        language: language, counts: counts,
        screens: screens.keys.enumerated().compactMap { screenIndex, screen in
          let counts = screenCounts[screenIndex][languageIndex]
          return counts.total == 0 ? nil : ScreenCoverage(screen: screen, counts: counts)
        })
    }
  }

  /// The languages coverage is counted for: the catalog's and the project's, not the source.
  private static func coverageLanguages(of catalog: StringCatalog, options: CheckOptions) -> [String] {
    var result: [String] = []
    // A language with a coverage threshold is one the project ships, too.
    let expected = options.languages + options.minimumCoverageByLanguage.keys.sorted()
    for language in catalog.languages + expected where language != catalog.sourceLanguage && !result.contains(language) {
      result.append(language)
    }
    return result
  }

  // MARK: Naming

  private mutating func checkKey(_ key: String, _ entry: CatalogEntry) {
    if Self.isNaturalLanguage(key) {
      emit("natural-language-key", key: key, "\"\(key)\" is natural-language text, not a convention key (screen.element.role)")
      return
    }
    guard enabled("key-naming") else { return }
    let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if !matchesPattern(key) {
      emit("key-naming", key: key, "\"\(key)\" does not follow the key convention: \(Self.namingAdvice(segments))")
      return
    }
    if let screens = options.screens, let first = segments.first, !screens.contains(first) {
      emit("key-naming", key: key, "\"\(key)\" starts with \"\(first)\", which is not a known screen (\(screens.joined(separator: ", ")))")
    }
    if let allowed = options.lastSegments, let last = segments.last, segments.count > 1, !allowed.contains(last) {
      emit("key-naming", key: key, "\"\(key)\" ends with \"\(last)\", which is not an allowed last segment (\(allowed.joined(separator: ", ")))")
    }
  }

  /// Whether `key` matches the configured pattern; the default pattern is matched by hand, as
  /// Swift's Regex costs microseconds per key.
  private func matchesPattern(_ key: String) -> Bool {
    if options.keyPattern == CheckOptions.defaultKeyPattern { return Self.matchesDefaultConvention(key) }
    guard let keyPattern else { return true }
    return (try? keyPattern.wholeMatch(in: key)) != nil
  }

  /// `^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$`
  static func matchesDefaultConvention(_ key: String) -> Bool {
    var segments = 1
    var atSegmentStart = true
    for byte in key.utf8 {
      if atSegmentStart {
        guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return false }
        atSegmentStart = false
      } else if byte == UInt8(ascii: ".") {
        segments += 1
        atSegmentStart = true
      } else if !((byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_"))
      {
        return false
      }
    }
    return segments >= 2 && !atSegmentStart
  }

  static func isNaturalLanguage(_ key: String) -> Bool {
    // Convention keys are ASCII: answer those without Unicode property lookups.
    if key.utf8.allSatisfy({ $0 < 0x80 }) {
      return key.utf8.contains { byte in
        !((byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-"))
      }
    }
    return key.unicodeScalars.contains { scalar in
      !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-")
    }
  }

  /// What is wrong with a key's segments, in words.
  static func namingAdvice(_ segments: [String]) -> String {
    if segments.count < 2 { return "it needs at least two dot-separated segments, the first naming the screen" }
    if let empty = segments.firstIndex(where: \.isEmpty) { return "segment \(empty + 1) is empty" }
    for segment in segments {
      let isSnake = segment.unicodeScalars.first.map { ("a"..."z").contains($0) } == true
        && segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
      if !isSnake { return "segment \"\(segment)\" is not snake_case ([a-z][a-z0-9_]*)" }
    }
    return "it does not match the configured pattern"
  }

  // MARK: Languages

  private mutating func checkLanguageTags() {
    guard enabled("unknown-language") else { return }
    var reported = Set<String>()
    if !ICU.isKnownLanguageTag(source) {
      emit("unknown-language", key: nil, "the source language \"\(source)\" is not a language ICU knows")
      reported.insert(source)
    }
    for (key, entry) in catalog.strings {
      for language in entry.localizations?.keys ?? [] where !reported.contains(language) {
        reported.insert(language)
        if !ICU.isKnownLanguageTag(language) {
          emit("unknown-language", key: key, language: language, "\"\(language)\" is not a language tag ICU knows (first used by \"\(key)\")")
        }
      }
    }
  }

  // MARK: Plurals

  private mutating func checkPlurals(_ key: String, _ language: String, _ localization: Localization) {
    guard runsPlurals else { return }
    guard localization.variations != nil || localization.substitutions != nil else { return }
    let groups = localization.pluralGroups()
    guard !groups.isEmpty else { return }
    let rules = rules(for: language)
    let languageCode = String(language.prefix { $0 != "-" && $0 != "_" })
    let accepted = rules.categories + ["zero"] + (Self.xcodeExtraCategories[languageCode].map(Array.init) ?? [])
    for group in groups {
      let present = Set(group.cases.keys)
      let place = group.substitution.map { " (substitution \"\($0)\")" } ?? (group.path == "plural" ? "" : " (\(group.path))")
      let missing = rules.required.filter { !present.contains($0) }
      if !missing.isEmpty {
        let described = missing.map { "\($0) (\(Self.samples(rules, $0)))" }.joined(separator: ", ")
        emit(
          "plural-missing-category", key: key, language: language,
          "\(language) plural\(place) is missing \(described); ICU needs \(rules.required.joined(separator: ", "))")
      }
      for category in group.cases.keys where !accepted.contains(category) {
        emit(
          "plural-unused-category", key: key, language: language,
          "\(language) never selects \"\(category)\"\(place): ICU's categories are \(rules.categories.joined(separator: ", ")); this text is never shown")
      }
      if rules.oneCoversOtherNumbers, let one = group.cases["one"] {
        let texts = one.textLeaves().map(\.value)
        if let text = texts.first(where: { !Self.showsNumber($0) }) {
          emit(
            "plural-implied-quantity", key: key, language: language,
            "\(language) \"one\"\(place) has no number (\"\(text)\"), but \(language) also uses it for \(Self.samples(rules, "one"))")
        }
      }
    }
  }

  private static func showsNumber(_ text: String) -> Bool {
    text.contains("%arg") || FormatSpecifier.parse(text).contains { $0.kind != .object && $0.kind != .cString }
      || text.unicodeScalars.contains { $0.properties.numericType != nil }
  }

  /// `1, 21, 31, …` from ICU's samples.
  private static func samples(_ rules: PluralRules, _ category: String) -> String {
    let values = rules.integerSamples[category] ?? []
    guard !values.isEmpty else { return "fractions only" }
    let shown = values.prefix(4).map(String.init).joined(separator: ", ")
    return values.count > 4 ? shown + ", …" : shown
  }

  private mutating func checkPluralCandidate(_ key: String, _ language: String, _ localization: Localization) {
    guard runsPluralCandidate, localization.variations == nil, localization.substitutions == nil,
      let unit = localization.stringUnit
    else { return }
    let counts = FormatSpecifier.parse(unit.value).filter { $0.kind == .int || $0.kind == .long }
    guard let first = counts.first else { return }
    let rules = rules(for: language)
    guard rules.distinguishesNumbers else { return }
    emit(
      "plural-candidate", key: key, language: language,
      "\(first.text) in a plain \(language) string: \(language) has plural forms \(rules.required.joined(separator: ", ")); vary it by plural")
  }

  // MARK: Placeholders

  /// The arguments a localization formats, over all its texts; the key's when there is none.
  private func signature(of localization: Localization?, key: String) -> ArgumentSignature? {
    guard let localization else {
      let fromKey = ArgumentSignature(key)
      return fromKey.isEmpty ? nil : fromKey
    }
    var result = ArgumentSignature()
    let kinds = Self.substitutionKinds(localization)
    for leaf in localization.textLeaves() where leaf.substitution == nil {
      result.merge(ArgumentSignature(leaf.value, substitutionKinds: kinds))
    }
    return result
  }

  private static func substitutionKinds(_ localization: Localization) -> [String: (position: Int?, kind: FormatSpecifier.Kind?)] {
    var kinds: [String: (position: Int?, kind: FormatSpecifier.Kind?)] = [:]
    for (name, item) in localization.substitutions ?? [:] {
      kinds[name] = (item.argNum, item.formatSpecifier.flatMap(FormatSpecifier.kind(ofFieldValue:)))
    }
    return kinds
  }

  private mutating func checkPlaceholders(
    _ key: String, _ language: String, _ localization: Localization, _ leaves: [TextLeaf], sourceSignature: ArgumentSignature?
  ) {
    guard runsPlaceholders else { return }
    let expected = sourceSignature ?? ArgumentSignature()
    let kinds = Self.substitutionKinds(localization)
    for leaf in leaves where leaf.substitution == nil {
      let actual = ArgumentSignature(leaf.value, substitutionKinds: kinds)
      if actual.isEmpty && expected.isEmpty { continue }
      let place = leaf.path.isEmpty ? "" : " (\(leaf.path))"
      var problems: [String] = []
      for argument in actual.arguments.sorted(by: { $0.position < $1.position }) {
        guard let sourceArgument = expected[argument.position] else {
          problems.append("\(argument.text) formats argument \(argument.position), which the source does not have")
          continue
        }
        if argument.kind != sourceArgument.kind, argument.kind != .substitution, sourceArgument.kind != .substitution {
          problems.append(
            "\(argument.text) formats argument \(argument.position) as \(argument.kind.phrase), the source's \(sourceArgument.text) as \(sourceArgument.kind.phrase)")
        }
      }
      if leaf.pluralCategory == nil {
        for argument in expected.arguments.sorted(by: { $0.position < $1.position }) where actual[argument.position] == nil {
          problems.append("argument \(argument.position) (\(argument.text)) of the source is missing")
        }
      }
      if !problems.isEmpty {
        emit("format-specifiers", key: key, language: language, "\(language)\(place): \(problems.joined(separator: "; "))")
      }
    }
  }

  private mutating func checkSubstitutions(
    _ key: String, _ language: String, _ localization: Localization, _ leaves: [TextLeaf],
    sourceSignature: ArgumentSignature?
  ) {
    guard runsSubstitutions else { return }
    // Most texts have no substitution: no entries and no `%#@` token.
    if localization.substitutions == nil, !leaves.contains(where: { $0.value.utf8.contains(UInt8(ascii: "#")) }) { return }
    let substitutions = localization.substitutions ?? [:]
    var used = Set<String>()
    var reported = Set<String>()
    for leaf in leaves {
      for specifier in FormatSpecifier.parse(leaf.value) {
        guard let name = specifier.substitution else { continue }
        used.insert(name)
        if substitutions[name] == nil, reported.insert(name).inserted {
          emit("substitutions", key: key, language: language, "\(language): \(specifier.text) has no entry \"\(name)\" in substitutions")
        }
      }
    }
    for (name, item) in substitutions {
      if !used.contains(name) {
        emit("substitutions", key: key, language: language, "\(language): substitution \"\(name)\" is not used in the text (%#@\(name)@)")
      }
      guard let specifier = item.formatSpecifier else { continue }
      guard let kind = FormatSpecifier.kind(ofFieldValue: specifier) else {
        emit("substitutions", key: key, language: language, "\(language): substitution \"\(name)\" has formatSpecifier \"\(specifier)\", which is not a format specifier")
        continue
      }
      if let argNum = item.argNum, let sourceSignature, !sourceSignature.isEmpty {
        if let sourceKind = sourceSignature[argNum]?.kind {
          if sourceKind != kind, sourceKind != .substitution {
            emit(
              "substitutions", key: key, language: language,
              "\(language): substitution \"\(name)\" formats argument \(argNum) as \(kind.phrase), the source as \(sourceKind.phrase)")
          }
        } else {
          emit("substitutions", key: key, language: language, "\(language): substitution \"\(name)\" takes argument \(argNum), which the source does not have")
        }
      }
    }
  }

  // MARK: Coverage

  /// The source texts by leaf path; "" holds the main text (or the key when there is none).
  static func texts(of localization: Localization?, key: String) -> [String: String] {
    guard let localization else { return ["": key] }
    var texts: [String: String] = [:]
    for leaf in localization.textLeaves() { texts[leaf.path] = leaf.value }
    if texts[""] == nil { texts[""] = texts["plural.other"] ?? localization.stringUnit?.value ?? key }
    return texts
  }

  private mutating func countCoverage(
    _ key: String, _ entry: CatalogEntry, languages: [String], leaves: [(String, [TextLeaf])], sourceTexts: [String: String]
  ) {
    let screen = Self.isNaturalLanguage(key) ? "(natural-language keys)" : String(key.prefix { $0 != "." })
    let screenIndex = screenIndex(screen)
    for (index, language) in languages.enumerated() {
      var status = CoverageStatus.translated
      if let localization = entry.localizations?[language] {
        status = coverageStatus(
          key, language, localization, leaves.first { $0.0 == language }?.1 ?? [], sourceTexts: sourceTexts)
      } else {
        status = .missing
        emit("missing-translation", key: key, language: language, "\"\(key)\" has no \(language) translation")
      }
      Self.add(status, to: &counts[index])
      Self.add(status, to: &screenCounts[screenIndex][index])
    }
  }

  private static func add(_ status: CoverageStatus, to counts: inout CoverageCounts) {
    counts.total += 1
    switch status {
    case .translated: counts.translated += 1
    case .needsReview: counts.needsReview += 1
    case .missing: counts.missing += 1
    }
  }

  enum CoverageStatus { case translated, needsReview, missing }

  private mutating func coverageStatus(
    _ key: String, _ language: String, _ localization: Localization, _ leaves: [TextLeaf], sourceTexts: [String: String]
  ) -> CoverageStatus {
    var untranslated = leaves.isEmpty && localization.stringSet == nil
    var review = false
    var empty: [String] = []
    for leaf in leaves {
      switch leaf.state {
      case .translated:
        let sourceText = sourceTexts[leaf.path] ?? leaf.otherPath.flatMap { sourceTexts[$0] } ?? sourceTexts[""] ?? ""
        if leaf.value.isEmpty, !sourceText.isEmpty {
          empty.append(leaf.path)
        }
      case .needsReview: review = true
      default: untranslated = true
      }
    }
    if let set = localization.stringSet {
      if set.state == .needsReview { review = true } else if set.state != .translated { untranslated = true }
    }
    // A plural is translated only with every required category.
    for group in localization.variations == nil && localization.substitutions == nil ? [] : localization.pluralGroups() {
      if rules(for: language).required.contains(where: { group.cases[$0] == nil }) { untranslated = true }
    }
    if !empty.isEmpty {
      let place = empty == [""] ? "" : " (\(empty.joined(separator: ", ")))"
      emit("empty-value", key: key, language: language, "\(language) text\(place) is empty but marked translated")
      untranslated = true
    }
    if untranslated {
      emit("missing-translation", key: key, language: language, "\"\(key)\" is not translated into \(language) yet")
      return .missing
    }
    if review {
      emit("needs-review", key: key, language: language, "\(language) translation of \"\(key)\" needs review")
      return .needsReview
    }
    return .translated
  }

  // MARK: Quality

  private mutating func checkQuality(_ key: String, _ language: String, _ leaves: [TextLeaf], sourceTexts: [String: String]) {
    let sourceBase = String(source.prefix { $0 != "-" && $0 != "_" })
    let languageBase = String(language.prefix { $0 != "-" && $0 != "_" })
    var sourceProfiles: [(String, TextProfile)] = []
    for leaf in leaves where leaf.state == .translated || leaf.state == .needsReview {
      let text = leaf.value
      guard !text.isEmpty else { continue }
      let sourcePath = sourceTexts[leaf.path] != nil ? leaf.path : leaf.otherPath.flatMap { sourceTexts[$0] != nil ? $0 : nil } ?? ""
      guard let sourceText = sourceTexts[sourcePath], !sourceText.isEmpty else { continue }
      let profile = TextProfile(text)
      let sourceProfile: TextProfile
      if let known = sourceProfiles.first(where: { $0.0 == sourcePath }) {
        sourceProfile = known.1
      } else {
        sourceProfile = TextProfile(sourceText)
        sourceProfiles.append((sourcePath, sourceProfile))
      }
      let place = leaf.path.isEmpty ? "" : " (\(leaf.path))"
      if profile.leadingWhitespace != sourceProfile.leadingWhitespace
        || profile.trailingWhitespace != sourceProfile.trailingWhitespace
      {
        emit("whitespace", key: key, language: language, "\(language)\(place): leading or trailing whitespace differs from the source")
      }
      if !Self.noFinalPeriod.contains(languageBase), profile.endsSentence != sourceProfile.endsSentence {
        emit(
          "end-punctuation", key: key, language: language,
          sourceProfile.endsSentence
            ? "\(language)\(place): the source ends with punctuation, the translation does not"
            : "\(language)\(place): the translation ends with punctuation, the source does not")
      }
      if profile.doubleSpace, !sourceProfile.doubleSpace {
        emit("double-space", key: key, language: language, "\(language)\(place): two spaces in a row")
      }
      if !profile.bracketsBalanced, sourceProfile.bracketsBalanced {
        emit("brackets", key: key, language: language, "\(language)\(place): unbalanced brackets")
      }
      if languageBase != sourceBase, profile.hasLetters, text == sourceText {
        emit("same-as-source", key: key, language: language, "\(language)\(place): the translation equals the source (\"\(Self.clip(text))\")")
      }
      if profile.lineBreaks != sourceProfile.lineBreaks {
        let count = profile.lineBreaks
        emit(
          "line-breaks", key: key, language: language,
          "\(language)\(place): \(count) line break\(count == 1 ? "" : "s"), the source has \(sourceProfile.lineBreaks)")
      }
    }
  }

  static func clip(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: "\\n")
    return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
  }

  // MARK: Code

  private mutating func checkCode() {
    guard let used = input.usedKeys else { return }
    var firstUse: OrderedDictionary<String, (UsedKey, Int)> = [:]
    for usage in used {
      if let known = firstUse[usage.key] {
        firstUse[usage.key] = (known.0, known.1 + 1)
      } else {
        firstUse[usage.key] = (usage, 1)
      }
    }
    if let severity = severities["missing-key"] {
      for (key, (usage, count)) in firstUse where catalog.strings[key] == nil {
        let others = count > 1 ? " (and \(count - 1) more use\(count == 2 ? "" : "s"))" : ""
        findings.append(
          Finding(
            rule: "missing-key", severity: severity, file: usage.file, line: usage.line, column: usage.column, key: key,
            message: "\"\(key)\" is used here\(others) but is not in \(input.file)"))
      }
    }
    guard enabled("unused-key") else { return }
    for (key, entry) in catalog.strings where firstUse[key] == nil {
      if entry.isManagedByL10n(keyFollowsConvention: keyPattern != nil && matchesPattern(key)) {
        emit("unused-key", key: key, "\"\(key)\" is not used in the code")
      }
    }
  }
}
