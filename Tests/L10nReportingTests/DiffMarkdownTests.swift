import L10nCatalog
import L10nReporting
import Testing

/// `l10n diff --format markdown` goes into pull-request comments: a translation's `@octocat`
/// must not ping anyone, `#12` must not link an issue, and markup must show as text. Texts are
/// inline code, where GitHub links nothing (`TextEscaping.markdownCode`; `MarkdownMentionTests`
/// renders the whole comment as GitHub does).
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
      old: try Self.catalog("Merci"), new: try Self.catalog("Merci @octocat, voir #12 <b>gras</b> | *x* `y`"))
    let markdown = DiffReport.markdown([CatalogDiffItem(file: "L.xcstrings", diff: diff)])
    #expect(
      markdown.contains(
        #"| `editor.thanks` | fr | retranslated | `"Merci"` (translated) | ``"Merci @octocat, voir #12 <b>gras</b> \| *x* `y`"`` (translated) |"#
      ), "\(markdown)")
    #expect(markdown.contains("### `L.xcstrings`"))
  }

  /// A text's line break: the diff quotes it as `\n` in its code span, as the text format does,
  /// so the row stays one line.
  @Test func lineBreaksKeepTheRowOnOneLine() throws {
    let diff = CatalogDiff(old: try Self.catalog("Merci"), new: try Self.catalog("Merci\\nencore"))
    let markdown = DiffReport.markdown([CatalogDiffItem(file: "L.xcstrings", diff: diff)])
    #expect(markdown.contains(#"| `"Merci\nencore"` (translated) |"#), "\(markdown)")
    #expect(
      DiffReport.text([CatalogDiffItem(file: "L.xcstrings", diff: diff)], color: false).contains(#""Merci\nencore""#))
  }
}
