/// The report page's style sheet: light and dark (`prefers-color-scheme`), with states told apart
/// by pattern and printed numbers as well as by colour.
enum ReportStyle {
  static let css = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa; --link: #0550ae;
      --translated: #1a7f37; --review: #9a6700; --new: #0969da; --missing: #cf222e; --focus: #0969da;
      --below-bg: #ffebe9;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #30363d; --panel: #161b22; --link: #4493f8;
        --translated: #3fb950; --review: #d29922; --new: #58a6ff; --missing: #f85149; --focus: #58a6ff;
        --below-bg: #3b1d1f;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
    header, main, footer { max-width: 1200px; margin: 0 auto; padding: 0 20px; }
    header { padding-top: 20px; }
    h1 { font-size: 1.6em; margin: 0 0 4px; }
    h2 { font-size: 1.3em; margin: 32px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
    h3 { font-size: 1.05em; margin: 20px 0 6px; }
    a { color: var(--link); }
    .muted { color: var(--muted); }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 8px; top: 8px; background: var(--panel); padding: 6px; }
    nav a { margin-right: 14px; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; }
    table { border-collapse: collapse; margin: 6px 0; }
    th, td { padding: 3px 8px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    td.where code, td.rule { white-space: nowrap; }
    td.key { min-width: 12em; }
    table.findings { width: 100%; }
    table.findings td, .panel td { overflow-wrap: anywhere; }
    table.findings td:first-child { overflow-wrap: normal; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    .bar { display: flex; width: 260px; height: 14px; border: 1px solid var(--line); background: var(--panel); }
    .bar span { display: block; height: 100%; }
    .s0 { background: var(--translated); }
    .s1 { background: repeating-linear-gradient(45deg, var(--review) 0 3px, transparent 3px 6px); }
    .s2 { background: repeating-linear-gradient(-45deg, var(--new) 0 3px, transparent 3px 6px); }
    .s3 { background: repeating-linear-gradient(90deg, var(--missing) 0 2px, transparent 2px 5px); }
    .legend span.swatch { display: inline-block; width: 14px; height: 14px; vertical-align: -2px;
      border: 1px solid var(--line); margin: 0 4px 0 12px; }
    tr.below td { background: var(--below-bg); }
    .badge { font-size: 0.8em; border: 1px solid var(--missing); color: var(--missing); border-radius: 4px;
      padding: 0 4px; margin-left: 6px; white-space: nowrap; }
    .badge.ok { border-color: var(--translated); color: var(--translated); }
    .heat { overflow-x: auto; max-height: 70vh; overflow-y: auto; }
    .heat th { position: sticky; top: 0; background: var(--bg); }
    .heat button { width: 100%; min-width: 52px; border: 1px solid transparent; border-radius: 3px; cursor: pointer;
      font: inherit; font-size: 0.85em; padding: 2px 4px; color: #111; font-variant-numeric: tabular-nums; }
    .heat button.done { color: #111; }
    .heat td { padding: 1px 2px; border-bottom: none; }
    .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; margin: 10px 0; }
    .filters label { margin-right: 12px; white-space: nowrap; }
    .filters select { font: inherit; margin-left: 4px; max-width: 220px; }
    code, .key { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em;
      overflow-wrap: anywhere; }
    .sev-error { color: var(--missing); font-weight: 600; }
    .sev-warning { color: var(--review); font-weight: 600; }
    .sev-note { color: var(--muted); }
    button.more { font: inherit; margin: 8px 0; padding: 4px 10px; }
    svg.chart { max-width: 100%; height: auto; }
    svg.chart text { fill: var(--fg); font-size: 11px; }
    svg.chart .grid { stroke: var(--line); }
    footer { margin: 40px auto 20px; color: var(--muted); font-size: 0.9em; }
    """
}
