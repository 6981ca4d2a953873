#!/usr/bin/env python3
"""Opens the page `l10n report` writes in headless Chromium and checks it from the rendered DOM.

Standard library only: Chromium is driven through its DevTools protocol over a small WebSocket
client. For one project (the working directory) it runs `l10n report`, `l10n status --format json`
and `l10n check --format json` on the same catalogs, opens the page from disk and checks:

- each catalog's and language's numbers equal `status --format json`'s, and its percentage the one
  `l10n status` prints (the page's script rounds as the Swift code does);
- the findings count equals check's; each filter (rule, severity, language, catalog, where the
  code rules' findings in Swift sources are one choice) leaves the findings check's JSON says;
  each finding's rule links to its rule's section of Documentation/Checks.md;
- the gate: the languages marked below it (once per language, over all catalogs) are those of
  check's coverageFailures, each with its text badge, and no catalog's row has a badge; with
  --expect-below / --expect-meets, these languages; with --expect-gate-off, the page says the
  min-coverage rule is off and marks nothing;
- with --expect-usage KEY=FILE:LINE: choosing the heatmap cells lists KEY with FILE:LINE under
  "used at";
- the page makes no network request (every request but the page's own file fails the test);
- no JavaScript error, console error or browser log error (a blocked request logs one);
- with --planted KEY: the key is shown as text in the findings and in the screens' key list, and
  no script of the catalog ran;
- with --history: the chart (in git, not shallow) or the note (otherwise).

It prints the time to render: navigation start to the page's load event (HTML and data parsed,
the script has built every table) and to the first frame drawn after it.

    report-browser.py --l10n BIN [--catalog PATH…] [--no-sources] [--history N]
                      [--expect-history chart|note] [--planted KEY] [--screenshot PNG]
                      [--expect-below LANG…] [--expect-meets LANG…] [--expect-gate-off]
                      [--expect-usage KEY=FILE:LINE…] [--max-render-ms MS] --output DIR

It exits 1 when a check fails (each failure is printed), 2 when it cannot run.
"""
import argparse
import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}", file=sys.stderr)


class DevTools:
    """A DevTools protocol session over one WebSocket (RFC 6455, client side, text frames)."""

    def __init__(self, url):
        assert url.startswith("ws://")
        host_port, path = url[5:].split("/", 1)
        host, port = host_port.split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("DevTools closed the connection during the handshake")
            response += chunk
        head, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"WebSocket handshake refused: {head[:200]!r}")
        self.next_id = 0
        self.events = []

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 8:
                raise RuntimeError("DevTools closed the WebSocket")
            if opcode in (0, 1, 2):
                message += payload
                if first & 0x80:
                    return json.loads(message)

    def _send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self._send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = self._receive()
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout=60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for event in self.events:
                if event.get("method") == method:
                    return event
            self.events.append(self._receive())
        raise RuntimeError(f"no {method} within {timeout} s")

    def evaluate(self, expression, promise=False):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=promise)
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluating the page failed: {result['exceptionDetails']}")
        return result["result"].get("value")


def run(command, cwd, allowed=(0,)):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode not in allowed:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def start_chromium(profile):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        raise RuntimeError("chromium is not installed (Debian package chromium)")
    process = subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
         "--disable-extensions", "--disable-background-networking", "--disable-component-update",
         f"--user-data-dir={profile}", "--remote-debugging-port=0", "--remote-allow-origins=*",
         "--window-size=1280,1600", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + 30
    while not os.path.exists(port_file) or not open(port_file).read().strip():
        if time.monotonic() > deadline or process.poll() is not None:
            process.kill()
            raise RuntimeError("chromium did not open its DevTools port")
        time.sleep(0.05)
    port = open(port_file).read().split()[0]
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as response:
        targets = json.load(response)
    page = next(target for target in targets if target["type"] == "page")
    return process, page["webSocketDebuggerUrl"]


