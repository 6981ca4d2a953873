import L10nCatalog

/// The old-style text of a `.strings` file (`"key" = "value";`), read by hand: Foundation's
/// `PropertyListSerialization` reads it too (on Linux as well), but drops the comments, which a
/// migration keeps as the keys' comments, and says neither line nor column of an error.
///
/// The grammar is CoreFoundation's (`CFOldStylePList.c`): `/* … */` and `//` comments anywhere
/// between tokens; a key, `=`, a value and `;`, or a key alone and `;` (its value is the key); keys
/// and values quoted with `"` or `'` (escapes `\n \t \r \a \b \f \v \" \' \\`, `\U` and up to four
/// hex digits, surrogate pairs joined, `\` and up to three octal digits, any other escaped
/// character as itself) or unquoted (`A-Z a-z 0-9 _ $ / : . -`); optionally the whole inside
/// `{ … }`. A later entry for the same key replaces the earlier one, as Foundation reads it.
///
/// Which comment is whose: the comments just above an entry (no blank line between them and it),
/// and one after its `;` on the same line. `No comment provided by engineer.`, what `genstrings`
/// writes for none, is none.
enum StringsTextReader {
  static func read(_ scalars: [Unicode.Scalar], file: String) throws(ExchangeError) -> [StringsEntry] {
    var parser = Parser(scalars: scalars, file: file)
    return try parser.document()
  }

  /// What `genstrings` writes where the code gave no comment.
  static let noComment = "No comment provided by engineer."

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    /// The comments since the last entry or blank line.
    var pending: [String] = []
    var entries: [StringsEntry] = []

    init(scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
    }

    var column: Int { index - lineStart + 1 }

    func failure(_ message: String, line: Int? = nil, column: Int? = nil) -> ExchangeError {
      ExchangeError(file: file, line: line ?? self.line, column: column ?? self.column, message)
    }

    mutating func advance() {
      if scalars[index] == "\n"
        || (scalars[index] == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
      {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }

    mutating func document() throws(ExchangeError) -> [StringsEntry] {
      try skipBlanks()
      if index < scalars.count, scalars[index] == "{" {
        advance()
        try body(closing: true)
        try skipBlanks()
        if index < scalars.count {
          throw failure("unexpected \"\(scalars[index])\" after the closing }; a .strings file holds one dictionary")
        }
      } else {
        try body(closing: false)
      }
      return entries
    }

    mutating func body(closing: Bool) throws(ExchangeError) {
      while true {
        try skipBlanks()
        guard index < scalars.count else {
          if closing { throw failure("the file ends before the } that closes its {") }
          return
        }
        if closing, scalars[index] == "}" {
          advance()
          return
        }
        try entry()
      }
    }

    mutating func entry() throws(ExchangeError) {
      let (entryLine, entryColumn) = (line, column)
      let comment = pending
      pending = []
      guard let key = try string(what: "a key") else {
        throw failure(
          "expected a key (a quoted string such as \"key\"), found \"\(scalars[index].escapedDescription)\"")
      }
      try skipBlanks()
      var value = key
      guard index < scalars.count else { throw failure("the file ends after the key \"\(key)\"; expected = or ;") }
      if scalars[index] == "=" {
        advance()
        try skipBlanks()
        guard index < scalars.count else { throw failure("the file ends after \"\(key)\" =; expected its value") }
        if "{(<".unicodeScalars.contains(scalars[index]) {
          throw failure("the value of \"\(key)\" is not a string; a .strings file maps keys to quoted strings")
        }
        guard let text = try string(what: "the value of \"\(key)\"") else {
          throw failure(
            "expected the value of \"\(key)\" (a quoted string), found \"\(scalars[index].escapedDescription)\"")
        }
        value = text
        try skipBlanks()
      }
      guard index < scalars.count, scalars[index] == ";" else {
        let found = index < scalars.count ? "\"\(scalars[index].escapedDescription)\"" : "the end of the file"
        throw failure("expected ; after the entry \"\(key)\", found \(found)")
      }
      advance()
      var comments = comment
      // A comment after the ; on the same line is the entry's too.
      try skipBlanks(untilLineEnd: true)
      if !pending.isEmpty {
        comments += pending
        pending = []
      }
      let text = comments.filter { $0 != StringsTextReader.noComment && !$0.isEmpty }.joined(separator: "\n")
      entries.append(
        StringsEntry(key: key, value: value, comment: text.isEmpty ? nil : text, line: entryLine, column: entryColumn))
    }

    /// Skips spaces and comments, collecting the comments; a blank line forgets those collected.
    /// `untilLineEnd`: stops at the end of the line it starts on (a comment after an entry's ;).
    mutating func skipBlanks(untilLineEnd: Bool = false) throws(ExchangeError) {
      let startLine = line
      var newlines = 0
      while index < scalars.count {
        if untilLineEnd && line != startLine { return }
        let scalar = scalars[index]
        if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" {
          if newlines >= 2 { pending = [] }
          try comment()
          newlines = 0
          continue
        }
        guard scalar.properties.isWhitespace || scalar == "\u{FEFF}" else { break }
        let before = line
        advance()
        if line != before { newlines += 1 }
      }
      if newlines >= 2 { pending = [] }
    }

    mutating func comment() throws(ExchangeError) {
      let (startLine, startColumn) = (line, column)
      let block = scalars[index + 1] == "*"
      advance()
      advance()
      var text = String.UnicodeScalarView()
      while index < scalars.count {
        if block, scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
          advance()
          advance()
          pending.append(Self.trimmed(text))
          return
        }
        if !block, scalars[index] == "\n" || scalars[index] == "\r" { break }
        text.append(scalars[index])
        advance()
      }
      if block { throw failure("this /* comment is not closed by */", line: startLine, column: startColumn) }
      pending.append(Self.trimmed(text))
    }

