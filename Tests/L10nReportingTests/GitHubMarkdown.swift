import Foundation
import L10nTestSupport

/// What GitHub makes of the Markdown l10n writes, to test that a catalog's text can never mention
/// anyone, link an issue or become a link. GitHub renders the Markdown (cmark-gfm) and then links
/// `@name`, `#12`, `GH-12`, `owner/repo#12` and URLs in every HTML text node that is not inside
/// `code`, `pre` or `a`; a backslash before `@` or `#` changes nothing there.
///
/// Two readings: `Markdown` reads code spans and table cells in Swift, as CommonMark and GFM's
/// tables do, for the tests that need no outside program; `rendered` has GitHub's own renderer
/// (cmark-gfm, through PyPI's `cmarkgfm`) make the HTML and walks its text nodes.
enum GitHubMarkdown {
  /// Where `text`, as it shows outside code, still holds something GitHub links: `@` or `#`
  /// before a letter, digit or `_`, `GH-` before a digit, `://`, `www.`. Each found place with
  /// a little context around it.
  static func livePatterns(in text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    func isWord(_ index: Int) -> Bool {
      guard index < scalars.count else { return false }
      let scalar = scalars[index]
      return scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    func isDigit(_ index: Int) -> Bool { index < scalars.count && ("0"..."9").contains(scalars[index]) }
    func lowercased(_ range: Range<Int>) -> String {
      guard range.lowerBound >= 0, range.upperBound <= scalars.count else { return "" }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars[range])
      return text.lowercased()
    }
    var found: [String] = []
    for index in scalars.indices {
      let live =
        switch scalars[index] {
        case "@", "#": isWord(index + 1)
        case "-": lowercased((index - 2)..<index) == "gh" && isDigit(index + 1)
        case ":": lowercased((index + 1)..<(index + 3)) == "//"
        case ".": lowercased((index - 3)..<index) == "www"
        default: false
        }
      if live {
        var context = ""
        context.unicodeScalars.append(contentsOf: scalars[max(0, index - 12)..<min(scalars.count, index + 12)])
        found.append(context)
      }
    }
    return found
  }

  /// One line of Markdown read as CommonMark reads inline code: the code spans' contents and the
  /// text between them (backslash escapes of punctuation undone). A table row is first cut into
  /// cells at each `|` without a backslash, and `\|` becomes `|`, as GFM does before it reads a
  /// cell's inlines, code spans included.
  struct Line {
    var cells: [String]
    var code: [String] = []
    var text: [String] = []

    init(_ line: String) {
      let isRow = line.hasPrefix("|")
      cells = isRow ? Self.cells(of: line) : [line]
      for cell in cells {
        let (code, text) = Self.spans(of: isRow ? cell.replacingOccurrences(of: "\\|", with: "|") : cell)
        self.code += code
        self.text += text
      }
    }

    /// The cells of a table row: split at each `|` that no backslash escapes, without the
    /// empty ones outside the first and last `|`.
    static func cells(of row: String) -> [String] {
      var cells: [String] = []
      var current = ""
      var escaped = false
      for character in row {
        if character == "|" && !escaped {
          cells.append(current)
          current = ""
        } else {
          current.append(character)
        }
        escaped = character == "\\" && !escaped
      }
      cells.append(current)
      return Array(cells.dropFirst().dropLast())
    }

    /// Code spans (a run of backticks up to the next run of the same length; one space taken
    /// off each end where both have one) and the text around them.
    static func spans(of inline: String) -> (code: [String], text: [String]) {
      let characters = Array(inline.unicodeScalars)
      var code: [String] = []
      var text: [String] = []
      var current = ""
      var index = 0
      func run(at start: Int) -> Int {
        var end = start
        while end < characters.count && characters[end] == "`" { end += 1 }
        return end - start
      }
      while index < characters.count {
        let scalar = characters[index]
        if scalar == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
          characters[index + 1].properties.generalCategory.isPunctuationOrSymbol
        {
          current.unicodeScalars.append(characters[index + 1])
          index += 2
          continue
        }
        guard scalar == "`" else {
          current.unicodeScalars.append(scalar)
          index += 1
          continue
        }
        let length = run(at: index)
        var close = index + length
        while close < characters.count {
          if characters[close] == "`" {
            let closing = run(at: close)
            if closing == length { break }
            close += closing
          } else {
            close += 1
          }
        }
        guard close < characters.count else {
          // No closing run: the backticks are text.
          current += String(repeating: "`", count: length)
          index += length
          continue
        }
        text.append(current)
        current = ""
        var content = ""
        content.unicodeScalars.append(contentsOf: characters[(index + length)..<close])
        if content.hasPrefix(" ") && content.hasSuffix(" ") && content.contains(where: { $0 != " " }) {
          content = String(content.dropFirst().dropLast())
        }
        code.append(content)
        index = close + length
      }
      text.append(current)
      return (code, text)
    }
  }

