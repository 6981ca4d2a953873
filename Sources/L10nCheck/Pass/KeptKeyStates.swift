import L10nCatalog

/// The key states a pass keeps for `CheckOptions.keepsKeyStates`: per counted key, in catalog
/// order, its state in each language `CatalogKeyStates` reports (the catalog's, then the
/// project's), taken from the pass's own coverage judgement.
struct KeptKeyStates {
  let sourceLanguage: String
  let languages: [String]
  /// Per reported language, its index among the pass's coverage languages; -1 for the source.
  let columns: [Int]
  /// The current key's state per coverage language, filled as coverage is counted.
  var row: [CatalogKeyStates.State]
  var keys: [String] = []
  var states: [[CatalogKeyStates.State]]
  var staleKeys = 0
  var untranslatableKeys = 0

  /// `coverage`: the pass's coverage languages, which hold every reported language but the source
  /// (`CatalogPass.coverageLanguages` adds the catalog's and the project's); `catalogLanguages`:
  /// the catalog's own (`StringCatalog.languages`).
  init(_ catalog: StringCatalog, catalogLanguages: [String], options: CheckOptions, coverage: [String]) {
    sourceLanguage = catalog.sourceLanguage
    languages = StringCatalog.languages(catalogLanguages, adding: options.languages)
    columns = languages.map { language in
      language == catalog.sourceLanguage ? -1 : coverage.firstIndex(of: language)!
    }
    row = Array(repeating: .missing, count: coverage.count)
    states = Array(repeating: [], count: languages.count)
  }

  /// Keeps a counted key: `row` for the coverage languages, `source` for the source language.
  mutating func append(_ key: String, source: CatalogKeyStates.State) {
    keys.append(key)
    for (index, column) in columns.enumerated() { states[index].append(column < 0 ? source : row[column]) }
  }

  /// Adds the keys of the pass over the next slice.
  mutating func merge(_ other: KeptKeyStates) {
    keys += other.keys
    for index in states.indices { states[index] += other.states[index] }
    staleKeys += other.staleKeys
    untranslatableKeys += other.untranslatableKeys
  }

  var result: CatalogKeyStates {
    CatalogKeyStates(
      sourceLanguage: sourceLanguage, languages: languages, keys: keys, staleKeys: staleKeys,
      untranslatableKeys: untranslatableKeys, states: states)
  }
}
