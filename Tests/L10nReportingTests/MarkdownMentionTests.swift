import Foundation
import L10nCatalog
import L10nCheck
import L10nReporting
import L10nTestSupport
import L10nText
import Testing

/// The Markdown of `diff --format markdown` and `check --format markdown` goes into pull request
/// comments. Whatever a catalog's keys, texts, comments, states or file names hold, GitHub must
/// find no `@name` to notify, no issue to link and no URL to autolink in it (issue 37, item 5).
@Suite struct MarkdownMentionTests {
  /// Everything GitHub links, with backticks, pipes and a line break among it.
  static let hostile =
    "Hi @octocat and @org/team: see #12, GH-12, owner/repo#12, https://example.com, www.example.com, "
    + "me@example.com, &#64;entity | a|b `one` ``two``\nnext line"

  static let keys = [
    "@octocat #12 `key` | GH-12", "added @org/team\nwww.example.com ``x``", "gone owner/repo#12",
    "renamed https://example.com |",
  ]

  static func catalog(_ strings: [String: Any]) throws -> StringCatalog {
    let object: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
    let bytes = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return try StringCatalog(bytes: Array(bytes), file: "L.xcstrings")
  }

  static func unit(_ value: String, state: String = "translated") -> [String: Any] {
    ["stringUnit": ["state": state, "value": value]]
  }

  /// A diff with every kind of row: a key changed (comment, extraction state, a text
  /// retranslated, one added with an odd state), one added, one removed, one renamed.
  static func diffMarkdown() throws -> String {
    let old = try catalog([
      keys[0]: [
        "comment": "old", "extractionState": "manual", "localizations": ["en": unit("Hi"), "fr": unit("Salut")],
      ],
      keys[2]: ["localizations": ["en": unit(hostile)]],
      "moved.key": ["localizations": ["en": unit("Moved @octocat #12")]],
    ])
    let new = try catalog([
      keys[0]: [
        "comment": hostile, "extractionState": "@octocat #12",
        "localizations": [
          "en": unit("Hi"), "fr": unit(hostile), "de": unit("GH-12 @org/team", state: "needs_review @octocat #12"),
        ],
      ],
      keys[1]: ["localizations": ["en": unit(hostile)]],
      keys[3]: ["localizations": ["en": unit("Moved @octocat #12")]],
    ])
    let item = CatalogDiffItem(
      file: "Catalogs/@octocat #12/`L` www.example.com.xcstrings", diff: CatalogDiff(old: old, new: new),
      note: "not in owner/repo#12 @octocat")
    return DiffReport.markdown([item])
  }

  /// The check of a catalog with those keys and texts (missing translations, a key the code uses
  /// that no catalog has), and a finding whose every field is hostile.
  static func checkMarkdown() throws -> String {
    let json = try JSONSerialization.data(
      withJSONObject: [
        "sourceLanguage": "en", "version": "1.0",
        "strings": [
          keys[0]: ["comment": hostile, "localizations": ["en": unit(hostile), "fr": unit("%d " + hostile)]],
          keys[1]: ["localizations": ["en": unit(hostile + " %@")]],
        ],
      ], options: [.sortedKeys])
    let file = "Catalogs/@octocat #12/L.xcstrings"
    let (catalog, locations) = try StringCatalog.decodeWithLocations(bytes: Array(json), file: file)
    let used = [KeyPlace(key: keys[2], file: "Sources/@org/team/View.swift", line: 3, column: 1)]
    var report = Checker(options: CheckOptions(languages: ["fr", "de"])).check([
      CatalogInput(file: file, catalog: catalog, locations: locations, usedKeys: used)
    ])
    report.findings.append(
      Finding(
        rule: .brackets, severity: .error, file: "GH-12 www.example.com", line: 1, column: 1, key: keys[3],
        language: "@octocat", message: hostile))
    return CheckReportRenderer.render(report, format: .markdown)
  }

