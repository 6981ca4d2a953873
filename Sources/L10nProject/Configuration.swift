/// The project's settings, from `l10n.yml`. Paths are relative to the folder of that file.
///
/// ```yaml
/// version: 1
/// sourceLanguage: en
/// sources: [Samples]
/// catalogs: [Catalogs]
/// languages: [fr, de, ja, ru, ar]
/// keys:
///   pattern: '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$'
/// ```
public struct Configuration: Sendable, Equatable {
  /// The version of the configuration format. Only 1 exists.
  public var version: Int
  /// The development language; catalogs say theirs too, and a catalog that disagrees is reported.
  public var sourceLanguage: String
  /// Folders (or files) with the Swift sources that use the keys.
  public var sources: [String]
  /// `.xcstrings` files, or folders searched for them.
  public var catalogs: [String]
  /// Languages the project ships; reports show them even where a catalog has no text for them yet.
  /// Empty means: the languages the catalogs have.
  public var languages: [String]
  /// The key convention.
  public var keys: KeyConvention

  public init(
    version: Int = 1, sourceLanguage: String = "en", sources: [String] = [], catalogs: [String] = [],
    languages: [String] = [], keys: KeyConvention = KeyConvention()
  ) {
    self.version = version
    self.sourceLanguage = sourceLanguage
    self.sources = sources
    self.catalogs = catalogs
    self.languages = languages
    self.keys = keys
  }
}

/// How keys are named: dot-separated snake_case segments, the first naming the screen.
public struct KeyConvention: Sendable, Equatable {
  /// The default: at least two dot-separated segments, each `[a-z][a-z0-9_]*`.
  public static let defaultPattern = #"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$"#

  /// A regular expression a whole key must match.
  public var pattern: String

  public init(pattern: String = KeyConvention.defaultPattern) {
    self.pattern = pattern
  }
}
