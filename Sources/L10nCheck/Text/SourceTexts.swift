import L10nCatalog

/// A key's source texts by leaf path: the empty path's is the main text (the key itself when
/// there is no source localization). Most keys have one plain text, kept without a dictionary.
struct SourceTexts {
  /// The text at the empty path.
  private(set) var main: String
  private var others: [TextPath: String] = [:]

  init(_ localization: Localization?, key: String) {
    guard let localization else {
      main = key
      return
    }
    if localization.variations == nil, localization.substitutions == nil, let stringUnit = localization.stringUnit {
      main = stringUnit.value
      return
    }
    var texts: [TextPath: String] = [:]
    for leaf in localization.textLeaves() { texts[leaf.textPath] = leaf.value }
    main = texts[TextPath()] ?? texts[TextPath([.plural("other")])] ?? localization.stringUnit?.value ?? key
    texts[TextPath()] = nil
    others = texts
  }

  subscript(path: TextPath) -> String? {
    path.isEmpty ? main : others[path]
  }
}
