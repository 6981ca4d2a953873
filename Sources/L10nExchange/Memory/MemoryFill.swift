import L10nCatalog
import L10nText
import OrderedCollections

/// `l10n fill --from-memory` in memory: each unit without a translation (or with only a `new`
/// one) gets its best match at or above the minimum score whose placeholders fit, marked
/// `needs_review` (a person confirms reuse), through the same merge as `import`. A unit with a
/// translation is never changed, and keys marked `shouldTranslate: false` are neither filled nor
/// used. Nothing is written here.
public struct MemoryFill {
  /// One catalog and language: what was filled and what was not.
  public struct Row: Encodable, Sendable, Hashable {
    public var catalog: String
    public var language: String
    /// Units filled with a 100 match, and with a fuzzy one.
    public var exact = 0
    public var fuzzy = 0
    /// Units the memory had no match for at the minimum score.
    public var noMatch = 0
    /// Units whose matches all had placeholders that do not fit.
    public var misfit = 0
  }

  public var rows: [Row] = []
  /// Units the merge refused (it checks again what `fill` checked; none expected).
  public var problems: [ImportProblem] = []
  /// The indices of the catalogs that changed, in order.
  public var touched: [Int] = []

  /// Fills `catalogs` into `languages` (each catalog's languages but its source when nil).
  public init(
    _ catalogs: inout [CatalogFile], memory: TranslationMemory, languages: [String]?, minimumScore: Int
  ) {
    var searches = MemorySearches(memory)
    for index in catalogs.indices {
      let catalog = catalogs[index].catalog
      for language in MemorySearches.languages(of: catalog, wanted: languages) {
        let search = searches.search(language: language, sourceLanguage: catalog.sourceLanguage)
        var row = Row(catalog: catalogs[index].displayPath, language: language)
        let filled = Self.fill(catalog, language: language, search: search, minimumScore: minimumScore, row: &row)
        if !filled.units.isEmpty {
          var merger = ImportMerger(fileName: "memory", policy: ImportPolicy(standIns: nil))
          merger.merge(filled, into: &catalogs[index].catalog)
          problems += merger.problems
          if merger.counts.changed > 0, touched.last != index { touched.append(index) }
        }
        rows.append(row)
      }
    }
  }

  /// The units of `catalog` to fill for `language`, each with its match as a target asking for
  /// review.
  static func fill(
    _ catalog: StringCatalog, language: String, search: MemorySearch, minimumScore: Int, row: inout Row
  ) -> ExchangeFile {
    let collector = UnitCollector(targetLanguage: language)
    var filled: [ExchangeUnit] = []
    for (key, entry) in catalog.strings {
      filled += fill(
        key: key, entry: entry, sourceLanguage: catalog.sourceLanguage, collector: collector, search: search,
        minimumScore: minimumScore, row: &row)
    }
    return ExchangeFile(
      original: "", sourceLanguage: catalog.sourceLanguage, targetLanguage: language, units: filled)
  }

  /// What `fill --from-memory --lang LANGUAGE --min-match SCORE` fills in `key` of `catalog`: the
  /// key's units it would fill, each with the translation it would take as its target. `check`'s
  /// `memory-match` asks here, so that it notes what fill does.
  public static func fillable(
    key: String, in catalog: StringCatalog, language: String, search: MemorySearch, minimumScore: Int = 100
  ) -> [ExchangeUnit] {
    guard let entry = catalog.strings[key], language != catalog.sourceLanguage else { return [] }
    var row = Row(catalog: "", language: language)
    return fill(
      key: key, entry: entry, sourceLanguage: catalog.sourceLanguage,
      collector: UnitCollector(targetLanguage: language), search: search, minimumScore: minimumScore, row: &row)
  }

  /// One key's units to fill (those `isOpenForMemory`), each with its best match at `minimumScore`
  /// or above whose placeholders fit the key's source, by import's rule (`ImportMerger.KeyView`'s
  /// signature, `ImportMerger.placeholderProblem`); counted in `row`.
  private static func fill(
    key: String, entry: CatalogEntry, sourceLanguage: String, collector: UnitCollector, search: MemorySearch,
    minimumScore: Int, row: inout Row
  ) -> [ExchangeUnit] {
    guard entry.isTranslatable else { return [] }
    let view = ImportMerger.KeyView(collector.units(key: key, entry: entry, sourceLanguage: sourceLanguage))
    var signature: ArgumentSignature?
    var filled: [ExchangeUnit] = []
    for var unit in view.units where unit.isOpenForMemory {
      let matches = search.matches(
        for: unit.source, pluralCategory: unit.pluralCategory, minimumScore: minimumScore, limit: 5)
      guard !matches.isEmpty else {
        row.noMatch += 1
        continue
      }
      let fitting = matches.first { match in
        // As import: a substitution's cases are not checked against the key's arguments.
        guard unit.path.substitution == nil else { return true }
        let expected = signature ?? view.signature(key: key, source: entry.localizations?[sourceLanguage])
        signature = expected
        return ImportMerger.placeholderProblem(
          target: match.target, expected: expected, isPluralCase: unit.pluralCategory != nil) == nil
      }
      guard let match = fitting else {
        row.misfit += 1
        continue
      }
      if match.isExact { row.exact += 1 } else { row.fuzzy += 1 }
      unit.target = match.target
      unit.state = ExchangeState.xliff(.needsReview)
      filled.append(unit)
    }
    return filled
  }
}

extension ExchangeUnit {
  /// A unit the translation memory is for: translatable, not an App Shortcut phrase set, and with
  /// no translation or only a `new` one (a text translated as empty is a translation). `fill`
  /// fills these, export suggests for them, and `memory stats` counts them as missing.
  public var isOpenForMemory: Bool {
    translate && sourceValues == nil && (target == nil || state == ExchangeState.xliff(.new))
  }
}

/// What `l10n fill --format json` prints.
public struct FillSummary: Encodable {
  public static let schemaVersion = 1
  var schemaVersion = FillSummary.schemaVersion
  var dryRun: Bool
  var minimumScore: Int
  var written: [String]
  var summary: [MemoryFill.Row]
  var problems: [ImportProblem]

  public init(_ fill: MemoryFill, minimumScore: Int, written: [String], dryRun: Bool) {
    self.dryRun = dryRun
    self.minimumScore = minimumScore
    self.written = written
    summary = fill.rows
    problems = fill.problems
  }
}
