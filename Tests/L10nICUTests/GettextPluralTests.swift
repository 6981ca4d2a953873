import Foundation
import L10nTestSupport
import Testing
import _L10nICUReference
import _L10nICUShim

@testable import L10nICU

/// Gettext's `Plural-Forms` for every language l10n knows agree with ICU: the formula's form for
/// each whole number 0…10,000 (and each round thousand below one million) is the `msgstr` of
/// ICU's category for it. Compared with Weblate's and gettext's own formulas where those are
/// installed, with the differences listed (`GettextPluralForms.differingFromWeblate`, …).
@Suite struct GettextPluralTests {
  /// Every language of the table, and every locale ICU has data for (where the test-only
  /// reference can list them).
  static let languages: [String] = {
    let icu = (0..<Int(max(l10n_icu_reference_locale_count(), 0))).compactMap { index in
      ICU.read { l10n_icu_reference_locale(Int32(index), $0, $1) }
    }
    return Array(Set(GettextPluralForms.languages + icu)).sorted()
  }()

  static let numbers: [UInt64] = Array(0...10_000) + stride(from: 11_000, to: 1_000_000, by: 1000).map(UInt64.init)

  @Test func everyLanguageAgreesWithICU() throws {
    #expect(Self.languages.count >= GettextPluralForms.languages.count)
    if l10n_icu_reference_locale_count() > 0 { #expect(Self.languages.count > 700) }
    var checked = 0
    for language in Self.languages {
      let forms = try #require(GettextPluralForms.forLanguage(language), "no Plural-Forms for \(language)")
      let rules = PluralRules.forLanguage(language)
      var used = Set<Int>()
      // ICU's category of every number, in one call.
      let numbers = Self.numbers.map { Double($0) }
      var selected = [UInt8](repeating: 9, count: numbers.count)
      #expect(l10n_icu_plural_select_each(language, numbers, Int32(numbers.count), &selected) == 0)
      for (n, chosen) in zip(Self.numbers, selected) {
        let index = try #require(forms.formula.evaluate(n), "\(language): \(forms.formula) divides by zero at \(n)")
        let category = PluralRules.order[Int(min(chosen, 5))]
        #expect(
          forms.category(atIndex: Int(index)) == category,
          "\(language) \(n): formula form \(index) (\(forms.category(atIndex: Int(index)) ?? "none")), ICU \(category)")
        used.insert(Int(index))
        if forms.category(atIndex: Int(index)) != category { break }
      }
      // Every form is used: the formula has as many forms as whole numbers below a million select
      // categories, and no more.
      #expect(used == Set(forms.categories.indices), "\(language): forms \(used.sorted()) used of \(forms.count)")
      let otherReached = rules.integerSamples["other"]?.contains { $0 < 1_000_000 } ?? false
      #expect(forms.categories == rules.required.filter { $0 != "other" || otherReached }, "\(language)")
      checked += 1
    }
    #expect(checked == Self.languages.count)
  }

  /// Categories ICU has that no formula form stands for are the ones only fractions or numbers
  /// from one million up select (Formats.md: export cannot carry them, import keeps the catalog's).
  @Test(arguments: [
    ("ru", ["other"]), ("uk", ["other"]), ("pl", ["other"]), ("be", ["other"]), ("fr", ["many"]),
    ("es", ["many"]), ("pt-PT", ["many"]), ("cs", ["many"]), ("lt", ["many"]), ("en", []), ("ar", []),
  ])
  func categoriesNoFormCarries(language: String, missing: [String]) throws {
    let forms = try #require(GettextPluralForms.forLanguage(language))
    let rules = PluralRules.forLanguage(language)
    #expect(rules.categories.filter { !forms.categories.contains($0) } == missing)
  }

  @Test func tagsFindTheirLanguage() throws {
    #expect(GettextPluralForms.forLanguage("pt-BR")?.formula.text == "n > 1")
    #expect(GettextPluralForms.forLanguage("pt_PT")?.formula.text == "(n != 1)")
    #expect(GettextPluralForms.forLanguage("zh-Hant-HK")?.categories == ["other"])
    #expect(GettextPluralForms.forLanguage("sr-Latn")?.categories == ["one", "few", "other"])
    #expect(GettextPluralForms.forLanguage("iw")?.categories == ["one", "two", "other"])
    #expect(GettextPluralForms.forLanguage("en-XA")?.header == "nplurals=2; plural=n != 1;")
    #expect(GettextPluralForms.forLanguage("xx-unknown") == nil)
  }

