import Foundation
import L10nICU

/// A project's terms and how each is translated per language (l10n.yml's `glossary:`, read from
/// TBX or CSV): the translation to use, other allowed ones, and forbidden ones.
///
/// Matching (`hits`, `problems`): texts and terms are split into words by ICU's word break
/// iterator for their language, and compared word by word, case-insensitively. A term's word
/// matches a text's word that is the same, or, for words of five letters or more, that shares all
/// but the last two of its letters and adds at most three (delete, deletes, deleted, deleting;
/// Datei, Dateien); shorter words match themselves and their plurals in -s and -es only. A term of
/// several words matches those words in a row. Texts in Chinese, Japanese, Thai, Lao, Khmer and
/// Burmese, written without spaces, match a term anywhere in them, case-insensitively, and so does
/// a term with no word in it (punctuation such as "…").
public struct Glossary: Sendable, Hashable {
  public struct Variant: Sendable, Hashable {
    public var text: String
    /// A translation not to use.
    public var forbidden: Bool

    public init(_ text: String, forbidden: Bool = false) {
      self.text = text
      self.forbidden = forbidden
    }
  }

  public struct Entry: Sendable, Hashable {
    /// The term in the source language.
    public var term: String
    /// Per language: the translations, the preferred first (forbidden ones anywhere).
    public var translations: [String: [Variant]]
    /// Where it was read, for messages (`glossary.csv:4`).
    public var origin: String
    /// The term is not to be translated (a name, a product): a CSV's `translatable` column says
    /// no, a TBX entry's `<descrip type="Translation needed">` (Weblate's untranslatable terms).
    /// A text made only of such terms may stay as it is (`keepsSource`).
    public var doNotTranslate: Bool

    public init(
      term: String, translations: [String: [Variant]] = [:], origin: String = "", doNotTranslate: Bool = false
    ) {
      self.term = term
      self.translations = translations
      self.origin = origin
      self.doNotTranslate = doNotTranslate
    }

    /// The translations to use in `language`: the preferred first, then the allowed variants.
    public func allowed(in language: String) -> [String] {
      (translations[language] ?? []).filter { !$0.forbidden }.map(\.text)
    }

