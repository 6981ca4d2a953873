import _L10nICUShim

/// What ICU knows for choosing a language: a tag's likely subtags (`zh-TW` is written in
/// Traditional Chinese, `sr` in Cyrillic), CLDR's parent locales (`en-AU` falls back to `en-001`,
/// `es-MX` to `es-419`, `zh-Hant` to the root, never to `zh`) and ICU's own matcher. Tags are BCP 47
/// or ICU and Apple locale IDs (`zh_Hant_TW`, `en_US.UTF-8`); answers are BCP 47, as ICU spells it.
public enum LocaleMatching {
  /// The subtags of a BCP 47 tag as ICU spells it: language, script (four letters), region (two
  /// letters or three digits) and variants, in that order.
  public struct Subtags: Hashable, Sendable {
    public var language: String
    public var script: String?
    public var region: String?
    public var variants: [String]

    public init(language: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
      (self.language, self.script, self.region, self.variants) = (language, script, region, variants)
    }

    /// The parts of a tag ICU spelled (`LocaleMatching.tag`); nil for a tag with no language.
    public init?(_ tag: String) {
      var parts = tag.utf8.split(separator: UInt8(ascii: "-"))[...]
      guard let language = parts.popFirst() else { return nil }
      self.language = String(decoding: language, as: UTF8.self)
      if let next = parts.first, next.count == 4, next.allSatisfy(Self.isLetter) {
        script = String(decoding: next, as: UTF8.self)
        parts = parts.dropFirst()
      }
      if let next = parts.first, Self.isRegion(next) {
        region = String(decoding: next, as: UTF8.self)
        parts = parts.dropFirst()
      }
      variants = parts.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The BCP 47 tag of the subtags.
    public var tag: String {
      ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    private static func isRegion(_ subtag: Substring.UTF8View) -> Bool {
      (subtag.count == 2 && subtag.allSatisfy(isLetter)) || (subtag.count == 3 && subtag.allSatisfy(isDigit))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
  }

  /// The BCP 47 tag of a tag or locale ID as ICU reads it (`zh_Hant_TW` → `zh-Hant-TW`, `EN-us` →
  /// `en-US`, `iw` → `he`, `de-DE-u-co-phonebk` → `de-DE`), extensions and keywords dropped; nil
  /// when no language can be read from it (empty, `*`, `12`, binary).
  public static func tag(_ tag: String) -> String? {
    ICU.read { l10n_icu_locale_tag(tag, $0, $1) }
  }

  /// The tag with its likely subtags added (`uloc_addLikelySubtags`): `zh-TW` → `zh-Hant-TW`, `sr`
  /// → `sr-Cyrl-RS`, `pt` → `pt-Latn-BR`; the tag as ICU spells it when ICU knows no more of it.
  public static func maximized(_ tag: String) -> String? {
    ICU.read { l10n_icu_locale_maximize(tag, $0, $1) }
  }

  /// The tag with the subtags its likely subtags imply taken off (`uloc_minimizeSubtags`):
  /// `zh-Hant-TW` → `zh-TW`, `en-Latn-US` → `en`, `sr-Latn-RS` → `sr-Latn`.
  public static func minimized(_ tag: String) -> String? {
    ICU.read { l10n_icu_locale_minimize(tag, $0, $1) }
  }

  /// CLDR's parent locales, from ICU's data (supplementalData's parentLocales): each locale whose
  /// parent is not the locale with its last subtag cut, to its parent, `und` for the root
  /// (`en-AU` → `en-001`, `pt-AO` → `pt-PT`, `zh-Hant-MO` → `zh-Hant-HK`, `zh-Hant` → `und`).
  public static let parentLocales: [String: String] = {
    guard let lines = ICU.read({ l10n_icu_locale_parents($0, $1) }) else { return [:] }
    var parents: [String: String] = [:]
    for line in lines.split(separator: "\n") {
      let pair = line.split(separator: " ")
      if pair.count == 2 { parents[String(pair[0])] = String(pair[1]) }
    }
    return parents
  }()

  /// The parent of a tag ICU spelled, as CLDR says (`parentLocales`), or else the tag with its
  /// last subtag cut; nil for a tag of a language alone, and for the root (`und`).
  public static func parent(of tag: String) -> String? {
    if let parent = parentLocales[tag] { return parent == "und" ? nil : parent }
    guard let cut = tag.lastIndex(of: "-") else { return nil }
    return String(tag[..<cut])
  }

  /// ICU's own choice of one of `available` for the languages `preferred`, most preferred first
  /// (`uloc_acceptLanguage`: ICU's LocaleMatcher, with CLDR's distances between languages,
  /// scripts and regions, and its threshold): the index into `available` and whether it is the very
  /// language asked for; nil when ICU finds none close enough. Looks at the first 256 preferred.
  public static func icuMatch(preferred: [String], available: [String]) -> (index: Int, exact: Bool)? {
    guard !preferred.isEmpty, !available.isEmpty else { return nil }
    var exact: Int32 = 0
    let index = withCStrings(Array(preferred.prefix(256))) { wanted in
      withCStrings(available) { offered in
        l10n_icu_locale_accept(wanted, Int32(wanted.count), offered, Int32(offered.count), &exact)
      }
    }
    return index >= 0 && Int(index) < available.count ? (Int(index), exact == 1) : nil
  }

  /// Calls `body` with C strings of `strings`, alive for the call.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> Result
  ) -> Result {
    let copies = strings.map { string in
      // A NUL inside a string would cut it short in C: such a tag is no language anyway.
      let bytes = Array(string.utf8.prefix { $0 != 0 })
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (offset, byte) in bytes.enumerated() { copy[offset] = CChar(bitPattern: byte) }
      copy[bytes.count] = 0
      return copy
    }
    defer {
      for copy in copies { copy.deallocate() }
    }
    return body(copies.map { UnsafePointer($0) })
  }
}
