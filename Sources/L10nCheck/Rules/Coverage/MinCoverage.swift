import L10nCatalog
import L10nText

extension RuleID {
  public static let minCoverage = RuleID("min-coverage")
}

/// `min-coverage`: a language's translated share is under the threshold. Not a check of the walk:
/// the gate over every catalog's coverage once they are all walked (`CoverageTally.failures`,
/// when `CheckOptions.appliesCoverageGate`), whose failures are the report's `coverageFailures`.
struct MinCoverage: CheckRule {
  static let id = RuleID.minCoverage
  static let group = RuleGroup.coverage
  static let defaultSeverity = Severity.error
  static let summary = "A language's translated share is under the required --min-coverage threshold."
  static let details = """
    The share of keys translated into a language (as `missing-translation` counts them, over all \
    catalogs checked together) must reach the threshold of `--min-coverage` or `check.minCoverage` \
    in l10n.yml: one for every language (`95`), per language (`fr=100,de=90`), or both \
    (`90,fr=100`). A language with a threshold counts even where a catalog has nothing for it. \
    Runs only when a threshold is set, always as an error; `off` switches the gate off.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "A French text still new, 100% required", key: "editor.title",
        entry: entry(en: "Editor", ["fr": ("Éditeur", "new")]), minimumCoverage: 100, expectKey: nil,
        expectLanguage: "fr"),
      .passes(
        "Every French key translated", key: "editor.title",
        entry: entry(en: "Editor", ["fr": "Éditeur"]), minimumCoverage: 100),
    ]
  }
}
