import Foundation
import L10nCatalog
import L10nICU

/// Language tags as people write them: the language an imported file says its translations are
/// in (XLIFF `target-language`, the CSV `target (…)` column) and the languages named on the
/// command line (`--lang fr,de`). Each must be a language: a typo would add a language no device
/// ever loads, or report on one that is not there.
public enum LanguageTags {
  /// The tags of a repeatable, comma-separated option (`--lang fr,de --lang ja`): split at
  /// commas, blanks around them dropped, empty ones left out, each tag once, in order.
  public static func list(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.flatMap { $0.split(separator: ",") }
      .map { String($0).trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// Throws when `file`'s target language cannot go into `catalog` (nil: the file goes to no
  /// catalog of the project): a tag ICU does not know (`xx-Bogus-Tag-123`, `fr_FR.UTF-8`, empty),
  /// or a spelling of a language other than Xcode's (`pt_br`, `PT-BR`), which names the catalog's
  /// language it probably means. A tag the catalog already has, a valid one it has not yet (a new
  /// language), and the pseudo-locales `en-XA` and `ar-XB` pass.
  ///
  /// - Parameters:
  ///   - document: the imported file's name, for the message.
  ///   - field: where the file names its language (`target-language`), for the message.
  public static func validate(_ file: ExchangeFile, document: String, field: String, catalog: StringCatalog?)
    throws(ExchangeError)
  {
    guard let reason = problem(with: file.targetLanguage, catalogLanguages: catalog?.languages ?? []) else { return }
    throw ExchangeError(
      file: document, line: file.line, "\(field) \"\(file.targetLanguage)\" \(reason); nothing was imported")
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
  /// `export --pseudo` writes them.
  static let pseudoLanguages: Set<String> = [PseudoLocalizer.defaultLanguage, "en-XA", "ar-XB"]

  /// `tag` spelled as Xcode and BCP 47 write it: `-` between subtags, the language in lower case,
  /// a script in title case, a region in upper case (`pt_br` → `pt-BR`, `ZH-HANS` → `zh-Hans`).
  static func conventionalSpelling(_ tag: String) -> String {
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
