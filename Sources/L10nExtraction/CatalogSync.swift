import L10nCatalog
import L10nProject
import OrderedCollections

/// What `extract` does to a catalog, given the usages found in code.
///
/// The rules (README, "extract"):
/// - A key used in code and missing from the catalog is added at Xcode's sorted position with
///   `extractionState: manual` (Xcode never marks manual keys stale, and cannot see `.i18n`
///   usages itself), the `comment:` argument as its comment, and the developer's text (trailing
///   `// Text` or `value:`/`defaultValue:`) as the source-language value, state `translated`.
/// - A key found again keeps everything. A stale one becomes `manual` again; a `.i18n` key that
///   Xcode had extracted becomes `manual` so Xcode does not mark it stale.
/// - A `comment:` argument that differs from the catalog's comment replaces it (the developer owns
///   comments, as in Xcode). A missing source value is filled in from code.
/// - Code never overwrites a source value that differs: that is reported, and only
///   `updateSource` takes the code's text (then translations become `needs_review`).
/// - A SwiftUI or Foundation key call (`Text("key")`, `KeyUsage.Kind.keyCall`) is a usage of a key
///   the catalog has, and changes nothing in it; it adds a missing key only with `addKeyCalls`.
/// - Keys l10n owns (`manual`/`stale`, or matching the key convention) that code no longer uses
///   are reported; `markStale` marks them stale, `prune` removes them. Nothing is deleted by default.
/// - A key is used when some usage names it or it matches a `keys.dynamic` pattern. One that is
///   only mentioned (a literal outside any known call shape: `Text(verbatim: "key")`, or an
///   interpolated literal whose template matches it: `hint = "Pick up to \(limit) items."`) is
///   reported with its place and never pruned nor marked stale.
public struct CatalogSync: Sendable {
  public struct Options: Sendable {
    public var markStale = false
    public var prune = false
    public var updateSource = false
    /// Keys matching this are l10n's own even when Xcode extracted them.
    public var keyPattern: KeyPattern?
    /// Keys the code builds at run time: always used.
    public var dynamicKeys: DynamicKeys
    /// Key calls (`Text("key")`) add keys the catalog lacks (`extract.addKeyCalls`).
    public var addKeyCalls: Bool
    /// The catalog's table when Xcode may generate Swift symbols for its manual keys (not
    /// InfoPlist's, nor an Interface Builder file's): code that writes a key's symbol
    /// (`Text(.editorTitle)`) uses the key. nil: no symbols.
    public var symbolTable: String?

    public init(
      markStale: Bool = false, prune: Bool = false, updateSource: Bool = false, keyPattern: KeyPattern? = nil,
      dynamicKeys: DynamicKeys = DynamicKeys(), addKeyCalls: Bool = false, symbolTable: String? = nil
    ) {
      self.markStale = markStale
      self.prune = prune
      self.updateSource = updateSource
      self.keyPattern = keyPattern
      self.dynamicKeys = dynamicKeys
      self.addKeyCalls = addKeyCalls
      self.symbolTable = symbolTable
    }
  }

