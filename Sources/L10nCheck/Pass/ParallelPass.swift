import Foundation
import L10nCatalog
import L10nText
import OrderedCollections

extension CatalogPass {
  /// Checks one catalog: its keys in parallel, in one slice per core, the slices merged in order,
  /// then the checks over the whole catalog.
  static func run(_ input: CatalogInput, options: CheckOptions, severities: [RuleID: Severity]) -> CatalogPass {
    let count = input.catalog.strings.count
    let slices = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 2000))
    let results = PassResults(count: slices)
    // One walk over every localization for the catalog's languages, which both need.
    let catalogLanguages = input.catalog.languages
    let languages = coverageLanguages(of: input.catalog, catalogLanguages: catalogLanguages, options: options)
    let keyStates =
      options.keepsKeyStates
      ? KeptKeyStates(input.catalog, catalogLanguages: catalogLanguages, options: options, coverage: languages) : nil
    DispatchQueue.concurrentPerform(iterations: slices) { slice in
      var pass = CatalogPass(
        input: input, options: options, severities: severities, languages: languages, keyStates: keyStates)
      pass.walk(keys: (count * slice / slices)..<(count * (slice + 1) / slices))
      // Each slice sorts its own findings on its thread: the sort of them all then only merges.
      Finding.sortInReportOrder(&pass.findings)
      results.set(slice, pass)
    }
    var pass = results.all()[0]
    for other in results.all().dropFirst() { pass.merge(other) }
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
    if let other = other.keyStates { keyStates?.merge(other) }
  }
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