  /// Each line of a text, as the code spans of `TextEscaping.markdownCode` hold it.
  static func lines(_ text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).map(String.init)
  }

  /// A text as the diff quotes it: in double quotes, its line break as `\n`.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  /// Documentation/Git.md's example rows are what the diff writes.
  @Test func gitDocumentationShowsTheRowsAsWritten() throws {
    let old = try Self.catalog([
      "welcome": ["comment": "Shown to @octocat", "localizations": ["en": Self.unit("Hi"), "fr": Self.unit("Salut")]]
    ])
    let new = try Self.catalog([
      "welcome": [
        "comment": "Ask @org/team, see #12",
        "localizations": ["en": Self.unit("Hi"), "fr": Self.unit("Salut @octocat | `code`\nsuite")],
      ],
      "new @octocat": ["localizations": ["en": Self.unit("GH-12 https://example.com")]],
    ])
    let markdown = DiffReport.markdown([CatalogDiffItem(file: "L.xcstrings", diff: CatalogDiff(old: old, new: new))])
    let documentation = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/Git.md"), encoding: .utf8)
    let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == 3)
    for row in rows { #expect(documentation.contains(row + "\n"), "Git.md lacks \(row)") }
  }

  // MARK: Without an outside program

  /// No `@name`, `#12`, `GH-12`, `://` or `www.` is left outside code spans; every table row
  /// keeps its five cells; each key and text is whole in a code span.
  func expectSafe(_ markdown: String, code expected: [String]) {
    var code: Set<String> = []
    for line in markdown.split(separator: "\n").map(String.init) {
      let read = GitHubMarkdown.Line(line)
      for text in read.text {
        #expect(GitHubMarkdown.livePatterns(in: text).isEmpty, "GitHub would link \(text) in \(line)")
      }
      if line.hasPrefix("|") { #expect(read.cells.count == 5, "\(line)") }
      code.formUnion(read.code)
    }
    for text in expected { #expect(code.contains(text), "\(text) is not a code span of\n\(markdown)") }
  }

  @Test func diffShowsCatalogTextsOnlyInCode() throws {
    let markdown = try Self.diffMarkdown()
    let expected = Self.keys.flatMap(Self.lines) + [Self.quoted(Self.hostile), "moved.key"]
    expectSafe(markdown, code: expected)
    #expect(markdown.contains("| key renamed | `moved.key` |"))
    #expect(
      markdown.contains(
        "### ``Catalogs/@octocat #12/`L` www.example.com.xcstrings`` (not in owner/repo\\#\u{200D}12 @\u{200D}octocat)")
    )
  }

  @Test func checkShowsKeysInCodeAndMessagesWithoutLinks() throws {
    let markdown = try Self.checkMarkdown()
    #expect(markdown.contains("`missing-key`"), "the used key no catalog has is a finding")
    expectSafe(markdown, code: Self.keys.flatMap(Self.lines))
  }

  /// The pure-Swift reading finds what it should: the old escaping (`\@octocat`) is live.
  @Test func theReadingFindsLiveMentions() {
    let read = GitHubMarkdown.Line(##"| `a` | \@octocat \#12 | `b|c` | GH-12 | www.x.org |"##)
    #expect(read.text.flatMap(GitHubMarkdown.livePatterns).count == 4)
    #expect(read.cells.count == 6, "an unescaped pipe in code splits the cell")
    #expect(read.code == ["a"], "`b` and `c` are split by the cell's pipe")
    #expect(GitHubMarkdown.Line("`` a`b ``, `x`").code == ["a`b", "x"])
  }

  // MARK: With GitHub's renderer

  func expectSafeWhenRendered(_ markdown: String, code expected: [String]) throws {
    let rendered = try GitHubMarkdown.rendered(markdown)
    #expect(rendered.live.isEmpty, "GitHub would link: \(rendered.live)\n\(rendered.html)")
    #expect(rendered.links == 0, "an autolink: \(rendered.html)")
    #expect(!rendered.rows.isEmpty && rendered.rows.allSatisfy { $0 == 5 }, "\(rendered.rows)\n\(rendered.html)")
    for text in expected {
      #expect(rendered.codes.contains(text), "\(text) is not a code element of\n\(rendered.html)")
    }
  }

  @Test(.requires(.cmarkgfm)) func diffRenderedByGitHubsRendererLinksNothing() throws {
    let expected = Self.keys.flatMap(Self.lines) + [Self.quoted(Self.hostile)]
    try expectSafeWhenRendered(try Self.diffMarkdown(), code: expected)
  }

  @Test(.requires(.cmarkgfm)) func checkRenderedByGitHubsRendererLinksNothing() throws {
    try expectSafeWhenRendered(try Self.checkMarkdown(), code: Self.keys.flatMap(Self.lines))
  }

  /// The walk finds what GitHub links, so its silence above means something: the old escaping
  /// left `@octocat` and `#12` live, and a bare URL becomes a link.
  @Test(.requires(.cmarkgfm)) func theWalkFindsWhatTheOldEscapingLeftLive() throws {
    let rendered = try GitHubMarkdown.rendered(
      "| a | b |\n| --- | --- |\n| \\@octocat \\#12 | `@team` https://example.com |\n")
    #expect(rendered.live.count == 2, "\(rendered.live)")
    #expect(rendered.links == 1)
    #expect(rendered.codes == ["@team"])
    #expect(rendered.rows == [2, 2])
  }
}
