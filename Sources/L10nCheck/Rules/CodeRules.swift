import L10nCatalog
import L10nText
import OrderedCollections

/// The rules that compare the catalog with the keys the code uses, checked once per catalog.
extension Rules {
  // MARK: Code

  static let code: [Rule] = [
    Rule(
      id: .missingKey, defaultSeverity: .error,
      summary: "The code uses a key the catalog does not have.",
      details: """
        Reported at the usage when sources are given (`--sources` or `sources:` in l10n.yml). `l10n extract` adds it. \
        A SwiftUI key call (`Text("…")`) names a missing key only when its text follows the key pattern.
        """,
      examples: [
        .fails(
          "Used but not in the catalog", key: "editor.title", entry: entry(en: "Editor"),
          usedKeys: ["editor.title", "editor.subtitle"]),
        .passes("Used and present", key: "editor.title", entry: entry(en: "Editor"), usedKeys: ["editor.title"]),
      ]),
    Rule(
      id: .unusedKey, defaultSeverity: .warning,
      summary: "A key l10n manages is not used in the code.",
      details: """
        Keys l10n manages are those marked `manual` or `stale`, or matching the key pattern; keys Xcode \
        extracted itself are Xcode's business. `l10n extract --mark-stale` or `--prune` acts on them. \
        A key is used when `.i18n`, a Foundation call or a SwiftUI key call (`Text("key")`, \
        `extract.keyCalls`) names it, when an interpolated key call matches it \
        (`Text("\\(n) files")` uses `%lld files`), when code writes the Swift symbol Xcode 26 \
        generates for it (a manual key: `Text(.editorTitle)`), when it matches `keys.dynamic`, or \
        when any string literal in the sources equals it.
        """,
      examples: [
        .fails("Not used", key: "editor.title", entry: entry(en: "Editor"), usedKeys: []),
        .passes("Used", key: "editor.title", entry: entry(en: "Editor"), usedKeys: ["editor.title"]),
      ]),
  ]
}

extension CatalogPass {
  mutating func checkCode() {
    guard let used = input.usedKeys else { return }
    var firstUse: OrderedDictionary<String, (KeyPlace, Int)> = [:]
    for usage in used {
      if let known = firstUse[usage.key] {
        firstUse[usage.key] = (known.0, known.1 + 1)
      } else {
        firstUse[usage.key] = (usage, 1)
      }
    }
    if let severity = severities[.missingKey] {
      for (key, (usage, count)) in firstUse where catalog.strings[key] == nil {
        let others = count > 1 ? " (and \(Counted.phrase(count - 1, "more use", plural: "more uses")))" : ""
        findings.append(
          Finding(
            rule: .missingKey, severity: severity, file: usage.file, line: usage.line,
            column: usage.column, key: key,
            message: "\"\(key)\" is used here\(others) but is not in \(input.file)"))
      }
    }
    // Keys Xcode names (Info.plist's, Interface Builder's) are never l10n's to call unused.
    guard enabled(.unusedKey) else { return }
    for (key, entry) in catalog.strings where firstUse[key] == nil {
      if entry.isManagedByL10n(keyFollowsConvention: keyPattern.matches(key))
        && !XcodeNamedKeys.contains(key, comment: entry.comment, inInfoPlistCatalog: isInfoPlistCatalog)
      {
        emit(.unusedKey, key: key, "\"\(key)\" is not used in the code")
      }
    }
  }
}
