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
    if let natural = asciiKeyIsNaturalLanguage(key) {
      if natural { return naturalLanguage }
      guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return key }
      if XcodeNamedKeys.isInterfaceBuilderKey(key, comment: comment) { return interfaceBuilder }
      return String(key[..<dot])
    }
    if isNaturalLanguage(key) { return naturalLanguage }
    return String(key.prefix { $0 != "." })
  }

  /// The screen a key's first segment names when the key follows the project's key convention
  /// (`matchesConvention`), nil otherwise: what export's notes and CSV column say, where a group
  /// such as `naturalLanguage` would be no screen. For a convention key it is `of(_:)`'s answer.
  public static func conventional(_ key: String, matchesConvention: Bool) -> String? {
    guard matchesConvention, let dot = key.firstIndex(of: ".") else { return nil }
    return String(key[..<dot])
  }

  /// Whether a key is natural-language text (`"Hello %@"`) rather than a convention key: it holds
  /// a character other than letters, digits, `_`, `.` and `-`.
  public static func isNaturalLanguage(_ key: String) -> Bool {
    // Convention keys are ASCII: answer those without Unicode property lookups.
    if let ascii = asciiKeyIsNaturalLanguage(key) { return ascii }
    return key.unicodeScalars.contains { scalar in
      !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
        || scalar == "-")
    }
  }

  /// `isNaturalLanguage` for an ASCII key, in one pass over its bytes; nil when the key is not
  /// ASCII.
  public static func asciiKeyIsNaturalLanguage(_ key: String) -> Bool? {
    if let answer = key.utf8.withContiguousStorageIfAvailable(asciiKeyIsNaturalLanguage) { return answer }
    return Array(key.utf8).withUnsafeBufferPointer { asciiKeyIsNaturalLanguage($0) }
  }

  private static func asciiKeyIsNaturalLanguage(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var natural = false
    for byte in bytes {
      if byte >= 0x80 { return nil }
      let isKeyByte =
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
      if !isKeyByte { natural = true }
    }
    return natural
  }
}
