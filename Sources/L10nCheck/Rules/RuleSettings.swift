import L10nProject

/// What l10n.yml sets of a rule besides its severity (`CheckRule.Settings`): under
/// `check.rules.<id>`, a mapping with the `severity` beside them, or in a section of `check` of
/// their own (`section`). `RuleConfiguration` reads them the same way for every rule, by `fields`.
protocol RuleSettings: Sendable {
  /// The defaults.
  init()
  /// Each setting's name and how it is read, in the order messages list them.
  static var fields: [RuleSettingsField<Self>] { get }
  /// The section of `check` they are read from besides `check.rules.<id>` (`consistency`, where
  /// l10n.yml gave `inconsistent-translation`'s before each rule read its own); nil for none.
  static var section: String? { get }
}

extension RuleSettings {
  static var section: String? { nil }
}

/// The settings of a rule without any.
struct NoSettings: RuleSettings {
  static var fields: [RuleSettingsField<NoSettings>] { [] }
}

/// One setting of a rule: its name in l10n.yml, and how its value is read into the settings
/// (`path` names it in messages: `check.consistency.splitByComment`).
struct RuleSettingsField<Settings> {
  var name: String
  var read: (inout Settings, _ value: ConfigValue, _ path: String) throws(RuleConfigurationError) -> Void

  /// `true` or `false`.
  static func bool(_ name: String, _ field: WritableKeyPath<Settings, Bool>) -> RuleSettingsField {
    RuleSettingsField(name: name) { settings, value, path throws(RuleConfigurationError) in
      guard let flag = value.scalar?.bool else {
        throw RuleConfigurationError(line: value.line, "\(path): expected true or false")
      }
      settings[keyPath: field] = flag
    }
  }
}

/// A mistake in what l10n.yml says of the rules: `file:line: message`, as every configuration
/// error is shown (the session throws it as one).
public struct RuleConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String?
  public var line: Int?
  public var message: String

  init(line: Int?, _ message: String) {
    self.line = line
    self.message = message
  }

  public var description: String {
    guard let file else { return message }
    return file + (line.map { ":\($0)" } ?? "") + ": " + message
  }
}

/// The rules' settings l10n.yml gives, by rule (`CheckOptions.settings`); a rule it gives none
/// runs with its defaults.
public struct RuleSettingsByRule: Sendable {
  var byRule: [RuleID: any RuleSettings] = [:]

  public init() {}

  /// The settings of `Rule`: l10n.yml's, else its defaults.
  func settings<Rule: CheckRule>(of rule: Rule.Type) -> Rule.Settings {
    byRule[Rule.id] as? Rule.Settings ?? Rule.Settings()
  }
}

/// What l10n.yml's `check` says of the rules: their severities (`check.rules`) and their own
/// settings, read from the sections L10nProject keeps as written, one step for every rule.
public struct RuleConfiguration: Sendable {
  /// Rules switched off or run at another severity than their default.
  public var rules: [RuleID: RuleSetting] = [:]
  public var settings = RuleSettingsByRule()

  public init() {}

  /// Reads `check.rules` and the sections of rules' settings (by name: `consistency`).
  public init(rules: ConfigSection?, sections: [String: ConfigSection]) throws(RuleConfigurationError) {
    try self.init(rules: rules, sections: sections, registry: .standard)
  }

  /// Reads them for the rules of `registry`.
  init(rules: ConfigSection?, sections: [String: ConfigSection], registry: RuleRegistry)
    throws(RuleConfigurationError)
  {
    for entry in registry.entries {
      guard let name = entry.type.settingsSection, let section = sections[name] else { continue }
      try readSettings(entry.type, section.value, path: section.path, file: section.file)
    }
    guard let rules else { return }
    for member in rules.value.mapping ?? [] {
      let id = try Self.string(member.key, rules.path, rules.file)
      guard let entry = registry.entry(RuleID(id)) else {
        throw RuleConfigurationError(
          file: rules.file, line: member.key.line,
          "\(rules.path): unknown rule '\(id)' (`l10n check --list-rules` lists them)")
      }
      let path = "\(rules.path).\(id)"
      var value = member.value
      if var members = value.mapping {
        // A rule's settings, with its severity beside them.
        guard let index = members.firstIndex(where: { $0.key.scalar?.text == "severity" }) else {
          try readSettings(entry.type, value, path: path, file: rules.file, besides: ["severity"])
          continue
        }
        value = members.remove(at: index).value
        try readSettings(
          entry.type, ConfigValue(.mapping(members), line: member.value.line), path: path, file: rules.file,
          besides: ["severity"])
        self.rules[entry.type.id] = try Self.severity(value, entry.type.id, "\(path).severity", rules.file)
      } else {
        self.rules[entry.type.id] = try Self.severity(value, entry.type.id, path, rules.file)
      }
    }
  }

  private static func severity(_ value: ConfigValue, _ rule: RuleID, _ path: String, _ file: String)
    throws(RuleConfigurationError) -> RuleSetting
  {
    let word = try string(value, path, file)
    guard let setting = RuleSetting(word) else {
      throw RuleConfigurationError(
        file: file, line: value.line, "\(path): expected error, warning, note or off, found '\(word)'")
    }
    // The coverage gate fails the run or is off.
    if rule == .minCoverage, setting != .off, setting != .severity(.error) {
      throw RuleConfigurationError(file: file, line: value.line, "\(path): expected error or off, found '\(word)'")
    }
    return setting
  }

  /// Reads a rule's settings from a mapping, each setting by its field; one it does not know is
  /// an error that names those it knows (and `besides`, such as `severity`).
  private mutating func readSettings<Rule: CheckRule>(
    _ rule: Rule.Type, _ value: ConfigValue, path: String, file: String, besides: [String] = []
  ) throws(RuleConfigurationError) {
    let fields = Rule.Settings.fields
    let names = (besides + fields.map(\.name)).joined(separator: ", ")
    guard let members = value.mapping else {
      throw RuleConfigurationError(file: file, line: value.line, "\(path): expected a mapping (\(names))")
    }
    var settings = settings.byRule[Rule.id] as? Rule.Settings ?? Rule.Settings()
    for member in members {
      guard let name = member.key.scalar?.text else {
        throw RuleConfigurationError(file: file, line: member.key.line, "expected a setting name")
      }
      guard let field = fields.first(where: { $0.name == name }) else {
        throw RuleConfigurationError(
          file: file, line: member.key.line, "unknown setting '\(path).\(name)' (known: \(names))")
      }
      do {
        try field.read(&settings, member.value, "\(path).\(name)")
      } catch var error {
        error.file = file
        throw error
      }
    }
    self.settings.byRule[Rule.id] = settings
  }

  private static func string(_ value: ConfigValue, _ path: String, _ file: String) throws(RuleConfigurationError)
    -> String
  {
    guard let scalar = value.scalar, !scalar.text.isEmpty else {
      throw RuleConfigurationError(file: file, line: value.line, "\(path): expected a text value")
    }
    return scalar.text
  }
}

extension RuleConfigurationError {
  init(file: String, line: Int?, _ message: String) {
    self.init(line: line, message)
    self.file = file
  }
}

extension CheckRule {
  /// The section of `check` the rule's settings are read from besides `check.rules.<id>`.
  static var settingsSection: String? { Settings.section }
}
