import L10nCatalog
import L10nProject

/// What `l10n check` checks and how strictly; built from `l10n.yml` and the command line.
public struct CheckOptions: Sendable {
  /// Rules switched off or run at another severity than their default (`check.rules`).
  public var rules: [RuleID: RuleSetting]
  /// The key convention every convention key must match as a whole.
  public var keyPattern: KeyPattern
  /// When set, the first segment must be one of these screens.
  public var screens: [String]?
  /// When set, the last segment must be one of these.
  public var lastSegments: [String]?
  /// Languages the project ships: coverage counts them even where a catalog has nothing yet.
  public var languages: [String]
  /// Minimum translated percentage for every language, and per language.
  public var minimumCoverage: Double?
  public var minimumCoverageByLanguage: [String: Double]
  /// Warnings count as errors.
  public var strict: Bool
  /// The rules' own settings (l10n.yml's `check.rules.<id>`, read by `RuleConfiguration`); a
  /// rule not in it runs with its defaults.
  public var settings = RuleSettingsByRule()
  /// Also keep where each counted key stands in each language (`CheckReport.keyStates`), judged
  /// in the same walk as the findings: what `l10n status` counts, for `l10n report`.
  public var keepsKeyStates = false

  public init(
    rules: [RuleID: RuleSetting] = [:], keyPattern: KeyPattern = .default, screens: [String]? = nil,
    lastSegments: [String]? = nil, languages: [String] = [], minimumCoverage: Double? = nil,
    minimumCoverageByLanguage: [String: Double] = [:], strict: Bool = false
  ) {
    self.rules = rules
    self.keyPattern = keyPattern
    self.screens = screens
    self.lastSegments = lastSegments
    self.languages = languages
    self.minimumCoverage = minimumCoverage
    self.minimumCoverageByLanguage = minimumCoverageByLanguage
    self.strict = strict
  }

  /// The severity `rule` runs at, or nil when it is off.
  public func severity(of rule: Rule) -> Severity? {
    guard let setting = rules[rule.id] else { return rule.isOnByDefault ? rule.defaultSeverity : nil }
    return setting.severity
  }

  /// The severity the rule of this type runs at, or nil when it is off.
  func severity(of rule: any CheckRule.Type) -> Severity? {
    guard let setting = rules[rule.id] else { return rule.isOnByDefault ? rule.defaultSeverity : nil }
    return setting.severity
  }

  /// Whether a `--min-coverage` threshold is set, for every language or for one.
  public var hasCoverageThreshold: Bool { minimumCoverage != nil || !minimumCoverageByLanguage.isEmpty }

  /// Whether the gate applies: a threshold is set and `min-coverage` is not off.
  public var appliesCoverageGate: Bool {
    hasCoverageThreshold && severity(of: MinCoverage.self) != nil
  }

  /// The minimum translated percentage of `language`: its own, else the one for every language.
  public func coverageThreshold(of language: String) -> Double? {
    minimumCoverageByLanguage[language] ?? minimumCoverage
  }
}

/// A catalog to check: its model, how it is shown, and where its keys stand in the file.
public struct CatalogInput: Sendable {
  public var file: String
  public var catalog: StringCatalog
  public var locations: CatalogLocations?
  /// Keys the code uses for this catalog; nil when no sources were scanned.
  public var usedKeys: [KeyPlace]?
  /// The table whose manual keys Xcode 26 gives Swift symbols (`symbol-collision`): by default
  /// the file's name, nil for `InfoPlist.xcstrings`; the project sets nil for an Interface
  /// Builder file's catalog too.
  public var symbolTable: String?

  public init(file: String, catalog: StringCatalog, locations: CatalogLocations?, usedKeys: [KeyPlace]? = nil) {
    self.file = file
    self.catalog = catalog
    self.locations = locations
    self.usedKeys = usedKeys
    let name = file.split(separator: "/").last.map(String.init) ?? file
    symbolTable =
      XcodeNamedKeys.isInfoPlistCatalog(file) || !name.hasSuffix(".xcstrings")
      ? nil : String(name.dropLast(".xcstrings".count))
  }
}
