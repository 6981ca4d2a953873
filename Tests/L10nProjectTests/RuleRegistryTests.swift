import L10nCatalog
import L10nProject
import L10nText
import Testing

@testable import L10nCheck

/// A rule with a setting is its file and one line of the registry: `ExclamationAdded`, this
/// target's own, read from l10n.yml's `check.rules.<id>` and run by the check like any other.
@Suite struct RuleRegistryTests {
  static let registry = RuleRegistry.standard.adding(.text(ExclamationAdded.self))

  static let catalog = """
    {"sourceLanguage":"en","strings":{
      "editor.save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Save"}},
        "de":{"stringUnit":{"state":"translated","value":"Sichern!"}}}},
      "editor.quit":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Quit"}},
        "de":{"stringUnit":{"state":"translated","value":"Beenden?"}}}}},"version":"1.0"}
    """

  /// The findings of `exclamation-added` under the l10n.yml `yaml`.
  func findings(_ yaml: String) throws -> [Finding] {
    let check = try ConfigurationLoader.parse(yaml, file: "l10n.yml").check
    let rules = try RuleConfiguration(rules: check.rules, sections: check.ruleSections, registry: Self.registry)
    var options = CheckOptions(rules: rules.rules)
    options.settings = rules.settings
    var checker = Checker(options: options)
    checker.registry = Self.registry
    let catalog = try StringCatalog(bytes: Array(Self.catalog.utf8), file: "L.xcstrings")
    return checker.check([CatalogInput(file: "L.xcstrings", catalog: catalog, locations: nil)]).findings.filter {
      $0.rule == .exclamationAdded
    }
  }

  @Test func aTestsOwnRuleReadsItsSettingAndRuns() throws {
    #expect(try findings("").map(\.key) == ["editor.save"])
    let both = try findings("check:\n  rules:\n    exclamation-added: {severity: warning, countsQuestions: true}\n")
    #expect(both.compactMap(\.key).sorted() == ["editor.quit", "editor.save"])
    #expect(both.allSatisfy { $0.severity == .warning })
    #expect(try findings("check:\n  rules: {exclamation-added: off}\n").isEmpty)
    #expect(throws: RuleConfigurationError.self) {
      try findings("check:\n  rules:\n    exclamation-added: {countsQuestions: maybe}\n")
    }
  }

  /// Its setting is documented from its type: where l10n.yml writes it.
  @Test func itsSettingIsDocumentedFromItsType() {
    #expect(ExclamationAdded.details == "With `check.rules.exclamation-added.countsQuestions: true`, \"?\" too.")
  }
}
