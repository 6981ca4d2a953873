import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

extension RuleID {
  public static let pluralImpliedQuantity = RuleID("plural-implied-quantity")
}

/// `plural-implied-quantity`: a `one` form without a number, where `one` also means 21, 31, ….
struct PluralImpliedQuantity: LocalizationRule {
  static let id = RuleID.pluralImpliedQuantity
  static let group = RuleGroup.plurals
  static let defaultSeverity = Severity.warning
  static let summary = "A `one` form has no number, in a language where `one` also means 21, 31, …"
  static let details = """
    In Russian, Ukrainian and others ICU's `one` also selects 21, 31, 101…, so "одно письмо" \
    (one letter) would be shown for 21 letters. Write the number (`%lld письмо`).
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "Russian `one` without the number", key: "inbox.unread_count",
        entry: pluralEntry([
          "ru": ["one": "Одно письмо", "few": "%lld письма", "many": "%lld писем", "other": "%lld письма"]
        ]), expectLanguage: "ru"),
      .passes(
        "English `one` without the number (one is only 1)", key: "inbox.unread_count",
        entry: pluralEntry([:])),
    ]
  }

  func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    guard !context.groups.isEmpty else { return }
    let rules = pass.plural(context.facts).rules
    guard rules.oneCoversOtherNumbers else { return }
    let language = context.language
    for index in context.groups {
      let group = pass.groups[index]
      guard let one = group.cases["one"] else { continue }
      let texts = one.textLeaves().map(\.value)
      let argument = group.substitution.map { Self.argumentKind(of: $0, in: localization) }
      if let text = texts.first(where: { !Self.showsNumber($0, substitutionArgument: argument) }) {
        pass.emit(
          id, key: key.name, language: language,
          "\(language) \"one\"\(group.place) has no number (\"\(text)\"), but \(language) also uses it for \(rules.samples("one"))"
        )
      }
    }
  }

  /// Whether `text` shows a number: a numeric placeholder, a digit, or (in a substitution's case,
  /// `substitutionArgument` being its kind) `%arg`, the number the substitution varies on.
  static func showsNumber(_ text: String, substitutionArgument: FormatSpecifier.Kind? = nil) -> Bool {
    FormatSpecifier.parse(text, substitutionArgument: substitutionArgument).contains {
      $0.text == FormatSpecifier.substitutionArgument || ($0.kind != .object && $0.kind != .cString)
    }
      || text.unicodeScalars.contains { $0.properties.numericType != nil }
  }

  /// The kind of the number substitution `name` of `localization` varies on: its
  /// `formatSpecifier`'s, `.long` when it has none.
  static func argumentKind(of name: String, in localization: Localization) -> FormatSpecifier.Kind {
    localization.substitutions?[name]?.formatSpecifier.flatMap(FormatSpecifier.kind(ofFieldValue:)) ?? .long
  }
}
