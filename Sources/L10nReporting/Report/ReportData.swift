import Foundation
import L10nCatalog
import L10nCheck
import L10nProject
import OrderedCollections

/// The report's data as the JSON the page's script reads, written with `JSONWriter`.
///
/// Large parts are written as arrays rather than objects (findings, keys to do), which keeps a
/// 10,000-key catalog's page small and quick to parse; the writer is compact (no line breaks or
/// indentation). Every `<` is written `\u003c`, so no text can end the `<script>` element that
/// holds the data.
enum ReportData {
  static let schemaVersion = 1

  static func json(_ input: ReportInput) -> [UInt8] {
    // The findings, the largest part, are written on a thread of their own meanwhile.
    let parts = Parallel.map(2) { part in
      guard part == 0 else { return everythingButFindings(input) }
      var json = JSONWriter(capacity: 1 << 20, compact: true)
      findings(input.check.findings, into: &json)
      return json.bytes
    }
    return escapedForScript(parts[1], findings: parts[0])
  }

  /// The data with an empty spot for the findings: the object's last member, `"findings":`, is
  /// left for `escapedForScript(_:findings:)` to fill in, with the closing brace.
  private static func everythingButFindings(_ input: ReportInput) -> [UInt8] {
    var json = JSONWriter(capacity: 1 << 20, compact: true)
    json.object { json in
      json.member("schemaVersion", schemaVersion)
      json.member("title", input.title)
      json.member("generated", input.generated)
      json.member("tool", "l10n \(input.check.toolVersion)")
      json.member("docs", SARIFCheckReport.rulesDocumentation)
      gate(input, into: &json)
      json.key("below")
      json.array(input.check.coverageFailures) { json, failure in
        json.object { json in
          json.member("language", failure.language)
          json.member("percent", failure.percent)
          json.member("threshold", failure.threshold)
        }
      }
      json.key("catalogs")
      json.array(input.catalogs) { json, catalog in
        catalogData(catalog, coverage: input.check.coverage.first { $0.file == catalog.status.file }, into: &json)
      }
      rules(input.check.rules, into: &json)
      history(input.history, into: &json)
      json.key("findings")
    }
    // What `object` closed with: the brace goes after the findings.
    var bytes = json.bytes
    bytes.removeLast()
    return bytes
  }

  /// The gate: its thresholds, whether `min-coverage` applies them, and per language with a
  /// threshold the translated percentage over all catalogs together, as `check` compares it
  /// (`below` has check's verdict).
  private static func gate(_ input: ReportInput, into json: inout JSONWriter) {
    let options = input.options
    json.key("gate")
    json.object { json in
      json.member("all", options.minimumCoverage)
      json.key("languages")
      json.object { json in
        for (language, percent) in options.minimumCoverageByLanguage.sorted(by: { $0.key < $1.key }) {
          json.member(language, percent)
        }
      }
      json.member("applied", options.appliesCoverageGate)
      json.key("totals")
      let totals = CoverageCounts.byLanguage(
        input.check.coverage.lazy.flatMap(\.languages).map { ($0.language, $0.counts) })
      json.array(totals.elements.filter { options.coverageThreshold(of: $0.key) != nil }) { json, total in
        json.object { json in
          json.member("language", total.key)
          json.member("percent", Percentage.roundedDown(total.value.percent))
          json.member("threshold", options.coverageThreshold(of: total.key))
        }
      }
    }
  }

