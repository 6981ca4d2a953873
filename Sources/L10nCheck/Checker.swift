import Foundation
import L10nCatalog
import L10nICU
import L10nText

/// Runs the rules over catalogs and gathers a report.
///
/// Each catalog is walked once (`CatalogPass`, in parallel slices), and each rule that runs is
/// checked at its level of the walk (`CheckRule`): per key, per localization, per translated
/// text, per key and coverage language, per catalog. Findings point at the key's line in the
/// `.xcstrings` file, or at its localization's line when the finding is about one language.
public struct Checker: Sendable {
  public var options: CheckOptions
  /// The version printed in reports.
  public var toolVersion: String
  /// The rules it knows: every rule of l10n (and a test's own).
  var registry = RuleRegistry.standard

  public init(options: CheckOptions = CheckOptions(), toolVersion: String = "dev") {
    self.options = options
    self.toolVersion = toolVersion
  }

  /// The rules that run on keys, with their effective severity. `min-coverage` is not among them:
  /// its failures are the report's `coverageFailures`, which reporters add under its id.
  public var activeRules: [RuleInfo] {
    Rules.all.compactMap { rule in
      guard rule.id != .minCoverage else { return nil }
      return options.severity(of: rule).map { RuleInfo(id: rule.id.rawValue, summary: rule.summary, severity: $0) }
    }
  }

  /// Checks catalogs alone: the rules that need a project's memory or glossary find none.
  public func check(_ inputs: [CatalogInput]) -> CheckReport {
    // Nothing to ask of a project that is not there: preparing throws nothing.
    try! check(inputs, resources: NoCheckResources())
  }

  /// Checks catalogs, the rules prepared with what they need of the project (`resources`,
  /// asked once, by the rules that run).
  public func check(_ inputs: [CatalogInput], resources: any CheckResources) throws -> CheckReport {
    var findings: [Finding] = []
    var coverage: [CatalogCoverage] = []
    var keyStates: [CatalogKeyStates] = []
    var severities: [RuleID: Severity] = [:]
    for entry in registry.entries { severities[entry.type.id] = options.severity(of: entry.type) }
    let rules = try ActiveRules(
      severities: severities, settings: options.settings, inputs: inputs, resources: resources, registry: registry)
    for input in inputs {
      let pass = CatalogPass.run(input, options: options, severities: severities, rules: rules)
      // The first catalog's findings are taken as they are (appending them copied each).
      if findings.isEmpty { findings = pass.findings } else { findings += pass.findings }
      coverage.append(pass.coverage)
      if let kept = pass.keyStates { keyStates.append(kept.result) }
      // The walk's state (its rules' tallies, the findings taken above) is taken apart meanwhile.
      Parallel.release(consume pass)
    }
    if options.strict {
      for index in findings.indices where findings[index].severity == .warning { findings[index].severity = .error }
    }
    Finding.sortInReportOrder(&findings)
    let failures = options.appliesCoverageGate ? CoverageTally.failures(coverage, options: options) : []
    var report = CheckReport(
      findings: findings, coverage: coverage, coverageFailures: failures, rules: activeRules,
      files: inputs.map(\.file), toolVersion: toolVersion, icuVersion: ICU.version, cldrVersion: ICU.cldrVersion)
    report.keyStates = keyStates
    return report
  }
}
