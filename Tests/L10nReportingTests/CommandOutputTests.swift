import L10nCatalog
import L10nReporting
import Testing

/// The pieces every command prints with: one warning form, colour only through `Paint`, and
/// renderers that keep what the commands printed for themselves.
@Suite struct CommandOutputTests {
  @Test func aWarningHasOneForm() {
    #expect(
      Warning("a key built at run time", at: SourcePlace(file: "A.swift", line: 3, column: 5)).line(.none)
        == "A.swift:3:5: warning: a key built at run time")
    #expect(Warning("2 files could not be scanned").line(.none) == "warning: 2 files could not be scanned")
    #expect(
      Warning("m", at: SourcePlace(file: "l10n.yml")).line(Paint(true)) == "l10n.yml: \u{1B}[1;33mwarning:\u{1B}[0m m")
  }

  @Test func paintColoursOnlyWhereTheStreamTakesIt() {
    #expect(Paint.none("text", .red) == "text")
    #expect(Paint(true)("text", .green) == "\u{1B}[32mtext\u{1B}[0m")
    #expect(Paint(true).errorLabel == "\u{1B}[1;31merror:\u{1B}[0m")
  }

  @Test func theRenameMapIsSingleQuotedYAML() throws {
    let output = try CheckOutput.renameMap([(old: "it's.title", new: "its_title")]).output(OutputStyle())
    #expect(output.standardOutput == "'it''s.title': 'its_title'\n")
    #expect(!output.findings)
  }

  @Test func fmtCheckingIsFindingsOnlyWhenACatalogIsNotInXcodesForm() {
    let clean = FmtOutput(total: 2, changed: [], checkOnly: true, sort: false).output(OutputStyle())
    #expect(clean.notes == ["2 catalogs are in Xcode's format."] && !clean.findings)
    let off = FmtOutput(total: 2, changed: ["A.xcstrings"], checkOnly: true, sort: true).output(OutputStyle())
    #expect(off.standardOutput == "A.xcstrings\n" && off.findings)
    #expect(off.notes == ["1 of 2 catalogs is not in Xcode's format and order; run `l10n fmt --sort` to fix."])
  }

  @Test func aMergeConflictIsFindingsAndAnUnreadableVersionAFailure() {
    let conflicts = MergeOutput(name: "L.xcstrings", conflicts: ["key \"a\""]).output(
      OutputStyle(errorPaint: Paint(true)))
    #expect(conflicts.findings && conflicts.errors.isEmpty)
    #expect(conflicts.notes.first == "\u{1B}[1;31mCONFLICT (l10n):\u{1B}[0m L.xcstrings: key \"a\"")
    let unreadable = MergeOutput(name: "L.xcstrings", conflicts: [], unreadable: "L.xcstrings (theirs): bad").output(
      OutputStyle())
    #expect(unreadable.errors == ["L.xcstrings (theirs): bad"])
    #expect(
      unreadable.notes == ["l10n merge-driver: L.xcstrings was not merged; it is left as ours, resolve it by hand."])
  }
}
