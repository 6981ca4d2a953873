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
  /// The substitution, for the texts of a substitution's cases: each is a text of its own.
  public var substitution: String?
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
/// same place, else at its `other` case, else the source's main text, else the key. A source
/// without letters once its placeholders are out (`%arg`, `%lld/%lld`, `%@ (%@)`) has no words to
/// translate two ways, and is not counted. Texts group by language, plural category, substitution
/// (each substitution of a key is a text of its own: `%arg` in one is not `%arg` in another) and
/// source, and with `splitByComment` by the key's comment too: a comment that differs is context
/// that may call for another translation.
///
/// The check's walk gathers the texts (`ConsistencyTally`, the tally of `inconsistent-translation`);
/// this runs that walk with the one rule.
public enum TranslationConsistency {
  public static func inconsistencies(in catalog: StringCatalog, splitByComment: Bool = true) -> [TranslationVariants] {
    var options = CheckOptions()
    options.settings.byRule[InconsistentTranslation.id] = InconsistentTranslation.Settings(
      splitByComment: splitByComment)
    let pass = CatalogPass.run(
      CatalogInput(file: "", catalog: catalog, locations: nil), options: options,
      severities: [.inconsistentTranslation: .note])
    let rule = pass.rules.localization.lazy.compactMap { $0 as? InconsistentTranslation }.first
    return rule?.tally.inconsistencies(in: catalog) ?? []
  }
}

/// The translated texts of a walk (or of one slice of its keys), grouped as
/// `TranslationConsistency` says, in the order met.
///
/// Most sources belong to one key and path, and a group of them cannot hold two translations. So
/// the walk adds only the texts that may meet another text of their source
/// (`mayMeetOtherTexts`): those of a key one of whose source texts is another key's too, and
/// those of a localization two of whose texts have one source (two device cases). It only
/// numbers: a key's source is hashed once for all its languages, and each text is four numbers
/// (language, source, key, path) and the text. Texts are compared only for the sources met at
/// more than one place, and grouped by translation only where they differ.
struct ConsistencyTally: RuleTally {
  struct Source: Hashable {
    var text: String
    var category: String?
    var substitution: String?
    var comment: String?

    /// The source of the texts at `path`, nil when it has no letters once its placeholders are
    /// out (a substitution's `%arg` among them).
    init?(text: String, at path: TextPath, comment: String?) {
      guard
        FormatSpecifier.hasLetterOutsidePlaceholders(
          text, substitutionArgument: path.substitution != nil ? .object : nil)
      else { return nil }
      self.text = text
      category = path.lastPluralCategory
      substitution = path.substitution
      self.comment = comment
    }
  }

  /// A translated text: its language's and source's numbers, its key's index in the catalog, its
  /// path's number among the key's paths, and the text (the catalog's string, shared, not copied).
  struct Text {
    var language: Int32
    var source: Int32
    var key: Int32
    var path: Int32
    var value: String
  }

  private var sources: OrderedSet<Source> = []
  private var languages: [String] = []
  /// The number of each language by its index in the pass's `facts` (-1: not met yet).
  private var languageNumbers: [Int32] = []
  /// Every text, in walk order.
  private var texts: [Text] = []
  /// The sources of the key being walked (-1: not counted) by the path of their texts; a path's
  /// number is its place here.
  private var currentKey = -1
  private var keySources: [(path: TextPath, source: Int32)] = []
  /// By key index: whether one of the key's source texts is another key's too (nil until asked).
  private var keysSharingASource: [Bool]?

  /// Works out which keys of `catalog` share a source text with another key, once, before
  /// `mayMeetOtherTexts` is asked (the rule's `start`, before the walk's slices copy it).
  mutating func learnSharedSources(of catalog: StringCatalog) {
    keysSharingASource = Self.keysSharingASource(in: catalog)
  }

  /// Whether the texts of a localization (its `leaves`, of the key at `key`) can be in a group
  /// with another text: the key shares a source text with another key, or two of the leaves have
  /// one plural category and substitution (two device cases). Otherwise each of its texts is the
  /// only one of its source in its language, and need not be added.
  func mayMeetOtherTexts(key: Int, leaves: ArraySlice<TextLeaf>) -> Bool {
    if keysSharingASource![key] { return true }
    var index = leaves.startIndex
    while index < leaves.endIndex {
      let path = leaves[index].textPath
      index += 1
      for other in leaves[index...]
      where other.textPath.lastPluralCategory == path.lastPluralCategory
        && other.textPath.substitution == path.substitution
      {
        return true
      }
    }
    return false
  }

  /// For each key of the catalog, whether a text its leaves are compared with (one of its
  /// `SourceTexts`: a text of the source language, or the key where that has none) is another
  /// key's too.
  private static func keysSharingASource(in catalog: StringCatalog) -> [Bool] {
    // A large catalog's keys are looked at in parts on every processor, each noting where each
    // text is first and last met in it; a text two parts meet marks their keys at the seam.
    let count = catalog.strings.count
    let parts = max(1, min(Parallel.processors, count / 4096))
    let found = Parallel.map(parts) { part in
      sharedTexts(in: catalog, keys: (count * part / parts)..<(count * (part + 1) / parts))
    }
    var (sharing, places) = found[0]
    for (part, (partSharing, partPlaces)) in found.enumerated().dropFirst() {
      sharing += partSharing
      let isLast = part == found.count - 1
      for (text, place) in partPlaces {
        if let known = places.index(forKey: text) {
          sharing[places.values[known].last] = true
          sharing[place.first] = true
          if !isLast { places.values[known].last = place.last }
        } else if !isLast {
          places[text] = place
        }
      }
    }
    return sharing
  }

