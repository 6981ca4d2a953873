/// What the translator-quality checks need to know about a text, found in one pass over its
/// Unicode scalars.
struct TextProfile: Equatable {
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

  /// The profile of no text at all (a placeholder to overwrite).
  init() {}

  init(_ text: String) {
    if let ascii = text.utf8.withContiguousStorageIfAvailable(Self.asciiProfile), let ascii {
      self = ascii
      return
    }
    self.init(scalarsOf: text)
  }

  /// The profile from the text's Unicode scalars, whatever they are.
  init(scalarsOf text: String) {
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
        default:
          if !hasLetters, (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") { hasLetters = true }
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

  /// What `asciiProfile` needs to know of each ASCII byte, as bits.
  private enum ByteClass {
    static let letter: UInt8 = 1
    static let whitespace: UInt8 = 2
    static let closer: UInt8 = 4
    /// A bracket, a line break or a space: looked at one by one.
    static let special: UInt8 = 8

    static let table: [UInt8] = {
      var table = [UInt8](repeating: 0, count: 128)
      for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = letter }
      for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = letter }
      for byte in [0x20, 0x0A, 0x09, 0x0D] { table[byte] |= whitespace }
      for byte in "\"')]".utf8 { table[Int(byte)] |= closer }
      for byte in "()[]{}\n ".utf8 { table[Int(byte)] |= special }
      return table
    }()
  }

  /// The profile of an all-ASCII text, from its bytes; nil at the first byte that is not ASCII.
  /// Gives what the scalar walk (`init(scalarsOf:)`) gives for the same text.
  private static func asciiProfile(_ bytes: UnsafeBufferPointer<UInt8>) -> TextProfile? {
    var profile = TextProfile()
    var balance = (parentheses: 0, squares: 0, braces: 0)
    var previousSpace = false
    var lastSignificant: UInt8?
    let table = ByteClass.table
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      let kind = table[Int(byte)]
      if kind == ByteClass.letter {
        // Most bytes: a letter.
        profile.hasLetters = true
        previousSpace = false
        lastSignificant = byte
        continue
      }
      if kind & ByteClass.special != 0 {
        switch byte {
        case UInt8(ascii: "("): balance.parentheses += 1
        case UInt8(ascii: ")"): balance.parentheses -= 1
        case UInt8(ascii: "["): balance.squares += 1
        case UInt8(ascii: "]"): balance.squares -= 1
        case UInt8(ascii: "{"): balance.braces += 1
        case UInt8(ascii: "}"): balance.braces -= 1
        case 0x0A: profile.lineBreaks += 1
        default: break
        }
      }
      if byte == 0x20 {
        if previousSpace { profile.doubleSpace = true }
        previousSpace = true
      } else {
        previousSpace = false
      }
      if kind & (ByteClass.whitespace | ByteClass.closer) == 0 { lastSignificant = byte }
    }
    profile.leadingWhitespace = bytes.first.map { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D } ?? false
    // Unicode's White_Space in ASCII: tab, line feed, vertical tab, form feed, return, space.
    profile.trailingWhitespace = bytes.last.map { $0 == 0x20 || (0x09...0x0D).contains($0) } ?? false
    profile.endsSentence = lastSignificant.map { isSentenceEnd(Unicode.Scalar($0)) } ?? false
    profile.bracketsBalanced = balance == (0, 0, 0)
    return profile
  }
}
