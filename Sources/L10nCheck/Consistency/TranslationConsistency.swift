import L10nCatalog
import L10nText
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
/// device and substitution case alike (App Shortcut phrases aside). A text's source is the text
/// every text rule compares it with (`TextLeaf.sourceText`): the source language's text at the
/// same place, else at its `other` case, else the source's main text, else the key. Texts group by
/// language, plural category and source, and with `splitByComment` by the key's comment too: a
/// comment that differs is context that may call for another translation.
///
/// The check's walk gathers the texts (`ConsistencyTally`, fed by `inconsistent-translation`);
/// this runs that walk with the one rule.
public enum TranslationConsistency {
  public static func inconsistencies(in catalog: StringCatalog, splitByComment: Bool = true) -> [TranslationVariants] {
    var options = CheckOptions()
    options.consistencySplitsByComment = splitByComment
    let pass = CatalogPass.run(
      CatalogInput(file: "", catalog: catalog, locations: nil), options: options,
      severities: [.inconsistentTranslation: .note])
    return pass.consistency.inconsistencies(keys: catalog.strings.keys)
  }
}

/// The translated texts of a walk (or of one slice of its keys), grouped as
/// `TranslationConsistency` says, in the order met.
struct ConsistencyTally {
  /// A language, a plural category, a source text and a comment.
  struct Group: Hashable {
    var language: String
    var category: String?
    var source: String
    var comment: String?
  }

  /// Each group met, numbered in the order met; its first text, and whether another differs.
  private var groups: OrderedSet<Group> = []
  private var firstTexts: [String] = []
  private var conflicted: [Bool] = []
  /// Every text, with its group's number and its key's index in the catalog, in walk order.
  private var texts: [(group: Int32, key: Int32, text: String)] = []

  mutating func add(_ text: String, of key: Int, in group: Group) {
    let (isNew, number) = groups.append(group)
    if isNew {
      firstTexts.append(text)
      conflicted.append(false)
    } else if !conflicted[number], firstTexts[number] != text {
      conflicted[number] = true
    }
    texts.append((Int32(number), Int32(key), text))
  }

  /// Adds the tally of the slice of keys after this one's.
  mutating func merge(_ other: ConsistencyTally) {
    guard !other.groups.isEmpty else { return }
    var numbers: [Int32] = []
    numbers.reserveCapacity(other.groups.count)
    for (index, group) in other.groups.enumerated() {
      let (isNew, number) = groups.append(group)
      if isNew {
        firstTexts.append(other.firstTexts[index])
        conflicted.append(other.conflicted[index])
      } else if other.conflicted[index] || firstTexts[number] != other.firstTexts[index] {
        conflicted[number] = true
      }
      numbers.append(Int32(number))
    }
    texts.reserveCapacity(texts.count + other.texts.count)
    for text in other.texts { texts.append((numbers[Int(text.group)], text.key, text.text)) }
  }

  /// The groups with more than one translation, in the order met; each translation with its
  /// keys (named from `keys`, the catalog's, by index), the most used first, then in walk order.
  func inconsistencies(keys: some RandomAccessCollection<String>) -> [TranslationVariants] {
    guard conflicted.contains(true) else { return [] }
    var variants: OrderedDictionary<Int32, OrderedDictionary<String, [String]>> = [:]
    for text in texts where conflicted[Int(text.group)] {
      let key = keys[keys.index(keys.startIndex, offsetBy: Int(text.key))]
      variants[text.group, default: [:]][text.text, default: []].append(key)
    }
    return variants.sorted { $0.key < $1.key }.map { number, texts in
      let group = groups[Int(number)]
      let ordered = texts.elements.enumerated().sorted {
        $0.element.value.count != $1.element.value.count
          ? $0.element.value.count > $1.element.value.count : $0.offset < $1.offset
      }
      return TranslationVariants(
        language: group.language, category: group.category, source: group.source, comment: group.comment,
        variants: ordered.map { TranslationVariants.Variant(text: $0.element.key, keys: $0.element.value) })
    }
  }
}
