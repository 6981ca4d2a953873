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

  /// Checks one catalog: its keys in parallel, in one slice per core, the slices merged in order,
  /// then the checks over the whole catalog. Each slice walks with its own copy of `rules`.
  static func run(_ input: CatalogInput, options: CheckOptions, severities: [RuleID: Severity], rules: ActiveRules)
    -> CatalogPass
  {
    var rules = rules
    rules.start(input)
    let count = input.catalog.strings.count
    let slices = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 2000))
    // One walk over every localization for the catalog's languages, which both need.
    let catalogLanguages = input.catalog.languages
    let languages = coverageLanguages(of: input.catalog, catalogLanguages: catalogLanguages, options: options)
    let keyStates =
      options.keepsKeyStates
      ? KeptKeyStates(input.catalog, catalogLanguages: catalogLanguages, options: options, coverage: languages) : nil
    var passes = Parallel.map(slices) { slice in
      var pass = CatalogPass(
        input: input, options: options, severities: severities, rules: rules, languages: languages,
        keyStates: keyStates)
      pass.walk(keys: (count * slice / slices)..<(count * (slice + 1) / slices))
      // Each slice sorts its own findings on its thread: the sort of them all then only merges.
      Finding.sortInReportOrder(&pass.findings)
      return pass
    }
    // Taken out of the array, so that merging adds to storage the pass alone holds (not a copy).
    var pass = passes.removeFirst()
    for other in passes { pass.merge(other) }
    pass.finish()
    return pass
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
