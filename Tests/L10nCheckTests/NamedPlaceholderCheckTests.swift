import L10nCatalog
import L10nCheck
import L10nText
import Testing

/// Xcode 26's named placeholders (`%1$(count)lld`) in `check`: the same placeholders by position,
/// type and, where the source names them, name.
@Suite struct NamedPlaceholderCheckTests {
  static let source = "%1$(friendsPosts)lld posts from %2$(name)@"

  static func report(_ translation: String) throws -> CheckReportProbe {
    let json = CheckHarness.catalog(
      key: "feed.summary", CheckHarness.unit("en", source) + "," + CheckHarness.unit("de", translation))
    return CheckReportProbe(findings: try CheckHarness.run(json).findings(.formatSpecifiers).map(\.message))
  }

  struct CheckReportProbe { var findings: [String] }

  @Test func theSwappedGermanTextIsAnError() throws {
    let found = try Self.report("%1$(friendsPosts)@ Beiträge von %2$(name)lld").findings
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.contains("%1$(friendsPosts)@ formats argument 1 as an object (%@)") == true, "\(found)")
    #expect(found.first?.contains("%2$(name)lld formats argument 2 as a 64-bit integer") == true, "\(found)")
  }

  @Test func aRightTranslationIsClean() throws {
    #expect(try Self.report("%1$(friendsPosts)lld Beiträge von %2$(name)@").findings.isEmpty)
    #expect(try Self.report("Von %2$(name)@: %1$(friendsPosts)lld Beiträge").findings.isEmpty)
  }

  @Test func anotherNameOrNoneIsAnError() throws {
    let renamed = try Self.report("%1$(count)lld Beiträge von %2$(name)@").findings
    #expect(renamed.count == 1 && renamed[0].contains("names argument 1 \"count\""), "\(renamed)")
    let unnamed = try Self.report("%1$lld Beiträge von %2$(name)@").findings
    #expect(unnamed.count == 1 && unnamed[0].contains("leaves argument 1 unnamed"), "\(unnamed)")
  }
}
