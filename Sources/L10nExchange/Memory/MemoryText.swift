import L10nText

/// A source text as the translation memory compares it: placeholders abstracted, so `%@` and
/// `%1$@` are the same text (the n-th placeholder without a number is argument n), while `%@` and
/// `%d`, or `%@` and `%2$@`, are not; numbers and everything else stay as they are.
///
/// `tokens` are what fuzzy matching counts edits in, as CAT tools do: words (letters and digits),
/// each punctuation mark or symbol, each placeholder, and each CJK ideograph or kana (those
/// scripts write no spaces between words). Whitespace separates tokens and is not one. Tokens are
/// compared without case.
struct MemoryText: Hashable, Sendable {
  /// The text with each placeholder replaced by `\u{E000}kind:position\u{E001}` and `%%` by `%`.
  let normalized: String
  let tokens: [Substring]

  init(_ text: String) {
    var normalized = ""
    var tokens: [Substring] = []
    var placeholders: [(range: Range<Int>, token: String)] = []
    var sequential = 0
    FormatSpecifier.forEachPercent(in: text) { percent, range in
      switch percent {
      case .placeholder(let specifier):
        let position: String
        if let substitution = specifier.substitution {
          position = "#" + substitution
        } else if let explicit = specifier.position {
          position = String(explicit)
        } else {
          sequential += 1
          position = String(sequential)
        }
        placeholders.append((range, "\u{E000}\(specifier.kind.rawValue):\(position)\u{E001}"))
      case .escaped:
        placeholders.append((range, "%"))
      case .stray:
        break
      }
    }
    if placeholders.isEmpty {
      normalized = text
    } else {
      let utf8 = Array(text.utf8)
      var offset = 0
      for (range, token) in placeholders {
        normalized += String(decoding: utf8[offset..<range.lowerBound], as: UTF8.self)
        normalized += token
        offset = range.upperBound
      }
      normalized += String(decoding: utf8[offset...], as: UTF8.self)
    }
    self.normalized = normalized
    // Tokens, over the normalized text: a placeholder token is one word.
    var wordStart: String.Index?
    var index = normalized.startIndex
    func endWord(at end: String.Index) {
      if let start = wordStart { tokens.append(normalized[start..<end]) }
      wordStart = nil
    }
    while index < normalized.endIndex {
      let scalar = normalized.unicodeScalars[index]
      let next = normalized.unicodeScalars.index(after: index)
      if scalar == "\u{E000}" {
        endWord(at: index)
        let close = normalized.unicodeScalars[index...].firstIndex(of: "\u{E001}") ?? normalized.endIndex
        let end = close < normalized.endIndex ? normalized.unicodeScalars.index(after: close) : close
        tokens.append(normalized[index..<end])
        index = end
        continue
      }
      let properties = scalar.properties
      if properties.isWhitespace {
        endWord(at: index)
      } else if Self.isIdeographic(scalar) {
        endWord(at: index)
        tokens.append(normalized[index..<next])
      } else if properties.isAlphabetic || properties.numericType != nil || properties.generalCategory.isMark {
        if wordStart == nil { wordStart = index }
      } else {
        endWord(at: index)
        tokens.append(normalized[index..<next])
      }
      index = next
    }
    endWord(at: normalized.endIndex)
    self.tokens = tokens
  }

  /// Scripts written without spaces between words, where each character is a token.
  static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
      0x20000...0x3FFFF:
      return true
    default:
      return scalar.properties.isIdeographic
    }
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isMark: Bool {
    self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
  }
}

/// Fuzzy similarity as CAT tools compute it: `100 × (1 − edits / longer length)` over tokens,
/// rounded down; 100 only for texts that are the same once placeholders are abstracted (a match
/// that differs in case or spacing alone scores 99).
enum MemoryScore {
  /// The token edit distance (insert, delete, substitute one token) between `a` and `b`, or nil
  /// when it is more than `limit`.
  static func distance(_ a: [Int32], _ b: [Int32], limit: Int) -> Int? {
    let (n, m) = (a.count, b.count)
    if abs(n - m) > limit { return nil }
    if n == 0 { return m }
    if m == 0 { return n }
    var previous = Array(0...m)
    var current = [Int](repeating: 0, count: m + 1)
    for i in 1...n {
      current[0] = i
      var rowMinimum = i
      let token = a[i - 1]
      for j in 1...m {
        let substitute = previous[j - 1] + (token == b[j - 1] ? 0 : 1)
        let value = min(substitute, previous[j] + 1, current[j - 1] + 1)
        current[j] = value
        if value < rowMinimum { rowMinimum = value }
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[m] <= limit ? previous[m] : nil
  }

  /// The score of `distance` edits between token sequences of these lengths.
  static func score(distance: Int, lengths: (Int, Int)) -> Int {
    let longer = max(lengths.0, lengths.1)
    guard longer > 0 else { return 99 }
    return min(99, (100 * (longer - distance)) / longer)
  }

  /// The most edits a match of `minimum` score may have between texts whose longer one has
  /// `longer` tokens.
  static func allowedEdits(longer: Int, minimum: Int) -> Int {
    // score = floor(100 (L − d) / L) ≥ minimum  ⟺  100 (L − d) ≥ minimum × L.
    (100 * longer - minimum * longer) / 100
  }
}
