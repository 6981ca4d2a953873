import L10nText

/// The project's settings, from `l10n.yml`. Paths are relative to the folder of that file.
///
/// ```yaml
/// version: 1
/// sourceLanguage: en
/// sources: [Samples]
/// exclude: [Samples/Generated]
/// catalogs: [Catalogs]
/// languages: [fr, de, ja, ru, ar]
/// memory: [Translations/vendor.tmx]
/// glossary: [Translations/glossary.tbx]
/// translate:
///   command: 'python3 Scripts/deepl-adapter.py'
/// costs:
///   wordsPerDay: 2500
///   pricePerWord: 0.12
/// keys:
///   pattern: '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$'
///   dynamic: ['onboarding.step_*.title']
/// extract:
///   keyCalls: [Text, Label, .navigationTitle, .searchable(prompt:)]   # default: CallShapes.KeyCall.defaults
///   addKeyCalls: false
/// ```
public struct Configuration: Sendable, Equatable {
  /// The version of the configuration format. Only 1 exists.
  public var version: Int
  /// The development language; catalogs say theirs too, and a catalog that disagrees is reported.
  public var sourceLanguage: String
  /// Folders (or files) with the Swift sources that use the keys.
  public var sources: [String]
  /// Folders (or files) under `sources`, or beside them, whose Swift files are not the app's
  /// (generated code, vendored code, scripts): extract skips them, and `--prune` does not ask for
  /// them to be in `sources`.
  public var exclude: [String] = []
  /// `.xcstrings` files, or folders searched for them.
  public var catalogs: [String]
  /// Languages the project ships; reports show them even where a catalog has no text for them yet.
  /// Empty means: the languages the catalogs have.
  public var languages: [String]
  /// The key convention.
  public var keys: KeyConvention
  /// What `extract` looks for and where it puts it.
  public var extract: ExtractSettings
  /// How `check` judges.
  public var check: CheckSettings
  /// TMX files the translation memory reads besides the catalogs (`fill --from-memory`, export's
  /// suggestions, `l10n memory`).
  public var memory: [String] = []
  /// How `import` judges what comes in (the `import:` section).
  public var importing = ImportSettings()
  /// Glossary files (TBX or CSV): check's `glossary-term`, and what `translate` sends and judges.
  public var glossary: [String] = []
  /// How `l10n translate` runs its program (the `translate:` section).
  public var translate = TranslateSettings()
  /// What a language costs (`status --words`): the `costs:` section.
  public var costs = CostSettings()

  public init(
    version: Int = 1, sourceLanguage: String = "en", sources: [String] = [], catalogs: [String] = [],
    languages: [String] = [], keys: KeyConvention = KeyConvention(), extract: ExtractSettings = ExtractSettings(),
    check: CheckSettings = CheckSettings()
  ) {
    self.version = version
    self.sourceLanguage = sourceLanguage
    self.sources = sources
    self.catalogs = catalogs
    self.languages = languages
    self.keys = keys
    self.extract = extract
    self.check = check
  }
}

/// The `import:` settings.
///
/// ```yaml
/// import:
///   standIns: ["N/A", "-", "TODO", "TBD", "???", "XXX"]
///   holdUnchangedSource: true
/// ```
public struct ImportSettings: Sendable, Equatable {
  /// Targets that stand in for a translation (compared trimmed, ignoring ASCII case): held back,
  /// never taken as translated. Whitespace is always held, unless it is its source and the file
  /// marks it as the translator's decision.
  public var standIns = StandInText.defaultTexts
  /// Whether a target that is the source pasted unchanged, into a language that is not a variant
  /// of the source language, is held back as a stand-in where the file does not mark it as the
  /// translator's decision (an XLIFF target with no state, `new` or `needs-translation`, a CSV
  /// cell, a fuzzy PO entry); one marked translated goes in either way (`StandInText`).
  public var holdUnchangedSource = true

