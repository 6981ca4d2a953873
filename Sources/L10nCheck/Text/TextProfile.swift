/// What the translator-quality checks need to know about a text, found in one pass over its
/// Unicode scalars.
struct TextProfile {
  var leadingWhitespace = false
  var trailingWhitespace = false
  /// The last scalar that is not whitespace, a closing quote or a closing bracket ends a sentence.
  var endsSentence = false
  var doubleSpace = false
  var bracketsBalanced = true
  var hasLetters = false
  var lineBreaks = 0

  static func isSentenceEnd(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ".", "!", "?", ":", ";", "…", "。", "！", "？", "：", "؟", "۔", "।", "॥", "‼", "⁉", "።", "՞", "։", "｡": true
    default: false
    }
  }

  static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\"", "'", "”", "’", "»", ")", "]", "）", "」", "』": true
    default: false
    }
  }

  init(_ text: String) {
    var parentheses = 0
    var squares = 0
    var braces = 0
    var wide = 0
    var previousSpace = false
    var first = true
    var last: Unicode.Scalar?
    var lastSignificant: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      let isWhitespace: Bool
      if scalar.isASCII {
        isWhitespace = scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
        switch scalar {
        case "(": parentheses += 1
        case ")": parentheses -= 1
        case "[": squares += 1
        case "]": squares -= 1
        case "{": braces += 1
        case "}": braces -= 1
        case "\n": lineBreaks += 1
        default: if !hasLetters, (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") { hasLetters = true }
        }
        if scalar == " " {
          if previousSpace { doubleSpace = true }
          previousSpace = true
        } else {
          previousSpace = false
        }
      } else {
        previousSpace = false
        isWhitespace = scalar.properties.isWhitespace
        if scalar == "（" { wide += 1 } else if scalar == "）" { wide -= 1 }
        if !hasLetters, scalar.properties.isAlphabetic { hasLetters = true }
      }
      if first {
        leadingWhitespace = isWhitespace
        first = false
      }
      last = scalar
      if !isWhitespace, !Self.isCloser(scalar) { lastSignificant = scalar }
    }
    trailingWhitespace = last?.properties.isWhitespace ?? false
    endsSentence = lastSignificant.map(Self.isSentenceEnd) ?? false
    bracketsBalanced = parentheses == 0 && squares == 0 && braces == 0 && wide == 0
  }
}
