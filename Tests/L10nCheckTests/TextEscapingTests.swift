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

  @Test func markdownMentionsAndReferencesStayText() {
    #expect(
      TextEscaping.markdownCell("hi @team, see #12 | *bold*\nnext") == ##"hi \@team, see \#12 \| \*bold\*<br>next"##)
    // A placeholder stays; an `@` before a letter is escaped wherever it stands.
    #expect(TextEscaping.markdownCell("50 %@ and a@b") == #"50 %@ and a\@b"#)
    #expect(TextEscaping.markdownCode("a|b`c") == "`` a\\|b`c ``")
  }
}