    public func forbidden(in language: String) -> [String] {
      (translations[language] ?? []).filter(\.forbidden).map(\.text)
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  public var isEmpty: Bool { entries.isEmpty }

  /// One glossary of several (their entries in order; a term in two is two entries).
  public mutating func add(_ other: Glossary) {
    entries += other.entries
  }

  /// A term found in a source text, with what the glossary says for the language.
  public struct Hit: Sendable, Hashable, Encodable {
    public var term: String
    /// The translations to use, the preferred first.
    public var translations: [String]
    /// Translations not to use.
    public var forbidden: [String]
  }

  /// What a translation does against the glossary.
  public struct Problem: Sendable, Hashable {
    public var term: String
    /// Nil: none of the allowed translations is there; else the forbidden one used.
    public var forbiddenUsed: String?
    public var allowed: [String]

    /// One sentence for a finding or a held unit.
    public var message: String {
      if let forbiddenUsed {
        return "uses \"\(forbiddenUsed)\" for the glossary term \"\(term)\", which the glossary forbids"
          + (allowed.isEmpty ? "" : "; use \(Self.list(allowed))")
      }
      return "translates the glossary term \"\(term)\" without \(Self.list(allowed))"
    }

    static func list(_ texts: [String]) -> String {
      texts.map { "\"\($0)\"" }.joined(separator: " or ")
    }
  }

  /// The terms of `source` (in `sourceLanguage`) that have something to say for `language`.
  public func hits(in source: String, sourceLanguage: String, language: String, words: GlossaryWords) -> [Hit] {
    guard !entries.isEmpty, !source.isEmpty else { return [] }
    let text = words.split(source, language: sourceLanguage)
    var hits: [Hit] = []
    for entry in entries where entry.translations[language] != nil {
      guard text.contains(words.split(entry.term, language: sourceLanguage)) else { continue }
      hits.append(
        Hit(term: entry.term, translations: entry.allowed(in: language), forbidden: entry.forbidden(in: language)))
    }
    return hits
  }

  /// The glossary's objections to `target` as the translation of `source` into `language`: a
  /// forbidden translation used, or a term translated with none of the allowed ones.
  public func problems(
    source: String, target: String, sourceLanguage: String, language: String, words: GlossaryWords
  ) -> [Problem] {
    let hits = hits(in: source, sourceLanguage: sourceLanguage, language: language, words: words)
    guard !hits.isEmpty else { return [] }
    let translation = words.split(target, language: language)
    var problems: [Problem] = []
    for hit in hits {
      if let used = hit.forbidden.first(where: { translation.contains(words.split($0, language: language)) }) {
        problems.append(Problem(term: hit.term, forbiddenUsed: used, allowed: hit.translations))
      } else if !hit.translations.isEmpty,
        !hit.translations.contains(where: { translation.contains(words.split($0, language: language)) })
      {
        problems.append(Problem(term: hit.term, forbiddenUsed: nil, allowed: hit.translations))
      }
    }
    return problems
  }
}

extension Glossary {
  /// Whether `source` (in `sourceLanguage`) is made only of terms marked do-not-translate: every
  /// word of it is in one of them (a text with no word, such as "…", is such a term itself). Its
  /// translation may then be the same text (`same-as-source`).
  public func keepsSource(_ source: String, sourceLanguage: String, words: GlossaryWords) -> Bool {
    let terms = entries.filter(\.doNotTranslate).map { words.split($0.term, language: sourceLanguage) }
    guard !terms.isEmpty, !source.isEmpty else { return false }
    let text = words.split(source, language: sourceLanguage)
    if text.unspaced || text.words.isEmpty { return terms.contains { $0.whole == text.whole } }
    var covered = [Bool](repeating: false, count: text.words.count)
    for term in terms where !term.words.isEmpty && term.words.count <= text.words.count {
      for start in 0...(text.words.count - term.words.count)
      where zip(term.words, text.words[start...]).allSatisfy({ GlossaryText.matches(term: $0, word: $1) }) {
        for index in start..<(start + term.words.count) { covered[index] = true }
      }
    }
    return !covered.contains(false)
  }
}

/// Texts split into words for glossary matching (ICU's word break iterator per language), each
/// split remembered. One for one thread at a time.
public final class GlossaryWords: @unchecked Sendable {
  private var counters: [String: WordCounter] = [:]
  private var known: [String: [String: GlossaryText]] = [:]

  public init() {}

  func split(_ text: String, language: String) -> GlossaryText {
    if let found = known[language]?[text] { return found }
    let counter = counters[language] ?? WordCounter(language: language)
    counters[language] = counter
    let folded = text.lowercased()
    let result =
      GlossaryText.unspaced(language)
      ? GlossaryText(words: [], whole: folded, unspaced: true)
      : GlossaryText(words: counter.words(in: folded).map(String.init), whole: folded, unspaced: false)
    known[language, default: [:]][text] = result
    return result
  }
}

/// A text as glossary matching sees it: its words, lower-cased.
struct GlossaryText: Hashable {
  var words: [String]
  var whole: String
  var unspaced: Bool

  static func unspaced(_ language: String) -> Bool {
    let base = LanguageTags.base(language).lowercased()
    return ["zh", "ja", "th", "lo", "km", "my"].contains(base)
  }

  /// Whether `term`'s words stand in a row in this text.
  func contains(_ term: GlossaryText) -> Bool {
    // Scripts without spaces, and terms with no word in them ("…", "~"): anywhere in the text.
    if unspaced || term.unspaced || term.words.isEmpty { return !term.whole.isEmpty && whole.contains(term.whole) }
    guard term.words.count <= words.count else { return false }
    for start in 0...(words.count - term.words.count)
    where zip(term.words, words[start...]).allSatisfy({ Self.matches(term: $0, word: $1) }) {
      return true
    }
    return false
  }

  /// The inflection rule of `Glossary`'s documentation.
  static func matches(term: String, word: String) -> Bool {
    if term == word { return true }
    let termLetters = Array(term)
    let wordLetters = Array(word)
    guard termLetters.count >= 5 else {
      return word == term + "s" || word == term + "es"
    }
    var shared = 0
    while shared < min(termLetters.count, wordLetters.count), termLetters[shared] == wordLetters[shared] {
      shared += 1
    }
    return shared >= termLetters.count - 2 && wordLetters.count - shared <= 3
  }
}
