import L10nCatalog
import L10nText

extension RuleID {
  public static let literalPercent = RuleID("literal-percent")
}

/// `literal-percent`: a `%` in a translation is not what it seems.
struct LiteralPercent: LocalizationRule {
  static let id = RuleID.literalPercent
  static let group = RuleGroup.placeholders
  static let defaultSeverity = Severity.note
  static let summary = "A `%` in a translation is not what it seems."
  static let details = """
    When the source has no placeholders the text is shown as it is, so a `%` sequence of a \
    translation that looks like a placeholder (`%i` in "50 %ige", `%@`) is shown as written and \
    `%%` as two percent signs; that is fine in ordinary text ("50 %", "%50", "100%"), and noted \
    only in case a placeholder was meant. In a format string (the source has placeholders) a \
    percent sign is written `%%`: a lone `%` is noted, and `String(format:)` reads `% d` in \
    "50 % de" as a placeholder with a space flag. Never an error, and `import` takes such texts.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "A placeholder lookalike in a text without placeholders", key: "game.refusal_hint",
        entry: entry(en: "Has a 50% chance to refuse.", ["de": "Hat eine 50 %ige Chance, abzulehnen."]),
        expectLanguage: "de"),
      .passes(
        "Percent signs in ordinary text", key: "game.refusal_hint",
        entry: entry(
          en: "Has a 50% chance to refuse.", ["fr": "A 50 % de chances de refuser.", "tr": "Reddetme şansı %50."])),
      .fails(
        "A lone % in a format string", key: "sale.discount",
        entry: entry(en: "%@: 50%% off", ["fr": "%@ : 50 % de réduction"]), expectLanguage: "fr"),
      .passes(
        "%% in a format string", key: "sale.discount",
        entry: entry(en: "%@: 50%% off", ["fr": "%@ : 50 %% de réduction"])),
    ]
  }

  /// `%` signs of a translation that are not what they seem. In a text that is not formatted, a
  /// `%i` or `%@` is shown as written and `%%` as two signs; in a format string, a `%` that starts
  /// no placeholder should be `%%`, and `String(format:)` reads `% d` ("50 % de") as one.
  func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    guard !context.isSource else { return }
    let isFormatString = key.sourceSignature?.isEmpty == false
    let language = context.language
    for index in context.leaves where pass.leaves[index].value.containsASCII(UInt8(ascii: "%")) {
      let leaf = pass.leaves[index]
      guard leaf.substitution == nil else { continue }
      var notes: [String] = []
      func note(_ text: String) { if !notes.contains(text) { notes.append(text) } }
      let percents = pass.percents(ofLeaf: index)
      if isFormatString {
        for case .stray(let text, let readAs) in percents {
          note(
            readAs.map { "\"\(text)\" (String(format:) reads \"\($0)\" as a placeholder with a space flag)" }
              ?? "\"\(text)\"")
        }
        guard !notes.isEmpty else { continue }
        pass.emit(
          id, key: key.name, language: language,
          "\(language)\(leaf.place): a lone % in a text with placeholders: \(notes.joined(separator: ", ")); write a percent sign as %%"
        )
      } else {
        let sourceText = leaf.sourceText(in: key.sourceTexts)
        for percent in percents {
          switch percent {
          case .placeholder(let specifier) where !sourceText.contains(specifier.text): note("\"\(specifier.text)\"")
          case .escaped where !sourceText.contains("%%"): note("\"%%\" (two percent signs)")
          default: break
          }
        }
        guard !notes.isEmpty else { continue }
        pass.emit(
          id, key: key.name, language: language,
          "\(language)\(leaf.place): \(notes.joined(separator: ", ")) is shown as written: the source has no placeholders, so the text is not formatted"
        )
      }
    }
  }
}