# What the page shows, read from its DOM.
READ_PAGE = """JSON.stringify({
  rows: [...document.querySelectorAll("table.overview tbody tr")].map((tr) => ({
    catalog: tr.dataset.catalog, language: tr.dataset.language,
    numbers: [...tr.querySelectorAll("td.num")].map((td) => td.textContent) })),
  findingsTotal: document.getElementById("findings-total").textContent,
  scripts: document.scripts.length,
  pwned: window.__l10nPwned === undefined ? null : String(window.__l10nPwned),
  historyLines: document.querySelectorAll("#history svg polyline").length,
  historyNote: (document.querySelector("#history .note") || {}).textContent || null,
  heatCells: document.querySelectorAll("#screens button").length,
  gateText: (document.getElementById("gate-text") || {}).textContent || "",
  gateRows: [...document.querySelectorAll("table.gate tbody tr")].map((tr) => ({
    language: tr.dataset.language, below: tr.classList.contains("below"),
    badge: (tr.querySelector(".badge") || {}).textContent || null })),
  rowBadges: document.querySelectorAll("table.overview .badge, table.overview tr.below").length,
  ruleLinks: [...document.querySelectorAll("#findings-body td.rule a")].map((a) => [a.textContent, a.href]),
  docs: JSON.parse(document.getElementById("l10n-data").textContent).docs,
  load: performance.getEntriesByType("navigation")[0].loadEventEnd })"""

# Chooses each value of each findings filter in turn (the others on "all") and reads how many
# findings match and which are shown.
READ_FILTERS = """(() => {
  const result = {};
  const selects = [...document.querySelectorAll("#findings-filters select")];
  for (const select of selects) {
    const name = select.id.replace("filter-", "");
    result[name] = {};
    for (const option of [...select.options].slice(1)) {
      select.value = option.value;
      select.dispatchEvent(new Event("change"));
      result[name][option.value] = {
        label: option.textContent,
        matching: Number(document.getElementById("findings-matching").textContent),
        shown: [...document.querySelectorAll("#findings-body tr")].map((tr) =>
          [...tr.querySelectorAll("td")].map((td) => td.textContent)) };
    }
    select.value = "";
    select.dispatchEvent(new Event("change"));
  }
  return JSON.stringify(result);
})()"""

# Clicks every heatmap cell with keys left in turn and gathers the rows listed: key and "used at".
LIST_ROWS = """(() => {
  const rows = [];
  for (const button of document.querySelectorAll("#screens button:not([disabled])")) {
    button.click();
    for (const tr of document.querySelectorAll("#screen-keys tbody tr")) {
      const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent);
      rows.push({ key: cells[0], usedAt: cells[4] });
    }
  }
  return JSON.stringify(rows);
})()"""

# Clicks every heatmap cell with keys left in turn and gathers the keys listed.
LIST_KEYS = """(() => {
  const key = %s;
  const keys = [];
  for (const button of document.querySelectorAll("#screens button:not([disabled])")) {
    button.click();
    for (const td of document.querySelectorAll("#screen-keys td.key")) keys.push(td.textContent);
  }
  const inFindings = [...document.querySelectorAll("#findings-body td.key")].some((td) => td.textContent === key);
  return JSON.stringify({ keys: keys, inFindings: inFindings });
})()"""


def press(tools, key, code, key_code):
    for kind in ("keyDown", "keyUp"):
        tools.call("Input.dispatchKeyEvent", type=kind, key=key, code=code, windowsVirtualKeyCode=key_code,
                   nativeVirtualKeyCode=key_code, **({"text": "\r"} if key == "Enter" and kind == "keyDown" else {}))


