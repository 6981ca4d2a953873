import L10nCatalog
import L10nCheck
import L10nText
import Testing

/// A `%` in ordinary text is not a placeholder: a source without placeholders is not a format
/// string, so a translation's `%…` is at most a `literal-percent` note, never a `format-specifiers`
/// error or a `plural-candidate`. In a format string a lone `%` is noted, and a real extra
/// placeholder is still an error.
@Suite struct LiteralPercentTests {
  struct Case: Sendable, CustomStringConvertible {
    var source: String
    var language: String
    var translation: String
    var formatErrors = 0
    var notes = 0
    /// Text the note's message holds.
    var noted: String?
    var description: String { "\(source) → \(language) \(translation)" }
  }

  static let cases: [Case] = [
    // Sources without placeholders: the translation's `%` is text.
    Case(
      source: "Has a 50% chance to refuse.", language: "de", translation: "Hat eine 50 %ige Chance, abzulehnen.",
      notes: 1, noted: "\"%i\""),
    Case(source: "Has a 50% chance to refuse.", language: "fr", translation: "A 50 % de chances de refuser."),
    Case(source: "Has a 50% chance to refuse.", language: "tr", translation: "Reddetme şansı %50."),
    Case(source: "Loading 100%", language: "de", translation: "Lädt 100%"),
    Case(source: "Loading 100%", language: "fr", translation: "Chargement 100 %"),
    Case(source: "Discount", language: "fr", translation: "Remise de 50 % d'office"),
    Case(
      source: "Up to 50% off", language: "de", translation: "Bis zu 50%% Rabatt", notes: 1,
      noted: "\"%%\" (two percent signs)"),
    Case(source: "Up to 50%% off", language: "de", translation: "Bis zu 50%% Rabatt"),
    Case(source: "Photos", language: "fr", translation: "%@ photos", notes: 1, noted: "\"%@\""),
    // Format strings: a lone `%` should be `%%`; an extra placeholder is an error.
    Case(source: "%@: 50%% off", language: "fr", translation: "%@ : 50 %% de réduction"),
    Case(
      source: "%@: 50%% off", language: "fr", translation: "%@ : 50 % de réduction", notes: 1,
      noted: "reads \"% d\" as a placeholder"),
    Case(
      source: "%@ is 100%% done", language: "fr", translation: "%@ est fini à 100%", notes: 1,
      noted: "placeholders: \"%\"; write a percent sign as %%"),
    Case(source: "%lld%% done", language: "tr", translation: "%%%lld tamamlandı"),
    Case(source: "%lld%% done", language: "tr", translation: "%50 %lld tamamlandı", notes: 1, noted: "\"%50\""),
    Case(source: "%lld files", language: "de", translation: "%lld Dateien, 50 %ige", formatErrors: 1),
  ]

  @Test(arguments: cases)
  func percentSignsInCheck(_ example: Case) throws {
    let json = CheckHarness.catalog(
      key: "game.hint",
      CheckHarness.unit("en", example.source) + "," + CheckHarness.unit(example.language, example.translation))
    let report = try CheckHarness.run(json)
    #expect(
      report.findings(.formatSpecifiers).count == example.formatErrors,
      "\(report.findings(.formatSpecifiers).map(\.message))")
    let notes = report.findings(.literalPercent)
    #expect(notes.count == example.notes, "\(notes.map(\.message))")
    #expect(notes.allSatisfy { $0.severity == .note && $0.language == example.language })
    if let noted = example.noted { #expect(notes.first?.message.contains(noted) == true, "\(notes.map(\.message))") }
    // A source without placeholders has no count to vary by plural.
    if FormatSpecifier.parse(example.source).isEmpty {
      #expect(report.findings(.pluralCandidate).isEmpty, "\(report.findings(.pluralCandidate).map(\.message))")
    }
  }

  @Test func theIssuesGermanTextIsCleanBeyondANote() throws {
    let json = CheckHarness.catalog(
      key: "game.refusal_hint",
      CheckHarness.unit("en", "Has a 50% chance to refuse.") + ","
        + CheckHarness.unit("de", "Hat eine 50 %ige Chance, abzulehnen."))
    let report = try CheckHarness.run(json)
    #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings.map(\.message))")
    #expect(report.findings(.pluralCandidate).isEmpty)
    #expect(report.findings.map(\.rule) == [.literalPercent])
    let note = try #require(report.findings.first)
    #expect(
      note.message == "de: \"%i\" is shown as written: the source has no placeholders, so the text is not formatted")
  }

  @Test func aPluralCandidateNeedsAFormatString() throws {
    // An integer in a format string still asks for plural forms; the same `%i` in a text whose
    // source formats nothing does not.
    let formatted = try CheckHarness.run(
      CheckHarness.catalog(CheckHarness.unit("en", "%lld unread") + "," + CheckHarness.unit("de", "%lld ungelesen")))
    #expect(formatted.findings(.pluralCandidate).map(\.language) == ["en", "de"])
    let plain = try CheckHarness.run(
      CheckHarness.catalog(CheckHarness.unit("en", "Unread") + "," + CheckHarness.unit("de", "%i ungelesen")))
    #expect(plain.findings(.pluralCandidate).isEmpty)
  }

  @Test func theLiteralPercentRuleCanBeSwitchedOff() throws {
    let json = CheckHarness.catalog(
      key: "game.hint",
      CheckHarness.unit("en", "Has a 50% chance.") + "," + CheckHarness.unit("de", "Hat eine 50 %ige Chance."))
    #expect(try CheckHarness.run(json).findings(.literalPercent).count == 1)
    let options = CheckOptions(rules: [.literalPercent: .off])
    #expect(try CheckHarness.run(json, options: options).findings.isEmpty)
  }

  @Test func percentsOfAText() {
    let percents = FormatSpecifier.percents(in: "%lld%% of 50 % de %50, 100%")
    #expect(percents.count == 5)
    guard percents.count == 5 else { return }
    if case .placeholder(let specifier) = percents[0] {
      #expect(specifier.text == "%lld")
    } else {
      Issue.record("\(percents[0])")
    }
    #expect(percents[1] == .escaped)
    #expect(percents[2] == .stray(text: "% de", readAsPlaceholder: "% d"))
    #expect(percents[3] == .stray(text: "%50,", readAsPlaceholder: nil))
    #expect(percents[4] == .stray(text: "%", readAsPlaceholder: nil))
    // `parse` is unchanged: only the placeholder.
    #expect(FormatSpecifier.parse("%lld%% of 50 % de %50, 100%").map(\.text) == ["%lld"])
    #expect(FormatSpecifier.parse("50 %ige").map(\.text) == ["%i"])
  }
}
