import Foundation
import L10nCatalog
import L10nCheck
import L10nText
import Testing

@Suite struct FormatSpecifierTests {
  @Test func parsesApplePlaceholders() {
    let specifiers = FormatSpecifier.parse("%@ %d %lld %.2f %1$@ %%  %#@files@ %5.1lf %-3s %c %p %zd %Lf %u")
    #expect(
      specifiers.map(\.text) == [
        "%@", "%d", "%lld", "%.2f", "%1$@", "%#@files@", "%5.1lf", "%-3s", "%c", "%p", "%zd", "%Lf", "%u",
      ])
    #expect(
      specifiers.map(\.kind) == [
        .object, .int, .long, .double, .object, .substitution, .double, .cString, .char, .pointer, .long, .longDouble,
        .int,
      ])
    #expect(specifiers[4].position == 1)
    #expect(specifiers[5].substitution == "files")
  }

  @Test func strayPercentSignsAreText() {
    #expect(FormatSpecifier.parse("100% sure, 50 % off, 30%").isEmpty)
    #expect(FormatSpecifier.parse("%%d").isEmpty)
  }

  /// Xcode writes a substitution's number as `%arg` in its cases (CotEditor's "%arg shody",
  /// "%arg個檔案"); elsewhere the same letters are `%a` and text.
  @Test func substitutionArgumentInASubstitutionsText() {
    let inCase = FormatSpecifier.parse("%arg個檔案 (%@)", substitutionArgument: .long)
    #expect(inCase.map(\.text) == ["%arg", "%@"])
    #expect(inCase.map(\.kind) == [.long, .object])
    #expect(FormatSpecifier.parse("%%arg", substitutionArgument: .long).isEmpty)
    #expect(FormatSpecifier.parse("%arg files").map(\.text) == ["%a"])
    var ranges: [Range<Int>] = []
    FormatSpecifier.forEachPercent(in: "%arg shody", substitutionArgument: .long) { _, range in ranges.append(range) }
    #expect(ranges == [0..<4])
  }

  @Test func signaturesFollowPositions() {
    let signature = ArgumentSignature("%2$lld photos by %1$@")
    #expect(signature[1]?.kind == .object)
    #expect(signature[2]?.kind == .long)
    let sequential = ArgumentSignature("%@ and %d")
    #expect(sequential[1]?.kind == .object && sequential[2]?.kind == .int)
    let typed = ArgumentSignature("%#@count@", substitutionKinds: ["count": (position: 2, kind: .long)])
    #expect(typed[2]?.kind == .long && typed[1] == nil)
  }
}

@Suite struct CheckBehaviourTests {
  static let twoKeys = """
    {"sourceLanguage":"en","strings":{
    "editor.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}},"fr":{"stringUnit":{"state":"translated","value":"Éditeur"}}}},
    "editor.subtitle":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Draw"}},"de":{"stringUnit":{"state":"translated","value":"Zeichnen"}}}}
    },"version":"1.0"}
    """

  @Test func coveragePerLanguageAndScreen() throws {
    let report = try CheckHarness.run(Self.twoKeys, options: CheckOptions(languages: ["ja"]))
    let languages = report.coverage[0].languages
    #expect(languages.map(\.language) == ["de", "fr", "ja"])
    #expect(languages.map(\.counts.translated) == [1, 1, 0])
    #expect(languages.allSatisfy { $0.counts.total == 2 })
    #expect(languages[0].screens.map(\.screen) == ["editor"])
  }

