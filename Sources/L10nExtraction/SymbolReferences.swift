import L10nCatalog

/// Where code may use a key through the Swift symbol Xcode 26 generates for it
/// (`XcodeStringSymbols`): `Text(.editorTitle)`, `String(localized: .editorTitle)`,
/// `.commonMinutesShort(3, 5)`, `LocalizedStringResource.editorTitle`, and a table's
/// `.Settings.title`.
///
/// Read from the bytes, not the syntax tree, so that it is as cheap as the byte scan and covers the
/// files that scan does not parse (a file with no string literal may still write `Text(.title)`):
/// every `.name` whose dot follows no expression (an implicit member: after a space, `(`, `,`,
/// `:`, `=`, `[`, `{`, `?` or a line start), with `name.member` after it, and every
/// `LocalizedStringResource.name`. It takes a little more than the syntax would (a modifier on the
/// next line, `.padding`, and text in comments), which can only keep a key in use, never lose one.
public enum SymbolReferences {
  /// The names found in `bytes`, each at its first place.
  public static func scan(_ bytes: [UInt8], file: String) -> [KeyPlace] {
    var found: [KeyPlace] = []
    var seen = Set<String>()
    var line = 1
    var lineStart = 0
    var index = 0
    let resource = Array("LocalizedStringResource".utf8)
    func record(_ start: Int, _ end: Int) {
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      guard seen.insert(text).inserted else { return }
      let column = bytes[lineStart..<(start - 1)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
      found.append(KeyPlace(key: text, file: file, line: line, column: column))
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        lineStart = index + 1
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "."), index + 1 < bytes.count, isIdentifierStart(bytes[index + 1]) else {
        index += 1
        continue
      }
      let implicit = index == 0 || startsImplicitMember(bytes[index - 1])
      let afterResource = index >= resource.count && bytes[(index - resource.count)..<index].elementsEqual(resource)
      guard implicit || afterResource else {
        index += 1
        continue
      }
      let start = index + 1
      var end = start
      while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
      record(start, end)
      // `.Settings.title`: a table's symbol, named with its enum.
      if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), isIdentifierStart(bytes[end + 1]) {
        var memberEnd = end + 1
        while memberEnd < bytes.count, isIdentifier(bytes[memberEnd]) { memberEnd += 1 }
        record(start, memberEnd)
      }
      index = end
    }
    return found
  }

  private static func startsImplicitMember(_ before: UInt8) -> Bool {
    switch before {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="),
      UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "?"):
      true
    default: false
    }
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "$")
  }
}
