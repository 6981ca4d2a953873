import Foundation
import L10nCatalog
import L10nCheck
import L10nText

/// The `sarif` format: SARIF 2.1.0 with one run, a rule table and one result per finding.
///
/// Coverage failures become results of the `min-coverage` rule. Locations are relative to
/// `%SRCROOT%` (the checkout), which GitHub code scanning resolves itself.
enum SARIFCheckReport {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  static let informationURI = "https://github.com/l10n-tool/l10n"
  static let rulesDocumentation = "https://github.com/l10n-tool/l10n/blob/main/Documentation/Checks.md#"
  static let fingerprintName = "l10nFindingHash/v1"

  static func render(_ report: CheckReport) -> String {
    var json = JSONWriter(capacity: (1 << 16) + report.findings.count * 900)
    log(report).write(to: &json)
    return json.finish()
  }

  static func log(_ report: CheckReport) -> SARIFLog {
    let table = RuleTable(report)
    var results = report.findings.map { finding in
      SARIFLog.Result(
        ruleId: finding.rule.rawValue, ruleIndex: table.index(of: finding.rule.rawValue),
        level: finding.severity.rawValue,
        message: .init(text: finding.message),
        locations: [location(finding.file, region: region(line: finding.line, column: finding.column))],
        partialFingerprints: [fingerprintName: fnv1a64Hex(finding.fingerprint)],
        properties: finding.key == nil && finding.language == nil
          ? nil : .init(key: finding.key, language: finding.language))
    }
    for failure in report.coverageFailures {
      let rule = CheckReportRenderer.coverageRuleID
      let identity = [rule, failure.file ?? "", "", failure.language, ""].joined(separator: "\u{1F}")
      results.append(
        SARIFLog.Result(
          ruleId: rule, ruleIndex: table.index(of: rule), level: Severity.error.rawValue,
          message: .init(text: failure.message),
          locations: failure.file.map { [location($0, region: nil)] },
          partialFingerprints: [fingerprintName: fnv1a64Hex(identity)],
          properties: .init(key: nil, language: failure.language)))
    }
    let driver = SARIFLog.Driver(
      name: "l10n", version: report.toolVersion,
      semanticVersion: isSemanticVersion(report.toolVersion) ? report.toolVersion : nil,
      informationUri: informationURI,
      rules: table.rules.map { rule in
        SARIFLog.Rule(
          id: rule.id, name: upperCamelCase(rule.id), shortDescription: .init(text: rule.summary),
          helpUri: rulesDocumentation + rule.id, defaultConfiguration: .init(level: rule.severity.rawValue))
      })
    let run = SARIFLog.Run(
      tool: .init(driver: driver), results: results, columnKind: "unicodeCodePoints",
      properties: .init(
        icuVersion: report.icuVersion, cldrVersion: report.cldrVersion,
        suppressedByBaseline: report.suppressedByBaseline))
    return SARIFLog(schema: schema, version: "2.1.0", runs: [run])
  }

  /// SARIF lines and columns start at 1; an unknown (0) line leaves the region out.
  static func region(line: Int, column: Int) -> SARIFLog.Region? {
    line >= 1 ? SARIFLog.Region(startLine: line, startColumn: column >= 1 ? column : nil) : nil
  }

  /// A file as a SARIF location: relative paths under `%SRCROOT%`, absolute ones as `file://` URIs.
  static func location(_ file: String, region: SARIFLog.Region?) -> SARIFLog.Location {
    let artifact =
      file.hasPrefix("/")
      ? SARIFLog.ArtifactLocation(uri: "file://" + percentEncodedPath(file), uriBaseId: nil)
      : SARIFLog.ArtifactLocation(uri: percentEncodedPath(file), uriBaseId: "%SRCROOT%")
    return SARIFLog.Location(physicalLocation: .init(artifactLocation: artifact, region: region))
  }

  /// A path as a URI reference: every byte but unreserved characters and `/` is percent-encoded,
  /// so a space becomes `%20` and a colon cannot be mistaken for a scheme.
  static func percentEncodedPath(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `missing-translation` → `MissingTranslation`.
  static func upperCamelCase(_ id: String) -> String {
    id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// `MAJOR.MINOR.PATCH` with optional `-pre` and `+build` parts of dot-separated identifiers.
  static func isSemanticVersion(_ version: String) -> Bool {
    let number = "(0|[1-9][0-9]*)"
    let identifiers = "[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*"
    let pattern = "^\(number)\\.\(number)\\.\(number)(-\(identifiers))?(\\+\(identifiers))?$"
    return version.range(of: pattern, options: .regularExpression) != nil
  }

  /// The 64-bit FNV-1a hash of the UTF-8 bytes, as 16 lowercase hex digits: stable across runs,
  /// platforms and Swift versions, unlike `Hasher`.
  static func fnv1a64Hex(_ text: String) -> String {
    let digits = String(StableHash.fnv1a64(text), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The rules of the run, plus `min-coverage` when coverage failed and any rule a finding names
  /// that the report's table lacks, so every `ruleIndex` points at its rule.
  struct RuleTable {
    var rules: [RuleInfo]
    private var indices: [String: Int] = [:]

    init(_ report: CheckReport) {
      rules = []
      for rule in report.rules { add(rule) }
      for finding in report.findings where indices[finding.rule.rawValue] == nil {
        add(RuleInfo(id: finding.rule.rawValue, summary: finding.rule.rawValue, severity: finding.severity))
      }
      if !report.coverageFailures.isEmpty {
        add(
          RuleInfo(
            id: CheckReportRenderer.coverageRuleID, summary: CheckReportRenderer.coverageRuleSummary,
            severity: .error))
      }
    }

    private mutating func add(_ rule: RuleInfo) {
      guard indices[rule.id] == nil else { return }
      indices[rule.id] = rules.count
      rules.append(rule)
    }

    func index(of id: String) -> Int? { indices[id] }
  }
}
