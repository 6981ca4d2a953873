import Foundation
import L10nExtraction
import L10nICU
import L10nProject
import L10nTestSupport
import L10nText
import Testing

@testable import L10nCheck

@Suite struct ConfigurationTests {
  @Test func theEmbeddedConfigurationReads() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("l10n.yml")
    let configuration = try ConfigurationLoader.load(url)
    #expect(configuration.sourceLanguage == "en")
    #expect(configuration.sources == ["Samples"])
    #expect(configuration.catalogs == ["Catalogs"])
    #expect(configuration.languages == ["fr", "de", "ja", "ru", "ar"])
    #expect(configuration.keys.pattern == KeyConvention.defaultPattern)
    #expect(configuration.keys.dynamic.patterns == ["onboarding.*_page.title", "onboarding.*_page.message"])
    #expect(configuration.extract.keyCalls == CallShapes.KeyCall.defaults)
    #expect(!configuration.extract.addKeyCalls)
  }

  @Test func keyCallsAndDynamicKeysAreRead() throws {
    let configuration = try ConfigurationLoader.parse(
      """
      keys:
        dynamic: ['tips.*.body', onboarding.step_*.title]
      extract:
        keyCalls: [Text, .help, ".searchable(prompt:)", "MyRow(title:)"]
        addKeyCalls: true
      """, file: "l10n.yml")
    #expect(configuration.keys.dynamic.patterns == ["tips.*.body", "onboarding.step_*.title"])
    #expect(
      configuration.extract.keyCalls.map(\.description) == ["Text", ".help", ".searchable(prompt:)", "MyRow(title:)"])
    #expect(configuration.extract.addKeyCalls)
    #expect(configuration.extract.shapes.keyCalls == configuration.extract.keyCalls)
    #expect(try ConfigurationLoader.parse("extract:\n  keyCalls: []\n", file: "l10n.yml").extract.keyCalls.isEmpty)
  }

  @Test func defaultsWhenEmpty() throws {
    #expect(try ConfigurationLoader.parse("", file: "l10n.yml") == Configuration())
    #expect(try ConfigurationLoader.parse("catalogs: One.xcstrings", file: "l10n.yml").catalogs == ["One.xcstrings"])
  }

  @Test func mistakesAreNamedWithTheirLine() {
    let cases: [(String, String)] = [
      ("version: 1\nsourceLanguage: en\ncatalog: [X]\n", "l10n.yml:3: unknown setting 'catalog'"),
      ("version: 2\n", "l10n.yml:1: version: expected 1"),
      ("sources: {a: b}\n", "l10n.yml:1: sources: expected a list"),
      ("keys:\n  pattern: '(['\n", "l10n.yml:2: keys.pattern: not a valid regular expression"),
      ("keys:\n  patern: x\n", "l10n.yml:2: unknown setting 'keys.patern'"),
      ("- a\n- b\n", "l10n.yml:1: expected a mapping"),
      ("sources: [\n", "l10n.yml: not valid YAML"),
      ("extract:\n  keyCalls: [Text, 'Text(']\n", "l10n.yml:2: extract.keyCalls: 'Text(' is not a call shape"),
      ("extract:\n  addKeyCalls: maybe\n", "l10n.yml:2: extract.addKeyCalls: expected true or false"),
      ("keys:\n  dynamic: ['*']\n", "l10n.yml:2: keys.dynamic: '*' would match every key"),
    ]
    for (text, expected) in cases {
      do {
        _ = try ConfigurationLoader.parse(text, file: "l10n.yml")
        Issue.record("accepted: \(text)")
      } catch {
        #expect(error.description.hasPrefix(expected), "\(error)")
      }
    }
  }

  /// With the commands' judge (`LanguageTags`), `sourceLanguage` and each of `languages` must be a
  /// language, named with its line; without one, reading links no ICU and takes any text.
  @Test func languagesAreJudgedWithTheirLine() throws {
    let judge: ConfigurationLoader.LanguageJudge = { LanguageTags.problem(with: $0, catalogLanguages: []) }
    let cases: [(String, String)] = [
      (
        "version: 1\nlanguages: [fr, pt_br]\n",
        #"l10n.yml:2: languages: 'pt_br' is not a language tag as Xcode writes it; did you mean "pt-BR"?"#
      ),
      ("languages:\n  - fr\n  - english\n", "l10n.yml:3: languages: 'english' is not a language tag ICU knows"),
      ("languages: FR\n", #"l10n.yml:1: languages: 'FR' is not a language tag as Xcode writes it; did you mean "fr"?"#),
      (
        "sourceLanguage: en_US\n",
        #"l10n.yml:1: sourceLanguage: 'en_US' is not a language tag as Xcode writes it; did you mean "en-US"?"#
      ),
      (
        "check:\n  minCoverage:\n    fr: 100\n    xx-Bogus: 90\n",
        "l10n.yml:4: check.minCoverage: 'xx-Bogus' is not a language tag ICU knows"
      ),
    ]
    for (text, expected) in cases {
      do {
        _ = try ConfigurationLoader.parse(text, file: "l10n.yml", judgingLanguages: judge)
        Issue.record("accepted: \(text)")
      } catch {
        #expect(error.description.hasPrefix(expected), "\(error)")
      }
      #expect(throws: Never.self) { try ConfigurationLoader.parse(text, file: "l10n.yml") }
    }
    let good = try ConfigurationLoader.parse(
      "sourceLanguage: en\nlanguages: [fr, pt-BR, zh-Hans, es-419, en-XA]\n", file: "l10n.yml", judgingLanguages: judge)
    #expect(good.languages == ["fr", "pt-BR", "zh-Hans", "es-419", "en-XA"])
  }

  @Test func theConfigurationIsFoundByWalkingUp() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("l10n.yml", "catalogs: [Cat]\n")
    try folder.write("Cat/A.xcstrings", "{}")
    try folder.write("Cat/Sub/B.xcstrings", "{}")
    try folder.write("Cat/Export.xcloc/Source Contents/C.xcstrings", "{}")
    try folder.write("Cat/.hidden/D.xcstrings", "{}")
    let deep = folder.file("Sources/App/Screens")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    let project = try Project.load(configPath: nil, workingDirectory: deep)
    #expect(project.configurationFile?.resolvingSymlinksInPath() == folder.file("l10n.yml").resolvingSymlinksInPath())
    let catalogs = try project.catalogURLs(arguments: [], workingDirectory: deep)
    #expect(catalogs.map(\.lastPathComponent) == ["A.xcstrings", "B.xcstrings"])
    // Paths on the command line win, relative to the working directory.
    let named = try project.catalogURLs(arguments: ["../../../Cat/Sub"], workingDirectory: deep)
    #expect(named.map(\.lastPathComponent) == ["B.xcstrings"])
  }
}

