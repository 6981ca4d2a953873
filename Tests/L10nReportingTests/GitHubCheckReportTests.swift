import L10nCheck
import L10nReporting
import L10nText
import Testing

@Suite struct GitHubCheckReportTests {
  @Test func workflowCommandsAreExact() {
    let output = CheckReportRenderer.render(Samples.report, format: .github)
    #expect(
      output == """
        ::error file=Catalogs/My App/Localizable.xcstrings,line=12,col=5,title=missing-translation::"editor.title" has no German translation
        ::warning file=Catalogs/My App/Localizable.xcstrings,line=30,col=7,title=format-specifiers::Placeholders differ: %25d, %25@ vs. %25@%0Asecond line: done
        ::notice file=Catalogs/Settings.xcstrings,line=3,col=9,title=plural-missing-category::Fehlt: "few" & 'many' für ру́сский
        ::error file=Sources/Äpp/Editor View.swift,line=4,col=15,title=missing-key::"menu.open" is used but in no catalog
        ::error file=Catalogs/My App/Localizable.xcstrings,title=min-coverage::de coverage in Catalogs/My App/Localizable.xcstrings is 93.7%25, under the required 95%25
        2 errors, 1 warning, 1 note, 1 coverage failure in 2 catalogs (5 suppressed by the baseline); ICU 72.1, CLDR 42.0

        """)
  }

  @Test func propertiesEscapeColonsCommasAndLineBreaks() {
    let finding = Finding(
      rule: .brackets, severity: .warning, file: "C:/50% off,\r\nnow.xcstrings", line: 2, column: 3,
      message: "a: b, 100%\r\nc::d")
    let report = CheckReport(
      findings: [finding], coverageFailures: [CoverageFailure(language: "ar", percent: 10, threshold: 50)],
      files: ["C:/50% off,\r\nnow.xcstrings"], toolVersion: "1", icuVersion: "72.1", cldrVersion: "42.0")
    let lines = CheckReportRenderer.render(report, format: .github).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0]
        == "::warning file=C%3A/50%25 off%2C%0D%0Anow.xcstrings,line=2,col=3,title=brackets::a: b, 100%25%0D%0Ac::d"
    )
    #expect(lines[1] == "::error title=min-coverage::ar coverage is 10%25, under the required 50%25")
    #expect(lines[2] == "0 errors, 1 warning, 0 notes, 1 coverage failure in 1 catalog; ICU 72.1, CLDR 42.0")
  }

  @Test func cleanRunIsOnlyTheSummary() {
    #expect(
      CheckReportRenderer.render(Samples.clean, format: .github)
        == "0 errors, 0 warnings, 0 notes in 1 catalog; ICU 72.1, CLDR 42.0\n")
  }
}
