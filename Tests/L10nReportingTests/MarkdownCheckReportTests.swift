import L10nCheck
import L10nReporting
import L10nText
import Testing

@Suite struct MarkdownCheckReportTests {
  func lines(_ report: CheckReport) -> [String] {
    CheckReportRenderer.render(report, format: .markdown).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// Table cells of a row, splitting on `|` that are not backslash-escaped.
  func cells(_ row: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if character == "|" && !escaped {
        cells.append(current.trimmingSpaces)
        current = ""
      } else {
        current.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    cells.append(current.trimmingSpaces)
    return Array(cells.dropFirst().dropLast())
  }

  @Test func headingVerdictAndFooter() {
    let lines = lines(Samples.report)
    #expect(lines.first == "## l10n check")
    #expect(
      lines.contains(
        "❌ **Failed**: 2 errors, 1 warning, 1 note, 1 coverage failure in 2 catalogs (5 suppressed by the baseline)."))
    #expect(lines.dropLast().last == "<sub>l10n 1.2.0 · ICU 72.1 · CLDR 42.0</sub>")
    #expect(lines.last == "")
    #expect(self.lines(Samples.clean).contains("✅ **Passed**: 0 errors, 0 warnings, 0 notes in 1 catalog."))
  }

  @Test func coverageTable() {
    let lines = lines(Samples.report)
    #expect(lines.contains("### Coverage"))
    #expect(lines.contains("**Catalogs/My App/Localizable.xcstrings**"))
    #expect(lines.contains("| Language | Translated | Needs review | Missing | Coverage % |"))
    #expect(lines.contains("| de | 15 of 16 | 1 | 0 | 93.7 |"))
    #expect(lines.contains("| fr | 16 of 16 | 0 | 0 | 100 |"))
    #expect(lines.contains("- de coverage in Catalogs/My App/Localizable.xcstrings is 93.7%, under the required 95%"))
  }

  @Test func findingRowsEscapePipesMarkupAndLineBreaks() {
    let lines = lines(Samples.report)
    #expect(lines.contains("### Errors (2)"))
    #expect(lines.contains("### Warnings (1)"))
    #expect(lines.contains("### Notes (1)"))
    let row =
      "| Catalogs/My App/Localizable.xcstrings:30 | `format-specifiers` | `a\\|b <c>` | fr | Placeholders differ: %d, %@ vs. %@<br>second line: done |"
    #expect(lines.contains(row))
    #expect(
      cells(row) == [
        "Catalogs/My App/Localizable.xcstrings:30", "`format-specifiers`", "`a\\|b <c>`", "fr",
        "Placeholders differ: %d, %@ vs. %@<br>second line: done",
      ])
    #expect(
      lines.contains(
        "| Catalogs/Settings.xcstrings:3 | `plural-missing-category` | `größe` | ru | Fehlt: \"few\" \\& 'many' für ру́сский |"
      ))
    // The Swift-file finding has no language: an empty cell.
    #expect(
      lines.contains(
        "| Sources/Äpp/Editor View.swift:4 | `missing-key` | `menu.open` |  | \"menu.open\" is used but in no catalog |"
      ))
    // Every table row has exactly five cells, whatever the text held.
    for line in lines where line.hasPrefix("| ") && !line.hasPrefix("| Language") && !line.contains("---") {
      if line.contains("`") { #expect(cells(line).count == 5, "\(line)") }
    }
  }

  @Test func longTablesAreCutAndFolded() {
    let lines = lines(Samples.many(60))
    let rows = lines.filter { $0.hasPrefix("| Catalogs/") }
    #expect(rows.count == 50)
    #expect(rows.first?.hasPrefix("| Catalogs/My App/Localizable.xcstrings:1 |") == true)
    #expect(rows.last?.hasPrefix("| Catalogs/My App/Localizable.xcstrings:50 |") == true)
    #expect(lines.contains("…and 10 more."))
    #expect(lines.contains("<details><summary>Show 60 warnings</summary>"))
    #expect(lines.contains("</details>"))
    let open = lines.firstIndex(of: "<details><summary>Show 60 warnings</summary>") ?? 0
    let more = lines.firstIndex(of: "…and 10 more.") ?? 0
    let close = lines.firstIndex(of: "</details>") ?? 0
    #expect(open < more && more < close)
  }

  @Test func shortTablesStayOpen() {
    let lines = lines(Samples.many(5))
    #expect(lines.filter { $0.hasPrefix("| Catalogs/") }.count == 5)
    #expect(!lines.contains { $0.contains("<details>") || $0.contains("more.") })
    let exactlyFifty = self.lines(Samples.many(50))
    #expect(exactlyFifty.filter { $0.hasPrefix("| Catalogs/") }.count == 50)
    #expect(!exactlyFifty.contains { $0.hasPrefix("…and") })
  }

  /// Markup shows as text; a key is inline code; in the message a zero-width joiner (U+200D)
  /// after `@` and `#` keeps GitHub from mentioning and linking, which a backslash does not.
  @Test func mentionsAndLinksDoNotRender() {
    var report = Samples.clean
    report.findings = [
      Finding(
        rule: .brackets, severity: .error, file: "a_b*.xcstrings", line: 1, column: 1, key: "[x](y) @team",
        message: "@team see `code` ~~x~~ #1, %@ stays\r\nnext")
    ]
    let lines = lines(report)
    #expect(
      lines.contains(
        "| a\\_b\\*.xcstrings:1 | `brackets` | `[x](y) @team` |  | @\u{200D}team see \\`code\\` \\~\\~x\\~\\~ \\#\u{200D}1, %@ stays<br>next |"
      ))
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
