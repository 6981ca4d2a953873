import L10nCatalog
import L10nProject
import OrderedCollections

extension RuleID {
  public static let symbolCollision = RuleID("symbol-collision")
}

/// `symbol-collision`: two manual keys generate the same Swift symbol (`XcodeStringSymbols`), or
/// one generates none.
struct SymbolCollision: CatalogRule {
  static let id = RuleID.symbolCollision
  static let group = RuleGroup.code
  static let defaultSeverity = Severity.error
  static let summary = "Two manual keys generate the same Swift symbol, or one generates none."
  static let details = """
    Xcode 26 generates a Swift symbol for each `manual` key of a catalog ("Generate String Catalog \\
    Symbols", on in every package with `defaultLocalization`), so code can write `Text(.editorTitle)` \\
    for `editor.title`. Separators split words, placeholders leave the name and become parameters. \\
    Two manual keys of one table that give the same symbol with the same parameters (`OK` and \\
    `Ok`, `editor.title` and `editor_title`) break the build ("This string key would generate the \\
    same symbol as …"); a `var` and a `func` of one name are overloads and pass. A manual key with \\
    no letter or digit outside its placeholders (`%lld`), or whose name is a Swift keyword \\
    (`Type`), derives none, which Xcode reports too. Keys Xcode extracted itself get no symbol, \\
    and `InfoPlist.xcstrings` and Interface Builder's catalogs have none. Rename one key \\
    (`l10n rename`) or switch the rule off where the project does not generate symbols.
    """

  static var examples: [RuleExample] {
    [
      .passes("A manual key with a symbol", key: "editor.title", entry: manualEntry(en: "Editor")),
      .fails(
        "A manual key that derives no symbol", key: "%lld", entry: manualEntry(en: "%lld"), expectLanguage: nil),
      .passes(
        "A key Xcode extracted (no symbol is generated)", key: "%lld",
        entry: #"{"extractionState":"extracted_with_value","localizations":{"en":{"stringUnit":"#
          + #"{"state":"translated","value":"%lld"}}}}"#),
    ]
  }

  func check(_ context: CatalogContext, in pass: inout CatalogPass) {
    guard let table = context.input.symbolTable else { return }
    let catalog = context.catalog
    var bySymbol: OrderedDictionary<String, [(key: String, source: String)]> = [:]
    for (key, entry) in catalog.strings where entry.extractionState == .manual {
      // Interface Builder's object-ID keys belong to a storyboard's catalog, which has no symbols.
      if XcodeNamedKeys.isInterfaceBuilderKey(key, comment: entry.comment) { continue }
      let source = Self.sourceValue(entry, key: key, language: catalog.sourceLanguage)
      guard let symbol = XcodeStringSymbols.symbol(forKey: key) else {
        pass.emit(
          id, key: key,
          "\"\(key)\" is a manual key of \(table) from which Xcode 26 derives no Swift symbol "
            + "(no letter or digit outside its placeholders, or a Swift keyword)")
        continue
      }
      for other in bySymbol[symbol] ?? []
      where XcodeStringSymbols.collide(
        key: key, sourceValue: source, otherKey: other.key, otherSourceValue: other.source)
      {
        pass.emit(
          id, key: key,
          "\"\(key)\" and \"\(other.key)\" both generate the Swift symbol `\(symbol)` in \(table), which breaks an "
            + "Xcode 26 build that generates string symbols; rename one of them")
        break
      }
      bySymbol[symbol, default: []].append((key, source))
    }
  }

  /// The source-language text that types a symbol's parameters: the entry's source text
  /// (`CatalogEntry.sourceText`: the key itself where the source language has none, as Xcode's
  /// default value), else, for variations, a plural's `other` case or a device's first.
  static func sourceValue(_ entry: CatalogEntry, key: String, language: String) -> String {
    if let text = entry.sourceText(key: key, sourceLanguage: language) { return text }
    guard var localization = entry.localizations?[language] else { return key }
    while localization.stringUnit == nil, let variations = localization.variations {
      guard let next = variations.plural?["other"] ?? variations.device?.values.first else { break }
      localization = next
    }
    return localization.stringUnit?.value ?? ""
  }
}
