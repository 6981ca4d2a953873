import L10nCatalog

/// A key's source texts by leaf path: `""` is the main text (the key itself when there is no
/// source localization). Most keys have one plain text, kept without a dictionary.
struct SourceTexts {
  private var main: String
  private var others: [String: String] = [:]

  init(_ localization: Localization?, key: String) {
    guard let localization else {
      main = key
      return
    }
    if localization.variations == nil, localization.substitutions == nil, let stringUnit = localization.stringUnit {
      main = stringUnit.value
      return
    }
    var texts: [String: String] = [:]
    for leaf in localization.textLeaves() { texts[leaf.path] = leaf.value }
    main = texts[""] ?? texts["plural.other"] ?? localization.stringUnit?.value ?? key
    texts[""] = nil
    others = texts
  }

  subscript(path: String) -> String? {
    path.isEmpty ? main : others[path]
  }
}
