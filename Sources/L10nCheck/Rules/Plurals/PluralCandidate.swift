import L10nCatalog
import L10nICU
import L10nText

extension RuleID {
  public static let pluralCandidate = RuleID("plural-candidate")
}

/// `plural-candidate`: a count placeholder in a plain string, in a language with plural forms.
struct PluralCandidate: LocalizationRule {
  static let id = RuleID.pluralCandidate
  static let group = RuleGroup.plurals
  static let defaultSeverity = Severity.warning
  static let summary = "A count placeholder in a plain string, in a language with plural forms."
  static let details = """
    `%lld files` reads wrong for 1 in English and for most numbers in Russian. Vary the string by \
    plural. Reported for integer placeholders in languages that need more than `other`.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "An integer in a plain English string", key: "inbox.unread_count",
        entry: entry(en: "%lld unread"), expectLanguage: "en"),
      .passes(
        "Japanese needs no plural forms", key: "inbox.unread_count",
        entry: entry(en: nil, ["ja": "未読 %lld 件"])),
    ]
  }

  /// A count in a plain text. Only a format string has counts: when the source formats nothing,
  /// a `%i` of a translation ("50 %ige") is text.
  func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    guard localization.variations == nil, localization.substitutions == nil,
      let unit = localization.stringUnit, key.sourceSignature?.isEmpty == false
    else { return }
    let counts = FormatSpecifier.parse(unit.value).filter { $0.kind == .int || $0.kind == .long }
    guard let first = counts.first else { return }
    let rules = pass.plural(context.facts).rules
    guard rules.distinguishesNumbers else { return }
    let language = context.language
    pass.emit(
      id, key: key.name, language: language,
      "\(first.text) in a plain \(language) string: \(language) has plural forms \(rules.required.joined(separator: ", ")); vary it by plural"
    )
  }
}
