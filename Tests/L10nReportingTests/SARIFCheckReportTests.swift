import Foundation
import L10nCatalog
import L10nCheck
import L10nReporting
import L10nTestSupport
import L10nText
import Testing

@Suite struct SARIFCheckReportTests {
  static let schema = Fixtures.url("schemas/sarif-schema-2.1.0.json")

  /// Validates with Python's jsonschema; prints one line per schema violation.
  static let validator = """
    import json, sys
    import jsonschema
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    document = json.load(open(sys.argv[2], encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=str)
    for error in errors:
        print("/".join(map(str, error.absolute_path)), error.message)
    sys.exit(1 if errors else 0)
    """

  static let reports: [String: CheckReport] = {
    var unlocated = Samples.report
    unlocated.coverageFailures = [CoverageFailure(language: "ar", percent: 12.5, threshold: 80)]
    unlocated.findings.append(
      Finding(rule: .brackets, severity: .warning, file: "/abs/path/Ω.xcstrings", line: 0, column: 0, message: "m")
    )
    unlocated.toolVersion = "main-snapshot"
    return ["sample": Samples.report, "clean": Samples.clean, "many": Samples.many(60), "unlocated": unlocated]
  }()

  /// The rendered report parsed back.
  func parsed(_ report: CheckReport) throws -> [String: Any] {
    let text = CheckReportRenderer.render(report, format: .sarif)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  func run(_ report: CheckReport) throws -> [String: Any] {
    let runs = try #require(try parsed(report)["runs"] as? [[String: Any]])
    try #require(runs.count == 1)
    return runs[0]
  }

  @Test(.requires(.jsonschema), arguments: ["sample", "clean", "many", "unlocated"])
  func validatesAgainstTheSchema(name: String) throws {
    let report = try #require(Self.reports[name])
    #expect(FileManager.default.fileExists(atPath: Self.schema.path), "missing \(Self.schema.path)")
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let log = try folder.write("\(name).sarif", CheckReportRenderer.render(report, format: .sarif))

    let result = try CommandRunner.runTool("python3", ["-c", Self.validator, Self.schema.path, log.path])
    #expect(
      result.status == 0,
      "SARIF for '\(name)' does not match the 2.1.0 schema (status \(result.status)):\n\(result.output)")
  }

  @Test func logAndDriver() throws {
    let log = try parsed(Samples.report)
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"] as? String == "2.1.0")
    let run = try run(Samples.report)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "l10n")
    #expect(driver["version"] as? String == "1.2.0")
    #expect(driver["semanticVersion"] as? String == "1.2.0")
    #expect(driver["informationUri"] as? String == "https://github.com/l10n-tool/l10n")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Samples.rules.map(\.id) + ["min-coverage"])
    #expect(rules[0]["name"] as? String == "MissingTranslation")
    #expect(rules[1]["name"] as? String == "FormatSpecifiers")
    #expect(rules[4]["name"] as? String == "MinCoverage")
    #expect(
      (rules[1]["shortDescription"] as? [String: Any])?["text"] as? String == "A translation's placeholders differ.")
    #expect(
      rules[1]["helpUri"] as? String
        == "https://github.com/l10n-tool/l10n/blob/main/Documentation/Checks.md#format-specifiers")
    #expect((rules[1]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
    #expect((rules[2]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
  }

  @Test(arguments: [
    ("1.2.0", true), ("1.2.0-beta.1+exp.sha.5114f85", true), ("10.20.30", true), ("1.2", false),
    ("01.2.3", false), ("1.2.3-", false), ("main-snapshot", false),
  ])
  func semanticVersionOnlyWhenItIsOne(version: String, isSemantic: Bool) throws {
    var report = Samples.clean
    report.toolVersion = version
    let driver = try #require((try run(report)["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == version)
    #expect(driver["semanticVersion"] as? String == (isSemantic ? version : nil))
  }

  @Test func findingResults() throws {
    let run = try run(Samples.report)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 5)
    #expect(results.map { $0["ruleId"] as? String } == Samples.report.findings.map(\.rule.rawValue) + ["min-coverage"])
    #expect(results.map { $0["level"] as? String } == ["error", "warning", "note", "error", "error"])
    #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 2, 3, 4])

    let first = results[1]
    #expect((first["message"] as? [String: Any])?["text"] as? String == Samples.placeholders.message)
    let locations = try #require(first["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "Catalogs/My%20App/Localizable.xcstrings")
    #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 30)
    #expect(region["startColumn"] as? Int == 7)
    #expect(first["properties"] as? [String: String] == ["key": "a|b <c>", "language": "fr"])

    let swiftFile = results[3]
    let swiftArtifact =
      (((swiftFile["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: Any])
    #expect(swiftArtifact?["uri"] as? String == "Sources/%C3%84pp/Editor%20View.swift")
    #expect(swiftFile["properties"] as? [String: String] == ["key": "menu.open"])
  }

  @Test func coverageFailureIsAResultWithoutRegion() throws {
    let results = try #require(try run(Samples.report)["results"] as? [[String: Any]])
    let coverage = try #require(results.last)
    #expect(coverage["ruleId"] as? String == "min-coverage")
    #expect((coverage["message"] as? [String: Any])?["text"] as? String == Samples.coverageFailure.message)
    let locations = try #require(coverage["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    #expect(
      (physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Catalogs/My%20App/Localizable.xcstrings")
    #expect(physical["region"] == nil)
  }

  /// A finding of a rule the report's table lacks (`brackets` is not among the sample's rules)
  /// gets an entry, so its `ruleIndex` points at its rule.
  @Test func unknownRulesAndMissingLocationsStayConsistent() throws {
    let run = try run(try #require(Self.reports["unlocated"]))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["semanticVersion"] == nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    let absolute = try #require(results.first { $0["ruleId"] as? String == "brackets" })
    let physical = try #require(
      (absolute["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(physical["region"] == nil)
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "file:///abs/path/%CE%A9.xcstrings")
    #expect(artifact["uriBaseId"] == nil)
    // A coverage failure over all catalogs has no location at all.
    let coverage = try #require(results.last)
    #expect(coverage["ruleId"] as? String == "min-coverage")
    #expect(coverage["locations"] == nil)
  }

  @Test func fingerprintIsFNV1aOfTheFindingFingerprintAndIgnoresPosition() throws {
    // Published FNV-1a 64 test vectors, so the test's own hash is right.
    #expect(fnv1a64("") == "cbf29ce484222325")
    #expect(fnv1a64("a") == "af63dc4c8601ec8c")
    #expect(fnv1a64("foobar") == "85944171f73967e8")

    var moved = Samples.report
    moved.findings[0].line = 99
    moved.findings[0].column = 1
    moved.findings[0].severity = .warning
    for report in [Samples.report, moved] {
      let results = try #require(try run(report)["results"] as? [[String: Any]])
      let fingerprints = results[0]["partialFingerprints"] as? [String: String]
      #expect(fingerprints == ["l10nFindingHash/v1": fnv1a64(Samples.missing.fingerprint)])
    }
    let results = try #require(try run(Samples.report)["results"] as? [[String: Any]])
    let hashes = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["l10nFindingHash/v1"] }
    #expect(Set(hashes).count == results.count)
  }

  func fnv1a64(_ text: String) -> String {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
