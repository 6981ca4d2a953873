import L10nExchange
import L10nReporting
import Testing

/// The text summary of an import: a line per language and catalog, held units per reason.
@Suite struct ImportOutputTests {
  @Test func aRowNamesEveryHoldReason() {
    var counts = ImportCounts()
    counts[held: .placeholders] = 1
    counts[held: .standIn] = 1
    #expect(
      ImportOutput.textLine(ImportSummary.Row(language: "fr", catalog: "L.xcstrings", counts: counts))
        == "fr  L.xcstrings: 0 added, 0 updated, 0 unchanged, 0 empty, 0 rejected, 2 held (1 placeholders do not fit, 1 stand-in text), 0 unknown"
    )
  }
}