  @Test func minimumCoverageGate() throws {
    var options = CheckOptions(minimumCoverage: 50)
    #expect(try CheckHarness.run(Self.twoKeys, options: options).coverageFailures.isEmpty)
    options.minimumCoverageByLanguage = ["fr": 100]
    let failures = try CheckHarness.run(Self.twoKeys, options: options).coverageFailures
    #expect(failures.map(\.language) == ["fr"])
    #expect(failures.first?.message == "fr coverage is 50%, under the required 100%")
    options.minimumCoverageByLanguage = ["es": 10]
    #expect(
      try CheckHarness.run(Self.twoKeys, options: options).coverageFailures.map(\.language) == ["es"],
      "a language with no text is at 0%")
  }

  @Test func severitiesCanBeChangedOrSwitchedOffAndStrictRaisesWarnings() throws {
    let report = try CheckHarness.run(Self.twoKeys)
    #expect(report.findings.contains { $0.rule == .missingTranslation && $0.severity == .warning })
    #expect(!report.failed)
    let off = try CheckHarness.run(
      Self.twoKeys, options: CheckOptions(rules: [.missingTranslation: .off]))
    #expect(!off.findings.contains { $0.rule == .missingTranslation })
    #expect(!off.rules.contains { $0.id == "missing-translation" })
    let raised = try CheckHarness.run(
      Self.twoKeys, options: CheckOptions(rules: [.missingTranslation: .severity(.error)]))
    #expect(raised.failed)
    let strict = try CheckHarness.run(Self.twoKeys, options: CheckOptions(strict: true))
    #expect(strict.failed)
    #expect(strict.findings.allSatisfy { $0.severity != .warning })
  }

  @Test func findingsCarryTheKeyAndLanguageLines() throws {
    let report = try CheckHarness.run(Self.twoKeys.replacingOccurrences(of: "\"fr\":{", with: "\n\"fr\":{"))
    let finding = try #require(report.findings.first { $0.rule == .missingTranslation && $0.key == "editor.title" })
    #expect(finding.language == "de")
    #expect(finding.line == 2, "the key's line, as de is missing")
  }

  @Test func baselineSuppressesKnownFindingsOnly() throws {
    let before = try CheckHarness.run(Self.twoKeys)
    let baseline = try Baseline(bytes: Array(Baseline.encode(before.findings)), displayPath: "baseline.json")
    #expect(baseline.filter(before.findings).kept.isEmpty)
    #expect(baseline.filter(before.findings).suppressed == before.findings.count)
    // A new problem is not suppressed; the same problem on another line still is.
    let after = try CheckHarness.run(
      Self.twoKeys.replacingOccurrences(of: "\"Zeichnen\"", with: "\"Zeichnen \"").replacingOccurrences(
        of: "{\"sourceLanguage\"", with: "\n\n{\"sourceLanguage\""))
    let kept = baseline.filter(after.findings).kept
    #expect(kept.map(\.rule) == [.whitespace])
  }

  @Test func aDamagedBaselineIsAClearError() throws {
    let damaged = #expect(throws: CheckError.self) { try Baseline(bytes: Array("[1,2".utf8), displayPath: "b.json") }
    #expect(damaged?.message == "b.json: not an l10n baseline file (expected JSON with version and findings)")
  }

  /// A baseline written by an older or newer l10n may name rules this build does not know: it
  /// loads, its records of known rules still match, and a record of an unknown rule matches
  /// nothing, not even a finding with the same file, key, language and message.
  @Test func aBaselineWithUnknownRulesLoadsAndTheyMatchNothing() throws {
    let findings = try CheckHarness.run(Self.twoKeys).findings
    let known = try #require(findings.first)
    let encoded = try #require(try JSONSerialization.jsonObject(with: Baseline.encode([known])) as? [String: Any])
    let record = try #require((encoded["findings"] as? [[String: Any]])?.first)
    var unknown = record
    unknown["rule"] = "retired-rule"
    for (records, suppressed) in [([unknown], 0), ([record, unknown], 1)] {
      let document: [String: Any] = ["version": Baseline.formatVersion, "findings": records]
      let bytes = Array(try JSONSerialization.data(withJSONObject: document))
      let baseline = try Baseline(bytes: bytes, displayPath: "baseline.json")
      let result = baseline.filter(findings)
      #expect(result.suppressed == suppressed)
      #expect(result.kept.count == findings.count - suppressed)
    }
  }

  @Test func keyNamingOptions() throws {
    let json = CheckHarness.catalog(key: "edtior.title.label", CheckHarness.unit("en", "Editor"))
    #expect(try CheckHarness.run(json).findings(.keyNaming).isEmpty)
    let screens = try CheckHarness.run(json, options: CheckOptions(screens: ["editor"])).findings(.keyNaming)
    #expect(screens.first?.message.contains("\"edtior\"") == true)
    let last = try CheckHarness.run(json, options: CheckOptions(lastSegments: ["title", "message"])).findings(
      .keyNaming)
    #expect(last.first?.message.contains("\"label\"") == true)
    let camel = try CheckHarness.run(CheckHarness.catalog(key: "editor.addButton", CheckHarness.unit("en", "Add")))
      .findings(.keyNaming)
    #expect(camel.first?.message.contains("\"addButton\" is not snake_case") == true)
  }

  @Test func codeRulesNeedSourcesAndPointAtTheUsage() throws {
    let used = [
      KeyPlace(key: "editor.title", file: "App/Editor.swift", line: 12, column: 9),
      KeyPlace(key: "editor.missing", file: "App/Editor.swift", line: 20, column: 5),
      KeyPlace(key: "editor.missing", file: "App/Other.swift", line: 3, column: 5),
    ]
    let report = try CheckHarness.run(Self.twoKeys, usedKeys: used)
    let missing = report.findings(.missingKey)
    #expect(missing.count == 1)
    #expect(missing.first?.file == "App/Editor.swift" && missing.first?.line == 20 && missing.first?.column == 5)
    #expect(missing.first?.message.contains("1 more use") == true)
    #expect(report.findings(.unusedKey).compactMap(\.key) == ["editor.subtitle"])
    #expect(try CheckHarness.run(Self.twoKeys).findings(.unusedKey).isEmpty, "no sources, no code rules")
  }

  /// Keys Xcode names are never l10n's to call unused, even marked `manual` or `stale` (Xcode
  /// marks a storyboard text stale when it leaves the storyboard): every key of InfoPlist.xcstrings,
  /// and Interface Builder's.
  @Test func keysXcodeNamesAreNeverUnused() throws {
    let used = [KeyPlace(key: "other.key", file: "App/A.swift", line: 1, column: 1)]
    let plist =
      #"{"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"extractionState":"manual","#
      + #""localizations":{"en":{"stringUnit":{"state":"translated","value":"Scans"}}}},"#
      + #""settings.title":{"extractionState":"manual"}},"version":"1.0"}"#
    #expect(try CheckHarness.run(plist, usedKeys: used, file: "App/InfoPlist.xcstrings").findings(.unusedKey).isEmpty)
    // The same catalog under another name: its managed keys are unused.
    #expect(
      try CheckHarness.run(plist, usedKeys: used, file: "App/Settings.xcstrings").findings(.unusedKey).compactMap(
        \.key)
        == ["NSCameraUsageDescription", "settings.title"])
    let storyboard =
      #"{"sourceLanguage":"en","strings":{"0HX-j9-5jF.title":{"extractionState":"stale"},"#
      + #""menu.old_item.title":{"extractionState":"stale"}},"version":"1.0"}"#
    #expect(
      try CheckHarness.run(storyboard, usedKeys: used).findings(.unusedKey).compactMap(\.key) == [
        "menu.old_item.title"
      ])
  }

  @Test func unknownLanguageTags() throws {
    let json = CheckHarness.catalog(
      CheckHarness.unit("en", "A") + "," + CheckHarness.unit("english", "A") + "," + CheckHarness.unit("pt-BR", "B"))
    let findings = try CheckHarness.run(json).findings(.unknownLanguage)
    #expect(findings.map(\.language) == ["english"])
  }

  @Test func documentationListsEveryRule() {
    let markdown = RuleDocumentation.markdown()
    for rule in Rules.all { #expect(markdown.contains("### \(rule.id)")) }
    #expect(markdown.contains("\"stringUnit\" : {"), "examples are shown as Xcode writes them")
  }
}
