import L10nICU

/// Which of a catalog's languages answers for the languages someone reads, by BCP 47 and CLDR's
/// data in ICU. Tags are BCP 47 tags or ICU and Apple locale IDs (`zh-Hant-TW`, `zh_Hant_TW`,
/// `en_US`); answers are spelled as the catalog spells them.
///
/// A language answers for a tag when it is the tag itself, or on the tag's fallback chain
/// (`fallbackChain`), or of the same language and script once ICU adds the likely subtags (`fr-FR`
/// for `fr-CA`, `pt-BR` for `pt-PT` when there is no `pt`), or, last, of the same language in
/// another script when ICU's matcher accepts it (`sr` for `sr-Latn`, never `zh-Hans` for
/// `zh-Hant`). What ICU says of a tag is worked out once and kept (4,096 tags at most).
public enum LanguageNegotiation {
  /// The best of `available` for someone who reads `preferred`, most preferred first, or nil when
  /// none answers for any of them. As Apple's `Bundle.preferredLocalizations(from:forPreferences:)`,
  /// the order of `preferred` goes before how well a language matches: for `["fr-CA", "en"]` a
  /// catalog with `fr-FR` and `en` answers `fr-FR`. For each preferred language in turn: the very
  /// language, then its fallback chain (`en-AU` → `en-001` → `en-GB` → `en`, `zh-TW` → `zh-Hant`,
  /// `es-MX` → `es-419` → `es`), then the same language and script (the one ICU's matcher finds
  /// closest, else the first of `available`), then the same language in another script if ICU's
  /// matcher accepts it. `*` and tags ICU cannot read are passed over.
  public static func best(preferred: [String], available: [String]) -> String? {
    guard !available.isEmpty else { return nil }
    let offered = available.map { (tag: $0, facts: LanguageFacts.of($0)) }
    for wanted in preferred where wanted != "*" {
      let facts = LanguageFacts.of(wanted)
      if let same = offered.first(where: { $0.facts.isNamed(by: facts.comparable) }) { return same.tag }
      for candidate in facts.fallbacks {
        if let language = offered.first(where: { $0.facts.isNamed(by: candidate) }) { return language.tag }
      }
      guard let maximized = facts.maximized else { continue }
      let sameLanguage = offered.filter { $0.facts.maximized?.language == maximized.language }
      let sameScript = sameLanguage.filter { $0.facts.maximized?.script == maximized.script }.map(\.tag)
      if !sameScript.isEmpty {
        return sameScript[LocaleMatching.icuMatch(preferred: [wanted], available: sameScript)?.index ?? 0]
      }
      let otherScript = sameLanguage.map(\.tag)
      if let match = LocaleMatching.icuMatch(preferred: [wanted], available: otherScript) {
        return otherScript[match.index]
      }
    }
    return nil
  }

  /// The languages of `available` that answer for `tag`, best first, then `source`, each once:
  /// the tag itself, then its CLDR fallback chain as ICU's data has it, each step written both with
  /// its script and without it when the script is the one the rest implies (`fr-CA` → `fr`;
  /// `zh-TW` → `zh-Hant-TW`, `zh-Hant`; `zh-Hant-HK` → `zh-HK`, `zh-Hant`; `zh-MO` → `zh-HK`,
  /// `zh-Hant`; `es-MX` → `es-419`, `es`; `pt-AO` → `pt-PT`, `pt`; `sr-Latn-RS` → `sr-Latn`; `nb` →
  /// `no`). A script never falls back to the language's default script (`zh-Hant` stops there, not
  /// at `zh`, which is `zh-Hans`), nor a language to a regional locale of another (CLDR's `ht` → `fr-HT`
  /// and `hi-Latn` → `en-IN` are data inheritance, not what their readers read; `nb` → `no` is
  /// followed). As Apple does, `en-001`
  /// (CLDR's English outside the US, the parent of `en-AU`, `en-IN`, `en-150` …) is followed by
  /// `en-GB`, and `no` by `nb`. Languages of `available` are compared without regard to case and
  /// with `_` read as `-`; `source` ends the chain whether or not it is in `available`.
  public static func fallbackChain(for tag: String, available: Set<String>, source: String) -> [String] {
    let offered = available.sorted().map { (tag: $0, facts: LanguageFacts.of($0)) }
    let facts = LanguageFacts.of(tag)
    let sourceForm = LanguageFacts.comparable(source)
    var chain: [String] = []
    for candidate in [facts.comparable] + facts.fallbacks {
      guard let language = offered.first(where: { $0.facts.isNamed(by: candidate) })?.tag else { continue }
      if !chain.contains(language) && LanguageFacts.comparable(language) != sourceForm { chain.append(language) }
    }
    return chain + [source]
  }
}
