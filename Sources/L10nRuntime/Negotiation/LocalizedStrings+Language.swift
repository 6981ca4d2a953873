extension LocalizedStrings {
  /// The language of the catalogs to answer a request in, from its `Accept-Language` header (RFC
  /// 9110): the best of `languages` for the ranges the client accepts, by quality, then the
  /// header's order (`LanguageNegotiation.best`), else the source language. A range the header
  /// excludes (`q=0`) is never the answer unless it is the source language, nor is a header that
  /// cannot be read an error: it names no language. The 64 best ranges are looked at.
  ///
  /// ```swift
  /// strings.language(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8")   // "fr"
  /// ```
  public func language(acceptLanguage header: String) -> String {
    let excluded = AcceptLanguage.excluded(header).map { LanguageFacts.of($0.tag).comparable }
    let offered = languages.filter { !excluded.contains(LanguageFacts.of($0).comparable) }
    let preferred = AcceptLanguage.parse(header).prefix(64).map(\.tag)
    return LanguageNegotiation.best(preferred: preferred, available: offered) ?? sourceLanguage
  }

  /// The language of the catalogs for someone who reads `preferred`, most wanted first (BCP 47
  /// tags or ICU and Apple IDs: `UserLanguages.preferred`, `Locale.preferredLanguages`): the best
  /// of `languages` (`LanguageNegotiation.best`), else the source language.
  ///
  /// ```swift
  /// strings.language(preferred: ["zh-TW", "en"])   // "zh-Hant"
  /// ```
  public func language(preferred: [String]) -> String {
    LanguageNegotiation.best(preferred: preferred, available: languages) ?? sourceLanguage
  }
}
