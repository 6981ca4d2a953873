/// The screen a key belongs to, as coverage per screen counts it (`check`, the report's heatmap).
public enum KeyScreen {
  /// Where keys in natural language (`"Open…"`, not a convention key) are counted together.
  public static let naturalLanguage = "(natural-language keys)"

  /// The key's first segment (the whole key when it has no dot); `naturalLanguage` for a key in
  /// natural language.
  public static func of(_ key: String) -> String {
    // For ASCII the first "." byte is the first "." character; otherwise a "." may be the
    // start of a longer character.
    if let natural = CatalogPass.asciiKeyIsNaturalLanguage(key) {
      if natural { return naturalLanguage }
      guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return key }
      return String(key[..<dot])
    }
    if CatalogPass.isNaturalLanguage(key) { return naturalLanguage }
    return String(key.prefix { $0 != "." })
  }
}
