import L10nCatalog

/// Catalog entries for the rules' examples (`RuleExample.entry`), as JSON.
extension CheckRule {
  /// An entry with an English text (unless nil) and translations, all `translated`.
  static func entry(en source: String?, _ translations: KeyValuePairs<String, String> = [:]) -> String {
    var pairs: [(String, (String, String))] = []
    if let source { pairs.append(("en", (source, "translated"))) }
    for (language, text) in translations { pairs.append((language, (text, "translated"))) }
    return entry(pairs)
  }

  /// An entry with an English text and translations with their states.
  static func entry(en source: String, _ translations: KeyValuePairs<String, (String, String)>) -> String {
    entry([("en", (source, "translated"))] + translations.map { ($0.key, $0.value) })
  }

  private static func entry(_ pairs: [(String, (String, String))]) -> String {
    let localizations = pairs.map { language, unit in "\(quoted(language)):\(stringUnit(unit.0, unit.1))" }
    return "{\"localizations\":{\(localizations.joined(separator: ","))}}"
  }

  /// An entry marked `manual` with an English text.
  static func manualEntry(en source: String) -> String {
    "{\"extractionState\":\"manual\"," + entry(en: source).dropFirst()
  }

  /// An entry with English one/other plurals and the given languages' plural cases.
  static func pluralEntry(_ languages: [String: [String: String]]) -> String {
    var parts = ["\"en\":\(plural(["one": "%lld message", "other": "%lld messages"]))"]
    for language in languages.keys.sorted() { parts.append("\(quoted(language)):\(plural(languages[language]!))") }
    return "{\"localizations\":{\(parts.joined(separator: ","))}}"
  }

  private static func plural(_ cases: [String: String]) -> String {
    let order = ["zero", "one", "two", "few", "many", "other"]
    let body = order.filter { cases[$0] != nil }.map { "\(quoted($0)):\(stringUnit(cases[$0]!, "translated"))" }
    return "{\"variations\":{\"plural\":{\(body.joined(separator: ","))}}}"
  }

  private static func stringUnit(_ value: String, _ state: String) -> String {
    "{\"stringUnit\":{\"state\":\(quoted(state)),\"value\":\(quoted(value))}}"
  }

  /// `text` as a JSON string, escaped as the catalog writer escapes it (one escaper).
  static func quoted(_ text: String) -> String { JSONValue.quoted(text) }
}