  /// For the keys in `range`: whether each (from `range`'s start) shares a text with another of
  /// them, and where each text is first and last met (by key index).
  private static func sharedTexts(in catalog: StringCatalog, keys range: Range<Int>) -> (
    sharing: [Bool], places: [String: (first: Int, last: Int)]
  ) {
    let strings = catalog.strings
    var sharing = [Bool](repeating: false, count: range.count)
    var places: [String: (first: Int, last: Int)] = [:]
    places.reserveCapacity(range.count)
    // Each text's last key so far (one lookup, which makes its place when it is first met): a
    // key that meets it marks that one and itself.
    func note(_ text: String, _ index: Int) {
      let last = moveLast(&places[text, default: (first: index, last: index)], to: index)
      if last != index {
        sharing[last - range.lowerBound] = true
        sharing[index - range.lowerBound] = true
      }
    }
    // Entries and localizations read where they are (a copy of each retains all it holds).
    strings.values.withUnsafeBufferPointer { entries in
      for index in range {
        guard let localizations = entries[index].localizations,
          let position = localizations.index(forKey: catalog.sourceLanguage)
        else {
          note(strings.keys[index], index)
          continue
        }
        localizations.values.withUnsafeBufferPointer { values in
          if values[position].isPlainText, let unit = values[position].stringUnit {
            note(unit.value, index)
            return
          }
          note(strings.keys[index], index)
          values[position].forEachText { text, _ in
            if case .unit(let unit) = text { note(unit.value, index) }
          }
        }
      }
    }
    return (sharing, places)
  }

  /// The place's last key, which becomes `index`.
  private static func moveLast(_ place: inout (first: Int, last: Int), to index: Int) -> Int {
    defer { place.last = index }
    return place.last
  }

  /// Adds a translated text of the key at `key` (its index in the catalog) in the language whose
  /// facts are at `facts` in the pass; `source` is asked once per key and path, and a nil source
  /// leaves the key's texts at that path out.
  mutating func add(
    _ value: String, at path: TextPath, ofKey key: Int, language: String, facts: Int, source: () -> Source?
  ) {
    if key != currentKey {
      currentKey = key
      keySources.removeAll(keepingCapacity: true)
    }
    let slot: Int
    if let index = keySources.firstIndex(where: { $0.path == path }) {
      slot = index
    } else {
      slot = keySources.count
      keySources.append((path, source().map { Int32(sources.append($0).index) } ?? -1))
    }
    let known = keySources[slot]
    guard known.source >= 0 else { return }
    texts.append(
      Text(
        language: number(of: language, facts: facts), source: known.source, key: Int32(key), path: Int32(slot),
        value: value))
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

  /// Adds the tally of the slice of keys after this one's.
  mutating func merge(_ other: ConsistencyTally) {
    guard !other.texts.isEmpty else { return }
    let languageNumbers = other.languages.map { Int32(number(of: $0)) }
    let sourceNumbers = other.sources.map { Int32(sources.append($0).index) }
    texts.reserveCapacity(texts.count + other.texts.count)
    for text in other.texts {
      texts.append(
        Text(
          language: languageNumbers[Int(text.language)], source: sourceNumbers[Int(text.source)], key: text.key,
          path: text.path, value: text.value))
    }
  }

  /// The groups with more than one translation, in the order met; each translation with its
  /// keys, the most used first, then in walk order. `catalog` is the one walked.
  func inconsistencies(in catalog: StringCatalog) -> [TranslationVariants] {
    // A source met at one key and path only: its texts are one per language.
    var firstPlace = [Int64](repeating: -1, count: sources.count)
    var shared = [Bool](repeating: false, count: sources.count)
    for text in texts {
      let place = Int64(text.key) << 32 | Int64(text.path)
      let source = Int(text.source)
      if firstPlace[source] < 0 {
        firstPlace[source] = place
      } else if firstPlace[source] != place {
        shared[source] = true
      }
    }
    guard shared.contains(true) else { return [] }
    // The groups of shared sources, numbered as met, with their first text and whether another
    // text differs; then only the groups that differ, by translation.
    var numbers: [Int64: Int] = [:]
    var first: [String] = []
    var differs: [Bool] = []
    for text in texts where shared[Int(text.source)] {
      let group = Int64(text.language) << 32 | Int64(text.source)
      if let number = numbers[group] {
        if !differs[number], first[number] != text.value { differs[number] = true }
      } else {
        numbers[group] = first.count
        first.append(text.value)
        differs.append(false)
      }
    }
    guard differs.contains(true) else { return [] }
    var groups: OrderedDictionary<Int64, OrderedDictionary<String, [String]>> = [:]
    for text in texts where shared[Int(text.source)] {
      let group = Int64(text.language) << 32 | Int64(text.source)
      guard differs[numbers[group]!] else { continue }
      groups[group, default: [:]][text.value, default: []].append(catalog.strings.keys[Int(text.key)])
    }
    return groups.compactMap { group, texts in
      guard texts.count > 1 else { return nil }
      let source = sources[Int(group & 0xFFFF_FFFF)]
      let ordered = texts.elements.enumerated().sorted {
        $0.element.value.count != $1.element.value.count
          ? $0.element.value.count > $1.element.value.count : $0.offset < $1.offset
      }
      return TranslationVariants(
        language: languages[Int(group >> 32)], category: source.category, substitution: source.substitution,
        source: source.text, comment: source.comment,
        variants: ordered.map { TranslationVariants.Variant(text: $0.element.key, keys: $0.element.value) })
    }
  }
}
