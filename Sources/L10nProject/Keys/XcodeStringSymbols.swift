import L10nText

/// The Swift symbols Xcode 26 generates for a String Catalog's `manual` keys ("Generate String Catalog
/// Symbols", `STRING_CATALOG_GENERATE_SYMBOLS`): `xcstringstool generate-symbols` writes them to
/// `GeneratedStringSymbols_<Table>.swift` as `static var`s and `static func`s on
/// `LocalizedStringResource`, so that code writes `Text(.editorTitle)` for the key `editor.title`.
///
/// The rules follow Xcode's own output (see `XcodeStringSymbolsTests` for the generated files they were
/// read from): placeholders leave the name, apostrophes are dropped, every other character that is not a
/// letter, a digit or `$` separates words, as does a digit followed by a letter; each word's leading
/// capitals are lowercased ("JSON" → "json", "CFBundle" → "cfbundle", "iCloud" stays), the words after the
/// first start with a capital, and a name that starts with a digit gets a leading `_`.
public enum XcodeStringSymbols {
  /// One argument of a generated `static func`.
  public struct Parameter: Hashable, Sendable {
    /// The argument label: a named placeholder's name (`%1$(count)lld` → `count`) or a substitution's
    /// (`%#@files@` → `files`); nil for an unnamed one, which Xcode writes `_ argN`.
    public var label: String?
    /// The Swift type Xcode gives the argument: `String` for `%@`, `Int` for `%lld`, `Int32` for `%d`.
    public var type: String

    public init(label: String?, type: String) {
      self.label = label
      self.type = type
    }
  }

  /// The Swift symbol Xcode 26 generates for a manual key, or nil where it derives none: a key with no
  /// letter or digit outside its placeholders ("", "%lld", "%@ → %@"), for which Xcode reports "Unable to
  /// derive a symbol name from this key", and one whose name is a Swift keyword ("Type"), which it reports
  /// as "too close to a reserved keyword".
  public static func symbol(forKey key: String) -> String? {
    var text = FormatSpecifier.withoutPlaceholders(key)
    if let ascii = text.withUTF8(asciiSymbol) { return ascii }
    return characterSymbol(text)
  }

