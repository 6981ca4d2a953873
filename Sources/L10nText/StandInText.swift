/// Text that stands in for a translation without being one: `N/A`, `-`, `TODO`, `TBD`, `???`, only
/// whitespace, or the source pasted unchanged into a language that is not a variant of the source's.
/// Import holds such a target back instead of taking it as translated.
///
/// A target equal to its source that the file marks as the translator's decision (an XLIFF target
/// that is `translated`, `final` or `signed-off`, a PO entry that is not fuzzy) is no stand-in,
/// whatever it is: brand names, acronyms, `%@ (UTC)`, words a language keeps, a single space.
/// Check's `same-as-source` note is where such texts are reported.
public struct StandInText: Sendable, Hashable {
  /// The texts import holds back when no `import.standIns` is configured.
  public static let defaultTexts = ["N/A", "-", "TODO", "TBD", "???"]

  /// The stand-ins, compared after trimming whitespace and ignoring ASCII case.
  public var texts: [String]
  /// Whether the source pasted unchanged is a stand-in where the file does not mark it as the
  /// translator's decision (l10n.yml `import.holdUnchangedSource`); off, it never is.
  public var holdsUnchangedSource: Bool

  public init(texts: [String] = StandInText.defaultTexts, holdsUnchangedSource: Bool = true) {
    self.texts = texts
    self.holdsUnchangedSource = holdsUnchangedSource
  }

  /// Why `target` stands in for a translation into `language` of `source` (in `sourceLanguage`),
  /// or nil when it may be one. The source pasted unchanged counts only where the file does not say
  /// it is the translator's decision (`decided`), the text has a letter outside its placeholders
  /// ("%lld", "—" and "100 %" read the same in every language) and the target language is not a
  /// variant of the source's (`en-GB` of `en`).
  public func reason(
    target: String, source: String, language: String, sourceLanguage: String, decided: Bool = false
  ) -> String? {
    if decided && target == source { return nil }
    let trimmed = target.trimmingWhitespace
    if trimmed.isEmpty { return "only whitespace" }
    let folded = trimmed.lowercasedASCII
    if let standIn = texts.first(where: { $0.trimmingWhitespace.lowercasedASCII == folded }) {
      return "\"\(standIn)\" is a stand-in, not a translation"
    }
    if holdsUnchangedSource, target == source, Self.primaryLanguage(language) != Self.primaryLanguage(sourceLanguage),
      FormatSpecifier.hasLetterOutsidePlaceholders(source)
    {
      return "the source pasted unchanged into \(language)"
    }
    return nil
  }

  /// The language subtag of a tag: `pt` of `pt-BR`, `zh` of `zh_Hant`.
  static func primaryLanguage(_ tag: String) -> String {
    String(tag.prefix { $0 != "-" && $0 != "_" }).lowercasedASCII
  }
}

extension String {
  fileprivate var trimmingWhitespace: Substring {
    let isSpace = { (character: Character) in character.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return self[first...last]
  }
}

extension StringProtocol {
  fileprivate var lowercasedASCII: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
  }
}
