import Foundation
import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// The translation-quality rules and their checks, run per translated text, and the language
/// tags, checked once per catalog.
extension Rules {
  // MARK: Quality

  static let quality: [Rule] = [
    Rule(
      id: .whitespace, defaultSeverity: .warning,
      summary: "Leading or trailing whitespace differs from the source.",
      details: "Spaces at the ends are usually a copy-paste slip, or lost where the source needs them (`\"Name: \"`).",
      examples: [
        .fails("A trailing space", key: "editor.title", entry: entry(en: "Editor", ["fr": "Éditeur "])),
        .passes("Same ends as the source", key: "form.name_label", entry: entry(en: "Name: ", ["fr": "Nom : "])),
      ]),
    Rule(
      id: .endPunctuation, defaultSeverity: .warning,
      summary: "The source ends a sentence and the translation does not, or the other way round.",
      details: """
        Sentence ends are `.`, `!`, `?`, `:`, `…` and their Arabic, CJK and other script forms (`؟`, \
        `。`, `！`). Languages written without a final period (Thai, Lao, Burmese, Khmer) are not checked.
        """,
      examples: [
        .fails(
          "A lost period", key: "editor.saved_message", entry: entry(en: "Saved.", ["de": "Gespeichert"])
        ),
        .passes(
          "Japanese full stop", key: "editor.saved_message", entry: entry(en: "Saved.", ["ja": "保存しました。"])
        ),
      ]),
    Rule(
      id: .doubleSpace, defaultSeverity: .warning,
      summary: "The translation has two spaces in a row and the source does not.",
      details: "Usually a slip when editing.",
      examples: [
        .fails(
          "Two spaces", key: "editor.title", entry: entry(en: "Open editor", ["fr": "Ouvrir  l’éditeur"])
        ),
        .passes("One space", key: "editor.title", entry: entry(en: "Open editor", ["fr": "Ouvrir l’éditeur"])),
      ]),
    Rule(
      id: .brackets, defaultSeverity: .warning,
      summary: "The translation's brackets are unbalanced and the source's are not.",
      details: "Counts `()`, `[]`, `{}` and full-width `（）`.",
      examples: [
        .fails(
          "A missing parenthesis", key: "files.size", entry: entry(en: "Size (MB)", ["fr": "Taille (Mo"])
        ),
        .passes("Balanced", key: "files.size", entry: entry(en: "Size (MB)", ["fr": "Taille (Mo)"])),
      ]),
    Rule(
      id: .sameAsSource, defaultSeverity: .note,
      summary: "The translation equals the source text.",
      details: """
        Often an untranslated copy; sometimes right (a brand, "OK"). Not reported for variants of the \
        source language (en-GB for en) or texts without letters.
        """,
      examples: [
        .fails("Copied English", key: "editor.title", entry: entry(en: "Editor", ["de": "Editor"])),
        .passes("British English", key: "editor.title", entry: entry(en: "Editor", ["en-GB": "Editor"])),
      ]),
    Rule(
      id: .lineBreaks, defaultSeverity: .warning,
      summary: "The translation has a different number of line breaks than the source.",
      details: "Layouts are often built for the source's lines.",
      examples: [
        .fails(
          "A lost line break", key: "onboarding.body",
          entry: entry(en: "Welcome!\nLet's start.", ["fr": "Bienvenue ! Commençons."])),
        .passes(
          "Same lines", key: "onboarding.body",
          entry: entry(en: "Welcome!\nLet's start.", ["fr": "Bienvenue !\nCommençons."])),
      ]),
    Rule(
      id: .unknownLanguage, defaultSeverity: .error,
      summary: "A language tag ICU does not know, or not spelled as Xcode writes it.",
      details: """
        Checked with ICU: the language, and the script and region when given (`pt-BR`, `zh-Hans`, \
        `es-419`). `english` or `fr-XX` are typos that no device will ever load; `pt_br` or `FR` \
        spell a language otherwise than Xcode does, and the message names the spelling meant. \
        CLDR's pseudo-locales `en-XA` and `ar-XB` (`export --pseudo`) pass. Import and every \
        `--lang` judge a tag the same way.
        """,
      examples: [
        .fails("A typo", key: "editor.title", entry: entry(en: "Editor", ["fr-FX2": "Éditeur"])),
        .fails("Not as Xcode spells it", key: "editor.title", entry: entry(en: "Editor", ["pt_br": "Editor"])),
        .passes(
          "Script and region", key: "editor.title",
          entry: entry(en: "Editor", ["zh-Hans": "编辑器", "es-419": "Editor"])),
        .passes(
          "A pseudo-locale", key: "editor.title", entry: entry(en: "Editor", ["en-XA": "[Éđîţöŕ ·]"])),
      ]),
  ]
}

