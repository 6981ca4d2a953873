import L10nCatalog
import L10nCheck
import L10nProject
import L10nReporting
import L10nSession
import MCP

/// `check`, `unused_keys`, `missing_keys`: the rules of `l10n check`, their findings filtered and
/// in pages, as `l10n check --format json` writes them.
enum CheckTools {
  static let check = ToolDefinition.reading(
    "check", title: "Check the catalogs",
    description: """
      Runs l10n check's rules over the catalogs (and the code, as l10n.yml configures it) with the \
      baseline applied, and returns `l10n check --format json`'s document: findings (rule, severity, \
      file, line, key, language, message, suggestion), coverage per catalog, language and screen, the \
      rules and a summary. Findings can be filtered by rule, severity (at least), language and key \
      prefix, and come in pages; coverage and rules are on the first page only.
      """,
    arguments: ArgumentSchema(
      [
        ArgumentSchema.catalog,
        .strings("rules", "Only findings of these rules (ids such as missing-translation, placeholder-mismatch)."),
        .string("severity", "Only findings of this severity or worse.", choices: Severity.allCases.map(\.rawValue)),
        .string("language", "Only findings about this language."),
        .string("keyPrefix", "Only findings about keys that start with this."),
        .boolean("code", "Compare with the code too, as l10n.yml's sources say (default true)."),
      ] + ArgumentSchema.paging)
  ) { call in
    let arguments = call.arguments
    let filter = try FindingFilter(arguments)
    let page = try arguments.page()
    let request = CheckRequest(
      catalogs: try arguments.catalogs(in: call.context), sources: try arguments.bool("code", default: true) ? [] : nil)
    let (text, total) = try await call.context.withSession { session in
      var report = try session.run(request)
      let findings = report.findings.filter(filter.keeps)
      report.findings = Array(page.slice(findings))
      if page.offset > 0 { (report.coverage, report.rules) = ([], []) }
      return (try CheckOutput.report(report).output(OutputStyle(format: .json)).standardOutput, findings.count)
    }
    var document = try ToolResult.value(text)
    document["totalFindings"] = .int(total)
    if let next = page.nextCursor(total: total) { document["nextCursor"] = .string(next) }
    return try ToolResult.structured(document)
  }

  /// Which findings a call asks for.
  struct FindingFilter {
    var rules: Set<String>
    var severity: Severity?
    var language: String?
    var keyPrefix: String?

    init(_ arguments: Arguments) throws {
      rules = Set(try arguments.strings("rules"))
      severity = try arguments.optionalString("severity").flatMap(Severity.init(rawValue:))
      language = try arguments.optionalString("language")
      keyPrefix = try arguments.optionalString("keyPrefix")
      let known = Set(Rules.ids.map(\.rawValue))
      for rule in rules.sorted() where !known.contains(rule) {
        throw arguments.invalid("check has no rule '\(rule)'; the rules are: \(known.sorted().joined(separator: ", "))")
      }
    }

    func keeps(_ finding: Finding) -> Bool {
      (rules.isEmpty || rules.contains(finding.rule.rawValue)) && severity.map { finding.severity >= $0 } ?? true
        && language.map { finding.language == $0 } ?? true
        && keyPrefix.map { finding.key?.hasPrefix($0) == true } ?? true
    }
  }

  static let unusedKeys = codeKeys(
    "unused_keys", title: "Unused keys", rule: .unusedKey,
    description: """
      Keys l10n manages (manual or stale keys, keys following the key convention) that no code uses, \
      as check's unused-key rule finds them from l10n.yml's sources. `extract` with markStale or prune \
      acts on them.
      """)

  static let missingKeys = codeKeys(
    "missing_keys", title: "Missing keys", rule: .missingKey,
    description: """
      Keys the code uses that no catalog has, with where they are used, as check's missing-key rule \
      finds them from l10n.yml's sources. `extract` adds them.
      """)

  /// A tool listing one code rule's findings.
  static func codeKeys(_ name: String, title: String, rule: RuleID, description: String) -> ToolDefinition {
    .reading(
      name, title: title, description: description,
      arguments: ArgumentSchema([ArgumentSchema.catalog] + ArgumentSchema.paging)
    ) {
      call in
      let page = try call.arguments.page()
      let request = CheckRequest(
        catalogs: try call.arguments.catalogs(in: call.context), sources: [], appliesBaseline: false)
      let (findings, ruleOn, scanned) = try await call.context.withSession { session in
        let report = try session.run(request)
        let scanned = !session.project.configuration.sources.isEmpty
        return (report.findings.filter { $0.rule == rule }, report.rules.contains { $0.id == rule.rawValue }, scanned)
      }
      let keys = findings.map { KeyFinding(key: $0.key ?? "", place: "\($0.place)", message: $0.message) }
      var result = Paged(keys, page: page)
      if !scanned {
        result.note = "l10n.yml names no sources: no code was read."
      } else if !ruleOn {
        result.note = "The rule \(rule.rawValue) is off in l10n.yml's check.rules."
      }
      return try ToolResult.json(result)
    }
  }

  struct KeyFinding: Encodable {
    var key: String
    var place: String
    var message: String
  }
}