  @Test func formulasFollowCsPrecedence() throws {
    let cases: [(String, UInt64, UInt64)] = [
      ("n != 1", 1, 0), ("n != 1", 2, 1), ("1 + 2 * 3", 0, 7), ("(1 + 2) * 3", 0, 9), ("10 - 2 - 3", 0, 5),
      ("n % 10 == 1 && n % 100 != 11", 21, 1), ("n % 10 == 1 && n % 100 != 11", 11, 0),
      ("n == 0 ? 0 : n == 1 ? 1 : 2", 5, 2), ("n == 0 ? 0 : n == 1 ? 1 : 2", 1, 1), ("!n", 0, 1), ("!(n > 1)", 3, 0),
      ("n >= 2 && n <= 4 || n == 7", 7, 1), ("n<=1", 1, 1), ("n > 1", 1, 0), ("0", 9, 0),
    ]
    for (text, n, expected) in cases {
      #expect(try PluralFormula(text).evaluate(n) == expected, "\(text) for \(n)")
    }
    #expect(try PluralFormula("n % 0").evaluate(3) == nil)
  }

  @Test(arguments: ["", "n +", "(n", "n ? 1", "x", "n = 1", "1 2", String(repeating: "(", count: 300) + "n"])
  func badFormulasAreRefused(_ text: String) {
    #expect(throws: PluralFormula.Failure.self) { try PluralFormula(text) }
  }

  /// Weblate's default formula for each language (its `LANGUAGES`) gives the same form for every
  /// number 0…10,000, except for the languages listed with the reason.
  @Test(.requires(.weblateLanguageData)) func weblateAgreesExceptWhereListed() throws {
    let script = """
      import json
      from weblate_language_data.languages import LANGUAGES
      print(json.dumps({code: [n, formula] for code, name, n, formula in LANGUAGES}))
      """
    let result = try CommandRunner.runTool("python3", ["-c", script])
    #expect(result.status == 0, "\(result.output.prefix(500))")
    let weblate = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [Any]] ?? [:]
    #expect(weblate.count > 500)
    var differing: [String: String] = [:]
    var compared = 0
    for language in GettextPluralForms.languages {
      guard let theirs = weblate[language.replacingOccurrences(of: "-", with: "_")], let count = theirs[0] as? Int,
        let text = theirs[1] as? String, let forms = GettextPluralForms.forLanguage(language)
      else { continue }
      compared += 1
      if try !Self.same(count: count, formula: text, as: forms) { differing[language] = text }
    }
    #expect(compared > 190)
    #expect(Set(differing.keys) == Set(GettextPluralForms.differingFromWeblate.keys), "\(differing)")
  }

  /// gettext's own table (what `msginit` writes) agrees except for the languages listed.
  @Test(.requires(.msginit)) func gettextAgreesExceptWhereListed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("t.pot", "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n")
    var differing: [String: String] = [:]
    var compared = 0
    for language in GettextPluralForms.languages {
      let result = try CommandRunner.runTool(
        "msginit",
        ["-i", "t.pot", "-l", language.replacingOccurrences(of: "-", with: "_"), "--no-translator", "-o", "-"],
        in: folder.url)
      let header = result.output.replacingOccurrences(of: "\"\n\"", with: "")
      guard let range = header.range(of: "Plural-Forms: nplurals="),
        let end = header[range.upperBound...].range(of: "\\n")
      else { continue }
      let value = header[range.upperBound..<end.lowerBound]
      let parts = value.split(separator: ";", maxSplits: 1)
      guard parts.count == 2, let count = Int(parts[0]) else { continue }
      var text = parts[1].trimmingCharacters(in: .whitespaces)
      text = String(text.dropFirst("plural=".count))
      if text.hasSuffix(";") { text.removeLast() }
      compared += 1
      if try !Self.same(count: count, formula: text, as: GettextPluralForms.forLanguage(language)!) {
        differing[language] = text
      }
    }
    #expect(compared >= 35)
    // The list was made against gettext 0.21 (Debian 12, where CI runs); a newer gettext
    // (Homebrew's) may have fixed a listed formula, so there the differing ones need only be listed.
    let version =
      try CommandRunner.runTool("msginit", ["--version"], in: folder.url).output
      .split(separator: "\n").first?.split(separator: " ").last.map(String.init) ?? "unknown"
    if Self.gettextTableCheckedOn.contains(version) {
      #expect(Set(differing.keys) == Set(GettextPluralForms.differingFromGettext.keys), "\(differing)")
    } else {
      let unlisted = Set(differing.keys).subtracting(GettextPluralForms.differingFromGettext.keys)
      #expect(unlisted.isEmpty, "gettext \(version): \(differing.filter { unlisted.contains($0.key) })")
    }
  }

  /// The gettext versions whose `msginit` table `differingFromGettext` was checked against.
  static let gettextTableCheckedOn: Set<String> = ["0.21"]

  /// The same number of forms, and the same form for every number 0…10,000.
  static func same(count: Int, formula text: String, as forms: GettextPluralForms) throws -> Bool {
    let formula = try PluralFormula(text)
    return count == forms.count
      && (UInt64(0)...10_000).allSatisfy { formula.evaluate($0) == forms.formula.evaluate($0) }
  }
}
