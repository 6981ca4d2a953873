import Foundation
import L10nCatalog
import L10nText

/// `same-as-source`: the translation equals the source text.
enum SameAsSource: TextRule {
  static let id = RuleID.sameAsSource
  static let group = RuleGroup.quality
  static let defaultSeverity = Severity.note
  static let summary = "The translation equals the source text."
  static let details = """
    Often an untranslated copy; sometimes right (a brand, "OK"). Not reported for variants of the \
    source language (en-GB for en) or texts without letters.
    """

  static var examples: [RuleExample] {
    [
      .fails(
        "Copied English", key: "editor.title", entry: entry(en: "Editor", ["de": "Editor"]), expectLanguage: "de"),
      .passes("British English", key: "editor.title", entry: entry(en: "Editor", ["en-GB": "Editor"])),
    ]
  }

  static func check(_ context: TextContext, of key: KeyContext, in pass: inout CatalogPass) {
    guard !context.sharesSourceBase, context.profile.hasLetters, context.text == context.sourceText else { return }
    pass.emit(
      id, key: key.name, language: context.language,
      "\(context.language)\(pass.place(ofLeaf: context.leaf)): the translation equals the source (\"\(clip(context.text))\")"
    )
  }

  /// The text on one line, at most 60 characters.
  static func clip(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\n", with: "\\n")
    return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
  }
}
