import Foundation
import L10nCatalog
import L10nText
import OrderedCollections

extension CatalogPass {
  /// Checks one catalog with the rules that run, prepared with no project (`NoCheckResources`).
  static func run(_ input: CatalogInput, options: CheckOptions, severities: [RuleID: Severity]) -> CatalogPass {
    // Nothing to ask of a project that is not there: preparing throws nothing.
    let rules = try! ActiveRules(
      severities: severities, settings: options.settings, inputs: [input], resources: NoCheckResources())
    return run(input, options: options, severities: severities, rules: rules)
  }

  /// Checks one catalog: its keys in parallel, in one slice per core (of at least 2,000 keys),
  /// the slices merged in order, then the checks over the whole catalog. Each slice walks with
  /// its own copy of `rules`.
  static func run(_ input: CatalogInput, options: CheckOptions, severities: [RuleID: Severity], rules: ActiveRules)
    -> CatalogPass
  {
    let count = input.catalog.strings.count
    // Two walks over the whole catalog before the keys', neither waiting for the other: the
    // rules' start (a rule's look at every key, as `inconsistent-translation`'s) and the
    // catalog's languages (for the coverage languages and the key states).
    let prepared = Parallel.map(count >= 2000 ? 2 : 1) { part -> Preparation in
      var preparation = Preparation()
      if part == 0 {
        preparation.rules = rules
        preparation.rules.start(input)
      }
      if part == 1 || count < 2000 {
        preparation.languages = Self.walkLanguages(of: input, options: options)
      }
      return preparation
    }
    let rules = prepared[0].rules
    let (languages, keyStates) = prepared[prepared.count - 1].languages
    // One slice per processor: each slice past the first costs a merge (its findings and tallies
    // copied into the first's), which more, smaller slices would pay for nothing.
    let slices = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 2000))
    var passes = Parallel.map(slices) { slice in
      var pass = CatalogPass(
        input: input, options: options, severities: severities, rules: rules, languages: languages,
        keyStates: keyStates)
      pass.walk(keys: (count * slice / slices)..<(count * (slice + 1) / slices))
      // Each slice's findings are in order when each key's are (the keys follow the file); else
      // the slice sorts them on its thread, and the sort of them all then only merges.
      Finding.sortInReportOrder(&pass.findings)
      return pass
    }
    // Taken out of the array, so that merging adds to storage the pass alone holds (not a copy).
    var pass = passes.removeFirst()
    for other in passes { pass.merge(other) }
    // The merged slices' state (their tallies, leaves, findings) is taken apart meanwhile.
    Parallel.release(consume passes)
    pass.finish()
    return pass
  }

  /// What the walk of the keys starts from: the rules once started, and the coverage languages
  /// with the empty record of key states (when kept).
  private struct Preparation {
    var rules = ActiveRules()
    var languages: (coverage: [String], keyStates: KeptKeyStates?) = ([], nil)
  }

  /// The coverage languages, and the empty record of key states when `options` keeps them: one
  /// walk over every localization for the catalog's languages, which both need.
  private static func walkLanguages(of input: CatalogInput, options: CheckOptions) -> (
    coverage: [String], keyStates: KeptKeyStates?
  ) {
    let catalogLanguages = input.catalog.languages
    let languages = coverageLanguages(of: input.catalog, catalogLanguages: catalogLanguages, options: options)
    let keyStates =
      options.keepsKeyStates
      ? KeptKeyStates(input.catalog, catalogLanguages: catalogLanguages, options: options, coverage: languages) : nil
    return (languages, keyStates)
  }

  /// Adds the findings and counts of the pass over the next slice.
  mutating func merge(_ other: CatalogPass) {
    findings += other.findings
    for use in other.firstUses where !firstUses.contains(where: { $0.language == use.language }) {
      firstUses.append(use)
    }
    tally.merge(other.tally)
    rules.merge(other.rules)
    if let other = other.keyStates { keyStates?.merge(other) }
  }
}
