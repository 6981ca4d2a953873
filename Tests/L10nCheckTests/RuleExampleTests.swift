import L10nCatalog
import L10nExchange
import Testing

@testable import L10nCheck

/// Every rule's documented examples: a passing example yields no finding of its rule, a failing
/// one findings of exactly the key and language it names (`expectKey:`, `expectLanguage:`). The
/// same examples make `Documentation/Checks.md`.
@Suite struct RuleExampleTests {
  static let cases: [(Rule, RuleExample)] = Rules.all.flatMap { rule in rule.examples.map { (rule, $0) } }

  @Test(arguments: cases.indices)
  func example(index: Int) throws {
    let (rule, example) = Self.cases[index]
    let findings = try Self.findings(of: rule, in: example)
    if example.passes {
      #expect(findings.isEmpty, "\(rule.id): \(example.title) should pass, found \(findings.map(\.message))")
    } else {
      #expect(!findings.isEmpty, "\(rule.id): \(example.title) should fail")
      for finding in findings {
        #expect(
          finding.key == example.expectedKey && finding.language == example.expectedLanguage,
          """
          \(rule.id): \(example.title) should report key \(example.expectedKey ?? "none"), language \
          \(example.expectedLanguage ?? "none"); reported key \(finding.key ?? "none"), language \
          \(finding.language ?? "none"): \(finding.message)
          """)
      }
    }
  }

  static func findings(of rule: Rule, in example: RuleExample) throws -> [Finding] {
    let catalog = try StringCatalog(bytes: Array(example.catalogJSON.utf8), file: "Example.xcstrings")
    var options = CheckOptions(
      screens: example.screens, languages: example.languages, minimumCoverage: example.minimumCoverage)
    // A rule that is off by default runs for its own examples.
    if !rule.isOnByDefault { options.rules[rule.id] = .severity(rule.defaultSeverity) }
    var resources = TestCheckResources()
    if let memory = example.memory {
      // The example's memory (source text → translation per language), asked as check's is.
      for (language, texts) in memory {
        for (source, target) in texts {
          resources.pairs.add(
            .init(
              source: source, target: target, sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
              origin: "example"))
        }
      }
    }
    if let glossary = example.glossary {
      // The example's glossary, read as l10n.yml's CSV is, and asked as check's is.
      var csv = "term," + glossary.keys.sorted().joined(separator: ",") + "\n"
      for term in Set(glossary.values.flatMap(\.keys)).sorted() {
        csv += term + "," + glossary.keys.sorted().map { glossary[$0]?[term] ?? "" }.joined(separator: ",") + "\n"
      }
      resources.terms = try Glossary.csv(Array(csv.utf8), file: "glossary.csv")
    }
    let input = CatalogInput(
      file: "Example.xcstrings", catalog: catalog, locations: nil,
      usedKeys: example.usedKeys?.map { KeyPlace(key: $0, file: "App.swift", line: 1, column: 1) })
    let report = try Checker(options: options).check([input], resources: resources)
    // A coverage threshold that is not met is a failure of the run, not a finding of a key.
    let failures = report.coverageFailures.map {
      Finding(
        rule: .minCoverage, severity: .error, file: "Example.xcstrings", line: 1, column: 1, language: $0.language,
        message: $0.message)
    }
    return (report.findings + failures).filter { $0.rule == rule.id }
  }

  @Test func everyRuleHasAPassingAndAFailingExample() {
    for rule in Rules.all {
      #expect(rule.examples.contains { $0.passes }, "\(rule.id) has no passing example")
      #expect(rule.examples.contains { !$0.passes }, "\(rule.id) has no failing example")
    }
  }

  /// Every rule's id is its own, and the registry knows each rule by it: an id is written once,
  /// in the rule's file, so nothing else can disagree with it.
  @Test func everyIdHasItsOwnRule() {
    for id in Rules.ids { #expect(Rules.rule(id).id == id) }
    for entry in RuleRegistry.standard.entries {
      #expect(RuleRegistry.standard.entry(entry.type.id)?.type == entry.type, "\(entry.type.id)")
      #expect(entry.type.id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(entry.type.id): kebab case")
    }
    #expect(Set(Rules.ids).count == Rules.ids.count, "no id twice")
    #expect(Rules.all.map(\.id).sorted() == Rules.ids.sorted(), "every rule listed once")
  }
}
