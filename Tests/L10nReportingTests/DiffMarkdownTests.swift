import L10nCatalog
import L10nReporting
import Testing

/// `l10n diff --format markdown` goes into pull-request comments: a translation's `@octocat`
/// must not ping anyone, `#12` must not link an issue, and markup must show as text, as in
/// check's Markdown (one escaper, `MarkdownText`).
@Suite struct DiffMarkdownTests {
  static func catalog(_ french: String) throws -> StringCatalog {
    let json = """
      {"sourceLanguage":"en","strings":{"editor.thanks":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"Thanks"}},
      "fr":{"stringUnit":{"state":"translated","value":"\(french)"}}}}},"version":"1.0"}
      """
    return try StringCatalog(bytes: Array(json.utf8), file: "L.xcstrings")
  }

  @Test func mentionsReferencesAndMarkupStayText() throws {
    let diff = CatalogDiff(
      old: try Self.catalog("Merci"), new: try Self.catalog("Merci @octocat, voir #12 <b>gras</b> | *x*"))
    let markdown = DiffReport.markdown([CatalogDiffItem(file: "L.xcstrings", diff: diff)])
    #expect(markdown.contains(##"Merci \@octocat, voir \#12 \<b\>gras\</b\> \| \*x\*"##), "\(markdown)")
    #expect(!markdown.contains(" @octocat"))
    #expect(!markdown.contains(" #12"))
    // The key stays inline code, where nothing is live.
    #expect(markdown.contains("| `editor.thanks` | fr | retranslated |"))
  }
}
