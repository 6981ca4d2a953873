import OrderedCollections

/// A pass's coverage counts: per language (in `languages` order) and per screen (in order of
/// appearance).
struct CoverageTally {
  let languages: [String]
  private var counts: [CoverageCounts]
  private var screens: OrderedDictionary<String, Int> = [:]
  private var screenCounts: [[CoverageCounts]] = []

  init(languages: [String]) {
    self.languages = languages
    counts = Array(repeating: CoverageCounts(), count: languages.count)
  }

  /// The index of a screen, added the first time it is met.
  mutating func screenIndex(_ screen: String) -> Int {
    if let known = screens[screen] { return known }
    let index = screens.count
    screens[screen] = index
    screenCounts.append(Array(repeating: CoverageCounts(), count: languages.count))
    return index
  }

  /// Counts one key of a screen in the language at `index`.
  mutating func count(_ coverage: KeyCoverage, language index: Int, screen: Int) {
    counts[index].count(coverage)
    screenCounts[screen][index].count(coverage)
  }

  /// Adds the counts of the pass over the next slice.
  mutating func merge(_ other: CoverageTally) {
    for index in counts.indices { counts[index] += other.counts[index] }
    for (screen, otherIndex) in other.screens {
      let index = screenIndex(screen)
      for language in counts.indices { screenCounts[index][language] += other.screenCounts[otherIndex][language] }
    }
  }

  /// The coverage of each language, with its screens that have keys.
  func languageCoverage() -> [LanguageCoverage] {
    zip(languages, counts).enumerated().map { languageIndex, pair in
      LanguageCoverage(
        language: pair.0, counts: pair.1,
        screens: screens.keys.enumerated().compactMap { screenIndex, screen in
          let counts = screenCounts[screenIndex][languageIndex]
          return counts.total == 0 ? nil : ScreenCoverage(screen: screen, counts: counts)
        })
    }
  }

  /// Languages under their threshold (`min-coverage`), counted over all catalogs together.
  static func failures(_ coverage: [CatalogCoverage], options: CheckOptions) -> [CoverageFailure] {
    guard options.hasCoverageThreshold else { return [] }
    var totals = CoverageCounts.byLanguage(coverage.lazy.flatMap(\.languages).map { ($0.language, $0.counts) })
    for language in options.minimumCoverageByLanguage.keys where totals[language] == nil {
      totals[language] = CoverageCounts()
    }
    var failures: [CoverageFailure] = []
    for (language, counts) in totals {
      guard let threshold = options.coverageThreshold(of: language) else { continue }
      if counts.percent < threshold {
        failures.append(CoverageFailure(language: language, percent: counts.percent, threshold: threshold))
      }
    }
    return failures
  }
}

extension CoverageCounts {
  /// Per language, the counts of every catalog added up, in order of first appearance: what the
  /// gate (`min-coverage`) compares with its threshold, and the report's history draws.
  public static func byLanguage(_ counts: some Sequence<(String, CoverageCounts)>)
    -> OrderedDictionary<String, CoverageCounts>
  {
    var totals: OrderedDictionary<String, CoverageCounts> = [:]
    for (language, counts) in counts { totals[language, default: CoverageCounts()] += counts }
    return totals
  }

  /// The counts of keys in these states (`CatalogKeyStates`), as check counts them: a key new or
  /// missing is not translated (`missing` here).
  public init(_ states: [CatalogKeyStates.State]) {
    self.init(total: states.count)
    for state in states {
      switch state {
      case .translated: translated += 1
      case .needsReview: needsReview += 1
      case .new, .missing: missing += 1
      }
    }
  }

  /// Counts one more key.
  mutating func count(_ coverage: KeyCoverage) {
    total += 1
    switch coverage {
    case .translated: translated += 1
    case .needsReview: needsReview += 1
    case .untranslated: missing += 1
    }
  }

  /// The sum of two counts: of two slices, two catalogs or two screens.
  public static func += (counts: inout CoverageCounts, other: CoverageCounts) {
    counts.total += other.total
    counts.translated += other.translated
    counts.needsReview += other.needsReview
    counts.missing += other.missing
  }
}
