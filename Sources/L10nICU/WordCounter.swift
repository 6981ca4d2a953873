import _L10nICUShim

/// Counts words as ICU's word break iterator finds them for a language: the segments it marks as
/// words (letters, numbers, kana, ideographs), not spaces or punctuation. Chinese, Japanese and
/// Thai, written without spaces, are split with ICU's dictionaries ("設定を保存しました" is
/// several words, not one). One counter is for one thread at a time.
public final class WordCounter {
  private let iterator: UnsafeMutableRawPointer?
  /// Words counted per text, since a catalog repeats texts.
  private var known: [String: Int] = [:]

  /// A counter for texts in `language` (a BCP 47 tag); ICU's root rules when it knows no such
  /// language.
  public init(language: String) {
    iterator = l10n_icu_word_counter_open(language) ?? l10n_icu_word_counter_open("und")
  }

  deinit {
    l10n_icu_word_counter_close(iterator)
  }

  /// The words of `text`; 0 for an empty one.
  public func count(_ text: String) -> Int {
    guard !text.isEmpty else { return 0 }
    if let found = known[text] { return found }
    var units = Array(text.utf16)
    let words = units.withUnsafeMutableBufferPointer { buffer in
      Int(l10n_icu_word_counter_count(iterator, buffer.baseAddress, Int32(buffer.count)))
    }
    let result = max(0, words)
    known[text] = result
    return result
  }

  /// The words of `text` as ICU's word break iterator finds them (spaces and punctuation left
  /// out), in order; what glossary matching compares.
  public func words(in text: String) -> [Substring] {
    guard !text.isEmpty else { return [] }
    var units = Array(text.utf16)
    var spans = [Int32](repeating: 0, count: 2 * min(units.count, 256))
    var found = 0
    while true {
      let capacity = Int32(spans.count / 2)
      found = units.withUnsafeMutableBufferPointer { buffer in
        spans.withUnsafeMutableBufferPointer { out in
          Int(l10n_icu_word_spans(iterator, buffer.baseAddress, Int32(buffer.count), out.baseAddress, capacity))
        }
      }
      if found <= Int(capacity) { break }
      spans = [Int32](repeating: 0, count: 2 * found)
    }
    guard found > 0 else { return [] }
    let utf16 = text.utf16
    return (0..<found).compactMap { index in
      let start = utf16.index(utf16.startIndex, offsetBy: Int(spans[2 * index]))
      let end = utf16.index(utf16.startIndex, offsetBy: Int(spans[2 * index + 1]))
      guard let lower = start.samePosition(in: text), let upper = end.samePosition(in: text) else { return nil }
      return text[lower..<upper]
    }
  }
}