def check_keyboard_and_colours(tools):
    """Tab reaches the page's first control; Enter on a heatmap cell lists its keys and moves the
    focus to the list; the light and dark colour schemes each give their own colours."""
    tools.evaluate("document.activeElement.blur()")
    press(tools, "Tab", "Tab", 9)
    first = tools.evaluate("document.activeElement.className + ' ' + document.activeElement.tagName")
    if first != "skip A":
        fail(f"the first Tab focuses {first!r}, not the skip link")
    has_cell = tools.evaluate("document.querySelector('#screens button:not([disabled])') !== null")
    if has_cell:
        tools.evaluate("document.querySelector('#screens button:not([disabled])').focus()")
        press(tools, "Enter", "Enter", 13)
        state = json.loads(tools.evaluate(
            "JSON.stringify({ hidden: document.getElementById('screen-keys').hidden,"
            " focus: document.activeElement.closest('#screen-keys') !== null,"
            " rows: document.querySelectorAll('#screen-keys tbody tr').length })"))
        if state["hidden"] or not state["focus"] or state["rows"] == 0:
            fail(f"Enter on a heatmap cell did not list its keys and focus the list: {state}")
    colours = {}
    for scheme in ("light", "dark"):
        tools.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
        colours[scheme] = tools.evaluate(
            "getComputedStyle(document.body).backgroundColor + ' ' + getComputedStyle(document.body).color")
    tools.call("Emulation.setEmulatedMedia", features=[])
    if colours["light"] == colours["dark"]:
        fail(f"the dark colour scheme changes nothing: {colours}")
    return colours


def anchors(checks_md):
    """The anchors GitHub gives the headings of a Markdown file."""
    result = set()
    for line in open(checks_md, encoding="utf-8"):
        match = re.match(r"#+ (.*)", line)
        if match:
            result.add(re.sub(r"[^\w\- ]", "", match.group(1).strip().lower()).replace(" ", "-"))
    return result


def status_percents(text):
    """`l10n status`'s printed percentage per (catalog, language), from its tables."""
    percents, catalog = {}, None
    for line in text.splitlines():
        if line and not line.startswith(" "):
            catalog = re.sub(r" \(\d+ keys.*\)$", "", line)
        elif line.startswith("  ") and catalog is not None:
            cells = line.split()
            if cells[0] == "language":
                continue
            language = cells[0]
            percents[(catalog, language)] = cells[-1]
    return percents


