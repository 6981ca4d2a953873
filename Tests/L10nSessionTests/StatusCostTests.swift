import Foundation
import L10nCatalog
import L10nReporting
import L10nSession
import L10nTestSupport
import Testing

/// `status` with rates: the words memory fills exactly come off before days and cost, and the
/// rates come from the command line or l10n.yml.
@Suite struct StatusCostTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "a.delete" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete the photo" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer la photo" } } } },
        "b.delete" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete the photo" } } } },
        "c.share" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Share %lld photos with friends" } } } },
        "d.old" : { "extractionState" : "stale", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete the photo" } } } }
      },
      "version" : "1.0"
    }
    """

  func session(_ yaml: String = "") throws -> (MemoryFolder, ProjectSession) {
    let folder = try MemoryFolder()
    _ = try folder.write("L.xcstrings", Self.catalog)
    _ = try folder.write("l10n.yml", "catalogs: [L.xcstrings]\n" + yaml)
    return (folder, try folder.session())
  }

  @Test func memoryFillsComeOffBeforeDaysAndCost() throws {
    let (folder, session) = try session()
    defer { folder.remove() }
    var request = StatusRequest()
    request.rates = CostRates(wordsPerDay: 4, pricePerWord: 0.5)
    let french = try #require(try session.run(request).first?.languages.first { $0.language == "fr" })
    let words = try #require(french.words)
    // b.delete (3 words) and c.share (4 words: the placeholder is none) are to translate; the
    // memory has "Delete the photo" in French; the stale key does not count.
    #expect(words.untranslated == 7)
    #expect(words.memoryExact == 3)
    #expect(words.toPay == 4)
    #expect(words.days == 1)
    #expect(words.cost == 2)
    let source = try #require(try session.run(request).first?.languages.first { $0.isSource })
    #expect(source.words?.cost == nil)
  }

  @Test func ratesComeFromTheConfigurationWithWords() throws {
    let (folder, session) = try session("costs:\n  pricePerWord: 0.1\n")
    defer { folder.remove() }
    let plain = try session.run(StatusRequest())
    #expect(plain.first?.languages.allSatisfy { $0.words == nil } == true)
    let counted = try session.run(StatusRequest(countWords: true))
    let french = counted.first?.languages.first { $0.language == "fr" }
    #expect(french?.words?.cost.map { abs($0 - 0.4) < 1e-9 } == true, "\(String(describing: french))")
    #expect(french?.words?.days == nil)
    let text = StatusReport.text(counted, color: false)
    #expect(text.contains("memory fills") && text.contains("cost") && !text.contains("days"))
  }

  /// The report page's overview carries the same words, days and cost when l10n.yml has rates.
  @Test func theReportPageShowsTheCosts() throws {
    let (folder, session) = try session("costs:\n  wordsPerDay: 4\n  pricePerWord: 0.5\n")
    defer { folder.remove() }
    var request = ReportRequest()
    (request.output, request.sources) = ("site", nil)
    let page = String(decoding: try #require(folder.files[try session.run(request)]), as: UTF8.self)
    #expect(
      page.contains(
        "\"words\":{\"cost\":2,\"days\":1,\"memoryExact\":3,\"needsReview\":0,\"total\":10,\"untranslated\":7}"))
    #expect(page.contains("memory fills"))
  }
}
