import Foundation
import L10nCatalog
import L10nText

extension RuleID {
  public static let sameAsSource = RuleID("same-as-source")
}

/// `same-as-source`: the translation equals the source text.
struct SameAsSource: TextRule {
  static let id = RuleID.sameAsSource
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.note
  static let summary = "The translation equals the source text."
  static let details = """
    Often an untranslated copy; sometimes right (a brand, "OK"). `l10n import` takes such a text \
    as the file says where it marks it translated, so this note is where they are listed. Not \
    reported, as Weblate's "unchanged translation" check: for variants of the source language \
    (en-GB for en); texts without letters; a single word in capitals or with digits (an acronym \
    or a code: API, A11Y, UTF8); a text made only of glossary terms marked do-not-translate \
    (l10n.yml's `glossary:`, a CSV's `translatable` column saying no, TBX's \
    `<descrip type="Translation needed">No</descrip>`).
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "Copied English", key: "editor.title", entry: entry(en: "Editor", ["de": "Editor"]), expectLanguage: "de"),
      .passes("British English", key: "editor.title", entry: entry(en: "Editor", ["en-GB": "Editor"])),
      .passes("An acronym", key: "settings.api", entry: entry(en: "API", ["de": "API"])),
      .passes("A code with digits", key: "settings.encoding", entry: entry(en: "UTF8", ["fr": "UTF8"])),
    ]
  }

  /// The project's glossary when it marks terms do-not-translate; nil otherwise.
  private var glossary: CheckGlossary?

  mutating func prepare(_ settings: NoSettings, for inputs: [CatalogInput], with resources: any CheckResources) throws {
    glossary = try CheckGlossary(inputs, resources).flatMap { $0.marksDoNotTranslate ? $0 : nil }
  }

  func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard !context.sharesSourceBase, context.profile.hasLetters, context.text == context.sourceText,
      !Self.isCode(context.text),
      glossary?.keepsSource(context.sourceText, sourceLanguage: pass.catalog.sourceLanguage) != true
    else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language)\(pass.place(ofLeaf: context.leaf)): the translation equals the source (\"\(Self.clip(context.text))\")"
    )
  }

  /// Whether `text` is a single word (no whitespace inside, a letter in it) in capitals or with a
  /// digit: an acronym or a code (`API`, `A11Y`, `UTF8`, `HTTP/2`), the same in every language.
  static func isCode(_ text: String) -> Bool {
    let word = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !word.isEmpty, !word.contains(where: \.isWhitespace), word.contains(where: \.isLetter) else {
      return false
    }
    // Digits are decimal ones (0-9 in any script), not ideographs with a numeric value (京).
    let hasDigit = word.unicodeScalars.contains { $0.properties.numericType == .decimal }
    return hasDigit || (word.contains(where: \.isUppercase) && !word.contains(where: \.isLowercase))
  }

  /// The text on one line, at most 60 characters.
  static func clip(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: "\\n")
    return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
  }
}
