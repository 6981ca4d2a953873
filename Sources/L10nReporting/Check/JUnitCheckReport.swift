import L10nCatalog
import L10nCheck
import L10nExchange

/// The `junit` format: JUnit XML as CI systems (GitLab, Jenkins, Azure, test-report actions) read it.
///
/// One `<testsuite>` per checked catalog, with one `<testcase>` per rule that ran. A rule fails in
/// a file when it has findings there at or above the report's failing severity; lower findings go
/// to the test case's `<system-out>`. Files outside `report.files` (Swift sources) get a suite with
/// test cases only for the rules that reported something there. Coverage failures are a
/// `min-coverage` test case in their catalog's suite, or in an `(all catalogs)` suite.
enum JUnitCheckReport {
  /// The suite of coverage failures that name no catalog.
  static let allCatalogsSuite = "(all catalogs)"

  struct TestCase {
    var name: String
    var failures: [String] = []
    var failureMessage = ""
    var output: [String] = []
  }

  struct Suite {
    var name: String
    var cases: [TestCase]
    var failures: Int { cases.count(where: { !$0.failures.isEmpty }) }
  }

  static func render(_ report: CheckReport) -> String {
    let suites = self.suites(report)
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let tags = XMLTags.strict
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    tags.appendStartTag(
      "testsuites", ["name": "l10n check", "tests": "\(tests)", "failures": "\(failures)", "errors": "0"], to: &xml)
    xml += "\n"
    for suite in suites {
      tags.appendStartTag(
        "testsuite",
        [
          "name": suite.name, "tests": "\(suite.cases.count)", "failures": "\(suite.failures)", "errors": "0",
          "skipped": "0",
        ], indent: 2, to: &xml)
      xml += "\n"
      for testCase in suite.cases {
        let isEmpty = testCase.failures.isEmpty && testCase.output.isEmpty
        tags.appendStartTag(
          "testcase", ["classname": suite.name, "name": testCase.name], isEmpty: isEmpty, indent: 4, to: &xml)
        xml += "\n"
        if isEmpty { continue }
        if !testCase.failures.isEmpty {
          tags.appendStartTag(
            "failure", ["type": testCase.name, "message": testCase.failureMessage], indent: 6, to: &xml)
          xml += MarkupText.text(testCase.failures.joined(separator: "\n")) + "</failure>\n"
        }
        if !testCase.output.isEmpty {
          xml += "      <system-out>" + MarkupText.text(testCase.output.joined(separator: "\n")) + "</system-out>\n"
        }
        xml += "    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  static func suites(_ report: CheckReport) -> [Suite] {
    let catalogs = Set(report.files)
    var names = report.files
    var findingsByFile: [String: [Finding]] = [:]
    for finding in report.findings {
      if findingsByFile[finding.file] == nil, !catalogs.contains(finding.file) { names.append(finding.file) }
      findingsByFile[finding.file, default: []].append(finding)
    }
    var failuresByFile: [String: [CoverageFailure]] = [:]
    for failure in report.coverageFailures {
      let name = failure.file ?? allCatalogsSuite
      if !names.contains(name) { names.append(name) }
      failuresByFile[name, default: []].append(failure)
    }
    return names.map { name in
      let findings = findingsByFile[name] ?? []
      var ruleIDs =
        catalogs.contains(name)
        ? report.rules.map(\.id)
        : report.rules.map(\.id).filter { id in
          findings.contains { $0.rule.rawValue == id }
        }
      for finding in findings where !ruleIDs.contains(finding.rule.rawValue) { ruleIDs.append(finding.rule.rawValue) }
      var cases = ruleIDs.map { id in
        testCase(id, findings.filter { $0.rule.rawValue == id }, failingSeverity: report.failingSeverity)
      }
      if let failures = failuresByFile[name] {
        var coverage = TestCase(name: CheckReportRenderer.coverageRuleID)
        coverage.failures = failures.map(\.message)
        coverage.failureMessage =
          failures.count == 1 ? failures[0].message : Counted.phrase(failures.count, "coverage failure")
        cases.append(coverage)
      }
      return Suite(name: name, cases: cases)
    }
  }

  static func testCase(_ rule: String, _ findings: [Finding], failingSeverity: Severity) -> TestCase {
    var testCase = TestCase(name: rule)
    for finding in findings {
      let line = "\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message)"
      if finding.severity >= failingSeverity {
        testCase.failures.append(line)
      } else {
        testCase.output.append(line)
      }
    }
    testCase.failureMessage = Counted.phrase(testCase.failures.count, "finding")
    return testCase
  }
}