  public init() {}
}

/// The `translate:` settings: the program `l10n translate` runs, and how.
public struct TranslateSettings: Sendable, Equatable {
  /// The program and its arguments, run by the shell (`--command` wins).
  public var command: String?
  /// Texts sent to one run of the program.
  public var batchSize = 50
  /// Seconds one batch may take.
  public var timeout = 120.0

  public init() {}
}

/// The `costs:` settings: what a translator does in a day, and is paid per word.
public struct CostSettings: Sendable, Equatable {
  public var wordsPerDay: Double?
  public var pricePerWord: Double?

  public init() {}
}

/// The `check:` settings.
///
/// ```yaml
/// check:
///   rules: {natural-language-key: off, same-as-source: warning}
///   screens: [editor, settings]
///   lastSegments: [title, message, button]
///   minCoverage: 95            # or per language: {fr: 100, de: 90}
///   baseline: l10n-baseline.json
///   strict: false
/// ```
public struct CheckSettings: Sendable, Equatable {
  /// `rules`, kept as written: rule ids to a severity, or to a rule's own settings. L10nCheck
  /// reads it (`RuleConfiguration`), since only the rules know their ids and settings.
  public var rules: ConfigSection?
  /// The sections of `check` that hold a rule's settings under a name of their own, kept as
  /// written for L10nCheck too (`consistency:`, `inconsistent-translation`'s), by name.
  public var ruleSections: [String: ConfigSection] = [:]
  public var screens: [String]?
  public var lastSegments: [String]?
  public var minimumCoverage: Double?
  public var minimumCoverageByLanguage: [String: Double] = [:]
  /// A baseline file, relative to l10n.yml.
  public var baseline: String?
  public var strict = false

  /// The names under `check` of rules' settings that are not `rules.<id>`: the place l10n.yml
  /// gave `inconsistent-translation`'s setting before each rule read its own (`consistency`).
  public static let ruleSectionNames = ["consistency"]

  public init() {}
}

/// The `extract:` settings.
public struct ExtractSettings: Sendable, Equatable {
  /// Member names after a key literal: `"key".i18n`.
  public var members = ["i18n"]
  /// Foundation calls to read too: `NSLocalizedString`, `String(localized:)`.
  public var functions = ExtractSettings.knownFunctions
  /// The catalog that gets keys whose usage names no table; default: the catalog named
  /// `Localizable.xcstrings`, or the only catalog.
  public var catalog: String?
  /// SwiftUI and Foundation calls whose key argument is a usage of a catalog key: `Text`,
  /// `.navigationTitle`, `.searchable(prompt:)`.
  public var keyCalls = CallShapes.KeyCall.defaults
  /// Whether key calls also add keys the catalog lacks (off: Xcode extracts them itself).
  public var addKeyCalls = false

  public static let knownFunctions = ["NSLocalizedString", "String(localized:)"]

  /// The defaults; l10n.yml's `extract:` sets the fields it names.
  public init() {}

  /// The call shapes these settings describe.
  public var shapes: CallShapes {
    CallShapes(
      members: members, nsLocalizedString: functions.contains("NSLocalizedString"),
      stringLocalized: functions.contains("String(localized:)"), keyCalls: keyCalls)
  }
}

/// How keys are named: dot-separated snake_case segments, the first naming the screen.
public struct KeyConvention: Sendable, Equatable {
  /// The default: at least two dot-separated segments, each `[a-z][a-z0-9_]*`.
  public static let defaultPattern = KeyPattern.default

  /// A regular expression a whole key must match.
  public var pattern: KeyPattern
  /// Keys the code builds at run time (`onboarding.step_*.title`): they always count as used.
  public var dynamic: DynamicKeys

  public init(pattern: KeyPattern = KeyConvention.defaultPattern, dynamic: DynamicKeys = DynamicKeys()) {
    self.pattern = pattern
    self.dynamic = dynamic
  }
}
