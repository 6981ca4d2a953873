import L10nCatalog
import L10nProject
import OrderedCollections

extension CatalogSync {
  /// Which keys of one catalog the code uses, and where: the one judgement that extract, its
  /// `--prune` and `--mark-stale`, check's `unused-key` and `missing-key`, and the report follow.
  ///
  /// A key is used when a usage names it (a key written with interpolations,
  /// `Text("alt-text-\(name)")`, names each catalog key it matches: `KeyTemplate`), when code
  /// writes the Swift symbol Xcode 26 generates for it (a manual key of a catalog that has
  /// symbols: `Text(.editorTitle)`), when it matches `keys.dynamic`, or when a literal outside
  /// any call shape mentions it, or an interpolated one's template matches it (`TemplateMention`;
  /// kept, and reported as mentioned).
  public struct KeysInUse: Sendable {
    /// The usages, with each template replaced by a usage of every key it matches (or of its
    /// certain key, when it matches none and its kind adds keys).
    public var usages: [KeyUsage] = []
    /// Templates that match no key and are not certain enough to add one.
    public var unmatchedTemplates: [KeyUsage] = []
    /// Keys used through their generated symbol, at the symbol's first place.
    public var bySymbol: [String: KeyPlace] = [:]
    /// Catalog keys that no usage names but a literal elsewhere does.
    public var mentioned: [String: KeyPlace] = [:]
    var named: Set<String> = []
    var dynamicKeys = DynamicKeys()

    /// Whether a usage, a symbol or a `keys.dynamic` pattern keeps `key` in use (a mention alone
    /// does not: it is reported and kept by its own rule).
    public func isUsed(_ key: String) -> Bool {
      named.contains(key) || bySymbol[key] != nil || dynamicKeys.matches(key)
    }
  }

  /// The keys of `catalog` the code uses (`KeysInUse`).
  public func keysInUse(
    _ usages: [KeyUsage], mentions: [String: KeyPlace], templateMentions: [TemplateMention] = [],
    symbols: [String: KeyPlace] = [:], in catalog: StringCatalog
  ) -> KeysInUse {
    var result = KeysInUse()
    result.dynamicKeys = options.dynamicKeys
    var index: KeyTemplate.Index?
    func matches(_ template: KeyTemplate) -> [String] {
      if index == nil { index = KeyTemplate.Index(catalog.strings.keys) }
      return template.matchingKeys(in: index!)
    }
    for usage in usages {
      guard let template = usage.template else {
        result.usages.append(usage)
        continue
      }
      let matched = matches(template)
      if matched.isEmpty {
        if template.isHolesOnly {
          // `Text("\(pageIndex)")` names a key only where the catalog has one.
          continue
        } else if let key = template.certainKey, usage.kind == .key || options.addKeyCalls {
          var concrete = usage
          concrete.key = key
          concrete.template = nil
          result.usages.append(concrete)
        } else {
          result.unmatchedTemplates.append(usage)
        }
      }
      for key in matched {
        var concrete = usage
        concrete.key = key
        concrete.template = nil
        result.usages.append(concrete)
      }
    }
    result.named = Set(result.usages.map(\.key))
    if let table = options.symbolTable, !symbols.isEmpty {
      for (key, entry) in catalog.strings where entry.extractionState == .manual && !result.named.contains(key) {
        if let path = XcodeStringSymbols.memberPath(forKey: key, table: table), let place = symbols[path] {
          result.bySymbol[key] = place
        }
      }
    }
    for key in catalog.strings.keys where !result.isUsed(key) {
      if let mention = mentions[key] { result.mentioned[key] = mention }
    }
    for mention in templateMentions {
      for key in matches(mention.template) where !result.isUsed(key) && result.mentioned[key] == nil {
        result.mentioned[key] = mention.place
      }
    }
    return result
  }

  /// The places that keep keys in use in `catalog`, for `check`'s missing-key and unused-key. A
  /// key call (`Text("…")`) counts for a key the catalog has, or one that follows `keyPattern`
  /// (`Text("Hello")` is text, not a key). A catalog key no usage names is in use at its symbol's
  /// place, at the first literal that mentions it, or, when it matches `dynamicKeys`, at line 1
  /// of `dynamicKeysFile` (l10n.yml, which declares them).
  public func placesInUse(
    _ usages: [KeyUsage], mentions: [String: KeyPlace], templateMentions: [TemplateMention] = [],
    symbols: [String: KeyPlace] = [:], in catalog: StringCatalog, dynamicKeysFile: String
  ) -> [KeyPlace] {
    let inUse = keysInUse(
      usages, mentions: mentions, templateMentions: templateMentions, symbols: symbols, in: catalog)
    let pattern = options.keyPattern?.matcher()
    var keys = inUse.usages.filter { usage in
      usage.kind == .key || catalog.strings[usage.key] != nil || pattern?.matches(usage.key) == true
    }.map { KeyPlace(key: $0.key, file: $0.file, line: $0.line, column: $0.column) }
    let named = Set(keys.map(\.key))
    for key in catalog.strings.keys where !named.contains(key) {
      if let place = inUse.bySymbol[key] ?? inUse.mentioned[key] {
        keys.append(KeyPlace(key: key, file: place.file, line: place.line, column: place.column))
      } else if options.dynamicKeys.matches(key) {
        keys.append(KeyPlace(key: key, file: dynamicKeysFile, line: 1, column: 1))
      }
    }
    return keys
  }
}