def check_findings_filters(filters, findings, catalog_files):
    """Each filter choice leaves the findings check's JSON has with that value."""
    values = {
        "rule": lambda f: f["rule"], "severity": lambda f: f["severity"], "language": lambda f: f.get("language"),
        "catalog": lambda f: f["file"] if f["file"] in catalog_files else ":code",
    }
    if sorted(filters) != sorted(values):
        fail(f"the findings filters are {sorted(filters)}, not {sorted(values)}")
    for name, value in values.items():
        expected = {}
        for finding in findings:
            if value(finding) is not None:
                expected[value(finding)] = expected.get(value(finding), 0) + 1
        shown = filters.get(name, {})
        if sorted(shown) != sorted(expected):
            fail(f"filter {name} offers {sorted(shown)}, check's findings have {sorted(expected)}")
        for choice, count in expected.items():
            got = shown.get(choice)
            if got is None:
                continue
            if got["matching"] != count:
                fail(f"filter {name}={choice} matches {got['matching']} findings, check has {count}")
            if len(got["shown"]) != min(count, 200):
                fail(f"filter {name}={choice} shows {len(got['shown'])} rows for {count} findings")
            column = {"rule": 1, "severity": 0, "language": 3}.get(name)
            for row in got["shown"]:
                if column is not None and row[column] != choice:
                    fail(f"filter {name}={choice} shows a finding of {row[column]!r}")
                    break
                if name == "catalog":
                    where = row[2].rsplit(":", 2)[0]
                    if (where if where in catalog_files else ":code") != choice:
                        fail(f"filter catalog={choice} shows a finding in {where}")
                        break
            if name == "catalog" and choice == ":code" and "Swift" not in got["label"]:
                fail(f"the catalog filter's choice for findings in code reads {got['label']!r}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--l10n", required=True)
    parser.add_argument("--catalog", action="append", default=[])
    parser.add_argument("--no-sources", action="store_true")
    parser.add_argument("--history", type=int, default=0)
    parser.add_argument("--expect-history", choices=["chart", "note"])
    parser.add_argument("--planted")
    parser.add_argument("--screenshot")
    parser.add_argument("--max-render-ms", type=float)
    parser.add_argument("--expect-below", action="append", default=[])
    parser.add_argument("--expect-meets", action="append", default=[])
    parser.add_argument("--expect-gate-off", action="store_true")
    parser.add_argument("--expect-usage", action="append", default=[])
    parser.add_argument("--output", required=True)
    parser.add_argument("--name", default="report")
    args = parser.parse_args()
    cwd = os.getcwd()
    l10n = os.path.abspath(args.l10n)

    report = [l10n, "report", "--output", args.output] + (["--no-sources"] if args.no_sources else [])
    report += (["--history", str(args.history)] if args.history else []) + args.catalog
    started = time.perf_counter()
    page_file = os.path.abspath(run(report, cwd).strip())
    generated = time.perf_counter() - started
    status = json.loads(run([l10n, "status", "--format", "json"] + args.catalog, cwd))
    printed = status_percents(run([l10n, "status", "--color", "never"] + args.catalog, cwd))
    check_command = [l10n, "check", "--format", "json"] + (["--no-sources"] if args.no_sources else []) + args.catalog
    check = json.loads(run(check_command, cwd, allowed=(0, 1)))
    page_url = "file://" + page_file

    profile = tempfile.mkdtemp(prefix="l10n-chromium-")
    process, socket_url = start_chromium(profile)
    try:
        tools = DevTools(socket_url)
        for domain in ("Page", "Runtime", "Network", "Log"):
            tools.call(f"{domain}.enable")
        navigated = time.perf_counter()
        tools.call("Page.navigate", url=page_url)
        tools.wait_for("Page.loadEventFired")
        # The first frame drawn after the load event: the tables are on screen.
        tools.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))", promise=True)
        first_frame = time.perf_counter() - navigated
        page = json.loads(tools.evaluate(READ_PAGE))
        filters = json.loads(tools.evaluate(READ_FILTERS))
        keyboard = check_keyboard_and_colours(tools)
        planted = json.loads(tools.evaluate(LIST_KEYS % json.dumps(args.planted))) if args.planted else None
        listed = json.loads(tools.evaluate(LIST_ROWS)) if args.expect_usage else []
        time.sleep(0.2)
        tools.call("Runtime.evaluate", expression="0")
        events = tools.events
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)

    # The page's numbers are status's.
    shown = {(row["catalog"], row["language"]): row["numbers"] for row in page["rows"]}
    expected = {}
    for catalog in status["catalogs"]:
        for language in catalog["languages"]:
            percent = printed.get((catalog["file"], language["language"]))
            expected[(catalog["file"], language["language"])] = [
                str(language[name]) for name in ("keys", "translated", "needsReview", "new", "missing")] + [percent]
    if shown != expected:
        for key in sorted(set(shown) | set(expected)):
            if shown.get(key) != expected.get(key):
                fail(f"{key[0]} {key[1]}: page shows {shown.get(key)}, status says {expected.get(key)}")
    if page["findingsTotal"] != str(len(check["findings"])):
        fail(f"page shows {page['findingsTotal']} findings, check --format json has {len(check['findings'])}")
    check_findings_filters(filters, check["findings"], {catalog["file"] for catalog in status["catalogs"]})

    # Each finding's rule links to its rule's section of Checks.md.
    documented = anchors(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../Documentation/Checks.md"))
    for rule, href in page["ruleLinks"]:
        if href != page["docs"] + rule or rule not in documented:
            fail(f"the finding of {rule} links to {href}, not to its section of Checks.md")
            break
    if check["findings"] and not page["ruleLinks"]:
        fail("no finding links to its rule")

    # The gate: marked once per language, as check decides; never on a catalog's row.
    below_gate = {failure["language"]: failure for failure in check["coverageFailures"]}
    marked = {row["language"]: row for row in page["gateRows"] if row["below"]}
    if sorted(marked) != sorted(below_gate):
        fail(f"the page marks {sorted(marked)} below the gate, check --format json says {sorted(below_gate)}")
    for language, row in marked.items():
        threshold = below_gate.get(language, {}).get("threshold")
        if threshold is not None and row["badge"] != f"below gate {threshold:g}%":
            fail(f"{language} is marked without its badge 'below gate {threshold:g}%': {row['badge']!r}")
    if page["rowBadges"]:
        fail(f"{page['rowBadges']} catalog rows carry a gate mark; the gate is per language over all catalogs")
    for language in args.expect_below:
        if language not in marked:
            fail(f"{language} should be marked below the gate: {page['gateRows']}")
    for language in args.expect_meets:
        if not any(row["language"] == language and row["badge"] == "meets gate" for row in page["gateRows"]):
            fail(f"{language} should be shown meeting the gate: {page['gateRows']}")
    if args.expect_gate_off:
        if "Languages below it are marked" in page["gateText"] or "min-coverage rule is off" not in page["gateText"]:
            fail(f"with min-coverage off the page says: {page['gateText']!r}")
        if page["gateRows"]:
            fail(f"with min-coverage off the page still marks languages: {page['gateRows']}")

    # Where code uses a key, in its heatmap cells' key lists.
    for expectation in args.expect_usage:
        key, place = expectation.split("=", 1)
        rows = [row for row in listed if row["key"] == key]
        if not rows or not all(place in row["usedAt"].split(", ") for row in rows):
            fail(f"{key} is not listed with {place} under 'used at': {rows}")

    # Nothing but the page itself was requested; nothing went wrong in the page.
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Network.requestWillBeSent" and params["request"]["url"] != page_url:
            fail(f"the page requested {params['request']['url'][:200]}")
        elif method == "Runtime.exceptionThrown":
            fail(f"JavaScript error: {params['exceptionDetails'].get('exception', {}).get('description') or params['exceptionDetails'].get('text')}")
        elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
            fail(f"console {params['type']}: {[arg.get('value') for arg in params['args']]}")
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            fail(f"browser error: {params['entry']['text'][:300]}")

    if page["scripts"] != 2 or page["pwned"] is not None:
        fail(f"a catalog text ran as script ({page['scripts']} script elements, marker {page['pwned']})")
    if planted is not None:
        if not planted["inFindings"]:
            fail(f"the planted key {args.planted!r} is not shown as text among the findings")
        if args.planted not in planted["keys"]:
            fail(f"the planted key {args.planted!r} is not listed as text when its screen's cells are chosen")
    if args.expect_history == "chart" and page["historyLines"] == 0:
        fail("--history drew no line")
    if args.expect_history == "note" and not page["historyNote"]:
        fail("--history without usable git history shows no note")

    if args.screenshot:
        # A file left from an earlier run must not pass for this one.
        if os.path.exists(args.screenshot):
            os.remove(args.screenshot)
        profile = tempfile.mkdtemp(prefix="l10n-chromium-")
        subprocess.run(
            [shutil.which("chromium") or "chromium-browser", "--headless", "--no-sandbox", "--disable-gpu",
             f"--user-data-dir={profile}", "--window-size=1280,1800", f"--screenshot={os.path.abspath(args.screenshot)}",
             page_url], cwd=cwd, capture_output=True, timeout=120)
        shutil.rmtree(profile, ignore_errors=True)
        if not os.path.exists(args.screenshot):
            fail("chromium --screenshot wrote no file")

    size = os.path.getsize(page_file) / 1e6
    print(f"{args.name}: {len(expected)} catalog languages, {len(check['findings'])} findings, {page['heatCells']} heatmap "
          f"cells; page {size:.1f} MB, generated in {generated:.2f} s (process); rendered: load event "
          f"{page['load']:.0f} ms, first frame {first_frame * 1000:.0f} ms")
    if args.max_render_ms is not None:
        over = first_frame * 1000 > args.max_render_ms
        print(f"render: first frame {first_frame * 1000:.0f} ms, limit {args.max_render_ms:.0f} ms: "
              f"{'OVER' if over else 'OK'}")
        if over:
            fail(f"rendering took {first_frame * 1000:.0f} ms, over {args.max_render_ms:.0f} ms")
    if failures:
        print(f"{args.name}: {len(failures)} failures", file=sys.stderr)
        return 1
    print(f"{args.name}: OK")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RuntimeError as error:
        print(f"report-browser: cannot run: {error}", file=sys.stderr)
        sys.exit(2)
