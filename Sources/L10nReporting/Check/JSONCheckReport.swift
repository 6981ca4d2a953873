import L10nCatalog
import L10nCheck
import L10nText

/// The `json` format: a versioned document whose fields only ever get added to.
///
/// Raise ``schemaVersion`` when a field changes meaning or goes away.
enum JSONCheckReport {
  static let schemaVersion = 1

  /// The report, written member by member in the encoder's sorted key order.
  static func render(_ report: CheckReport) -> String {
    var json = JSONWriter(capacity: (1 << 16) + report.findings.count * 320)
    json.object { json in
      json.member("cldrVersion", report.cldrVersion)
      json.key("coverage")
      json.array(report.coverage) { json, catalog in
        json.object { json in
          json.member("file", catalog.file)
          json.key("languages")
          json.array(catalog.languages) { json, language in
            json.object { json in
              json.member("language", language.language)
              json.counts(language.counts) { json in
                json.key("screens")
                json.array(language.screens) { json, screen in
                  json.object { json in
                    json.counts(screen.counts) { json in json.member("screen", screen.screen) }
                  }
                }
              }
            }
          }
        }
      }
      json.key("coverageFailures")
      json.encoded(report.coverageFailures.map(Failure.init))
      json.key("findings")
      json.array(inParts: report.findings) { json, finding in
        json.object { json in
          json.member("column", finding.column)
          json.member("file", finding.file)
          json.member("key", finding.key)
          json.member("language", finding.language)
          json.member("line", finding.line)
          json.member("message", finding.message)
          json.member("rule", finding.rule.rawValue)
          json.member("severity", finding.severity.rawValue)
          json.member("suggestion", finding.suggestion)
        }
      }
      json.member("icuVersion", report.icuVersion)
      json.key("rules")
      json.array(report.rules) { json, rule in
        json.object { json in
          json.member("id", rule.id)
          json.member("severity", rule.severity.rawValue)
          json.member("summary", rule.summary)
        }
      }
      json.member("schemaVersion", schemaVersion)
      json.key("summary")
      json.object { json in
        json.member("errors", report.count(.error))
        json.member("failed", report.failed)
        json.member("failingSeverity", report.failingSeverity.rawValue)
        json.member("notes", report.count(.note))
        json.member("suppressedByBaseline", report.suppressedByBaseline)
        json.member("warnings", report.count(.warning))
      }
      json.key("tool")
      json.object { json in
        json.member("name", "l10n")
        json.member("version", report.toolVersion)
      }
    }
    return json.finish()
  }

  /// A coverage failure, its numbers rounded as its message rounds them.
  struct Failure: Encodable {
    var file: String?
    var language: String
    var message: String
    var percent: Double
    var threshold: Double

    init(_ failure: CoverageFailure) {
      file = failure.file
      language = failure.language
      message = failure.message
      percent = oneDecimal(failure.percent)
      threshold = oneDecimal(failure.threshold)
    }
  }

  /// The same rounding as the failure's message (down, at most one decimal); 0 for non-finite input.
  static func oneDecimal(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return Percentage.roundedDown(min(value, 1_000_000))
  }
}

extension JSONWriter {
  /// The counts' members, with `body`'s (whose keys sort between `percent` and `total`) in place.
  fileprivate mutating func counts(_ counts: CoverageCounts, _ body: (inout JSONWriter) -> Void) {
    member("missing", counts.missing)
    member("needsReview", counts.needsReview)
    member("percent", CheckReportRenderer.percent(counts))
    body(&self)
    member("total", counts.total)
    member("translated", counts.translated)
  }
}
