import L10nCatalog
import L10nCheck
import L10nText
import OrderedCollections

/// The report's data as the JSON the page's script reads, written with `JSONWriter`.
///
/// Large parts are written as arrays rather than objects (findings, keys to do), which keeps a
/// 10,000-key catalog's page small and quick to parse; the writer is compact (no line breaks or
/// indentation). Every `<` is written `\u003c`, so no text can end the `<script>` element that
/// holds the data.
enum ReportData {
  static let schemaVersion = 1

  static func json(_ input: ReportInput) -> String {
    var json = JSONWriter(capacity: 1 << 20, compact: true)
    json.object { json in
      json.member("schemaVersion", schemaVersion)
      json.member("title", input.title)
      json.member("generated", input.generated)
      json.member("tool", "l10n \(input.check.toolVersion)")
      json.member("docs", SARIFCheckReport.rulesDocumentation)
      json.key("gate")
      json.object { json in
        json.member("all", input.minimumCoverage)
        json.key("languages")
        json.object { json in
          for (language, percent) in input.minimumCoverageByLanguage.sorted(by: { $0.key < $1.key }) {
            json.member(language, percent)
          }
        }
      }
      json.key("below")
      json.array(input.check.coverageFailures) { json, failure in
        json.object { json in
          json.member("language", failure.language)
          json.member("percent", failure.percent)
          json.member("threshold", failure.threshold)
        }
      }
      json.key("catalogs")
      json.array(input.catalogs) { json, catalog in catalogData(catalog, into: &json) }
      findings(input.check, into: &json)
      history(input.history, into: &json)
    }
    return escapedForScript(json.finish())
  }

  /// A catalog: its status rows, its screens' coverage per language, and the keys not done.
  private static func catalogData(_ catalog: ReportCatalog, into json: inout JSONWriter) {
    let states = catalog.states
    var screens: OrderedDictionary<String, Int> = [:]
    let keyScreens = states.keys.map { key in
      let screen = KeyScreen.of(key)
      if let index = screens[screen] { return index }
      screens[screen] = screens.count
      return screens.count - 1
    }
    // Keys not done in some language, in catalog order, and per language the done count per screen.
    var todo: [Int] = []
    var translatedByScreen = [[Int]](
      repeating: [Int](repeating: 0, count: states.languages.count), count: screens.count)
    var keysByScreen = [Int](repeating: 0, count: screens.count)
    for index in states.keys.indices {
      keysByScreen[keyScreens[index]] += 1
      var done = true
      for language in states.languages.indices {
        if states.states[language][index] == .translated {
          translatedByScreen[keyScreens[index]][language] += 1
        } else {
          done = false
        }
      }
      if !done { todo.append(index) }
    }
    json.object { json in
      json.key("status")
      json.encoded(catalog.status)
      json.key("screens")
      json.array(screens.keys.indices) { json, screen in
        json.object { json in
          json.member("name", screens.keys[screen])
          json.member("keys", keysByScreen[screen])
          json.key("translated")
          json.array(translatedByScreen[screen]) { json, count in json.integer(count) }
        }
      }
      // [key, screen index, source text, comment or null, [usages]]
      json.key("keys")
      json.array(todo) { json, index in
        json.array(0..<5) { json, field in
          switch field {
          case 0: json.string(states.keys[index])
          case 1: json.integer(keyScreens[index])
          case 2: json.string(catalog.sourceText(of: states.keys[index]))
          case 3:
            if let comment = catalog.catalog.strings[states.keys[index]]?.comment {
              json.string(comment)
            } else {
              json.null()
            }
          default:
            json.array(catalog.usages[states.keys[index]] ?? []) { json, usage in json.string(usage) }
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
  /// (in its report order), and its rules.
  private static func findings(_ report: CheckReport, into json: inout JSONWriter) {
    json.key("findings")
    json.array(report.findings) { json, finding in
      json.array(0..<8) { json, field in
        switch field {
        case 0: json.string(finding.rule)
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
    json.key("rules")
    json.array(report.rules) { json, rule in
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

  /// JSON that can sit inside a `<script>` element: `<` only occurs inside strings, where
  /// `\u003c` means the same.
  static func escapedForScript(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 1024)
    for byte in text.utf8 {
      if byte == UInt8(ascii: "<") {
        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, 0x33, UInt8(ascii: "c")])
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
