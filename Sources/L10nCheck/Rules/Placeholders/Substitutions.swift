import L10nCatalog
import L10nText
import OrderedCollections

extension RuleID {
  public static let substitutions = RuleID("substitutions")
}

/// `substitutions`: a `%#@name@` token and the substitutions disagree.
struct Substitutions: LocalizationRule {
  static let id = RuleID.substitutions
  static let group = RuleGroup.placeholders
  static let defaultSeverity = Severity.error
  static let summary = "A `%#@name@` token and the substitutions disagree."
  static let details = """
    Every `%#@name@` in a text needs an entry in the localization's `substitutions`, every entry \
    must be used, its `formatSpecifier` must be a valid specifier, and its `argNum` must name an \
    argument of the source with the same type.
    """

  static var examples: [RuleExample] {
    [
      .passes(
        "Token and entry agree", key: "sync.progress",
        entry: """
          {"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@ left"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}
          """),
      .fails(
        "A token without an entry", key: "sync.progress",
        entry: """
          {"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@ left"},"substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}
          """, expectLanguage: "en"),
    ]
  }

  func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    // Most texts have no substitution: no entries and no `%#@` token.
    if localization.substitutions == nil,
      !context.leaves.contains(where: { pass.leaves[$0].value.containsASCII(UInt8(ascii: "#")) })
    {
      return
    }
    let keyName = key.name
    let language = context.language
    let substitutions = localization.substitutions ?? [:]
    // A text has a substitution or two: lists, not sets (whose storage each localization paid).
    var used: [String] = []
    var reported: [String] = []
    for index in context.leaves {
      for specifier in FormatSpecifier.placeholders(in: pass.percents(ofLeaf: index)) {
        guard let name = specifier.substitution else { continue }
        if !used.contains(name) { used.append(name) }
        if substitutions[name] == nil, !reported.contains(name) {
          reported.append(name)
          pass.emit(
            id, key: keyName, language: language,
            "\(language): \(specifier.text) has no entry \"\(name)\" in substitutions"
          )
        }
      }
    }
    // The source's own substitutions are compared with nothing.
    let sourceSignature = context.isSource ? nil : key.sourceSignature
    for (name, item) in substitutions {
      if !used.contains(name) {
        pass.emit(
          id, key: keyName, language: language,
          "\(language): substitution \"\(name)\" is not used in the text (%#@\(name)@)")
      }
      guard let specifier = item.formatSpecifier else { continue }
      guard let kind = FormatSpecifier.kind(ofFieldValue: specifier) else {
        pass.emit(
          id, key: keyName, language: language,
          "\(language): substitution \"\(name)\" has formatSpecifier \"\(specifier)\", which is not a format specifier")
        continue
      }
      if let argNum = item.argNum, let sourceSignature, !sourceSignature.isEmpty {
        if let sourceKind = sourceSignature[argNum]?.kind {
          if sourceKind != kind, sourceKind != .substitution {
            pass.emit(
              id, key: keyName, language: language,
              "\(language): substitution \"\(name)\" formats argument \(argNum) as \(kind.phrase), the source as \(sourceKind.phrase)"
            )
          }
        } else {
          pass.emit(
            id, key: keyName, language: language,
            "\(language): substitution \"\(name)\" takes argument \(argNum), which the source does not have")
        }
      }
    }
  }
}
