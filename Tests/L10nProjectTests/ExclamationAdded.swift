import L10nText

@testable import L10nCheck

extension RuleID {
  static let exclamationAdded = RuleID("exclamation-added")
}

/// A rule this test target adds, with a setting of its own: all it takes is this file and its
/// line in the registry (`RuleRegistryTests`). A translation that ends with `!` where its source
/// does not (and with `?`, when `countsQuestions` is on).
struct ExclamationAdded: TextRule {
  static let id = RuleID.exclamationAdded
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.note
  static let summary = "A translation ends with \"!\" where its source does not."
  static let details = "With `\(setting("countsQuestions")): true`, \"?\" too."
  static var examples: [RuleExample] { [] }

  struct Settings: RuleSettings {
    var countsQuestions = false

    static var fields: [RuleSettingsField<Settings>] { [.bool("countsQuestions", \.countsQuestions)] }
  }

  private var marks: Set<Character> = ["!"]

  mutating func prepare(_ settings: Settings, for inputs: [CatalogInput], with resources: any CheckResources) {
    if settings.countsQuestions { marks.insert("?") }
  }

  func check(_ text: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard let last = text.text.last, marks.contains(last), text.sourceText.last != last else { return }
    pass.emit(id, key: key.name, language: text.language, "\(text.language): ends with \"\(last)\"")
  }
}
