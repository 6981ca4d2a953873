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
    guard let mapping = root.mapping else {
      throw ConfigError(file: file, line: line(root), "expected a mapping of settings at the top level")
    }
    var configuration = Configuration()
    for (keyNode, value) in mapping {
      guard let key = keyNode.string else {
        throw ConfigError(file: file, line: line(keyNode), "expected a setting name")
      }
      switch key {
      case "version":
        guard let version = value.int, version == 1 else {
          throw ConfigError(file: file, line: line(value), "version: expected 1, the only configuration version")
        }
        configuration.version = version
      case "sourceLanguage":
        configuration.sourceLanguage = try string(value, key, file)
        try judge([value], key, file, judgingLanguages)
      case "sources":
        configuration.sources = try strings(value, key, file)
      case "exclude":
        configuration.exclude = try strings(value, key, file)
      case "catalogs":
        configuration.catalogs = try strings(value, key, file)
      case "languages":
        configuration.languages = try strings(value, key, file)
        try judge(value.sequence.map(Array.init) ?? [value], key, file, judgingLanguages)
      case "memory":
        configuration.memory = try strings(value, key, file)
      case "glossary":
        configuration.glossary = try strings(value, key, file)
      case "translate":
        configuration.translate = try section(
          value, "translate", known: "command, batchSize, timeout", TranslateSettings(), file
        ) { (settings, key, value) throws(ConfigError) -> Bool in
          switch key {
          case "command": settings.command = try string(value, "translate.command", file)
          case "batchSize": settings.batchSize = Int(try positive(value, "translate.batchSize", file, whole: true))
          case "timeout": settings.timeout = try positive(value, "translate.timeout", file)
          default: return false
          }
          return true
        }
      case "costs":
        configuration.costs = try section(
          value, "costs", known: "wordsPerDay, pricePerWord", CostSettings(), file
        ) { (settings, key, value) throws(ConfigError) -> Bool in
          switch key {
          case "wordsPerDay": settings.wordsPerDay = try positive(value, "costs.wordsPerDay", file)
          case "pricePerWord":
            settings.pricePerWord = try positive(value, "costs.pricePerWord", file, allowingZero: true)
          default: return false
          }
          return true
        }
      case "keys":
        configuration.keys = try keyConvention(value, file)
      case "extract":
        configuration.extract = try extractSettings(value, file)
      case "check":
        configuration.check = try checkSettings(value, file, judgingLanguages)
      case "import":
        configuration.importing = try section(
          value, "import", known: "standIns, holdUnchangedSource", ImportSettings(), file
        ) { (settings, key, value) throws(ConfigError) -> Bool in
          switch key {
          case "standIns": settings.standIns = try strings(value, "import.standIns", file)
          case "holdUnchangedSource": settings.holdUnchangedSource = try bool(value, "import.holdUnchangedSource", file)
          default: return false
          }
          return true
        }
      default:
        throw ConfigError(
          file: file, line: line(keyNode),
          "unknown setting '\(key)' (known: version, sourceLanguage, sources, exclude, catalogs, languages, memory, glossary, keys, extract, check, import, translate, costs)"
        )
      }
    }
    return configuration
  }

  private static func keyConvention(_ node: Node, _ file: String) throws(ConfigError) -> KeyConvention {
    try section(node, "keys", known: "pattern, dynamic", KeyConvention(), file) {
      (convention, key, value) throws(ConfigError) -> Bool in
      switch key {
      case "pattern":
        let pattern = try string(value, "keys.pattern", file)
        do {
          convention.pattern = try KeyPattern(pattern: pattern)
        } catch {
          throw ConfigError(file: file, line: line(value), "keys.pattern: not a valid regular expression")
        }
      case "dynamic":
        let patterns = try strings(value, "keys.dynamic", file)
        for pattern in patterns where pattern.allSatisfy({ $0 == "*" }) {
          throw ConfigError(
            file: file, line: line(value),
            "keys.dynamic: '\(pattern)' would match every key; give the literal parts of the keys the code builds (onboarding.step_*.title)"
          )
        }
        convention.dynamic = DynamicKeys(patterns)
      default:
        return false
      }
      return true
    }
  }

  private static func extractSettings(_ node: Node, _ file: String) throws(ConfigError) -> ExtractSettings {
    try section(node, "extract", known: "members, functions, catalog, keyCalls, addKeyCalls", ExtractSettings(), file) {
      (settings, key, value) throws(ConfigError) -> Bool in
      switch key {
      case "members":
        settings.members = try strings(value, "extract.members", file).map {
          $0.hasPrefix(".") ? String($0.dropFirst()) : $0
        }
      case "functions":
        let functions = try strings(value, "extract.functions", file)
        for function in functions where !ExtractSettings.knownFunctions.contains(function) {
          throw ConfigError(
            file: file, line: line(value),
            "extract.functions: unknown function '\(function)' (known: \(ExtractSettings.knownFunctions.joined(separator: ", ")))"
          )
        }
        settings.functions = functions
      case "catalog":
        settings.catalog = try string(value, "extract.catalog", file)
      case "keyCalls":
        let calls = value.sequence?.isEmpty == true ? [] : try strings(value, "extract.keyCalls", file)
        settings.keyCalls = []
        for text in calls {
          guard let call = CallShapes.KeyCall(text) else {
            throw ConfigError(
              file: file, line: line(value),
              "extract.keyCalls: '\(text)' is not a call shape (write Text, .navigationTitle or .searchable(prompt:))")
          }
          settings.keyCalls.append(call)
        }
      case "addKeyCalls":
        settings.addKeyCalls = try bool(value, "extract.addKeyCalls", file)
      default:
        return false
      }
      return true
    }
  }

  private static func checkSettings(_ node: Node, _ file: String, _ judgingLanguages: LanguageJudge?)
    throws(ConfigError)
    -> CheckSettings
  {
    try section(
      node, "check", known: "rules, screens, lastSegments, minCoverage, baseline, strict, consistency", CheckSettings(),
      file
    ) { (settings, key, value) throws(ConfigError) -> Bool in
      switch key {
      case "rules":
        guard let rules = value.mapping else {
          throw ConfigError(
            file: file, line: line(value), "check.rules: expected a mapping of rule id to error, warning, note or off")
        }
        for (ruleNode, severityNode) in rules {
          let id = try string(ruleNode, "check.rules", file)
          guard let rule = RuleID(rawValue: id) else {
            throw ConfigError(
              file: file, line: line(ruleNode),
              "check.rules: unknown rule '\(id)' (`l10n check --list-rules` lists them)")
          }
          let word = try string(severityNode, "check.rules.\(id)", file)
          guard let setting = RuleSetting(word) else {
            throw ConfigError(
              file: file, line: line(severityNode),
              "check.rules.\(id): expected error, warning, note or off, found '\(word)'")
          }
          // The coverage gate fails the run or is off.
          if rule == .minCoverage, setting != .off, setting != .severity(.error) {
            throw ConfigError(
              file: file, line: line(severityNode), "check.rules.\(id): expected error or off, found '\(word)'")
          }
          settings.rules[rule] = setting
        }
      case "screens":
        settings.screens = try strings(value, "check.screens", file)
      case "lastSegments":
        settings.lastSegments = try strings(value, "check.lastSegments", file)
      case "minCoverage":
        if let mapping = value.mapping {
          for (languageNode, percentNode) in mapping {
            let language = try string(languageNode, "check.minCoverage", file)
            try judge([languageNode], "check.minCoverage", file, judgingLanguages)
            settings.minimumCoverageByLanguage[language] = try percent(
              percentNode, "check.minCoverage.\(language)", file)
          }
        } else {
          settings.minimumCoverage = try percent(value, "check.minCoverage", file)
        }
      case "baseline":
        settings.baseline = try string(value, "check.baseline", file)
      case "strict":
        settings.strict = try bool(value, "check.strict", file)
      case "consistency":
        let consistency = try section(
          value, "check.consistency", known: "splitByComment", CheckSettings(), file
        ) { (settings, key, value) throws(ConfigError) -> Bool in
          guard key == "splitByComment" else { return false }
          settings.consistencySplitsByComment = try bool(value, "check.consistency.splitByComment", file)
          return true
        }
        settings.consistencySplitsByComment = consistency.consistencySplitsByComment
      default:
        return false
      }
      return true
    }
  }

  /// Reads the settings of a section (`keys:`, `extract:`, `check:`) one by one into `settings`;
  /// `read` says false for a setting it does not know, an error that names those it knows.
  private static func section<Settings>(
    _ node: Node, _ name: String, known: String, _ settings: Settings, _ file: String,
    _ read: (inout Settings, _ key: String?, _ value: Node) throws(ConfigError) -> Bool
  ) throws(ConfigError) -> Settings {
    guard let mapping = node.mapping else {
      throw ConfigError(file: file, line: line(node), "\(name): expected a mapping (\(known))")
    }
    var settings = settings
    for (keyNode, value) in mapping {
      if try !read(&settings, keyNode.string, value) {
        throw ConfigError(
          file: file, line: line(keyNode), "unknown setting '\(name).\(keyNode.string ?? "?")' (known: \(known))")
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
