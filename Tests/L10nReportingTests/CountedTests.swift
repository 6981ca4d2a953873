import L10nCatalog
import Testing

/// `Counted.phrase`, the one place a noun goes into the plural in the tool's messages.
@Suite struct CountedTests {
  @Test(
    arguments: [
      (0, "key", nil, "0 keys"), (1, "key", nil, "1 key"), (2, "key", nil, "2 keys"),
      (1, "line break", nil, "1 line break"), (21, "coverage failure", nil, "21 coverage failures"),
      (1, "match", "matches", "1 match"), (3, "match", "matches", "3 matches"),
    ] as [(Int, String, String?, String)])
  func aNounIsPluralUnlessTheCountIsOne(count: Int, singular: String, plural: String?, phrase: String) {
    #expect(Counted.phrase(count, singular, plural: plural) == phrase)
  }
}
