import Foundation
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
    let symbols = Self.symbols(of: catalog)
    // The keys met so far, and per symbol the first and last of them that have it, each linked
    // to the next (`next`): most symbols are one key's, and need no list of their own.
    var met: [(key: String, source: String)] = []
    var next: [Int] = []
    var bySymbol: [String: (first: Int, last: Int)] = [:]
    bySymbol.reserveCapacity(catalog.strings.count)
    for part in symbols {
      for (index, symbol, source) in part {
        let key = catalog.strings.keys[index]
        guard let symbol else {
          pass.emit(
            id, key: key,
            "\"\(key)\" is a manual key of \(table) from which Xcode 26 derives no Swift symbol "
              + "(no letter or digit outside its placeholders, or a Swift keyword)")
          continue
        }
        let position = met.count
        met.append((key, source))
        next.append(-1)
        guard let known = bySymbol[symbol] else {
          bySymbol[symbol] = (position, position)
          continue
        }
        var other = known.first
        while other >= 0 {
          if XcodeStringSymbols.collide(
            key: key, sourceValue: source, otherKey: met[other].key, otherSourceValue: met[other].source)
          {
            pass.emit(
              id, key: key,
              "\"\(key)\" and \"\(met[other].key)\" both generate the Swift symbol `\(symbol)` in \(table), which breaks an "
                + "Xcode 26 build that generates string symbols; rename one of them")
            break
          }
          other = next[other]
        }
        next[known.last] = position
        bySymbol[symbol] = (known.first, position)
      }
    }
  }

  /// The symbol and source text of each manual key (by index) that is not Interface Builder's,
  /// worked out in parts on every processor, in key order.
  private static func symbols(of catalog: StringCatalog) -> [[(index: Int, symbol: String?, source: String)]] {
    let strings = catalog.strings
    let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, strings.count / 2000))
    return strings.values.withUnsafeBufferPointer { entries in
      Parallel.map(parts) { part in
        var found: [(index: Int, symbol: String?, source: String)] = []
        for index in (strings.count * part / parts)..<(strings.count * (part + 1) / parts)
        where entries[index].extractionState == .manual {
          let key = strings.keys[index]
          // Interface Builder's object-ID keys belong to a storyboard's catalog, which has no symbols.
          if XcodeNamedKeys.isInterfaceBuilderKey(key, comment: entries[index].comment) { continue }
          let source = sourceValue(entries[index], key: key, language: catalog.sourceLanguage)
          found.append((index, XcodeStringSymbols.symbol(forKey: key), source))
        }
        return found
      }
    }
  }

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
