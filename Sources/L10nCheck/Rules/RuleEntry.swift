import L10nText

/// A rule's type, and the level the walk calls its check at. The registry (`RuleRegistry`) makes
/// one per rule, and the compiler checks that the rule has the level the registry gives it.
struct RuleEntry {
  enum Level {
    case key, localization, text, coverage, catalog
    /// Not checked by the walk: `min-coverage`, the gate over every catalog's coverage.
    case gate
  }

  let type: any CheckRule.Type
  let level: Level

  static func key(_ rule: (some KeyRule).Type) -> RuleEntry { RuleEntry(type: rule, level: .key) }
  static func localization(_ rule: (some LocalizationRule).Type) -> RuleEntry {
    RuleEntry(type: rule, level: .localization)
  }
  static func text(_ rule: (some TextRule).Type) -> RuleEntry { RuleEntry(type: rule, level: .text) }
  static func coverage(_ rule: (some CoverageRule).Type) -> RuleEntry { RuleEntry(type: rule, level: .coverage) }
  static func catalog(_ rule: (some CatalogRule).Type) -> RuleEntry { RuleEntry(type: rule, level: .catalog) }
  static func gate(_ rule: (some CheckRule).Type) -> RuleEntry { RuleEntry(type: rule, level: .gate) }

  /// The rule, prepared for one check with its settings (`CheckRule.prepare`).
  func prepared(
    _ settings: RuleSettingsByRule, for inputs: [CatalogInput], with resources: any CheckResources
  ) throws -> any CheckRule {
    try type.prepared(settings, for: inputs, with: resources)
  }
}

extension CheckRule {
  /// The rule, made and prepared with its settings.
  fileprivate static func prepared(
    _ settings: RuleSettingsByRule, for inputs: [CatalogInput], with resources: any CheckResources
  ) throws -> any CheckRule {
    var rule = Self()
    try rule.prepare(settings.settings(of: Self.self), for: inputs, with: resources)
    return rule
  }
}

/// The rules that run (their severity is not off), prepared, by the level the walk checks them
/// at. Each slice of the walk has its own copy, and so its own tallies; the walk calls each
/// rule in place, through its level's protocol.
struct ActiveRules: Sendable {
  var key: [any KeyRule] = []
  var localization: [any LocalizationRule] = []
  var text: [any TextRule] = []
  var coverage: [any CoverageRule] = []
  var catalog: [any CatalogRule] = []

  init() {}

  /// Prepares the rules of `registry` that run (`severities`), in its order.
  init(
    severities: [RuleID: Severity], settings: RuleSettingsByRule, inputs: [CatalogInput],
    resources: any CheckResources, registry: RuleRegistry = .standard
  ) throws {
    for entry in registry.entries where severities[entry.type.id] != nil {
      guard entry.level != .gate else { continue }
      let rule = try entry.prepared(settings, for: inputs, with: resources)
      switch entry.level {
      case .key: key.append(rule as! any KeyRule)
      case .localization: localization.append(rule as! any LocalizationRule)
      case .text: text.append(rule as! any TextRule)
      case .coverage: coverage.append(rule as! any CoverageRule)
      case .catalog: catalog.append(rule as! any CatalogRule)
      case .gate: break
      }
    }
  }

  /// Lets the rules work out, once for every slice, what they need of the catalog `input`.
  mutating func start(_ input: CatalogInput) {
    for index in localization.indices { localization[index].start(input) }
  }

  /// Adds the tallies of the same rules over the next slice of keys.
  mutating func merge(_ other: ActiveRules) {
    for index in key.indices { key[index].mergeTally(from: other.key[index]) }
    for index in localization.indices { localization[index].mergeTally(from: other.localization[index]) }
    for index in text.indices { text[index].mergeTally(from: other.text[index]) }
    for index in coverage.indices { coverage[index].mergeTally(from: other.coverage[index]) }
    for index in catalog.indices { catalog[index].mergeTally(from: other.catalog[index]) }
  }
}
