import L10nCatalog
import OrderedCollections

/// One source text translated more than one way in one language (check's
/// `inconsistent-translation`): users see "Delete" as "Löschen" on one screen and "Entfernen" on
/// the next.
public struct TranslationVariants: Sendable, Hashable {
  public var language: String
  /// The plural category, for the texts of a plural case (the same source is translated
  /// differently per category on purpose).
  public var category: String?
  public var source: String
  /// With comments splitting groups: the keys' comment.
  public var comment: String?
  /// Each translation and the keys that use it, the most used first (then in catalog order).
  public var variants: [Variant]

  public struct Variant: Sendable, Hashable {
    public var text: String
    public var keys: [String]
  }
}

/// Finding the source texts of a catalog that are translated in more than one way.
///
/// The texts counted: every text of a translatable key that is not stale, in each language but the
/// source, whose state is `translated` and whose value is not empty: plain texts, and each plural,
/// device and substitution case alike (App Shortcut phrases aside). A text's source is the source
/// language's text at the same place (its `other` case where the source lacks the category, its
/// own text where it does not vary, the key where it has none). Texts group by language, plural
/// category and source, and with `splitByComment` by the key's comment too: a comment that
/// differs is context that may call for another translation.
public enum TranslationConsistency {
  public static func inconsistencies(in catalog: StringCatalog, splitByComment: Bool = true) -> [TranslationVariants] {
    // Most groups have one translation: a first pass keeps each group's first text and notes the
    // groups with another; only those are gathered again.
    var first: [Group: String] = [:]
    var conflicted = Set<Group>()
    forEachText(in: catalog, splitByComment: splitByComment) { group, text, _ in
      if let seen = first[group] {
        if seen != text { conflicted.insert(group) }
      } else {
        first[group] = text
      }
    }
    guard !conflicted.isEmpty else { return [] }
    var groups: OrderedDictionary<Group, OrderedDictionary<String, [String]>> = [:]
    let languages = forEachText(in: catalog, splitByComment: splitByComment) { group, text, key in
      if conflicted.contains(group) { groups[group, default: [:]][text, default: []].append(key) }
    }
    return groups.map { group, variants in
      let ordered = variants.elements.enumerated().sorted {
        $0.element.value.count != $1.element.value.count
          ? $0.element.value.count > $1.element.value.count : $0.offset < $1.offset
      }
      return TranslationVariants(
        language: languages[group.language], category: group.category, source: group.source, comment: group.comment,
        variants: ordered.map { TranslationVariants.Variant(text: $0.element.key, keys: $0.element.value) })
    }
  }

  /// A language (its number in the order met), a plural category, a source text and a comment.
  struct Group: Hashable {
    var language: Int
    var category: String?
    var source: String
    var comment: String?
  }

  /// Every counted text with its group and key, in catalog order; gives the languages, numbered
  /// as the groups number them.
  @discardableResult
  private static func forEachText(
    in catalog: StringCatalog, splitByComment: Bool, _ body: (Group, String, String) -> Void
  ) -> [String] {
    var languages: OrderedSet<String> = []
    for (key, entry) in catalog.strings where entry.isTranslatable && entry.extractionState != .stale {
      guard let localizations = entry.localizations else { continue }
      let source = localizations[catalog.sourceLanguage]
      let comment = splitByComment ? entry.comment : nil
      // The source of a plain text, worked out once for every language.
      let plainSource =
        source?.isPlainText == true
        ? source?.stringUnit?.value ?? key : sourceText(at: TextPath(), in: source, key: key)
      for (language, localization) in localizations where language != catalog.sourceLanguage {
        let number = languages.append(language).index
        // The usual case, a plain text: nothing to walk.
        if localization.isPlainText {
          guard let unit = localization.stringUnit, unit.state == .translated, !unit.value.isEmpty else { continue }
          body(Group(language: number, category: nil, source: plainSource, comment: comment), unit.value, key)
          continue
        }
        var visitor = Texts()
        localization.walkTexts(&visitor)
        for (path, value) in visitor.texts {
          let group = Group(
            language: number, category: path.lastPluralCategory,
            source: path.isEmpty ? plainSource : sourceText(at: path, in: source, key: key), comment: comment)
          body(group, value, key)
        }
      }
    }
    return languages.elements
  }

  /// The source's text at `path`: there, else at the same place with the `other` category, else
  /// its own plain text, else the key.
  static func sourceText(at path: TextPath, in source: Localization?, key: String) -> String {
    guard let source else { return key }
    if let text = source[path]?.stringUnit?.value { return text }
    if let category = path.lastPluralCategory, category != "other" {
      var steps = path.steps
      if let last = steps.lastIndex(of: .plural(category)) { steps[last] = .plural("other") }
      if let text = source[TextPath(steps)]?.stringUnit?.value { return text }
    }
    return source.stringUnit?.value ?? key
  }

  /// The translated, non-empty texts of a localization, with their paths.
  private struct Texts: TextVisitor {
    var texts: [(TextPath, String)] = []

    mutating func visitText(_ text: CatalogText, at path: TextPath) {
      guard case .unit(let unit) = text, unit.state == .translated, !unit.value.isEmpty else { return }
      texts.append((path, unit.value))
    }
  }
}