  /// `symbol(forKey:)` of a key's text without placeholders, by its bytes: `.none` when a byte is
  /// not ASCII, else what the walk over characters (`characterSymbol`) gives, without its cost.
  static func asciiSymbol(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 1)
    var wordLength = 0
    var words = 0
    var runOfCapitals = false
    var previousDigit = false
    for byte in bytes {
      guard byte < 0x80 else { return .none }
      if byte == UInt8(ascii: "'") { continue }
      let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
      let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard upper || lower || digit || byte == UInt8(ascii: "$") else {
        wordLength = 0
        previousDigit = false
        continue
      }
      if previousDigit, upper || lower { wordLength = 0 }
      if wordLength == 0 {
        // A word's first character: lowercased in the first word, uppercased in the others.
        words += 1
        runOfCapitals = upper
        out.append(words == 1 ? (upper ? byte + 32 : byte) : (lower ? byte - 32 : byte))
      } else if runOfCapitals, upper {
        out.append(byte + 32)
      } else {
        runOfCapitals = false
        out.append(byte)
      }
      wordLength += 1
      previousDigit = digit
    }
    guard let first = out.first else { return .some(nil) }
    let symbol = String(decoding: out, as: UTF8.self)
    guard !reservedWords.contains(symbol.lowercased()) else { return .some(nil) }
    return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") ? "_" + symbol : symbol
  }

  /// `symbol(forKey:)` of a key's text without placeholders, character by character.
  static func characterSymbol(_ key: String) -> String? {
    let text = Array(key)
    var words: [String] = []
    var word = ""
    var previous: Character?
    for character in text where character != "'" && character != "\u{2019}" {
      guard character.isLetter || character.isNumber || character == "$" else {
        if !word.isEmpty { words.append(word) }
        word = ""
        previous = nil
        continue
      }
      // "1month" reads as two words: `permission.expiry.1month` → `permissionExpiry1Month`.
      if let previous, previous.isNumber, character.isLetter {
        words.append(word)
        word = ""
      }
      word.append(character)
      previous = character
    }
    if !word.isEmpty { words.append(word) }

    var symbol = ""
    for (index, word) in words.enumerated() {
      let capitals = word.prefix { $0.isUppercase }
      let lowered = capitals.lowercased() + word.dropFirst(capitals.count)
      symbol += index == 0 ? lowered : lowered.prefix(1).uppercased() + lowered.dropFirst()
    }
    guard let first = symbol.first, !reservedWords.contains(symbol.lowercased()) else { return nil }
    return first.isNumber ? "_" + symbol : symbol
  }

  /// The member path code writes after the dot for `key` in `table`: the bare symbol for the
  /// `Localizable` table, whose symbols sit on `LocalizedStringResource` itself, and `Table.symbol` for
  /// any other, whose symbols Xcode nests in `enum Table`. Nil where the key derives no symbol, or where
  /// the table's name is not a plain identifier (what Xcode does with such a name is not known).
  public static func memberPath(forKey key: String, table: String) -> String? {
    guard let symbol = symbol(forKey: key) else { return nil }
    if table == "Localizable" { return symbol }
    guard let first = table.first, first.isLetter || first == "_",
      table.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return table + "." + symbol
  }

  /// The parameters, in argument order, of the symbol generated for a key whose source-language value is
  /// `sourceValue`: empty when Xcode writes a `static var`, else those of its `static func`. A positional
  /// placeholder (`%2$@`) takes its argument's place, sequential ones count up from 1, and one argument
  /// used twice is one parameter; `%%` is a percent sign.
  ///
  /// - Parameter substitutionSpecifiers: each `%#@name@` substitution's `formatSpecifier` (`lld`), which
  ///   types its parameter; a substitution missing from it is taken as `lld`.
  public static func parameters(sourceValue: String, substitutionSpecifiers: [String: String] = [:]) -> [Parameter] {
    guard sourceValue.containsASCII(UInt8(ascii: "%")) else { return [] }
    var found: [Int: Parameter] = [:]
    var next = 1
    for placeholder in FormatSpecifier.parse(sourceValue) {
      let position = placeholder.position ?? next
      if placeholder.position == nil { next += 1 } else { next = max(next, position + 1) }
      var parameter: Parameter
      if let substitution = placeholder.substitution {
        let specifier = substitutionSpecifiers[substitution] ?? "lld"
        parameter = Parameter(label: substitution, type: swiftType(forFormatSpecifier: specifier) ?? "Int")
      } else {
        parameter = Parameter(label: placeholder.name, type: swiftType(of: placeholder) ?? "")
      }
      if let earlier = found[position] {
        parameter = Parameter(label: earlier.label ?? parameter.label, type: earlier.type)
      }
      found[position] = parameter
    }
    return found.keys.sorted().compactMap { found[$0] }
  }

  /// The Swift type Xcode gives an argument formatted by `specifier`, written as a placeholder (`%lld`,
  /// `%1$(count)lld`) or as a substitution's `formatSpecifier` field (`lld`, `.1f`); nil for anything
  /// that is not one placeholder. `%d` is `Int32` and `%u` `UInt32`, `%ld`/`%lld` `Int` and
  /// `%lu`/`%llu` `UInt`, `%f` `Float` but `%lf`, `%g` and `%e` `Double`, `%@` `String`.
  public static func swiftType(forFormatSpecifier specifier: String) -> String? {
    guard let placeholder = FormatSpecifier.single(specifier.hasPrefix("%") ? specifier : "%" + specifier),
      placeholder.substitution == nil
    else { return nil }
    return swiftType(of: placeholder)
  }

  /// Whether two manual keys of one table make Xcode report "This string key would generate the same
  /// symbol as …": they derive the same symbol with the same parameters. A `var` and a `func` of one name,
  /// or funcs whose parameter types or labels differ, are overloads Swift accepts.
  public static func collide(key: String, sourceValue: String, otherKey: String, otherSourceValue: String) -> Bool {
    guard let symbol = symbol(forKey: key), symbol == self.symbol(forKey: otherKey) else { return false }
    return parameters(sourceValue: sourceValue) == parameters(sourceValue: otherSourceValue)
  }

  /// Names Xcode will not generate (compared lowercased): Swift's reserved words, and the metatype
  /// members `Type` and `Protocol`. Contextual keywords such as `open` or `set` are left out.
  private static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "any", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "type",
  ]

  /// The Swift type of a placeholder's argument, by its conversion and length modifier.
  private static func swiftType(of placeholder: FormatSpecifier) -> String? {
    swiftType(conversion: placeholder.conversion, length: placeholder.length)
  }

  /// The Swift type for a conversion and its length modifier, or nil for a pair Xcode has no type for.
  private static func swiftType(conversion: Character, length: String) -> String? {
    let long = ["l", "ll", "q", "z", "j", "t"].contains(length)
    switch conversion {
    case "@": return length.isEmpty ? "String" : nil
    case "d", "i": return long ? "Int" : ["": "Int32", "h": "Int16", "hh": "Int8"][length]
    case "u", "x", "X", "o": return long ? "UInt" : ["": "UInt32", "h": "UInt16", "hh": "UInt8"][length]
    case "D": return length.isEmpty ? "Int" : nil
    case "U", "O": return length.isEmpty ? "UInt" : nil
    case "f", "F": return ["": "Float", "l": "Double"][length]
    case "e", "E", "g", "G", "a", "A": return ["", "l"].contains(length) ? "Double" : nil
    // Not seen in Xcode's output: the types C gives them.
    case "c": return length.isEmpty ? "CChar" : nil
    case "s": return length.isEmpty ? "UnsafePointer<CChar>" : nil
    case "p": return length.isEmpty ? "UnsafeRawPointer" : nil
    default: return nil
    }
  }
}
