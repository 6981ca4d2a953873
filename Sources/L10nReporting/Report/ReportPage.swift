import Foundation
import L10nCatalog
import L10nCheck

/// `l10n report`'s page: one self-contained HTML file (style, script and data inline, charts in
/// SVG) that fetches nothing, so it opens from disk, as a CI artifact or on GitHub Pages.
///
/// Its content security policy forbids every request (`default-src 'none'`), so not even a link
/// in a catalog text could make the page load something.
public enum ReportPage {
  /// The file name the page is written as.
  public static let fileName = "index.html"

  public static func html(_ input: ReportInput) -> String {
    String(decoding: bytes(input), as: UTF8.self)
  }

  /// The page's UTF-8 bytes: the markup around the data, and the data as `ReportData` writes it.
  public static func bytes(_ input: ReportInput) -> [UInt8] {
    let data = ReportData.json(input)
    let (before, after) = markup(input)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(before.utf8.count + data.count + after.utf8.count)
    bytes.append(contentsOf: before.utf8)
    bytes.append(contentsOf: data)
    bytes.append(contentsOf: after.utf8)
    return bytes
  }

  /// The markup before and after the data (in the `l10n-data` script element).
  private static func markup(_ input: ReportInput) -> (before: String, after: String) {
    let title = MarkupText.text(input.title)
    let before = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
      script-src 'unsafe-inline'; img-src data:">
      <meta name="color-scheme" content="light dark">
      <meta name="generator" content="l10n \(input.check.toolVersion)">
      <title>\(title): localization report</title>
      <style>
      \(ReportStyle.css)
      </style>
      </head>
      <body>
      <a class="skip" href="#main">Skip to the report</a>
      <header>
      <h1 id="title">\(title)</h1>
      <p id="meta" class="muted"></p>
      <nav aria-label="Sections"><a href="#overview">Overview</a> <a href="#screens">Screens</a> \
      <a href="#findings">Findings</a> <a href="#history">History</a></nav>
      </header>
      <main id="main">
      <noscript><p>This report draws its tables with JavaScript; please allow it for this file.</p></noscript>
      <section id="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">Overview</h2>
      <p class="muted">Per catalog and language: keys translated, needing review, new and missing, \
      as <code>l10n status</code> counts them.</p>
      <div id="overview-body"></div>
      </section>
      <section id="screens" aria-labelledby="screens-title">
      <h2 id="screens-title">Screens</h2>
      <p class="muted">Translated percentage per screen (the first key segment) and language. Choose a cell \
      to list the keys that are not done, with their source text, comment and where code uses them.</p>
      <div id="screens-body"></div>
      <div id="screen-keys" class="panel" aria-live="polite" hidden></div>
      </section>
      <section id="findings" aria-labelledby="findings-title">
      <h2 id="findings-title">Findings</h2>
      <p><span id="findings-total">0</span> findings of <code>l10n check</code>; \
      <span id="findings-matching">0</span> match the filters, <span id="findings-shown">0</span> shown.</p>
      <div id="findings-filters" class="filters" role="group" aria-label="Filter findings"></div>
      <table class="findings">
      <thead><tr><th scope="col">severity</th><th scope="col">rule</th><th scope="col">where</th>\
      <th scope="col">language</th><th scope="col">key</th><th scope="col">message</th></tr></thead>
      <tbody id="findings-body"></tbody>
      </table>
      <button id="findings-more" class="more" type="button" hidden>Show more findings</button>
      </section>
      <section id="history" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <div id="history-body"></div>
      </section>
      </main>
      <footer>Made by <code>l10n report</code> from the repository's catalogs.</footer>
      <script id="l10n-data" type="application/json">
      """
    let after = """
      </script>
      <script>
      \(ReportScript.javaScript)
      </script>
      </body>
      </html>

      """
    return (before, after)
  }
}
