import L10nCatalog
import L10nText

extension RuleID {
  public static let endPunctuation = RuleID("end-punctuation")
}

/// `end-punctuation`: the source ends a sentence and the translation does not, or the other way.
struct EndPunctuation: TextRule {
  static let id = RuleID.endPunctuation
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.warning
  static let summary = "The source ends a sentence and the translation does not, or the other way round."
  static let details = """
    Sentence ends are `.`, `!`, `?`, `:`, `…` and their Arabic, CJK and other script forms (`؟`, \
    `。`, `！`). Languages written without a final period (Thai, Lao, Burmese, Khmer) are not checked.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "A lost period", key: "editor.saved_message", entry: entry(en: "Saved.", ["de": "Gespeichert"]),
        expectLanguage: "de"),
      .passes(
        "Japanese full stop", key: "editor.saved_message", entry: entry(en: "Saved.", ["ja": "保存しました。"])
      ),
    ]
  }

  func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    let sourceEnds = context.sourceProfile.endsSentence
    guard context.writesFinalPeriod, context.profile.endsSentence != sourceEnds else { return }
    let language = context.language
    let place = pass.place(ofLeaf: context.leaf)
    pass.emit(
      id, key: key.name, language: language,
      sourceEnds
        ? "\(language)\(place): the source ends with punctuation, the translation does not"
        : "\(language)\(place): the translation ends with punctuation, the source does not")
  }
}