extension CatalogPass {
  mutating func checkQuality(
    _ key: String, _ language: String, _ leafRange: Range<Int>, _ factsIndex: Int, sourceTexts: SourceTexts
  ) {
    let writesFinalPeriod = facts[factsIndex].writesFinalPeriod
    let sharesSourceBase = facts[factsIndex].sharesSourceBase
    // The leaves are read where they are (a copy retains each of a leaf's texts), the whole
    // leaf only for a message.
    for index in leafRange where leaves[index].state == .translated || leaves[index].state == .needsReview {
      let text = leaves[index].value
      guard !text.isEmpty else { continue }
      let leaf = leaves[index]
      let sourcePath =
        sourceTexts[leaf.textPath] != nil
        ? leaf.textPath : leaf.otherPath.flatMap { sourceTexts[$0] != nil ? $0 : nil } ?? TextPath()
      guard let sourceText = sourceTexts[sourcePath], !sourceText.isEmpty else { continue }
      let profile = TextProfile(text)
      let sourceProfile: TextProfile
      if let known = sourceProfiles.firstIndex(where: { $0.0 == sourcePath }) {
        sourceProfile = sourceProfiles[known].1
      } else {
        sourceProfile = TextProfile(sourceText)
        sourceProfiles.append((sourcePath, sourceProfile))
      }
      if profile.leadingWhitespace != sourceProfile.leadingWhitespace
        || profile.trailingWhitespace != sourceProfile.trailingWhitespace
      {
        emit(
          .whitespace, key: key, language: language,
          "\(language)\(leaf.place): leading or trailing whitespace differs from the source")
      }
      if writesFinalPeriod, profile.endsSentence != sourceProfile.endsSentence {
        emit(
          .endPunctuation, key: key, language: language,
          sourceProfile.endsSentence
            ? "\(language)\(leaf.place): the source ends with punctuation, the translation does not"
            : "\(language)\(leaf.place): the translation ends with punctuation, the source does not")
      }
      if profile.doubleSpace, !sourceProfile.doubleSpace {
        emit(.doubleSpace, key: key, language: language, "\(language)\(leaf.place): two spaces in a row")
      }
      if !profile.bracketsBalanced, sourceProfile.bracketsBalanced {
        emit(.brackets, key: key, language: language, "\(language)\(leaf.place): unbalanced brackets")
      }
      if !sharesSourceBase, profile.hasLetters, text == sourceText {
        emit(
          .sameAsSource, key: key, language: language,
          "\(language)\(leaf.place): the translation equals the source (\"\(Self.clip(text))\")")
      }
      if profile.lineBreaks != sourceProfile.lineBreaks {
        let count = profile.lineBreaks
        emit(
          .lineBreaks, key: key, language: language,
          "\(language)\(leaf.place): \(Counted.phrase(count, "line break")), the source has \(sourceProfile.lineBreaks)"
        )
      }
    }
  }

  static func clip(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: "\\n")
    return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
  }

  mutating func checkLanguageTags() {
    guard enabled(.unknownLanguage) else { return }
    var reported = Set<String>()
    // As import and every --lang judge a tag (`LanguageTags`): known to ICU, spelled as Xcode
    // writes it; CLDR's pseudo-locales, which `export --pseudo` makes, pass.
    if let problem = LanguageTags.problem(with: source, catalogLanguages: []) {
      emit(.unknownLanguage, key: nil, "the source language \"\(source)\" \(problem)")
      reported.insert(source)
    }
    // The walk noted each language with the first key that has it, in catalog order.
    for (language, key) in firstUses where !reported.contains(language) {
      reported.insert(language)
      if let problem = LanguageTags.problem(with: language, catalogLanguages: []) {
        emit(.unknownLanguage, key: key, language: language, "\"\(language)\" \(problem); first used by \"\(key)\"")
      }
    }
  }
}
