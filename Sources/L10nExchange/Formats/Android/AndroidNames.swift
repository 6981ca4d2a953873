import L10nCatalog

/// How catalog keys and languages become Android's names, and back: a resource name per key and
/// a `values…` folder per language.
public enum AndroidNames {
  /// The prefix of a name that would start with a digit, be empty or be a Java keyword.
  public static let prefix = "key_"

  /// The resource name of `key`, by one rule: lowercased, every character outside `a-z`, `0-9`
  /// and `_` (each Unicode scalar) as `_`, and `key_` before a name that is empty, starts with a
  /// digit or is a Java keyword or literal (`R.string.class` would not compile). "Close Split
  /// Editor" is `close_split_editor`, "1st" `key_1st`, "Settings.Title" `settings_title`.
  public static func resourceName(_ key: String) -> String {
    var name = ""
    name.unicodeScalars.reserveCapacity(key.unicodeScalars.count)
    for scalar in key.lowercased().unicodeScalars {
      let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
      name.unicodeScalars.append(keep ? scalar : "_")
    }
    if name.isEmpty || name.unicodeScalars.first.map({ ("0"..."9").contains($0) }) == true
      || javaKeywords.contains(name)
    {
      name = prefix + name
    }
    return name
  }

  /// The keys of `keys` by their resource names, for reading Android files back into the
  /// catalog they were written from: a name no key maps to is not there.
  public static func keysByName(_ keys: some Sequence<String>) -> [String: String] {
    var result: [String: String] = [:]
    for key in keys where result[resourceName(key)] == nil { result[resourceName(key)] = key }
    return result
  }

  /// Java's keywords and literals (JLS 3.9, 3.10), `_` included: no resource name may be one.
  static let javaKeywords: Set<String> = [
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
    "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
    "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
    "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
    "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
  ]

  /// Android's own codes for three languages, which its resource folders have used since before
  /// BCP 47's (`values-iw` works on every Android version, `values-he` not on old ones).
  static let legacyLanguages = ["he": "iw", "id": "in", "yi": "ji"]

  /// The resource folder of `language` (a BCP 47 tag): `values` for the development language,
  /// `values-fr`, `values-pt-rBR` for a language and a two-letter region, and the BCP 47 form
  /// `values-b+zh+Hant`, `values-b+es+419`, `values-b+sr+Latn+RS` for anything with a script, a
  /// numeric region or a variant. Hebrew, Indonesian and Yiddish take Android's old codes
  /// (`values-iw`, `values-in`, `values-ji`).
  public static func folder(language: String, isSource: Bool = false) -> String {
    if isSource { return "values" }
    var parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard !parts.isEmpty else { return "values" }
    parts[0] = parts[0].lowercased()
    parts[0] = legacyLanguages[parts[0]] ?? parts[0]
    for index in parts.indices.dropFirst() {
      let part = parts[index]
      if part.count == 4, part.allSatisfy(\.isLetter) {
        parts[index] = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if part.count == 2 {
        parts[index] = part.uppercased()
      }
    }
    if parts.count == 1 { return "values-" + parts[0] }
    if parts.count == 2, parts[1].count == 2, parts[1].allSatisfy(\.isLetter) {
      return "values-\(parts[0])-r\(parts[1])"
    }
    return "values-b+" + parts.joined(separator: "+")
  }

  /// The language of a resource folder's name, as a BCP 47 tag: `fr` of `values-fr`, `pt-BR` of
  /// `values-pt-rBR`, `zh-Hant` of `values-b+zh+Hant`, `he` of `values-iw`. nil for `values` (the
  /// default language, which the file does not name) and for a folder whose qualifiers are not a
  /// language and region alone (`isLanguageFolder`): `values-night`, `values-v21`, `values-car`
  /// (car mode: aapt2 reads `car` as the UI mode, never as a language), `values-fr-night` (French
  /// at night, not French).
  public static func language(ofFolder folder: String) -> String? {
    guard folder.hasPrefix("values-") else { return nil }
    let qualifiers = folder.dropFirst("values-".count).split(separator: "-", omittingEmptySubsequences: false)
      .map(String.init)
    var parts: [String]
    if qualifiers.count == 1, qualifiers[0].hasPrefix("b+") {
      parts = qualifiers[0].dropFirst(2).split(separator: "+", omittingEmptySubsequences: false).map(String.init)
      guard let tag = bcp47(parts) else { return nil }
      parts = tag
    } else {
      guard (1...2).contains(qualifiers.count), isLanguageCode(qualifiers[0]) else { return nil }
      parts = [qualifiers[0]]
      if qualifiers.count == 2 {
        let region = qualifiers[1]
        guard region.count == 3, region.hasPrefix("r"), region.dropFirst().allSatisfy(isASCIILetter) else {
          return nil
        }
        parts.append(region.dropFirst().uppercased())
      }
    }
    if let modern = legacyLanguages.first(where: { $0.value == parts[0] })?.key { parts[0] = modern }
    return parts.joined(separator: "-")
  }

  /// Whether `folder` is the default `values` or a language's (`values-fr`, `values-pt-rBR`,
  /// `values-b+zh+Hant`), which a catalog's languages map to; not a device's or a
  /// configuration's (`values-night`, `values-land`, `values-sw600dp`, `values-car`).
  public static func isLanguageFolder(_ folder: String) -> Bool {
    folder == "values" || language(ofFolder: folder) != nil
  }

  /// A language qualifier as aapt2 reads one (`LocaleValue::InitFromParts`): two or three
  /// lowercase letters, but `car`, which is the UI mode.
  private static func isLanguageCode(_ text: String) -> Bool {
    (2...3).contains(text.count) && text != "car" && text.allSatisfy { isASCIILetter($0) && $0.isLowercase }
  }

  private static func isASCIILetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  /// The subtags of a `b+` qualifier (`zh+Hant+HK`), in BCP 47's order and case: a language of
  /// two or three letters, then at most a script (four letters), a region (two letters or three
  /// digits) and variants (five to eight letters or digits, or four starting with a digit); nil
  /// for anything else.
  private static func bcp47(_ subtags: [String]) -> [String]? {
    guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy(isASCIILetter) else {
      return nil
    }
    var result = [language.lowercased()]
    var stage = 0  // 1 after a script, 2 after a region
    for subtag in subtags.dropFirst() {
      let alphanumeric = subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      if stage < 1, subtag.count == 4, subtag.allSatisfy(isASCIILetter) {
        result.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
        stage = 1
      } else if stage < 2, subtag.count == 2, subtag.allSatisfy(isASCIILetter) {
        result.append(subtag.uppercased())
        stage = 2
      } else if stage < 2, subtag.count == 3, subtag.allSatisfy({ $0.isASCII && $0.isNumber }) {
        result.append(subtag)
        stage = 2
      } else if alphanumeric,
        (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first!.isNumber)
      {
        result.append(subtag.lowercased())
        stage = 3
      } else {
        return nil
      }
    }
    return result
  }
}
