import L10nCatalog
import L10nText

extension RuleID {
  public static let naturalLanguageKey = RuleID("natural-language-key")
}

/// `natural-language-key`: a key is natural-language text rather than a convention key.
struct NaturalLanguageKey: KeyRule {
  static let id = RuleID.naturalLanguageKey
  static let group = RuleGroup.naming
  static let defaultSeverity = Severity.warning
  static let summary = "A key is natural-language text rather than a convention key."
  static let details = """
    Xcode extracts `Text("Hello %@")` with the English text as its key. Such keys change whenever \
    the English changes and cannot be grouped by screen. A key counts as natural language when it \
    holds a space or a character other than letters, digits, `_`, `.` and `-`. Projects that mix \
    both kinds switch this rule off (`check.rules: {natural-language-key: off}`).
    """

  static var examples: [RuleExample] {
    [
      .passes("A convention key", key: "welcome.greeting", entry: entry(en: "Hello %@")),
      .fails("English text as the key", key: "Hello %@", entry: "{}", expectLanguage: nil),
    ]
  }

  func check(_ context: KeyContext, in pass: inout CatalogPass) {
    guard context.isNaturalLanguage else { return }
    pass.emit(
      id, key: context.name, "\"\(context.name)\" is natural-language text, not a convention key (screen.element.role)")
  }
}
