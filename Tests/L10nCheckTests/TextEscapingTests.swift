import L10nExchange
import L10nText
import Testing

/// `TextEscaping`, the one escaper: Xcode's XML bytes for XLIFF and TMX, strict XML for reports,
/// and Markdown that mentions nobody.
@Suite struct TextEscapingTests {
  @Test func xcodeStyleMatchesXcodesBytes() {
    // Element text: quotes raw, `>` escaped; attributes: `"` escaped, `>` and `'` raw.
    #expect(TextEscaping.xmlText(#"a & b < c > "d" 'e'"#) == #"a &amp; b &lt; c &gt; "d" 'e'"#)
    #expect(TextEscaping.xmlAttribute(#"a & b < c > "d" 'e'"#) == #"a &amp; b &lt; c > &quot;d&quot; 'e'"#)
    #expect(TextEscaping.xmlAttribute("line\nnext\ttab\rcr") == "line&#10;next&#9;tab&#13;cr")
    #expect(TextEscaping.xmlText("line\r\nnext") == "line&#13;\nnext")
  }

  @Test func strictStyleEscapesEveryMarkupCharacter() {
    #expect(
      TextEscaping.xmlAttribute(#"a > 'b'"#, style: .strict, unrepresentable: .dropped) == "a &gt; &apos;b&apos;")
    #expect(TextEscaping.xmlText("a > 'b'", style: .strict) == "a &gt; 'b'")
  }

  /// `XMLTags` writes the attributes in the order given, each escaped in the writer's style.
  @Test func tagsEscapeTheirAttributesInTheirStyle() {
    #expect(
      XMLTags.xcode.startTag("tool", ["tool-id": "l10n", "tool-name": #"a > "b" 'c'"#], isEmpty: true, indent: 6)
        == #"      <tool tool-id="l10n" tool-name="a > &quot;b&quot; 'c'"/>"#)
    #expect(
      XMLTags.strict.startTag("failure", ["type": "a > 'b'\u{1}", "message": "x\ny"])
        == "<failure type=\"a &gt; &apos;b&apos;\" message=\"x&#10;y\">")
    #expect(XMLTags.xcode.startTag("note", isEmpty: true) == "<note/>")
  }

  @Test func charactersXMLCannotCarry() {
    let text = "a\u{1}b\u{FFFE}c"
    #expect(TextEscaping.xmlText(text) == "a\u{FFFD}b\u{FFFD}c")
    #expect(TextEscaping.xmlText(text, unrepresentable: .dropped) == "abc")
    #expect(
      TextEscaping.xmlText(text, unrepresentable: .xliffPlaceholder)
        == #"a<x id="U+0001" ctype="x-l10n-char"/>b<x id="U+FFFE" ctype="x-l10n-char"/>c"#)
    #expect(
      TextEscaping.xmlText("\u{18}", unrepresentable: .tmxPlaceholder) == #"<ph type="x-l10n-char">U+0018</ph>"#)
  }

  /// A backslash does not stop GitHub's mentions and links: a zero-width joiner breaks each.
  @Test func markdownTextBreaksMentionsReferencesAndLinks() {
    let joiner = "\u{200D}"
    #expect(
      TextEscaping.markdownCell("hi @team, see #12 | *bold*\nnext")
        == "hi @\(joiner)team, see \\#\(joiner)12 \\| \\*bold\\*<br>next")
    #expect(TextEscaping.markdownCell("@org/team owner/repo#12") == "@\(joiner)org/team owner/repo\\#\(joiner)12")
    #expect(TextEscaping.markdownCell("GH-12 gh-3 Wi-Fi 6-7") == "GH-\(joiner)12 gh-\(joiner)3 Wi-Fi 6-7")
    #expect(
      TextEscaping.markdownCell("https://example.com WWW.example.com me@example.com")
        == "https:\(joiner)//example.com WWW\(joiner).example.com me@\(joiner)example.com")
    // A placeholder stays as it is; so do `@` and `#` before a space or punctuation, and the end.
    #expect(TextEscaping.markdownCell("50 %@ and %1$@, # 1 @") == "50 %@ and %1$@, \\# 1 @")
    #expect(TextEscaping.markdownCell("&#64;x a\r\nb") == "\\&\\#\(joiner)64;x a<br>b")
  }

  /// Code is fenced with one backtick more than its longest run, padded where CommonMark would
  /// otherwise read the text differently; lines are spans of their own.
  @Test func markdownCodeFencesPadsAndBreaksLines() {
    #expect(TextEscaping.markdownCode("@octocat #12") == "`@octocat #12`")
    #expect(TextEscaping.markdownCode("a|b`c") == "``a\\|b`c``")
    #expect(TextEscaping.markdownCode("a|b", inTable: false) == "`a|b`")
    #expect(TextEscaping.markdownCode("x ``` y `z") == "````x ``` y `z````")
    #expect(TextEscaping.markdownCode("`start") == "`` `start ``")
    #expect(TextEscaping.markdownCode(" both ") == "`  both  `")
    #expect(TextEscaping.markdownCode("   ") == "`   `")
    #expect(TextEscaping.markdownCode("one\r\ntwo\n\nthree\u{2028}") == "`one`<br>`two`<br><br>`three`<br>")
    #expect(TextEscaping.markdownCode("") == "")
  }
}