@Suite struct CheckConfigurationTests {
  @Test func checkSettingsAreRead() throws {
    let configuration = try ConfigurationLoader.parse(
      """
      version: 1
      check:
        rules:
          natural-language-key: off
          same-as-source: warning
        screens: [editor, settings]
        lastSegments: [title]
        minCoverage: {fr: 100, de: 90.5}
        baseline: l10n-baseline.json
        strict: true
      """, file: "l10n.yml")
    let check = configuration.check
    let rules = try RuleConfiguration(rules: check.rules, sections: check.ruleSections)
    #expect(rules.rules[.naturalLanguageKey] == .off)
    #expect(rules.rules[.sameAsSource] == .severity(.warning))
    #expect(check.screens == ["editor", "settings"])
    #expect(check.lastSegments == ["title"])
    #expect(check.minimumCoverageByLanguage == ["fr": 100, "de": 90.5])
    #expect(check.baseline == "l10n-baseline.json")
    #expect(check.strict)
    #expect(try ConfigurationLoader.parse("check:\n  minCoverage: 95\n", file: "l10n.yml").check.minimumCoverage == 95)
  }

  /// A rule's own settings: `inconsistent-translation`'s under `check.consistency`, or under
  /// `check.rules.<id>` beside its severity.
  @Test func rulesSettingsAreReadByTheRules() throws {
    func consistency(_ text: String) throws -> (splitByComment: Bool, RuleConfiguration) {
      let check = try ConfigurationLoader.parse(text, file: "l10n.yml").check
      let rules = try RuleConfiguration(rules: check.rules, sections: check.ruleSections)
      return (rules.settings.settings(of: InconsistentTranslation.self).splitByComment, rules)
    }
    #expect(try consistency("").splitByComment)
    #expect(try !consistency("check:\n  consistency:\n    splitByComment: false\n").splitByComment)
    let (splitByComment, rules) = try consistency(
      "check:\n  rules:\n    inconsistent-translation: {severity: warning, splitByComment: false}\n")
    #expect(!splitByComment)
    #expect(rules.rules[.inconsistentTranslation] == .severity(.warning))
    #expect(try consistency("check:\n  rules: {inconsistent-translation: {splitByComment: no}}\n").1.rules.isEmpty)
  }

  @Test(arguments: [
    ("check:\n  rules: {nope: off}\n", "unknown rule 'nope'"),
    ("check:\n  rules: {key-naming: loud}\n", "expected error, warning, note or off"),
    ("check:\n  minCoverage: 120\n", "percentage from 0 to 100"),
    ("check:\n  colour: red\n", "unknown setting 'check.colour'"),
    (
      "check:\n  consistency: {splitByComment: maybe}\n",
      "l10n.yml:2: check.consistency.splitByComment: expected true or false"
    ),
    (
      "check:\n  consistency:\n    split: false\n",
      "l10n.yml:3: unknown setting 'check.consistency.split' (known: splitByComment)"
    ),
    ("check:\n  consistency: false\n", "l10n.yml:2: check.consistency: expected a mapping (splitByComment)"),
    (
      "check:\n  rules:\n    key-naming: {severity: note, loud: true}\n",
      "l10n.yml:3: unknown setting 'check.rules.key-naming.loud' (known: severity)"
    ),
  ])
  func badCheckSettingsNameTheLine(text: String, message: String) {
    do {
      let check = try ConfigurationLoader.parse(text, file: "l10n.yml").check
      // What l10n.yml says of the rules is read by them (L10nCheck), as a session opens.
      _ = try RuleConfiguration(rules: check.rules, sections: check.ruleSections)
      Issue.record("expected an error for \(text)")
    } catch {
      let description = String(describing: error)
      #expect(description.contains(message), "\(description)")
      #expect(
        description.contains("l10n.yml:2") || description.contains("l10n.yml:1") || message.hasPrefix("l10n.yml:3"),
        "\(description)")
    }
  }
}
