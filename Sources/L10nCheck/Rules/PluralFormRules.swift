import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// The plural rules (ICU's categories) and their checks, run per localization.
extension Rules {
  // MARK: Plurals

  static let plurals: [Rule] = [
    Rule(
      id: .pluralMissingCategory, defaultSeverity: .error,
      summary: "A plural variation lacks a category the language needs.",
      details: """
        Required categories come from ICU: a category is required when some whole number below one \
        million selects it (`other` always is). So Russian needs one, few, many and other; French one \
        and other (its `many` is only for millions, so it is optional, as in Xcode). Checked in plural \
        variations, in device variations' plurals and in substitutions.
        """,
      examples: [
        .passes(
          "Russian with one, few, many and other", key: "inbox.unread_count",
          entry: pluralEntry([
            "ru": ["one": "%lld письмо", "few": "%lld письма", "many": "%lld писем", "other": "%lld письма"]
          ])),
        .fails(
          "Russian without few and many", key: "inbox.unread_count",
          entry: pluralEntry(["ru": ["one": "%lld письмо", "other": "%lld письма"]])),
        .fails(
          "Arabic without zero, two, few, many", key: "inbox.unread_count",
          entry: pluralEntry(["ar": ["one": "رسالة واحدة", "other": "%lld رسالة"]])),
        .passes(
          "French one and other (many is optional)", key: "inbox.unread_count",
          entry: pluralEntry(["fr": ["one": "%lld message", "other": "%lld messages"]])),
      ]),
    Rule(
      id: .pluralUnusedCategory, defaultSeverity: .warning,
      summary: "A plural variation has a category the language never selects.",
      details: """
        The text is never shown. `zero` is always allowed (Apple uses it for an explicit 0), ICU's \
        optional categories are allowed, and so is Hebrew `many`, which Xcode still offers although \
        CLDR 42 dropped it.
        """,
      examples: [
        .fails(
          "Japanese has only other", key: "inbox.unread_count",
          entry: pluralEntry(["ja": ["one": "%lld 件", "other": "%lld 件"]])),
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
      ]),
    Rule(
      id: .pluralImpliedQuantity, defaultSeverity: .warning,
      summary: "A `one` form has no number, in a language where `one` also means 21, 31, …",
      details: """
        In Russian, Ukrainian and others ICU's `one` also selects 21, 31, 101…, so "одно письмо" \
        (one letter) would be shown for 21 letters. Write the number (`%lld письмо`).
        """,
      examples: [
        .fails(
          "Russian `one` without the number", key: "inbox.unread_count",
          entry: pluralEntry([
            "ru": ["one": "Одно письмо", "few": "%lld письма", "many": "%lld писем", "other": "%lld письма"]
          ])),
        .passes(
          "English `one` without the number (one is only 1)", key: "inbox.unread_count",
          entry: pluralEntry([:])),
      ]),
    Rule(
      id: .pluralCandidate, defaultSeverity: .warning,
      summary: "A count placeholder in a plain string, in a language with plural forms.",
      details: """
        `%lld files` reads wrong for 1 in English and for most numbers in Russian. Vary the string by \
        plural. Reported for integer placeholders in languages that need more than `other`.
        """,
      examples: [
        .fails(
          "An integer in a plain English string", key: "inbox.unread_count",
          entry: entry(en: "%lld unread")),
        .passes(
          "Japanese needs no plural forms", key: "inbox.unread_count",
          entry: entry(en: nil, ["ja": "未読 %lld 件"])),
      ]),
  ]
}

extension CatalogPass {
  mutating func checkPlurals(
    _ key: String, _ language: String, _ localization: Localization, _ groupRange: Range<Int>, _ factsIndex: Int
  ) {
    guard runsPlurals, !groupRange.isEmpty else { return }
    let plural = plural(factsIndex)
    let rules = plural.rules
    let accepted = plural.accepted
    for group in groups[groupRange] {
      let missing = rules.required.filter { group.cases[$0] == nil }
      if !missing.isEmpty {
        let described = missing.map { "\($0) (\(Self.samples(rules, $0)))" }.joined(separator: ", ")
        emit(
          .pluralMissingCategory, key: key, language: language,
          "\(language) plural\(group.place) is missing \(described); ICU needs \(rules.required.joined(separator: ", "))"
        )
      }
      for category in group.cases.keys where !accepted.contains(category) {
        emit(
          .pluralUnusedCategory, key: key, language: language,
          "\(language) never selects \"\(category)\"\(group.place): ICU's categories are \(rules.categories.joined(separator: ", ")); this text is never shown"
        )
      }
      if rules.oneCoversOtherNumbers, let one = group.cases["one"] {
        let texts = one.textLeaves().map(\.value)
        let argument = group.substitution.map { Self.argumentKind(of: $0, in: localization) }
        if let text = texts.first(where: { !Self.showsNumber($0, substitutionArgument: argument) }) {
          emit(
            .pluralImpliedQuantity, key: key, language: language,
            "\(language) \"one\"\(group.place) has no number (\"\(text)\"), but \(language) also uses it for \(Self.samples(rules, "one"))"
          )
        }
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

  /// `1, 21, 31, …`: the smallest whole numbers ICU selects the category for.
  static func samples(_ rules: PluralRules, _ category: String) -> String {
    let values = rules.integerSamples[category] ?? []
    guard !values.isEmpty else { return "fractions only" }
    let shown = values.prefix(4).map(String.init).joined(separator: ", ")
    return values.count > 4 ? shown + ", …" : shown
  }

  /// A count in a plain text. Only a format string has counts: when the source formats nothing,
  /// a `%i` of a translation ("50 %ige") is text.
  mutating func checkPluralCandidate(
    _ key: String, _ language: String, _ localization: Localization, _ factsIndex: Int,
    sourceSignature: ArgumentSignature?
  ) {
    guard runsPluralCandidate, localization.variations == nil, localization.substitutions == nil,
      let unit = localization.stringUnit, sourceSignature?.isEmpty == false
    else { return }
    let counts = FormatSpecifier.parse(unit.value).filter { $0.kind == .int || $0.kind == .long }
    guard let first = counts.first else { return }
    let rules = plural(factsIndex).rules
    guard rules.distinguishesNumbers else { return }
    emit(
      .pluralCandidate, key: key, language: language,
      "\(first.text) in a plain \(language) string: \(language) has plural forms \(rules.required.joined(separator: ", ")); vary it by plural"
    )
  }
}
