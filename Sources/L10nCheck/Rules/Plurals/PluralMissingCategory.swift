import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

extension RuleID {
  public static let pluralMissingCategory = RuleID("plural-missing-category")
}

/// `plural-missing-category`: a plural variation lacks a category the language needs.
struct PluralMissingCategory: LocalizationRule {
  static let id = RuleID.pluralMissingCategory
  static let group = RuleGroup.plurals
  static let defaultSeverity = Severity.error
  static let summary = "A plural variation lacks a category the language needs."
  static let details = """
    Required categories come from ICU: a category is required when some whole number below one \
    million selects it (`other` always is). So Russian needs one, few, many and other; French one \
    and other (its `many` is only for millions, so it is optional, as in Xcode). Checked in plural \
    variations, in device variations' plurals and in substitutions.
    """

  static var examples: [RuleExample] {
    [
      .passes(
        "Russian with one, few, many and other", key: "inbox.unread_count",
        entry: pluralEntry([
          "ru": ["one": "%lld письмо", "few": "%lld письма", "many": "%lld писем", "other": "%lld письма"]
        ])),
      .fails(
        "Russian without few and many", key: "inbox.unread_count",
        entry: pluralEntry(["ru": ["one": "%lld письмо", "other": "%lld письма"]]), expectLanguage: "ru"),
      .fails(
        "Arabic without zero, two, few, many", key: "inbox.unread_count",
        entry: pluralEntry(["ar": ["one": "رسالة واحدة", "other": "%lld رسالة"]]), expectLanguage: "ar"),
      .passes(
        "French one and other (many is optional)", key: "inbox.unread_count",
        entry: pluralEntry(["fr": ["one": "%lld message", "other": "%lld messages"]])),
    ]
  }

  func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    guard !context.groups.isEmpty else { return }
    let rules = pass.plural(context.facts).rules
    let language = context.language
    for index in context.groups {
      let missing = rules.required.filter { pass.groups[index].cases[$0] == nil }
      guard !missing.isEmpty else { continue }
      let described = missing.map { "\($0) (\(rules.samples($0)))" }.joined(separator: ", ")
      pass.emit(
        id, key: key.name, language: language,
        "\(language) plural\(pass.groups[index].place) is missing \(described); ICU needs \(rules.required.joined(separator: ", "))"
      )
    }
  }
}