    static func trimmed(_ text: String.UnicodeScalarView) -> String {
      let start = text.firstIndex { !$0.properties.isWhitespace } ?? text.endIndex
      let end = text.lastIndex { !$0.properties.isWhitespace }.map { text.index(after: $0) } ?? start
      return String(text[start..<end])
    }

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
      default: false
      }
    }

    /// A quoted or unquoted string, or nil when none starts here.
    mutating func string(what: String) throws(ExchangeError) -> String? {
      guard index < scalars.count else { return nil }
      let quote = scalars[index]
      if Self.isUnquoted(quote) {
        var text = String.UnicodeScalarView()
        while index < scalars.count, Self.isUnquoted(scalars[index]) {
          text.append(scalars[index])
          advance()
        }
        return String(text)
      }
      guard quote == "\"" || quote == "'" else { return nil }
      let (startLine, startColumn) = (line, column)
      advance()
      var text = String.UnicodeScalarView()
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == quote {
          advance()
          return String(text)
        }
        if scalar == "\\" {
          try escape(into: &text)
        } else {
          text.append(scalar)
          advance()
        }
      }
      throw failure(
        "\(what) starts with \(quote) here and is not closed; escape a quote inside it as \\\(quote)", line: startLine,
        column: startColumn)
    }

    mutating func escape(into text: inout String.UnicodeScalarView) throws(ExchangeError) {
      let (startLine, startColumn) = (line, column)
      advance()
      guard index < scalars.count else { throw failure("the file ends inside an escape (\\)") }
      let scalar = scalars[index]
      let simple: [Unicode.Scalar: Unicode.Scalar] = [
        "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
      ]
      if let mapped = simple[scalar] {
        text.append(mapped)
        advance()
      } else if scalar == "U" || scalar == "u" {
        advance()
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < scalars.count, let digit = Self.hexValue(scalars[index]) {
          value = value * 16 + digit
          digits += 1
          advance()
        }
        if digits == 0 {
          throw failure("\\\(scalar) must be followed by hex digits (\\U00E9)", line: startLine, column: startColumn)
        }
        if (0xD800...0xDBFF).contains(value), index + 5 < scalars.count, scalars[index] == "\\",
          scalars[index + 1] == "U" || scalars[index + 1] == "u"
        {
          let digitsAfter = scalars[(index + 2)..<(index + 6)].compactMap(Self.hexValue)
          let low = digitsAfter.reduce(UInt32(0)) { $0 * 16 + $1 }
          if digitsAfter.count == 4, (0xDC00...0xDFFF).contains(low) {
            for _ in 0..<6 { advance() }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          }
        }
        guard let decoded = Unicode.Scalar(value) else {
          throw failure(
            "\\U\(String(value, radix: 16, uppercase: true)) is half of a surrogate pair without its other half",
            line: startLine,
            column: startColumn)
        }
        text.append(decoded)
      } else if ("0"..."7").contains(scalar) {
        var value: UInt32 = 0
        var digits = 0
        while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
          value = value * 8 + (scalars[index].value - 0x30)
          digits += 1
          advance()
        }
        text.append(Unicode.Scalar(value)!)
      } else {
        text.append(scalar)
        advance()
      }
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
      switch scalar {
      case "0"..."9": scalar.value - 0x30
      case "a"..."f": scalar.value - 0x61 + 10
      case "A"..."F": scalar.value - 0x41 + 10
      default: nil
      }
    }
  }
}

extension Unicode.Scalar {
  /// The scalar as an error message shows it: control characters as `\u{…}`.
  fileprivate var escapedDescription: String {
    properties.generalCategory == .control ? "\\u{\(String(value, radix: 16))}" : String(self)
  }
}
