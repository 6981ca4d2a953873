import Foundation

/// Language tags as people write them: in a catalog, in the file a translator sends back (XLIFF
/// `target-language`, the CSV `target (…)` column) and on the command line (`--lang fr,de`).
/// Each must be a language, spelled as Xcode writes it: a typo adds or reports a language no
/// device ever loads. The one judgement of a tag for check, import and every `--lang`.
public enum LanguageTags {
  /// The tags of a repeatable, comma-separated option (`--lang fr,de --lang ja`): split at
  /// commas, blanks around them dropped, empty ones left out, each tag once, in order.
  public static func list(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.flatMap { $0.split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// Why `tag` cannot be the language of translations for a catalog with `catalogLanguages`, or
  /// nil when it can.
  public static func problem(with tag: String, catalogLanguages: [String]) -> String? {
    if catalogLanguages.contains(tag) || pseudoLanguages.contains(tag) { return nil }
    let conventional = conventionalSpelling(tag)
    if let meant = catalogLanguages.first(where: { $0.lowercased() == conventional.lowercased() }) {
      return "is not how the catalog writes this language: it has \"\(meant)\"; did you mean \"\(meant)\"?"
    }
    guard !tag.isEmpty else { return "is empty; it must be a language tag such as fr, pt-BR or zh-Hans" }
    if ICU.isKnownLanguageTag(conventional) && tag != conventional {
      return "is not a language tag as Xcode writes it; did you mean \"\(conventional)\"?"
    }
    if tag != conventional || !ICU.isKnownLanguageTag(tag) {
      return "is not a language tag ICU knows (such as fr, pt-BR, zh-Hans or es-419)"
    }
    return nil
  }

  /// CLDR's pseudo-locales (accented English, right-to-left English), which ICU has no data for:
  /// `export --pseudo` writes them, and a catalog that imported them has them.
  public static let pseudoLanguages: Set<String> = ["en-XA", "ar-XB"]

  /// Whether two tags are one as people write them in files: the same without regard to case, `_`
  /// read as `-` (TMX files write `FR-fr` or `fr_FR` for `fr-FR`). Never ICU's replacements: `iw`
  /// is not `he`.
  public static func same(_ a: String, _ b: String) -> Bool {
    a == b || comparable(a) == comparable(b)
  }

  /// The language code before any script or region, as the tag writes it: `pt` for `pt-BR`, `zh`
  /// for `zh_Hant`.
  public static func base(_ tag: String) -> String {
    String(tag.prefix { $0 != "-" && $0 != "_" })
  }

  /// The form of a tag that `same` compares, to key tags by: lower case, `-` for `_`.
  public static func comparable(_ tag: String) -> String {
    tag.lowercased().replacing("_", with: "-")
  }

  /// Whether `tag` is `language` with a region added (`fr-FR` and `fr_fr` for `fr`, `es-419` for
  /// `es`); a script is never taken off (`zh-Hant` is not `zh`).
  public static func isRegional(_ tag: String, of language: String) -> Bool {
    let (tag, language) = (comparable(tag), comparable(language))
    guard tag.hasPrefix(language + "-") else { return false }
    return isRegion(tag.dropFirst(language.count + 1))
  }

  /// The tag's region in upper case (`BR` for `pt_br`, `419` for `es-419`, `HK` for `zh-Hant-HK`):
  /// its first subtag after the language of two letters or three digits; nil when it has none.
  public static func region(_ tag: String) -> String? {
    tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().first(where: isRegion).map { $0.uppercased() }
  }

  /// Whether a subtag is a region: two letters, or three digits.
  private static func isRegion(_ subtag: Substring) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
  }

  /// `tag` spelled as Xcode and BCP 47 write it (`pt_br` → `pt-BR`, `ZH-HANS` → `zh-Hans`): as ICU
  /// spells it (`ICU.languageTag`), `_` read as `-`. Where ICU would write another tag, not the same
  /// one in another case (a deprecated code it replaces: `iw` → `he`, `en-BU` → `en-MM`; a
  /// grandfathered tag), or cannot read the tag at all, the tag keeps its own subtags, in lower case
  /// as BCP 47 compares them: the spelling names the language the tag names, never another.
  public static func conventionalSpelling(_ tag: String) -> String {
    let dashed = tag.replacing("_", with: "-")
    guard let spelled = ICU.languageTag(dashed), spelled.lowercased() == dashed.lowercased() else {
      return dashed.lowercased()
    }
    return spelled
  }
}
