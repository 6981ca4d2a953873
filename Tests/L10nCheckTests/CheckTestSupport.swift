import L10nCatalog
import L10nCheck
import L10nExchange

/// Builds a one-catalog check from JSON and runs it.
enum CheckHarness {
  static func run(
    _ json: String, options: CheckOptions = CheckOptions(), usedKeys: [KeyPlace]? = nil, file: String = "Test.xcstrings"
  ) throws -> CheckReport {
    let (catalog, locations) = try StringCatalog.decodeWithLocations(bytes: Array(json.utf8), file: file)
    return Checker(options: options).check([
      CatalogInput(file: file, catalog: catalog, locations: locations, usedKeys: usedKeys)
    ])
  }

  /// A catalog with one key whose localizations are given as JSON members.
  static func catalog(key: String = "inbox.unread_count", source: String = "en", _ localizations: String) -> String {
    """
    {"sourceLanguage":"\(source)","strings":{"\(key)":{"localizations":{\(localizations)}}},"version":"1.0"}
    """
  }

  static func plural(_ language: String, _ categories: [String], text: (String) -> String = { _ in "%lld x" }) -> String
  {
    let cases = categories.map { "\"\($0)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(text($0))\"}}" }
    return "\"\(language)\":{\"variations\":{\"plural\":{\(cases.joined(separator: ","))}}}"
  }

  static func unit(_ language: String, _ value: String, state: String = "translated") -> String {
    "\"\(language)\":{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"\(value)\"}}"
  }
}

extension CheckReport {
  func findings(_ rule: RuleID) -> [Finding] { findings.filter { $0.rule == rule } }
}

/// What a test's rules ask of a project (`CheckRule.prepare`): a memory and a glossary of its own.
struct TestCheckResources: CheckResources {
  var pairs = TranslationMemory()
  var terms = Glossary()

  func memory() throws -> TranslationMemory { pairs }
  func glossary(sourceLanguage: String) throws -> Glossary { terms }
}