  public struct Change: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
      case added
      case commentChanged = "comment-changed"
      case sourceAdded = "source-added"
      case sourceUpdated = "source-updated"
      case revived
      case madeManual = "made-manual"
      case markedStale = "marked-stale"
      case removed
    }

    public var kind: Kind
    public var key: String
    public var detail: String?
  }

  public struct Finding: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
      case unused, mentioned
      case sourceDiffers = "source-differs"
      case textsDiffer = "texts-differ"
    }

    public var kind: Kind
    public var key: String
    public var message: String
  }

  public struct Report: Sendable {
    public var changes: [Change] = []
    public var findings: [Finding] = []
    /// Keys written with interpolations (`Text("alt-text-\(name)")`) that name no key of the
    /// catalog, and whose key is not certain enough to add.
    public var unmatchedTemplates: [KeyUsage] = []
  }

  public var options: Options

  public init(options: Options = Options()) {
    self.options = options
  }

  /// Applies `usages` to `catalog` and says what changed and what needs a person. `mentions` are
  /// the other literals in the code (`ExtractionResult.mentions`) and `templateMentions` the other
  /// interpolated ones (`ExtractionResult.templateMentions`): keys among them are kept.
  /// `elsewhere` are the usages that went to another catalog of the same table (a widget's
  /// `Localizable.xcstrings` beside the app's): the keys they name are in use here too, and
  /// change nothing.
  public func apply(
    _ usages: [KeyUsage], elsewhere: [KeyUsage] = [], mentions: [String: KeyPlace] = [:],
    templateMentions: [TemplateMention] = [], symbols: [String: KeyPlace] = [:], to catalog: inout StringCatalog
  ) -> Report {
    var report = Report()
    var inUse = keysInUse(
      usages, mentions: mentions, templateMentions: templateMentions, symbols: symbols, in: catalog)
    if !elsewhere.isEmpty {
      inUse.named.formUnion(keysInUse(elsewhere, mentions: [:], in: catalog).named)
      inUse.mentioned = inUse.mentioned.filter { !inUse.named.contains($0.key) }
    }
    report.unmatchedTemplates = inUse.unmatchedTemplates
    let allUsages = OrderedDictionary(grouping: inUse.usages, by: \.key)
    let source = catalog.sourceLanguage
    var added: [(String, CatalogEntry)] = []

    for (key, allKeyUsages) in allUsages {
      // Key calls only show a key in use; l10n's own shapes (and, when asked, key calls) sync it.
      let keyUsages =
        options.addKeyCalls && !allKeyUsages.contains(where: { $0.kind == .key })
        ? allKeyUsages : allKeyUsages.filter { $0.kind == .key }
      if keyUsages.isEmpty { continue }
      let texts = Set(keyUsages.compactMap(\.sourceText))
      let text = keyUsages.compactMap(\.sourceText).first
      if texts.count > 1 {
        report.findings.append(
          Finding(
            kind: .textsDiffer, key: key,
            message:
              "code gives \(texts.count) different texts: \(texts.sorted().map { "\"\($0)\"" }.joined(separator: ", "))"
          ))
      }
      let comment = keyUsages.compactMap(\.comment).first
      let ownsKey = keyUsages.contains { $0.kind == .key && $0.shape.hasPrefix(".") }
      guard var entry = catalog.strings[key] else {
        var entry = CatalogEntry(comment: comment, extractionState: .manual)
        if let text {
          entry.localizations = [source: Localization(stringUnit: StringUnit(state: .translated, value: text))]
        }
        added.append((key, entry))
        report.changes.append(Change(kind: .added, key: key, detail: text))
        continue
      }
      if entry.extractionState == .stale {
        entry.extractionState = .manual
        report.changes.append(Change(kind: .revived, key: key, detail: nil))
      } else if ownsKey, entry.extractionState != .manual {
        entry.extractionState = .manual
        report.changes.append(Change(kind: .madeManual, key: key, detail: nil))
      }
      if let comment, comment != entry.comment {
        entry.comment = comment
        entry.isCommentAutoGenerated = nil
        report.changes.append(Change(kind: .commentChanged, key: key, detail: comment))
      }
      if let text {
        syncSource(text, key: key, language: source, entry: &entry, report: &report)
      }
      catalog.strings[key] = entry
    }

    insert(added, into: &catalog)
    findUnused(inUse, in: &catalog, report: &report)
    return report
  }

  private func syncSource(
    _ text: String, key: String, language: String, entry: inout CatalogEntry, report: inout Report
  ) {
    var localizations = entry.localizations ?? [:]
    guard let existing = localizations[language] else {
      localizations[language] = Localization(stringUnit: StringUnit(state: .translated, value: text))
      entry.localizations = localizations
      report.changes.append(Change(kind: .sourceAdded, key: key, detail: text))
      return
    }
    guard let unit = existing.stringUnit, existing.variations == nil, unit.value != text else { return }
    guard options.updateSource else {
      report.findings.append(
        Finding(
          kind: .sourceDiffers, key: key,
          message:
            "code says \"\(text)\", the catalog's \(language) text is \"\(unit.value)\" (kept; --update-source takes the code's)"
        ))
      return
    }
    localizations[language]?.stringUnit?.value = text
    localizations[language]?.stringUnit?.state = .translated
    for other in localizations.keys where other != language {
      localizations[other]?.markTranslatedAsNeedsReview()
    }
    entry.localizations = localizations
    report.changes.append(Change(kind: .sourceUpdated, key: key, detail: text))
  }

  /// Adds new keys where Xcode's order puts them, in one merge pass.
  private func insert(_ added: [(String, CatalogEntry)], into catalog: inout StringCatalog) {
    guard !added.isEmpty else { return }
    let merged = XcodeKeyOrder.merge(catalog.strings.elements.map { ($0.key, $0.value) }, adding: added, key: \.0)
    catalog.strings = OrderedDictionary(uniqueKeysWithValues: merged)
  }

  private func findUnused(_ inUse: KeysInUse, in catalog: inout StringCatalog, report: inout Report) {
    let pattern = options.keyPattern?.matcher()
    var removed: [String] = []
    for (key, entry) in catalog.strings where !inUse.isUsed(key) {
      guard entry.isManagedByL10n(keyFollowsConvention: pattern?.matches(key) ?? false)
      else { continue }
      if let mention = inUse.mentioned[key] {
        report.findings.append(
          Finding(
            kind: .mentioned, key: key,
            message:
              "mentioned in code outside a known call shape (\(mention.location)); kept (add the call to extract.keyCalls if it takes a key)"
          ))
        continue
      }
      let stale = entry.extractionState == .stale
      report.findings.append(
        Finding(kind: .unused, key: key, message: stale ? "not used in code (marked stale)" : "not used in code"))
      if options.prune {
        removed.append(key)
      } else if options.markStale, !stale {
        catalog.strings[key]?.extractionState = .stale
        report.changes.append(Change(kind: .markedStale, key: key, detail: nil))
      }
    }
    for key in removed {
      catalog.strings.removeValue(forKey: key)
      report.changes.append(Change(kind: .removed, key: key, detail: nil))
    }
  }
}

extension Localization {
  /// Turns every `translated` text (all variation cases) into `needs_review`.
  mutating func markTranslatedAsNeedsReview() {
    updateTexts { text, _ in
      switch text {
      case .unit(var unit) where unit.state == .translated:
        unit.state = .needsReview
        text = .unit(unit)
      case .set(var set) where set.state == .translated:
        set.state = .needsReview
        text = .set(set)
      default: break
      }
    }
  }
}
