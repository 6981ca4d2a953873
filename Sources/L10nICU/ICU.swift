import Foundation
import _L10nICUShim

/// ICU, the authority on languages: its version, the CLDR version of its data, language tags.
public enum ICU {
  /// ICU's version, such as `72.1`.
  public static let version: String = read { l10n_icu_version($0, $1) } ?? "unknown"

  /// The CLDR version ICU's data comes from, such as `42.0`.
  public static let cldrVersion: String = read { l10n_icu_cldr_version($0, $1) } ?? "unknown"

  /// Whether ICU knows the language of a BCP 47 tag (`fr`, `pt-BR`, `zh-Hans`, `es-419`), with its
  /// script and region when given. `xx`, `english` and `fr-XX` are unknown.
  public static func isKnownLanguageTag(_ tag: String) -> Bool {
    l10n_icu_is_known_language_tag(tag) == 1
  }

  /// ICU's spelling of a BCP 47 tag (`uloc_forLanguageTag`, then `uloc_toLanguageTag`): each subtag
  /// in BCP 47's case (`PT-br` → `pt-BR`), and deprecated and grandfathered codes replaced (`iw` →
  /// `he`, `en-BU` → `en-MM`, `i-klingon` → `tlh`); nil when ICU cannot read the whole tag.
  public static func languageTag(_ tag: String) -> String? {
    read { l10n_icu_language_tag(tag, $0, $1) }
  }

  /// The English name of a language tag, such as `French (Canada)`.
  public static func displayName(_ tag: String) -> String? {
    read { l10n_icu_display_name(tag, $0, $1) }
  }

  /// Calls a shim function that fills a buffer, growing the buffer when it was too small.
  static func read(_ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
    var capacity = 64
    while true {
      var buffer = [CChar](repeating: 0, count: capacity)
      let needed = Int(fill(&buffer, Int32(capacity)))
      guard needed >= 0 else { return nil }
      if needed < capacity { return String(decoding: buffer[..<needed].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
      capacity = needed + 1
    }
  }
}
