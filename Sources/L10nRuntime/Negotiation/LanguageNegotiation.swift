import L10nICU

/// Which of a catalog's languages answers for a language asked for.
public enum LanguageNegotiation {
  /// The languages of `available` that answer for `tag`, best first, ending with `source`: the tag
  /// itself, then the tag with its last subtag dropped, and so on (`fr-CA`, `fr`), then the source
  /// language. Only languages in `available` (compared without regard to case, `_` read as `-`),
  /// each once, spelled as `available` spells them; `source` always ends the chain.
  public static func fallbackChain(for tag: String, available: Set<String>, source: String) -> [String] {
    var byComparable: [String: String] = [:]
    for language in available.sorted() { byComparable[LanguageTags.comparable(language)] = language }
    var chain: [String] = []
    var subtags = LanguageTags.comparable(tag).split(separator: "-")
    while !subtags.isEmpty {
      if let language = byComparable[subtags.joined(separator: "-")], !chain.contains(language) {
        chain.append(language)
      }
      subtags.removeLast()
    }
    chain.removeAll { LanguageTags.same($0, source) }
    chain.append(source)
    return chain
  }
}
