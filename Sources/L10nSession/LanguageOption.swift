import L10nCatalog
import L10nICU
import L10nProject

/// The languages named on the command line (`--lang fr,de`, `init --languages`), read and judged
/// one way for every command: as `LanguageTags.list` reads them, each a language as import judges
/// a file's. A language that is not one is a usage error (`UsageError`, exit 64).
public enum LanguageOption {
  /// `values` read as a list of tags (`fr,de` and repeated options), as every command reads them,
  /// not judged yet.
  public static func list(_ values: [String]) -> [String] {
    LanguageTags.list(values)
  }

  /// `values` read as a list of tags; a usage error (exit 64) names the first that is not a
  /// language: a tag ICU does not know, or one spelled otherwise than Xcode writes it or than
  /// `known` has it, with the spelling meant.
  ///
  /// - Parameter option: the option as typed, for the message (`--lang`).
  public static func tags(_ values: [String], known: [String] = [], option: String) throws -> [String] {
    let tags = LanguageTags.list(values)
    for tag in tags { try judge(tag, known: known, option: option) }
    return tags
  }

  /// `tags`, with the languages l10n.yml and the catalogs have as the known ones.
  public static func tags(_ values: [String], project: Project, catalogs: [StringCatalog], option: String) throws
    -> [String]
  {
    try tags(values, known: project.configuration.languages + catalogs.flatMap(\.languages), option: option)
  }

  /// One tag (`--source-language fr`), judged as it is written.
  public static func tag(_ value: String, option: String) throws -> String {
    try judge(value, known: [], option: option)
    return value
  }

  private static func judge(_ tag: String, known: [String], option: String) throws {
    if let problem = LanguageTags.problem(with: tag, catalogLanguages: known) {
      throw UsageError("\(option) '\(tag)' \(problem)")
    }
  }
}
