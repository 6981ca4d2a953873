/// The screen a key belongs to, as coverage per screen counts it (`check`, the report's heatmap).
public enum KeyScreen {
  /// The key's first segment; the whole key when it has no dot.
  public static func of(_ key: String) -> String {
    // For ASCII the first "." byte is the first "." character; otherwise a "." may be the
    // start of a longer character.
    if key.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return key }
      return String(key[..<dot])
    }
    return String(key.prefix { $0 != "." })
  }
}
