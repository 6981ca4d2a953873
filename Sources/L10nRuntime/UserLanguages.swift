import Foundation

/// The languages the user of this process asks for, most wanted first, as a program's texts
/// should follow them: what `LocalizedStrings.language(preferred:)` picks among the catalogs'.
///
/// ```swift
/// let language = strings.language(preferred: UserLanguages.preferred)
/// ```
///
/// A server asks each request's `Accept-Language` instead (`language(acceptLanguage:)`).
public enum UserLanguages {
  /// On Apple platforms the user's list in the system settings (`Locale.preferredLanguages`);
  /// elsewhere the environment's, as gettext reads it (`fromEnvironment`).
  public static var preferred: [String] {
    #if canImport(Darwin)
      Locale.preferredLanguages
    #else
      fromEnvironment(ProcessInfo.processInfo.environment)
    #endif
  }

  /// The languages `environment` names, in gettext's order: the locale of messages is `LC_ALL`,
  /// else `LC_MESSAGES`, else `LANG` (the first that is set and not empty); none, or `C` or
  /// `POSIX`, names no language, and `LANGUAGE` is then ignored, as gettext ignores it.
  /// Otherwise `LANGUAGE`, a list separated by colons (`fr_CA:fr:en`), when it is set, else the
  /// locale alone. Each as a BCP 47 tag (`tag(posixLocale:)`), the ones that are not left out.
  public static func fromEnvironment(_ environment: [String: String]) -> [String] {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let locale, tag(posixLocale: locale) != nil else { return [] }
    let list = environment["LANGUAGE"].map { $0.split(separator: ":").map(String.init) } ?? []
    var tags: [String] = []
    for name in list.isEmpty ? [locale] : list {
      if let tag = tag(posixLocale: name), !tags.contains(tag) { tags.append(tag) }
    }
    return tags
  }

  /// A POSIX locale name, `language[_territory][.codeset][@modifier]` (`fr_CA.UTF-8`,
  /// `sr_RS@latin`), as a BCP 47 tag (`fr-CA`, `sr-Latn-RS`); nil for `C`, `POSIX` (with any
  /// codeset: `C.UTF-8`) and what is not a locale name. The modifiers `latin` and `cyrillic` are
  /// scripts; the others (`euro`) say nothing of the language and are dropped.
  public static func tag(posixLocale name: String) -> String? {
    var rest = Substring(name)
    var script: String?
    if let at = rest.firstIndex(of: "@") {
      script = ["latin": "Latn", "cyrillic": "Cyrl"][rest[rest.index(after: at)...].lowercased()]
      rest = rest[..<at]
    }
    if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
    let parts = rest.split(separator: "_", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(isASCIILetter),
      parts.count <= 2
    else { return nil }
    var tag = language.lowercased()
    if let script { tag += "-" + script }
    if parts.count == 2 {
      let territory = parts[1]
      guard
        (territory.count == 2 && territory.allSatisfy(isASCIILetter))
          || (territory.count == 3 && territory.allSatisfy { $0.isASCII && $0.isNumber })
      else { return nil }
      tag += "-" + territory.uppercased()
    }
    return tag
  }

  private static func isASCIILetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }
}
