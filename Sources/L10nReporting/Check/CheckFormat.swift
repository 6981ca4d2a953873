/// The output formats of `l10n check`.
///
/// Each one is a complete rendering of a ``CheckReport``; pick one per run with `--format`.
public enum CheckFormat: String, CaseIterable, Sendable {
  /// `file:line:col: error: message [rule-id]` lines and a summary, for people and editors.
  case text
  /// A versioned, stable JSON document (`schemaVersion` 1) for scripts.
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…::…`), which annotate a pull request.
  case github
  /// JUnit XML, one test suite per file and one test case per rule, for CI test reports.
  case junit
  /// A Markdown pull-request comment with coverage and findings tables.
  case markdown

  /// One line describing the format, for `--help`.
  public var summary: String {
    switch self {
    case .text: "one line per finding, then a summary (default)"
    case .json: "a versioned JSON document (schemaVersion 1)"
    case .sarif: "SARIF 2.1.0 for code scanning"
    case .github: "GitHub Actions annotations"
    case .junit: "JUnit XML for CI test reports"
    case .markdown: "a Markdown pull-request comment"
    }
  }
}
