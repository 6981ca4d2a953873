import L10nText

/// The screen a key belongs to, as coverage per screen counts it (`check`, the report's heatmap).
public enum KeyScreen {
  /// Where keys in natural language (`"Open…"`, not a convention key) are counted together.
  public static let naturalLanguage = "(natural-language keys)"
  /// Where Interface Builder's keys (`0HX-j9-5jF.title`) are counted together: an object ID is
  /// no screen.
  public static let interfaceBuilder = "(Interface Builder keys)"
  /// Where the keys of `InfoPlist.xcstrings` (`CFBundleName`) are counted together.
  public static let infoPlist = "(Info.plist keys)"

  /// The key's first segment (the whole key when it has no dot); `naturalLanguage` for a key in
  /// natural language; for keys Xcode names (`XcodeNamedKeys`), `interfaceBuilder` or, every key
  /// of the `InfoPlist` table (`inInfoPlist`), `infoPlist`.
  ///
  /// - Parameter comment: the key's comment, which names an Interface Builder text's object.
  public static func of(_ key: String, comment: String? = nil, inInfoPlist: Bool = false) -> String {
    if inInfoPlist { return infoPlist }
    // For ASCII the first "." byte is the first "." character; otherwise a "." may be the
    // start of a longer character.
    if let natural = CatalogPass.asciiKeyIsNaturalLanguage(key) {
      if natural { return naturalLanguage }
      guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return key }
      if XcodeNamedKeys.isInterfaceBuilderKey(key, comment: comment) { return interfaceBuilder }
      return String(key[..<dot])
    }
    if CatalogPass.isNaturalLanguage(key) { return naturalLanguage }
    return String(key.prefix { $0 != "." })
  }
}
