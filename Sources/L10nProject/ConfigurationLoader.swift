import Foundation
import L10nText
import Yams

/// Finds and reads `l10n.yml`.
///
/// The file is found by walking up from the working directory, the way git finds `.git`. Unknown
/// keys are an error (a misspelt key would otherwise be ignored in silence).
public enum ConfigurationLoader {
  public static let fileName = "l10n.yml"

  /// Why a language tag is not a language (nil when it is): `LanguageTags.problem` in L10nICU,
  /// which the command passes in, so that reading a configuration links no ICU.
  public typealias LanguageJudge = (String) -> String?

  /// The nearest `l10n.yml` in `directory` or one of its parents.
  public static func find(from directory: URL) -> URL? {
    var current = directory.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// Reads and validates a configuration file; with `judgingLanguages`, `sourceLanguage` and
  /// each of `languages` must be a language, or the error names its line.
  public static func load(_ url: URL, displayPath: String? = nil, judgingLanguages: LanguageJudge? = nil)
    throws(ConfigError) -> Configuration
  {
    let display = displayPath ?? url.path
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ConfigError(file: display, "cannot read the configuration: \(error.localizedDescription)")
    }
    return try parse(text, file: display, judgingLanguages: judgingLanguages)
  }

  /// Parses the text of a configuration file (`judgingLanguages` as in `load`).
  public static func parse(_ text: String, file: String, judgingLanguages: LanguageJudge? = nil) throws(ConfigError)
    -> Configuration
  {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw ConfigError(file: file, "not valid YAML: \(error)")
    } catch {
      throw ConfigError(file: file, "not valid YAML: \(error)")
    }
    guard let root else { return Configuration() }
    return try section(root, nil, Configuration(), file, topLevel(file, judgingLanguages))
  }

  /// The settings of the top level.
  private static func topLevel(_ file: String, _ judgingLanguages: LanguageJudge?) -> [Setting<Configuration>] {
    [
      Setting("version") { configuration, value, path in
        guard let version = value.int, version == 1 else {
          throw ConfigError(file: file, line: line(value), "\(path): expected 1, the only configuration version")
        }
        configuration.version = version
      },
      Setting("sourceLanguage") { configuration, value, path in
        configuration.sourceLanguage = try string(value, path, file)
        try judge([value], path, file, judgingLanguages)
      },
      Setting("sources") { $0.sources = try strings($1, $2, file) },
      Setting("exclude") { $0.exclude = try strings($1, $2, file) },
      Setting("catalogs") { $0.catalogs = try strings($1, $2, file) },
      Setting("languages") { configuration, value, path in
        configuration.languages = try strings(value, path, file)
        try judge(value.sequence.map(Array.init) ?? [value], path, file, judgingLanguages)
      },
      Setting("memory") { $0.memory = try strings($1, $2, file) },
      Setting("glossary") { $0.glossary = try strings($1, $2, file) },
      Setting("keys") { $0.keys = try section($1, $2, KeyConvention(), file, keyConvention(file)) },
      Setting("extract") { $0.extract = try section($1, $2, ExtractSettings(), file, extractSettings(file)) },
      Setting("check") { configuration, value, path in
        configuration.check = try section(value, path, CheckSettings(), file, checkSettings(file, judgingLanguages))
      },
      Setting("import") { configuration, value, path in
        configuration.importing = try section(
          value, path, ImportSettings(), file,
          [
            Setting("standIns") { $0.standIns = try strings($1, $2, file) },
            Setting("holdUnchangedSource") { $0.holdUnchangedSource = try bool($1, $2, file) },
          ])
      },
      Setting("translate") { configuration, value, path in
        configuration.translate = try section(
          value, path, TranslateSettings(), file,
          [
            Setting("command") { $0.command = try string($1, $2, file) },
            Setting("batchSize") { $0.batchSize = Int(try positive($1, $2, file, whole: true)) },
            Setting("timeout") { $0.timeout = try positive($1, $2, file) },
          ])
      },
      Setting("costs") { configuration, value, path in
        configuration.costs = try section(
          value, path, CostSettings(), file,
          [
            Setting("wordsPerDay") { $0.wordsPerDay = try positive($1, $2, file) },
            Setting("pricePerWord") { $0.pricePerWord = try positive($1, $2, file, allowingZero: true) },
          ])
      },
    ]
  }

  private static func keyConvention(_ file: String) -> [Setting<KeyConvention>] {
    [
      Setting("pattern") { convention, value, path in
        let pattern = try string(value, path, file)
        do {
          convention.pattern = try KeyPattern(pattern: pattern)
        } catch {
          throw ConfigError(file: file, line: line(value), "\(path): not a valid regular expression")
        }
      },
      Setting("dynamic") { convention, value, path in
        let patterns = try strings(value, path, file)
        for pattern in patterns where pattern.allSatisfy({ $0 == "*" }) {
          throw ConfigError(
            file: file, line: line(value),
            "\(path): '\(pattern)' would match every key; give the literal parts of the keys the code builds (onboarding.step_*.title)"
          )
        }
        convention.dynamic = DynamicKeys(patterns)
      },
    ]
  }

  private static func extractSettings(_ file: String) -> [Setting<ExtractSettings>] {
    [
      Setting("members") { settings, value, path in
        settings.members = try strings(value, path, file).map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
      },
      Setting("functions") { settings, value, path in
        let functions = try strings(value, path, file)
        for function in functions where !ExtractSettings.knownFunctions.contains(function) {
          throw ConfigError(
            file: file, line: line(value),
            "\(path): unknown function '\(function)' (known: \(ExtractSettings.knownFunctions.joined(separator: ", ")))"
          )
        }
        settings.functions = functions
      },
      Setting("catalog") { $0.catalog = try string($1, $2, file) },
      Setting("keyCalls") { settings, value, path in
        let calls = value.sequence?.isEmpty == true ? [] : try strings(value, path, file)
        settings.keyCalls = []
        for text in calls {
          guard let call = CallShapes.KeyCall(text) else {
            throw ConfigError(
              file: file, line: line(value),
              "\(path): '\(text)' is not a call shape (write Text, .navigationTitle or .searchable(prompt:))")
          }
          settings.keyCalls.append(call)
        }
      },
      Setting("addKeyCalls") { $0.addKeyCalls = try bool($1, $2, file) },
    ]
  }

  private static func checkSettings(_ file: String, _ judgingLanguages: LanguageJudge?) -> [Setting<CheckSettings>] {
    [
      Setting("rules") { settings, value, path in
        guard value.mapping != nil else {
          throw ConfigError(
            file: file, line: line(value), "\(path): expected a mapping of rule id to error, warning, note or off")
        }
        settings.rules = ConfigSection(file: file, path: path, value: raw(value))
      },
      Setting("screens") { $0.screens = try strings($1, $2, file) },
      Setting("lastSegments") { $0.lastSegments = try strings($1, $2, file) },
      Setting("minCoverage") { settings, value, path in
        guard let mapping = value.mapping else {
          settings.minimumCoverage = try percent(value, path, file)
          return
        }
        for (languageNode, percentNode) in mapping {
          let language = try string(languageNode, path, file)
          try judge([languageNode], path, file, judgingLanguages)
          settings.minimumCoverageByLanguage[language] = try percent(percentNode, "\(path).\(language)", file)
        }
      },
      Setting("baseline") { $0.baseline = try string($1, $2, file) },
      Setting("strict") { $0.strict = try bool($1, $2, file) },
    ]
      // A rule's settings under a name of their own: kept as written, for L10nCheck.
      + CheckSettings.ruleSectionNames.map { name in
        Setting(name) { $0.ruleSections[name] = ConfigSection(file: file, path: $2, value: raw($1)) }
      }
  }

  /// A value as written, for the module that reads it (`ConfigValue`).
  private static func raw(_ node: Node) -> ConfigValue {
    if let mapping = node.mapping {
      return ConfigValue(
        .mapping(mapping.map { ConfigValue.Member(key: raw($0.key), value: raw($0.value)) }), line: line(node))
    }
    if let sequence = node.sequence { return ConfigValue(.sequence(sequence.map(raw)), line: line(node)) }
    let scalar = ConfigValue.Scalar(
      text: node.scalar?.string ?? "", bool: node.bool, int: node.int, float: node.float)
    return ConfigValue(.scalar(scalar), line: line(node))
  }

  /// One setting of a section: its name, and how its value is read into the section's settings
  /// (`path` names it in messages: `check.strict`).
  struct Setting<Settings> {
    var name: String
    /// Throws `ConfigError`s only (a closure of one expression cannot say so in its type).
    var read: (inout Settings, _ value: Node, _ path: String) throws -> Void

    init(_ name: String, _ read: @escaping (inout Settings, _ value: Node, _ path: String) throws -> Void) {
      self.name = name
      self.read = read
    }
  }

  /// Reads a mapping of settings (the top level when `name` is nil, else a section such as
  /// `check`) one by one into `settings`; a setting it does not know is an error that names those
  /// it knows.
  private static func section<Settings>(
    _ node: Node, _ name: String?, _ settings: Settings, _ file: String, _ known: [Setting<Settings>]
  ) throws(ConfigError) -> Settings {
    let names = known.map(\.name).joined(separator: ", ")
    guard let mapping = node.mapping else {
      throw ConfigError(
        file: file, line: line(node),
        name.map { "\($0): expected a mapping (\(names))" } ?? "expected a mapping of settings at the top level")
    }
    var settings = settings
    for (keyNode, value) in mapping {
      guard let key = keyNode.string else {
        throw ConfigError(file: file, line: line(keyNode), "expected a setting name")
      }
      let path = name.map { "\($0).\(key)" } ?? key
      guard let setting = known.first(where: { $0.name == key }) else {
        throw ConfigError(file: file, line: line(keyNode), "unknown setting '\(path)' (known: \(names))")
      }
      do {
        try setting.read(&settings, value, path)
      } catch let error as ConfigError {
        throw error
      } catch {
        throw ConfigError(file: file, line: line(value), "\(path): \(error)")
      }
    }
    return settings
  }

  private static func bool(_ node: Node, _ key: String, _ file: String) throws(ConfigError) -> Bool {
    guard let flag = node.bool else {
      throw ConfigError(file: file, line: line(node), "\(key): expected true or false")
    }
    return flag
  }

  private static func percent(_ node: Node, _ key: String, _ file: String) throws(ConfigError) -> Double {
    guard let value = node.float ?? node.int.map(Double.init), value >= 0, value <= 100 else {
      throw ConfigError(file: file, line: line(node), "\(key): expected a percentage from 0 to 100")
    }
    return value
  }

  /// A number above 0 (or 0 too, `allowingZero`), whole when `whole`.
  private static func positive(
    _ node: Node, _ key: String, _ file: String, whole: Bool = false, allowingZero: Bool = false
  ) throws(ConfigError) -> Double {
    let value = whole ? node.int.map(Double.init) : node.float ?? node.int.map(Double.init)
    guard let value, value > 0 || (allowingZero && value == 0), value.isFinite else {
      throw ConfigError(
        file: file, line: line(node),
        "\(key): expected a \(whole ? "whole number" : "number") \(allowingZero ? "of 0 or more" : "above 0")")
    }
    return value
  }

  private static func string(_ node: Node, _ key: String, _ file: String) throws(ConfigError) -> String {
    guard let scalar = node.scalar, !scalar.string.isEmpty else {
      throw ConfigError(file: file, line: line(node), "\(key): expected a text value")
    }
    return scalar.string
  }

  private static func strings(_ node: Node, _ key: String, _ file: String) throws(ConfigError) -> [String] {
    if node.scalar != nil { return [try string(node, key, file)] }
    guard let sequence = node.sequence else {
      throw ConfigError(file: file, line: line(node), "\(key): expected a list")
    }
    var values: [String] = []
    for element in sequence { values.append(try string(element, key, file)) }
    return values
  }

  /// Throws for the first of `nodes` (text values) that `judgingLanguages` finds no language.
  private static func judge(_ nodes: [Node], _ key: String, _ file: String, _ judgingLanguages: LanguageJudge?)
    throws(ConfigError)
  {
    guard let judgingLanguages else { return }
    for node in nodes {
      guard let tag = node.string, let problem = judgingLanguages(tag) else { continue }
      throw ConfigError(file: file, line: line(node), "\(key): '\(tag)' \(problem)")
    }
  }

  private static func line(_ node: Node) -> Int? {
    node.mark.map { $0.line }
  }
}
