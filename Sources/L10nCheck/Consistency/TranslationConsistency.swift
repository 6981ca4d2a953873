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
    return pass.consistency.inconsistencies(in: catalog)
  }
}

/// The translated texts of a walk (or of one slice of its keys), grouped as
/// `TranslationConsistency` says, in the order met.
///
/// A group is a language and a source (its text, plural category and comment), each numbered as
/// met: a key's source is hashed once for all its languages, and a group is two numbers.
struct ConsistencyTally {
  /// A source text with the plural category of the texts that translate it, and the key's comment
  /// when comments keep groups apart.
  struct Source: Hashable {
    var text: String
    var category: String?
    var comment: String?
  }

  private var sources: OrderedSet<Source> = []
  private var languages: [String] = []
  /// The number of each language by its index in the pass's `facts` (-1: not met yet).
  private var languageNumbers: [Int32] = []
  /// The groups met, each `language << 32 | source`; its first text, and whether another differs.
  private var groups: OrderedSet<Int64> = []
  private var firstTexts: [String] = []
  private var conflicted: [Bool] = []
  /// Every text: its group's number, its key's index in the catalog and its path's number (in
  /// `paths`), in walk order. The texts themselves are read again for the groups reported only.
  private var texts: [(group: Int32, key: Int32, path: Int32)] = []
  private var paths: OrderedSet<TextPath> = []
  /// The sources of the key being walked, and the paths' numbers, by the path of their texts.
  private var currentKey = -1
  private var keySources: [(path: TextPath, source: Int32, number: Int32)] = []

  /// Adds a translated text of the key at `key` (its index in the catalog) in the language whose
  /// facts are at `facts` in the pass; `source` is asked once per key and path.
  mutating func add(
    _ text: String, at path: TextPath, ofKey key: Int, language: String, facts: Int, source: () -> Source
  ) {
    if key != currentKey {
      currentKey = key
      keySources.removeAll(keepingCapacity: true)
    }
    let known: (path: TextPath, source: Int32, number: Int32)
    if let index = keySources.firstIndex(where: { $0.path == path }) {
      known = keySources[index]
    } else {
      known = (path, Int32(sources.append(source()).index), Int32(paths.append(path).index))
      keySources.append(known)
    }
    add(text, ofKey: Int32(key), at: known.number, in: Self.group(number(of: language, facts: facts), known.source))
  }

  private mutating func number(of language: String, facts: Int) -> Int32 {
    if facts >= languageNumbers.count { languageNumbers += repeatElement(-1, count: facts + 1 - languageNumbers.count) }
    if languageNumbers[facts] < 0 { languageNumbers[facts] = Int32(number(of: language)) }
    return languageNumbers[facts]
  }

  /// The language's number, given as it is first met (a few languages: a list is enough).
  private mutating func number(of language: String) -> Int {
    if let known = languages.firstIndex(of: language) { return known }
    languages.append(language)
    return languages.count - 1
  }

  private static func group(_ language: Int32, _ source: Int32) -> Int64 {
    Int64(language) << 32 | Int64(source)
  }

  private mutating func add(_ text: String, ofKey key: Int32, at path: Int32, in group: Int64) {
    let (isNew, number) = groups.append(group)
    if isNew {
      firstTexts.append(text)
      conflicted.append(false)
    } else if !conflicted[number], firstTexts[number] != text {
      conflicted[number] = true
    }
    texts.append((Int32(number), key, path))
  }

  /// Adds the tally of the slice of keys after this one's.
  mutating func merge(_ other: ConsistencyTally) {
    guard !other.groups.isEmpty else { return }
    let languageNumbers = other.languages.map { Int64(number(of: $0)) }
    let sourceNumbers = other.sources.map { Int64(sources.append($0).index) }
    let pathNumbers = other.paths.map { Int32(paths.append($0).index) }
    var numbers: [Int32] = []
    numbers.reserveCapacity(other.groups.count)
    for (index, group) in other.groups.enumerated() {
      let (isNew, number) = groups.append(
        languageNumbers[Int(group >> 32)] << 32 | sourceNumbers[Int(group & 0xFFFF_FFFF)])
      if isNew {
        firstTexts.append(other.firstTexts[index])
        conflicted.append(other.conflicted[index])
      } else if other.conflicted[index] || firstTexts[number] != other.firstTexts[index] {
        conflicted[number] = true
      }
      numbers.append(Int32(number))
    }
    texts.reserveCapacity(texts.count + other.texts.count)
    for text in other.texts { texts.append((numbers[Int(text.group)], text.key, pathNumbers[Int(text.path)])) }
  }

  /// The groups with more than one translation, in the order met; each translation with its
  /// keys, the most used first, then in walk order. `catalog` is the one walked.
  func inconsistencies(in catalog: StringCatalog) -> [TranslationVariants] {
    guard conflicted.contains(true) else { return [] }
    var variants: OrderedDictionary<Int32, OrderedDictionary<String, [String]>> = [:]
    for text in texts where conflicted[Int(text.group)] {
      let language = languages[Int(groups[Int(text.group)] >> 32)]
      let entry = catalog.strings.values[Int(text.key)]
      guard let value = entry.localizations?[language]?[paths[Int(text.path)]]?.stringUnit?.value else { continue }
      variants[text.group, default: [:]][value, default: []].append(catalog.strings.keys[Int(text.key)])
    }
    return variants.sorted { $0.key < $1.key }.map { number, texts in
      let group = groups[Int(number)]
      let source = sources[Int(group & 0xFFFF_FFFF)]
      let ordered = texts.elements.enumerated().sorted {
        $0.element.value.count != $1.element.value.count
          ? $0.element.value.count > $1.element.value.count : $0.offset < $1.offset
      }
      return TranslationVariants(
        language: languages[Int(group >> 32)], category: source.category, source: source.text,
        comment: source.comment,
        variants: ordered.map { TranslationVariants.Variant(text: $0.element.key, keys: $0.element.value) })
    }
  }
}
