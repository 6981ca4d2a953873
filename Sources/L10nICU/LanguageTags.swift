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

  /// `tag` spelled as Xcode and BCP 47 write it: `-` between subtags, the language in lower case,
  /// a script in title case, a region in upper case (`pt_br` → `pt-BR`, `ZH-HANS` → `zh-Hans`).
  public static func conventionalSpelling(_ tag: String) -> String {
    let subtags = tag.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")
      .split(separator: "-", omittingEmptySubsequences: false)
    return subtags.enumerated().map { index, subtag -> String in
      let letters = subtag.allSatisfy { $0.isASCII && $0.isLetter }
      if index > 0, letters, subtag.count == 4 {
        return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      }
      if index > 0,
        (letters && subtag.count == 2) || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
      {
        return subtag.uppercased()
      }
      return subtag.lowercased()
    }.joined(separator: "-")
  }
}