  /// What cmark-gfm made of the Markdown and what the walk over its HTML found.
  struct Rendered: Decodable {
    var html: String
    /// Places in text nodes outside `code`, `pre` and `a` that GitHub would link.
    var live: [String]
    /// `<a>` elements: l10n writes no link, so each is one GitHub's autolinking made.
    var links: Int
    /// The text of each `code` element.
    var codes: [String]
    /// The cells (`td`, `th`) of each table row.
    var rows: [Int]
  }

  /// The Markdown rendered by cmark-gfm with GitHub's extensions (tables, autolinks,
  /// strikethrough, tag filter) and raw HTML allowed (GitHub keeps `<br>`, `<sub>`, `<details>`),
  /// and GitHub's rule applied to the HTML's text nodes. Needs `.requires(.cmarkgfm)`.
  static func rendered(_ markdown: String) throws -> Rendered {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("gfm-\(UUID().uuidString).md")
    try Data(markdown.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output) = try CommandRunner.runTool("python3", ["-c", walker, file.path])
    guard status == 0 else { throw RenderFailed(output: output) }
    return try JSONDecoder().decode(Rendered.self, from: Data(output.utf8))
  }

  struct RenderFailed: Error, CustomStringConvertible {
    var output: String
    var description: String { "cmark-gfm's walk failed: \(output)" }
  }

  /// Renders the file named by its argument and prints a `Rendered` as JSON.
  static let walker = #"""
    import json, re, sys
    from html.parser import HTMLParser
    import cmarkgfm
    from cmarkgfm.cmark import Options

    markdown = open(sys.argv[1], encoding="utf-8").read()
    html = cmarkgfm.github_flavored_markdown_to_html(markdown, options=Options.CMARK_OPT_UNSAFE)
    live = re.compile(r"[@#][A-Za-z0-9_]|(?i:gh)-[0-9]|(?i:https?|ftp)://|(?i:www)\.")

    class Walk(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.shielded = 0
            self.node = ""
            self.code = None
            self.found = {"html": html, "live": [], "links": 0, "codes": [], "rows": []}

        def end_node(self):
            # One HTML text node ends at any tag: GitHub's filters look at each on its own.
            for match in live.finditer(self.node):
                self.found["live"].append(self.node[max(0, match.start() - 12):match.end() + 12])
            self.node = ""

        def handle_starttag(self, tag, attrs):
            self.end_node()
            if tag in ("code", "pre", "a"):
                self.shielded += 1
            if tag == "a":
                self.found["links"] += 1
            if tag == "code":
                self.code = ""
            if tag == "tr":
                self.found["rows"].append(0)
            if tag in ("td", "th"):
                self.found["rows"][-1] += 1

        def handle_endtag(self, tag):
            self.end_node()
            if tag in ("code", "pre", "a"):
                self.shielded -= 1
            if tag == "code":
                self.found["codes"].append(self.code)
                self.code = None

        def handle_data(self, data):
            if self.shielded == 0:
                self.node += data
            if self.code is not None:
                self.code += data

    walk = Walk()
    walk.feed(html)
    walk.close()
    walk.end_node()
    json.dump(walk.found, sys.stdout)
    """#
}

extension Unicode.GeneralCategory {
  /// ASCII punctuation in CommonMark's sense (what a backslash escapes) is Unicode punctuation or
  /// a symbol (`$`, `+`, `<`, `=`, `>`, `^`, `` ` ``, `|`, `~`).
  fileprivate var isPunctuationOrSymbol: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
