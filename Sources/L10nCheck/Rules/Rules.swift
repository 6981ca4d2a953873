import L10nCatalog
import L10nText

/// Every rule `l10n check` knows, in documentation order. Each group of rules is in its own file
/// (Rules/*Rules.swift) with its examples and the check that reports it.
public enum Rules {
  /// The groups, in documentation order.
  public static let groups = [
    Rule.Group(title: "Key naming", rules: naming), Rule.Group(title: "Plural forms", rules: plurals),
    Rule.Group(title: "Placeholders", rules: placeholders), Rule.Group(title: "Coverage", rules: coverage),
    Rule.Group(title: "Translation quality", rules: quality), Rule.Group(title: "Keys in code", rules: code + symbols),
  ]
  public static let all: [Rule] = groups.flatMap(\.rules)

  public static func rule(_ id: RuleID) -> Rule? { all.first { $0.id == id } }

  // MARK: Building examples

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
