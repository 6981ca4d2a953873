/// The screen a key belongs to, as coverage per screen counts it (`check`, the report's heatmap).
public enum KeyScreen {
  /// Where keys in natural language (`"Open…"`, not a convention key) are counted together.
  public static let naturalLanguage = "(natural-language keys)"

  /// The key's first segment (the whole key when it has no dot); `naturalLanguage` for a key in
  /// natural language.
  public static func of(_ key: String) -> String {
    if CatalogPass.isNaturalLanguage(key) { return naturalLanguage }
    // For ASCII the first "." byte is the first "." character; otherwise a "." may be the
    // start of a longer character.
    if key.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return key }
      return String(key[..<dot])
    }
    return String(key.prefix { $0 != "." })
  }
}
