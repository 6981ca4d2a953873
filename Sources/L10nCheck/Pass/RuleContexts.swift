import L10nCatalog
import L10nText

// What the walk (`CatalogPass`) has worked out when it calls the rules of each level, once for
// all of them. What is the same for a whole key is in its `KeyContext`, made once per key; the
// contexts of its localizations, texts and coverage languages hold what is their own (the walk
// updates one in place for each). Texts are read where the walk keeps them (`pass.leaves` and
// `pass.groups`, by index).

/// A key, for every rule of the walk: the `KeyRule`s, and with each localization, text or
/// coverage language of it.
struct KeyContext {
  /// The key itself: `editor.title`.
  var name: String
  /// Its index in the catalog's `strings`.
  var index: Int
  var entry: CatalogEntry
  /// Whether Xcode names the key (the InfoPlist table's, Interface Builder's): it follows no key
  /// convention (`XcodeNamedKeys`).
  var isNamedByXcode: Bool
  /// Whether the key is natural-language text rather than a convention key (`KeyScreen`); false
  /// for a key Xcode names.
  var isNaturalLanguage: Bool
  /// The arguments the key's source text formats (`CatalogPass.signature(of:key:)`): empty, or
  /// nil, when it formats none.
  var sourceSignature: ArgumentSignature?
  var sourceTexts: SourceTexts
}

/// Where one localization of a key is, for the `LocalizationRule`s (which get the localization
/// itself beside it).
struct LocalizationContext {
  var language = ""
  /// Its text leaves and plural groups, in `pass.leaves` and `pass.groups`.
  var leaves = 0..<0
  var groups = 0..<0
  /// Its language's facts, in `pass.facts` (`pass.plural(_:)` for its plural rules).
  var facts = 0
  /// Whether it is the source language's.
  var isSource = false
}

/// One translated text, with the source text it is compared with, for the `TextRule`s.
struct TextContext {
  var language: String
  /// The text's leaf in `pass.leaves`; its `place` names it in a message.
  var leaf: Int
  var text: String
  var sourceText: String
  var profile: TextProfile
  var sourceProfile: TextProfile
  /// False for the languages written without a sentence-final period (`LanguageFacts`).
  var writesFinalPeriod: Bool
  /// Whether the language's base code is the source language's (`en-GB` for `en`).
  var sharesSourceBase: Bool
}

/// A counted key in one coverage language, for the `CoverageRule`s.
struct CoverageContext {
  var language = ""
  /// How far the key's localization in the language is translated; nil when it has none.
  var judgement: CoverageJudgement? = nil
}

/// A whole catalog, after the walk over its keys, for the `CatalogRule`s.
struct CatalogContext {
  var input: CatalogInput
  /// Each language in the order the walk met it, with the key that used it first.
  var firstUses: [(language: String, key: String)]

  var catalog: StringCatalog { input.catalog }
}

extension CatalogPass {
  /// Where the text leaf at `index` sits, for a message: ` (plural.one)`; empty for the
  /// localization's own text.
  func place(ofLeaf index: Int) -> String { leaves[index].place }
}
