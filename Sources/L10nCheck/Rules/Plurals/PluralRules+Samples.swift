import L10nCatalog
import L10nICU

extension PluralRules {
  /// `1, 21, 31, …`: the smallest whole numbers ICU selects the category for, for a message.
  func samples(_ category: String) -> String {
    let values = integerSamples[category] ?? []
    guard !values.isEmpty else { return "fractions only" }
    let shown = values.prefix(4).map(String.init).joined(separator: ", ")
    return values.count > 4 ? shown + ", …" : shown
  }
}