  /// A catalog: its status rows, its screens' coverage per language (check's, for the languages
  /// to translate into), and the keys not done.
  private static func catalogData(_ catalog: ReportCatalog, coverage: CatalogCoverage?, into json: inout JSONWriter) {
    let states = catalog.states
    // The heatmap's columns: check's coverage languages, by their index among status's rows.
    let columns = (coverage?.languages ?? []).compactMap { language in
      states.languages.firstIndex(of: language.language).map { (status: $0, coverage: language) }
    }
    // Every language has the same screens (those with keys), in order of first appearance.
    let screens = columns.first?.coverage.screens ?? []
    var screenIndex: [String: Int] = [:]
    for (index, screen) in screens.enumerated() { screenIndex[screen.screen] = index }
    // Keys not done in some language, in catalog order.
    var todo: [Int] = []
    for index in states.keys.indices where states.states.contains(where: { $0[index] != .translated }) {
      todo.append(index)
    }
    json.object { json in
      json.key("status")
      json.encoded(catalog.status)
      json.key("heat")
      json.array(columns) { json, column in json.integer(column.status) }
      json.key("screens")
      json.array(screens.indices) { json, screen in
        json.object { json in
          json.member("name", screens[screen].screen)
          json.member("keys", screens[screen].counts.total)
          json.key("translated")
          json.array(columns) { json, column in json.integer(column.coverage.screens[screen].counts.translated) }
        }
      }
      // [key, screen index, source text, comment or null, [usages]]
      json.key("keys")
      let inInfoPlist = XcodeNamedKeys.isInfoPlistCatalog(catalog.status.file)
      let strings = catalog.catalog.strings
      json.array(todo) { json, index in
        let key = states.keys[index]
        // The key's entry, looked up once for its screen, source text and comment.
        let entry = strings.index(forKey: key).map { strings.values[$0] }
        json.array(0..<5) { json, field in
          switch field {
          case 0: json.string(key)
          case 1:
            let screen = KeyScreen.of(key, comment: entry?.comment, inInfoPlist: inInfoPlist)
            json.integer(screenIndex[screen] ?? -1)
          case 2:
            // Its source-language text: its own, else its first variation case's, else the key.
            json.string(
              entry?.sourceText(key: key, sourceLanguage: catalog.catalog.sourceLanguage, firstCase: true) ?? key)
          case 3:
            if let comment = entry?.comment {
              json.string(comment)
            } else {
              json.null()
            }
          default:
            json.array(catalog.usages[key] ?? []) { json, usage in json.string(usage) }
          }
        }
      }
      // Per language: pairs of (index into keys, state) for each key not translated, flattened.
      json.key("todo")
      json.array(states.languages.indices) { json, language in
        var pairs: [Int] = []
        for (position, index) in todo.enumerated() where states.states[language][index] != .translated {
          pairs.append(position)
          pairs.append(Int(states.states[language][index].rawValue))
        }
        json.array(pairs) { json, value in json.integer(value) }
      }
    }
  }

  /// `check`'s findings as arrays `[rule, severity, file, line, column, key, language, message]`
  /// (in its report order).
  private static func findings(_ findings: [Finding], into json: inout JSONWriter) {
    json.array(findings) { json, finding in
      json.array(0..<8) { json, field in
        switch field {
        case 0: json.string(finding.rule.rawValue)
        case 1: json.string(finding.severity.rawValue)
        case 2: json.string(finding.file)
        case 3: json.integer(finding.line)
        case 4: json.integer(finding.column)
        case 5: if let key = finding.key { json.string(key) } else { json.null() }
        case 6: if let language = finding.language { json.string(language) } else { json.null() }
        default: json.string(finding.message)
        }
      }
    }
  }

  /// `check`'s rules, with their severities.
  private static func rules(_ rules: [RuleInfo], into json: inout JSONWriter) {
    json.key("rules")
    json.array(rules) { json, rule in
      json.object { json in
        json.member("id", rule.id)
        json.member("severity", rule.severity.rawValue)
        json.member("summary", rule.summary)
      }
    }
  }

  private static func history(_ history: ReportHistory, into json: inout JSONWriter) {
    json.key("history")
    json.object { json in
      switch history {
      case .off:
        json.member("state", "off")
      case .unavailable(let note):
        json.member("state", "unavailable")
        json.member("note", note)
      case .points(let points):
        json.member("state", "points")
        json.key("points")
        json.array(points) { json, point in
          json.object { json in
            json.member("commit", point.commit)
            json.member("date", point.date)
            json.member("subject", point.subject)
            json.key("percents")
            json.object { json in
              for (language, percent) in point.percents { json.member(language, Percentage.roundedDown(percent)) }
            }
          }
        }
      }
    }
  }

  /// The data (`data`, its findings member's value `findings`, then the closing brace and a line
  /// break) as JSON that can sit inside a `<script>` element: `<` only occurs inside strings,
  /// where `\u003c` means the same.
  static func escapedForScript(_ data: [UInt8], findings: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count + findings.count + 1024)
    for part in [data, findings] {
      part.withUnsafeBufferPointer { part in
        guard let base = part.baseAddress else { return }
        var start = 0
        while start < part.count, let found = memchr(base + start, Int32(UInt8(ascii: "<")), part.count - start) {
          let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: part[start..<index]))
          bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, 0x33, UInt8(ascii: "c")])
          start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: part[start...]))
      }
    }
    bytes.append(contentsOf: [UInt8(ascii: "}"), 0x0A])
    return bytes
  }
}
