/// A gettext PO (or POT) file as l10n reads and writes it: the header's fields and the entries.
///
/// Documentation/Formats.md ("Gettext PO") says how catalog texts become entries: `msgctxt` is the
/// unit id (`key`, `key|==|device.mac`, `key|==|substitutions.arg1`), a plural variation is one
/// entry with `msgid_plural` and `msgstr[i]` in the order of the language's `Plural-Forms`
/// (`GettextPluralForms`).
public struct PODocument: Sendable, Hashable {
  /// The header's fields in order (`Language`, `Plural-Forms`, `Content-Type`, …).
  public var header: [(name: String, value: String)] = []
  public var entries: [POEntry] = []

  public init(header: [(name: String, value: String)] = [], entries: [POEntry] = []) {
    self.header = header
    self.entries = entries
  }

  /// The value of the header field `name` (case-insensitive, as gettext compares them).
  public func field(_ name: String) -> String? {
    let wanted = name.lowercased()
    return header.first { $0.name.lowercased() == wanted }?.value
  }

  public static func == (lhs: PODocument, rhs: PODocument) -> Bool {
    lhs.entries == rhs.entries && lhs.header.map(\.name) == rhs.header.map(\.name)
      && lhs.header.map(\.value) == rhs.header.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries)
    for field in header {
      hasher.combine(field.name)
      hasher.combine(field.value)
    }
  }
}

/// One PO entry: comments, flags, `msgctxt`, `msgid`, `msgid_plural` and the `msgstr`s.
public struct POEntry: Sendable, Hashable {
  /// `# ` lines: the translator's own.
  public var translatorComments: [String] = []
  /// `#.` lines: for translators, from the program (the catalog comment, placeholder notes).
  public var extractedComments: [String] = []
  /// `#:` references (`Sources/Editor.swift:12`), one per token.
  public var references: [String] = []
  /// `#,` flags (`fuzzy`, `c-format`, `objc-format`, `l10n-state:new`).
  public var flags: [String] = []
  public var context: String?
  public var id: String
  public var idPlural: String?
  /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … for a plural entry.
  public var strings: [String]
  /// A `#~` entry: kept by gettext tools for reference, never imported.
  public var isObsolete = false
  /// The line of the entry's first line (its first comment or keyword), for messages.
  public var line = 0

  public init(context: String? = nil, id: String, idPlural: String? = nil, strings: [String]) {
    self.context = context
    self.id = id
    self.idPlural = idPlural
    self.strings = strings
  }

  public var isFuzzy: Bool { flags.contains("fuzzy") }
}

/// PO string escaping, both ways, as gettext writes and reads it.
enum POEscaping {
  /// `text` inside double quotes: `\\`, `\"`, `\n`, `\t`, `\r` and the other C escapes; other
  /// control characters as octal (`\030`), which gettext and Translate Toolkit read back.
  static func append(_ text: Substring.UTF8View, to out: inout [UInt8]) {
    for byte in text {
      switch byte {
      case 0x5C: out += [0x5C, 0x5C]
      case 0x22: out += [0x5C, 0x22]
      case 0x0A: out += [0x5C, UInt8(ascii: "n")]
      case 0x09: out += [0x5C, UInt8(ascii: "t")]
      case 0x0D: out += [0x5C, UInt8(ascii: "r")]
      case 0x07: out += [0x5C, UInt8(ascii: "a")]
      case 0x08: out += [0x5C, UInt8(ascii: "b")]
      case 0x0C: out += [0x5C, UInt8(ascii: "f")]
      case 0x0B: out += [0x5C, UInt8(ascii: "v")]
      case 0x00..<0x20, 0x7F:
        out.append(0x5C)
        out += [0x30 + (byte >> 6), 0x30 + ((byte >> 3) & 7), 0x30 + (byte & 7)]
      default: out.append(byte)
      }
    }
  }

  /// The escape after a backslash: the byte it stands for and how many bytes it took (after the
  /// backslash), or nil for an escape gettext does not know.
  static func unescape(_ bytes: ArraySlice<UInt8>) -> (byte: UInt8, length: Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case UInt8(ascii: "n"): return (0x0A, 1)
    case UInt8(ascii: "t"): return (0x09, 1)
    case UInt8(ascii: "r"): return (0x0D, 1)
    case UInt8(ascii: "a"): return (0x07, 1)
    case UInt8(ascii: "b"): return (0x08, 1)
    case UInt8(ascii: "f"): return (0x0C, 1)
    case UInt8(ascii: "v"): return (0x0B, 1)
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): return (first, 1)
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = 0
      var length = 0
      for byte in bytes.prefix(3) {
        guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) else { break }
        value = value * 8 + Int(byte - 0x30)
        length += 1
      }
      return value <= 0xFF ? (UInt8(value), length) : nil
    case UInt8(ascii: "x"):
      var value = 0
      var length = 1
      for byte in bytes.dropFirst().prefix(2) {
        guard let digit = hexValue(byte) else { break }
        value = value * 16 + digit
        length += 1
      }
      return length > 1 ? (UInt8(value), length) : nil
    default: return nil
    }
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - 0x30)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - 0x57)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - 0x37)
    default: nil
    }
  }
}
