/// The report page's script: it draws the page from the embedded data. Every catalog text reaches
/// the page as a text node or an attribute value (never as markup), so a key like `<script>` is
/// shown, never run.
enum ReportScript {
  static let javaScript = #"""
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("l10n-data").textContent);
      const STATES = ["translated", "needs review", "new", "missing"];
      const PAGE = 200;

      function el(tag, attributes, ...children) {
        const node = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes || {})) {
          if (value === null || value === undefined || value === false) continue;
          if (name === "class") node.className = value;
          else node.setAttribute(name, value === true ? "" : String(value));
        }
        for (const child of children) if (child !== null && child !== undefined) node.append(child);
        return node;
      }
      function svg(tag, attributes, ...children) {
        const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
        for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, String(value));
        for (const child of children) node.append(child);
        return node;
      }
      /** A percentage rounded down to one decimal, as `l10n status` prints it (Percentage.oneDecimal). */
      function percent(value) { return (Math.floor(value * 10) / 10).toFixed(1); }
      const below = new Map(data.below.map((failure) => [failure.language, failure]));

      document.getElementById("title").textContent = data.title;
      document.getElementById("meta").textContent = data.tool + " · " + data.generated;

      // Overview: a stacked bar and the numbers per catalog and language.
      const overview = document.getElementById("overview-body");
      const legend = el("p", { class: "legend" }, "Legend:");
      STATES.forEach((state, index) => {
        legend.append(el("span", { class: "swatch s" + index, "aria-hidden": "true" }), state);
      });
      // The gate, once per language: check compares each language over all catalogs together.
      const gate = data.gate;
      const thresholds = [gate.all !== undefined ? String(gate.all) + " for every language" : null]
        .concat(Object.entries(gate.languages).map(([l, p]) => l + " " + p)).filter(Boolean).join(", ");
      let gateText = "No coverage gate is configured (check.minCoverage).";
      if (thresholds && !gate.applied) {
        gateText = "Gate (minimum translated %): " + thresholds + ". The min-coverage rule is off in check.rules, "
          + "so check does not apply it and no language is marked.";
      } else if (thresholds) {
        gateText = "Gate (minimum translated %): " + thresholds + ", for each language over all catalogs together, "
          + "as l10n check counts it. Languages below it are marked.";
      }
      overview.append(legend, el("p", { id: "gate-text", class: "muted" }, gateText));
      if (thresholds && gate.applied && gate.totals.length > 0) {
        const head = el("tr", {}, el("th", { scope: "col" }, "language"));
        for (const name of ["translated % (all catalogs)", "gate %"]) head.append(el("th", { scope: "col", class: "num" }, name));
        const body = el("tbody");
        for (const total of gate.totals) {
          const failing = below.get(total.language);
          const name = el("th", { scope: "row" }, total.language);
          name.append(failing ? el("span", { class: "badge" }, "below gate " + failing.threshold + "%")
            : el("span", { class: "badge ok" }, "meets gate"));
          body.append(el("tr", { class: failing ? "below" : null, "data-language": total.language }, name,
            el("td", { class: "num percent" }, percent(total.percent)), el("td", { class: "num" }, String(total.threshold))));
        }
        overview.append(el("table", { class: "gate" }, el("thead", {}, head), body));
      }
      for (const catalog of data.catalogs) {
        const status = catalog.status;
        const notes = [status.keys + " keys"];
        if (status.staleKeys > 0) notes.push(status.staleKeys + " stale");
        if (status.untranslatableKeys > 0) notes.push(status.untranslatableKeys + " not translatable");
        overview.append(el("h3", {}, el("code", {}, status.file), " (" + notes.join(", ") + ")"));
        const head = el("tr", {}, el("th", { scope: "col" }, "language"), el("th", { scope: "col" }, "progress"));
        // With l10n.yml's costs: words to translate, what memory fills, days and cost (as status).
        const words = status.languages.some((row) => row.words && row.words.memoryExact !== undefined);
        const hasDays = words && status.languages.some((row) => row.words.days !== undefined);
        const hasCost = words && status.languages.some((row) => row.words.cost !== undefined);
        const columns = ["keys", "translated", "needs review", "new", "missing"];
        if (words) columns.push("words to translate", "memory fills");
        if (hasDays) columns.push("days");
        if (hasCost) columns.push("cost");
        for (const name of columns.concat(["%"])) {
          head.append(el("th", { scope: "col", class: "num" }, name));
        }
        const body = el("tbody");
        for (const row of status.languages) {
          const counts = [row.translated, row.needsReview, row.new, row.missing];
          const bar = el("div", {
            class: "bar", role: "img",
            "aria-label": row.language + ": " + counts.map((c, i) => c + " " + STATES[i]).join(", "),
          });
          counts.forEach((count, index) => {
            if (count > 0) bar.append(el("span", { class: "s" + index, style: "width:" + (count * 100 / Math.max(row.keys, 1)) + "%" }));
          });
          const name = el("th", { scope: "row" }, row.language + (row.isSource ? " (source)" : ""));
          const tr = el("tr", { "data-catalog": status.file, "data-language": row.language }, name, el("td", {}, bar));
          for (const value of [row.keys].concat(counts)) tr.append(el("td", { class: "num" }, String(value)));
          if (words) {
            const w = row.words || {};
            const cells = [w.untranslated, row.isSource ? undefined : w.memoryExact];
            if (hasDays) cells.push(row.isSource || w.days === undefined ? undefined : w.days.toFixed(2));
            if (hasCost) cells.push(row.isSource || w.cost === undefined ? undefined : w.cost.toFixed(2));
            for (const value of cells) tr.append(el("td", { class: "num" }, value === undefined ? "" : String(value)));
          }
          tr.append(el("td", { class: "num percent" }, percent(row.percentTranslated)));
          body.append(tr);
        }
        overview.append(el("table", { class: "overview" }, el("thead", {}, head), body));
      }

      // Screens: coverage per screen (first key segment) and language; a cell lists the keys left.
      const screens = document.getElementById("screens-body");
      const detail = document.getElementById("screen-keys");
      function heatColor(value) {
        const hue = Math.round(value * 1.2);
        return "hsl(" + hue + ", 70%, " + (value >= 100 ? 62 : 72) + "%)";
      }
      function showKeys(catalog, screen, languageIndex) {
        const language = catalog.status.languages[languageIndex].language;
        const pairs = catalog.todo[languageIndex];
        const rows = [];
        for (let i = 0; i < pairs.length; i += 2) {
          const key = catalog.keys[pairs[i]];
          if (key[1] === screen) rows.push([key, pairs[i + 1]]);
        }
        const title = el("h3", { tabindex: "-1" }, el("code", {}, catalog.screens[screen].name), " in " + language + ": "
          + rows.length + (rows.length === 1 ? " key" : " keys") + " not done (" + catalog.status.file + ")");
        const body = el("tbody");
        let shown = 0;
        const more = el("button", { class: "more", type: "button" }, "Show more");
        function next() {
          for (const [key, state] of rows.slice(shown, shown + PAGE)) {
            body.append(el("tr", {}, el("td", { class: "key" }, key[0]), el("td", {}, STATES[state]),
              el("td", {}, key[2]), el("td", {}, key[3] === null ? "" : key[3]),
              el("td", {}, key[4].length ? key[4].join(", ") : "")));
          }
          shown += PAGE;
          more.hidden = shown >= rows.length;
        }
        more.addEventListener("click", next);
        next();
        const head = el("tr", {});
        for (const name of ["key", "state", "source text", "comment", "used at"]) head.append(el("th", { scope: "col" }, name));
        detail.replaceChildren(title, el("table", {}, el("thead", {}, head), body), more);
        detail.hidden = false;
        title.focus();
      }
      for (const catalog of data.catalogs) {
        screens.append(el("h3", {}, el("code", {}, catalog.status.file)));
        if (catalog.heat.length === 0) { screens.append(el("p", { class: "muted" }, "No language to translate into.")); continue; }
        if (catalog.screens.length === 0) { screens.append(el("p", { class: "muted" }, "No keys to translate.")); continue; }
        // The languages to translate into, as check counts their coverage (the source is not one).
        const languages = catalog.heat.map((index) => catalog.status.languages[index]);
        const head = el("tr", {}, el("th", { scope: "col" }, "screen"), el("th", { scope: "col", class: "num" }, "keys"));
        for (const row of languages) head.append(el("th", { scope: "col", class: "num" }, row.language));
        const body = el("tbody");
        catalog.screens.forEach((screen, screenIndex) => {
          const tr = el("tr", {}, el("th", { scope: "row" }, el("code", {}, screen.name)),
            el("td", { class: "num" }, String(screen.keys)));
          languages.forEach((row, column) => {
            const done = screen.translated[column];
            const value = screen.keys === 0 ? 100 : done * 100 / screen.keys;
            const button = el("button", {
              type: "button", style: "background:" + heatColor(value), class: done === screen.keys ? "done" : null,
              "aria-label": screen.name + " in " + row.language + ": " + done + " of " + screen.keys + " translated ("
                + percent(value) + "%)" + (done === screen.keys ? "" : "; show the keys not done"),
            }, percent(value));
            if (done === screen.keys) button.disabled = true;
            else button.addEventListener("click", () => showKeys(catalog, screenIndex, catalog.heat[column]));
            tr.append(el("td", {}, button));
          });
          body.append(tr);
        });
        screens.append(el("div", { class: "heat" }, el("table", {}, el("thead", {}, head), body)));
      }

      // Findings: check's findings, filtered by rule, severity, language and catalog (findings in
      // Swift sources, of the code rules, under "Swift sources").
      const findings = data.findings;
      const filters = document.getElementById("findings-filters");
      const catalogFiles = new Set(data.catalogs.map((catalog) => catalog.status.file));
      const CODE = ":code";
      const columns = {
        rule: (f) => f[0], severity: (f) => f[1], language: (f) => f[6],
        catalog: (f) => (catalogFiles.has(f[2]) ? f[2] : CODE),
      };
      const selects = {};
      for (const [name, value] of Object.entries(columns)) {
        const values = [...new Set(findings.map(value).filter((v) => v !== null))].sort();
        const select = el("select", { id: "filter-" + name }, el("option", { value: "" }, "all"));
        for (const v of values) select.append(el("option", { value: v }, v === CODE ? "Swift sources (code rules)" : v));
        select.addEventListener("change", drawFindings);
        selects[name] = select;
        filters.append(el("label", { for: "filter-" + name }, name + ":"), " ", select, " ");
      }
      const findingsBody = document.getElementById("findings-body");
      const findingsMore = document.getElementById("findings-more");
      let filtered = findings;
      let findingsShown = 0;
      function findingRow(f) {
        return el("tr", {}, el("td", { class: "sev-" + f[1] }, f[1]),
          el("td", { class: "rule" }, el("a", { href: data.docs + f[0] }, f[0])),
          el("td", { class: "where" }, el("code", {}, f[2] + ":" + f[3] + ":" + f[4])), el("td", {}, f[6] === null ? "" : f[6]),
          el("td", { class: "key" }, f[5] === null ? "" : f[5]), el("td", {}, f[7]));
      }
      function moreFindings() {
        const rows = filtered.slice(findingsShown, findingsShown + PAGE).map(findingRow);
        findingsBody.append(...rows);
        findingsShown += rows.length;
        findingsMore.hidden = findingsShown >= filtered.length;
        document.getElementById("findings-shown").textContent = String(findingsShown);
      }
      function drawFindings() {
        const wanted = Object.entries(columns).map(([name, value]) => [value, selects[name].value]).filter(([, v]) => v);
        filtered = findings.filter((f) => wanted.every(([value, chosen]) => value(f) === chosen));
        document.getElementById("findings-matching").textContent = String(filtered.length);
        findingsBody.replaceChildren();
        findingsShown = 0;
        moreFindings();
      }
      document.getElementById("findings-total").textContent = String(findings.length);
      findingsMore.addEventListener("click", moreFindings);
      drawFindings();

      // History: coverage per language over the last commits that changed a catalog.
      const history = document.getElementById("history-body");
      if (data.history.state === "off") {
        history.append(el("p", { class: "muted" }, "Not requested: `l10n report --history 20` draws coverage over the last 20 commits that changed a catalog."));
      } else if (data.history.state === "unavailable") {
        history.append(el("p", { class: "note" }, data.history.note));
      } else {
        const points = data.history.points;
        const languages = [...new Set(points.flatMap((p) => Object.keys(p.percents)))];
        const width = 760, height = 300, left = 44, right = 60, top = 12, bottom = 40;
        const x = (i) => left + (points.length === 1 ? 0 : i * (width - left - right) / (points.length - 1));
        const y = (v) => top + (100 - v) * (height - top - bottom) / 100;
        const chart = svg("svg", { class: "chart", viewBox: "0 0 " + width + " " + height, role: "img",
          "aria-label": "Translated percentage per language over the last " + points.length + " commits that changed a catalog; the table below has the numbers." });
        for (const v of [0, 25, 50, 75, 100]) {
          chart.append(svg("line", { class: "grid", x1: left, x2: width - right, y1: y(v), y2: y(v) }));
          const label = svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end" }); label.textContent = v + "%";
          chart.append(label);
        }
        const step = Math.ceil(points.length / 10);
        points.forEach((point, i) => {
          if (i % step !== 0 && i !== points.length - 1) return;
          const label = svg("text", { x: x(i), y: height - bottom + 16, "text-anchor": "middle" });
          label.textContent = point.commit.slice(0, 7);
          chart.append(label);
        });
        const ends = [];
        languages.forEach((language, index) => {
          const hue = Math.round(index * 360 / languages.length);
          const coordinates = [];
          points.forEach((point, i) => {
            if (point.percents[language] !== undefined) coordinates.push(x(i) + "," + y(point.percents[language]));
          });
          const colour = "hsl(" + hue + ",65%,50%)";
          chart.append(svg("polyline", { points: coordinates.join(" "), fill: "none", stroke: colour,
            "stroke-width": 2, "stroke-dasharray": index % 3 === 0 ? "none" : index % 3 === 1 ? "6 3" : "2 3" }));
          for (const point of coordinates) {
            const [cx, cy] = point.split(",");
            chart.append(svg("circle", { cx: cx, cy: cy, r: 3, fill: colour }));
          }
          const last = points[points.length - 1].percents[language];
          if (last !== undefined) ends.push([y(last) + 4, language]);
        });
        // Each line's language at its end, moved apart where the ends are close.
        ends.sort((a, b) => a[0] - b[0]);
        let previous = -Infinity;
        for (const [at, language] of ends) {
          const labelY = Math.max(at, previous + 12);
          previous = labelY;
          const label = svg("text", { x: width - right + 6, y: labelY }); label.textContent = language;
          chart.append(label);
        }
        const head = el("tr", {}, el("th", { scope: "col" }, "commit"), el("th", { scope: "col" }, "date"));
        for (const language of languages) head.append(el("th", { scope: "col", class: "num" }, language));
        const body = el("tbody");
        for (const point of points) {
          const tr = el("tr", {}, el("th", { scope: "row", title: point.subject }, el("code", {}, point.commit.slice(0, 7))),
            el("td", {}, new Date(point.date * 1000).toISOString().slice(0, 10)));
          for (const language of languages) {
            const value = point.percents[language];
            tr.append(el("td", { class: "num" }, value === undefined ? "–" : percent(value)));
          }
          body.append(tr);
        }
        history.append(chart, el("details", {}, el("summary", {}, "The numbers"),
          el("table", {}, el("thead", {}, head), body)));
      }
    })();
    """#
}
