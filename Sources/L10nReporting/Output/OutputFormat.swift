/// The output formats of the commands' results (`--format`). Each command takes some of them:
/// `check` every one, `diff` text, json and markdown, the others text and json.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// For people: lines and tables (check: `file:line:col: error: message [rule-id]` and a summary).
  case text
  /// A versioned, stable JSON document for scripts.
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…::…`), which annotate a pull request.
  case github
  /// JUnit XML, one test suite per file and one test case per rule, for CI test reports.
  case junit
  /// A Markdown pull-request comment.
  case markdown

  /// One line describing the format of a check report, for `--help`.
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
