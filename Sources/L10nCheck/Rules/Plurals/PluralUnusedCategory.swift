import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

extension RuleID {
  public static let pluralUnusedCategory = RuleID("plural-unused-category")
}

/// `plural-unused-category`: a plural variation has a category the language never selects.
struct PluralUnusedCategory: LocalizationRule {
  static let id = RuleID.pluralUnusedCategory
  static let group = RuleGroup.plurals
  static let defaultSeverity = Severity.warning
  static let summary = "A plural variation has a category the language never selects."
  static let details = """
    The text is never shown. `zero` is always allowed (Apple uses it for an explicit 0), ICU's \
    optional categories are allowed, and so is Hebrew `many`, which Xcode still offers although \
    CLDR 42 dropped it.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "Japanese has only other", key: "inbox.unread_count",
        entry: pluralEntry(["ja": ["one": "%lld 件", "other": "%lld 件"]]), expectLanguage: "ja"),
      .passes(
        "An explicit zero in German", key: "inbox.unread_count",
        entry: pluralEntry([
          "de": ["zero": "Keine Nachrichten", "one": "%lld Nachricht", "other": "%lld Nachrichten"]
        ])),
      .passes(
        "Hebrew with Xcode's one, two, many, other", key: "inbox.unread_count",
        entry: pluralEntry([
          "he": ["one": "הודעה אחת", "two": "שתי הודעות", "many": "%lld הודעות", "other": "%lld הודעות"]
        ])),
    ]
  }

  func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    guard !context.groups.isEmpty else { return }
    let plural = pass.plural(context.facts)
    let language = context.language
    for index in context.groups {
      for category in pass.groups[index].cases.keys where !plural.accepted.contains(category) {
        pass.emit(
          id, key: key.name, language: language,
          "\(language) never selects \"\(category)\"\(pass.groups[index].place): ICU's categories are \(plural.rules.categories.joined(separator: ", ")); this text is never shown"
        )
      }
    }
  }
}
