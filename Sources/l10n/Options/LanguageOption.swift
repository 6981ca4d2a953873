import ArgumentParser
import L10nICU

/// The languages named on the command line (`--lang fr,de`, `init --languages`), read and judged
/// one way for every command: as `LanguageTags.list` reads them, each a language as import judges
/// a file's.
enum LanguageOption {
  /// `values` read as a list of tags; a usage error (exit 64) names the first that is not a
  /// language: a tag ICU does not know, or one spelled otherwise than Xcode writes it or than
  /// `known` (l10n.yml's and the catalogs' languages) has it, with the spelling meant.
  ///
  /// - Parameter option: the option as typed, for the message (`--lang`).
  static func tags(_ values: [String], known: [String] = [], option: String) throws -> [String] {
    let tags = LanguageTags.list(values)
    for tag in tags {
      if let problem = LanguageTags.problem(with: tag, catalogLanguages: known) {
        throw ValidationError("\(option) '\(tag)' \(problem)")
      }
    }
    return tags
  }

  /// One tag (`--source-language fr`), judged as it is written.
  static func tag(_ value: String, known: [String] = [], option: String) throws -> String {
    if let problem = LanguageTags.problem(with: value, catalogLanguages: known) {
      throw ValidationError("\(option) '\(value)' \(problem)")
    }
    return value
  }
}
