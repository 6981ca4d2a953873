import L10nCheck
import L10nReporting
import L10nText
import Testing

@Suite struct TextCheckReportTests {
  @Test func linesAreExactForASmallReport() {
    let text = CheckReportRenderer.render(Samples.report, format: .text)
    #expect(
      text == """
        Catalogs/My App/Localizable.xcstrings:12:5: error: "editor.title" has no German translation [missing-translation]
        Catalogs/My App/Localizable.xcstrings:30:7: warning: Placeholders differ: %d, %@ vs. %@\\nsecond line: done [format-specifiers]
        Catalogs/Settings.xcstrings:3:9: note: Fehlt: "few" & 'many' für ру́сский [plural-missing-category]
        Sources/Äpp/Editor View.swift:4:15: error: "menu.open" is used but in no catalog [missing-key]
        error: de coverage in Catalogs/My App/Localizable.xcstrings is 93.7%, under the required 95% [min-coverage]
        2 errors, 1 warning, 1 note, 1 coverage failure in 2 catalogs (5 suppressed by the baseline); ICU 72.1, CLDR 42.0

        """)
  }

  @Test(arguments: [
    ([Severity](), 0, 1, "0 errors, 0 warnings, 0 notes in 1 catalog; ICU 72.1, CLDR 42.0"),
    (
      [.error, .warning, .note], 1, 2,
      "1 error, 1 warning, 1 note in 2 catalogs (1 suppressed by the baseline); ICU 72.1, CLDR 42.0"
    ),
    (
      [.error, .error, .warning, .warning, .note, .note], 0, 3,
      "2 errors, 2 warnings, 2 notes in 3 catalogs; ICU 72.1, CLDR 42.0"
    ),
  ])
  func summaryLineCountsWithTheRightWords(severities: [Severity], suppressed: Int, catalogs: Int, expected: String) {
    let findings = severities.enumerated().map { index, severity in
      Finding(rule: .brackets, severity: severity, file: "A.xcstrings", line: index + 1, column: 1, message: "m")
    }
    let report = CheckReport(
      findings: findings, suppressedByBaseline: suppressed, files: (0..<catalogs).map { "C\($0).xcstrings" },
      toolVersion: "1.2.0", icuVersion: "72.1", cldrVersion: "42.0")
    let lines = CheckReportRenderer.render(report, format: .text).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == severities.count + 2)
    #expect(lines[severities.count] == Substring(expected))
    #expect(lines.last == "")
  }

  @Test func noEscapesWithoutColor() {
    let text = CheckReportRenderer.render(Samples.report, format: .text, color: false)
    #expect(!text.contains("\u{1B}"))
  }

  @Test func colorMarksSeverityAndRule() {
    let text = CheckReportRenderer.render(Samples.report, format: .text, color: true)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == "Catalogs/My App/Localizable.xcstrings:12:5: \u{1B}[1;31merror\u{1B}[0m: \"editor.title\" has no German translation \u{1B}[2m[missing-translation]\u{1B}[0m"
    )
    #expect(lines[1].contains(": \u{1B}[1;33mwarning\u{1B}[0m: "))
    #expect(lines[2].contains(": \u{1B}[1;36mnote\u{1B}[0m: "))
    #expect(lines[4].hasPrefix("\u{1B}[1;31merror\u{1B}[0m: de coverage"))
    #expect(lines[4].hasSuffix("\u{1B}[2m[min-coverage]\u{1B}[0m"))
  }

  @Test func otherFormatsIgnoreColor() {
    for format in OutputFormat.allCases where format != .text {
      let plain = CheckReportRenderer.render(Samples.report, format: format, color: false)
      let colored = CheckReportRenderer.render(Samples.report, format: format, color: true)
      #expect(plain == colored, "\(format)")
      #expect(!colored.contains("\u{1B}"), "\(format)")
    }
  }

  @Test(arguments: OutputFormat.allCases)
  func everyFormatEndsWithOneNewline(format: OutputFormat) {
    for report in [Samples.report, Samples.clean, Samples.many(3)] {
      let output = CheckReportRenderer.render(report, format: format)
      #expect(output.hasSuffix("\n"))
      #expect(!output.hasSuffix("\n\n"))
    }
  }
}
