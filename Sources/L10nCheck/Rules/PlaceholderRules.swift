import L10nCatalog
import L10nText
import OrderedCollections

/// The placeholder rules (format specifiers, literal percent signs, substitutions) and their
/// checks, run per localization.
extension Rules {
  // MARK: Placeholders

  static let placeholders: [Rule] = [
    Rule(
      id: .formatSpecifiers, defaultSeverity: .error,
      summary: "A translation's placeholders do not match the source's.",
      details: """
        Every argument the translation formats must exist in the source with the same type, or the \
        app shows garbage or crashes. Types: objects (`%@`), integers (`%d`, `%i`, `%u`, `%x`), 64-bit \
        integers (`%ld`, `%lld`), floating point (`%f`, `%e`, `%g`), characters, C strings, pointers. \
        Reordering with positions (`%2$@ %1$@`) is fine. Where the source names an argument (Xcode \
        26's `%1$(count)lld`, whose name is the generated symbol's argument label), the translation \
        must name it the same. A plural case may leave out a number \
        (`one` → "un fichier"); other texts must keep every argument. `%%` is a literal percent sign. \
        A source without placeholders is not a format string (Xcode and SwiftUI show it as it is), so \
        its translations are not checked: a `%` in them is text (see `literal-percent`). \
        `plural-candidate` and `import` follow the same rule.
        """,
      examples: [
        .passes(
          "Reordered arguments", key: "share.message",
          entry: entry(en: "%1$@ shared %2$lld photos", ["de": "%2$lld Fotos von %1$@"])),
        .fails(
          "An object where the source has an integer", key: "share.message",
          entry: entry(en: "%lld photos", ["fr": "%@ photos"])),
        .passes(
          "Named placeholders, reordered", key: "feed.summary",
          entry: entry(
            en: "%1$(friendsPosts)lld posts from %2$(name)@",
            ["de": "Von %2$(name)@: %1$(friendsPosts)lld Beiträge"])),
        .fails(
          "Named placeholders with their types swapped", key: "feed.summary",
          entry: entry(
            en: "%1$(friendsPosts)lld posts from %2$(name)@",
            ["de": "%1$(friendsPosts)@ Beiträge von %2$(name)lld"])),
        .fails(
          "A dropped argument", key: "share.message",
          entry: entry(en: "%@ shared %lld photos", ["fr": "%@ a partagé des photos"])),
        .fails(
          "An argument the source does not have", key: "share.message",
          entry: entry(en: "%@ shared photos", ["fr": "%1$@ a partagé %2$lld photos"])),
        .passes(
          "A percent sign in a text without placeholders", key: "game.refusal_hint",
          entry: entry(en: "Has a 50% chance to refuse.", ["de": "Hat eine 50 %ige Chance, abzulehnen."])),
      ]),
    Rule(
      id: .literalPercent, defaultSeverity: .note,
      summary: "A `%` in a translation is not what it seems.",
      details: """
        When the source has no placeholders the text is shown as it is, so a `%` sequence of a \
        translation that looks like a placeholder (`%i` in "50 %ige", `%@`) is shown as written and \
        `%%` as two percent signs; that is fine in ordinary text ("50 %", "%50", "100%"), and noted \
        only in case a placeholder was meant. In a format string (the source has placeholders) a \
        percent sign is written `%%`: a lone `%` is noted, and `String(format:)` reads `% d` in \
        "50 % de" as a placeholder with a space flag. Never an error, and `import` takes such texts.
        """,
      examples: [
        .fails(
          "A placeholder lookalike in a text without placeholders", key: "game.refusal_hint",
          entry: entry(en: "Has a 50% chance to refuse.", ["de": "Hat eine 50 %ige Chance, abzulehnen."])),
        .passes(
          "Percent signs in ordinary text", key: "game.refusal_hint",
          entry: entry(
            en: "Has a 50% chance to refuse.", ["fr": "A 50 % de chances de refuser.", "tr": "Reddetme şansı %50."])),
        .fails(
          "A lone % in a format string", key: "sale.discount",
          entry: entry(en: "%@: 50%% off", ["fr": "%@ : 50 % de réduction"])),
        .passes(
          "%% in a format string", key: "sale.discount",
          entry: entry(en: "%@: 50%% off", ["fr": "%@ : 50 %% de réduction"])),
      ]),
    Rule(
      id: .substitutions, defaultSeverity: .error,
      summary: "A `%#@name@` token and the substitutions disagree.",
      details: """
        Every `%#@name@` in a text needs an entry in the localization's `substitutions`, every entry \
        must be used, its `formatSpecifier` must be a valid specifier, and its `argNum` must name an \
        argument of the source with the same type.
        """,
      examples: [
        .passes(
          "Token and entry agree", key: "sync.progress",
          entry: """
            {"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@ left"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}
            """),
        .fails(
          "A token without an entry", key: "sync.progress",
          entry: """
            {"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@ left"},"substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}
            """),
      ]),
  ]
}

extension CatalogPass {
  /// The arguments a localization formats, over all its texts; the key's when there is none.
  func signature(of localization: Localization?, key: String) -> ArgumentSignature? {
    guard let localization else {
      let fromKey = ArgumentSignature(key)
      return fromKey.isEmpty ? nil : fromKey
    }
    return ArgumentSignature(
      merging: localization.textLeaves().lazy.filter { $0.substitution == nil }.map(\.value),
      substitutionKinds: ArgumentSignature.substitutionKinds(of: localization))
  }

  mutating func checkPlaceholders(
    _ key: String, _ language: String, _ localization: Localization, _ leafRange: Range<Int>,
    sourceSignature: ArgumentSignature?,
    sourceTexts: SourceTexts
  ) {
    let expected = sourceSignature ?? ArgumentSignature()
    if runsLiteralPercent {
      checkLiteralPercents(key, language, leafRange, isFormatString: !expected.isEmpty, sourceTexts: sourceTexts)
    }
    // A source that formats nothing is not a format string, and neither are its translations:
    // Xcode and SwiftUI show such a text as it is, so its `%` signs are text (literal-percent).
    guard runsPlaceholders, !expected.isEmpty else { return }
    let kinds = ArgumentSignature.substitutionKinds(of: localization)
    for leaf in leaves[leafRange] where leaf.substitution == nil {
      let actual = ArgumentSignature(leaf.value, substitutionKinds: kinds)
      let problems = actual.mismatches(with: expected, isPluralCase: leaf.pluralCategory != nil)
      if !problems.isEmpty {
        emit(
          .formatSpecifiers, key: key, language: language,
          "\(language)\(leaf.place): \(problems.joined(separator: "; "))")
      }
    }
  }

  /// `%` signs of a translation that are not what they seem. In a text that is not formatted, a
  /// `%i` or `%@` is shown as written and `%%` as two signs; in a format string, a `%` that starts
  /// no placeholder should be `%%`, and `String(format:)` reads `% d` ("50 % de") as one.
  mutating func checkLiteralPercents(
    _ key: String, _ language: String, _ leafRange: Range<Int>, isFormatString: Bool, sourceTexts: SourceTexts
  ) {
    for index in leafRange where leaves[index].value.containsASCII(UInt8(ascii: "%")) {
      let leaf = leaves[index]
      guard leaf.substitution == nil else { continue }
      var notes: [String] = []
      func note(_ text: String) { if !notes.contains(text) { notes.append(text) } }
      let percents = FormatSpecifier.percents(in: leaf.value)
      if isFormatString {
        for case .stray(let text, let readAs) in percents {
          note(
            readAs.map { "\"\(text)\" (String(format:) reads \"\($0)\" as a placeholder with a space flag)" }
              ?? "\"\(text)\"")
        }
        guard !notes.isEmpty else { continue }
        emit(
          .literalPercent, key: key, language: language,
          "\(language)\(leaf.place): a lone % in a text with placeholders: \(notes.joined(separator: ", ")); write a percent sign as %%"
        )
      } else {
        let sourceText = leaf.sourceText(in: sourceTexts)
        for percent in percents {
          switch percent {
          case .placeholder(let specifier) where !sourceText.contains(specifier.text): note("\"\(specifier.text)\"")
          case .escaped where !sourceText.contains("%%"): note("\"%%\" (two percent signs)")
          default: break
          }
        }
        guard !notes.isEmpty else { continue }
        emit(
          .literalPercent, key: key, language: language,
          "\(language)\(leaf.place): \(notes.joined(separator: ", ")) is shown as written: the source has no placeholders, so the text is not formatted"
        )
      }
    }
  }

  mutating func checkSubstitutions(
    _ key: String, _ language: String, _ localization: Localization, _ leafRange: Range<Int>,
    sourceSignature: ArgumentSignature?
  ) {
    guard runsSubstitutions else { return }
    // Most texts have no substitution: no entries and no `%#@` token.
    if localization.substitutions == nil,
      !leafRange.contains(where: { leaves[$0].value.containsASCII(UInt8(ascii: "#")) })
    {
      return
    }
    let substitutions = localization.substitutions ?? [:]
    var used = Set<String>()
    var reported = Set<String>()
    for leaf in leaves[leafRange] {
      for specifier in FormatSpecifier.parse(leaf.value) {
        guard let name = specifier.substitution else { continue }
        used.insert(name)
        if substitutions[name] == nil, reported.insert(name).inserted {
          emit(
            .substitutions, key: key, language: language,
            "\(language): \(specifier.text) has no entry \"\(name)\" in substitutions")
        }
      }
    }
    for (name, item) in substitutions {
      if !used.contains(name) {
        emit(
          .substitutions, key: key, language: language,
          "\(language): substitution \"\(name)\" is not used in the text (%#@\(name)@)")
      }
      guard let specifier = item.formatSpecifier else { continue }
      guard let kind = FormatSpecifier.kind(ofFieldValue: specifier) else {
        emit(
          .substitutions, key: key, language: language,
          "\(language): substitution \"\(name)\" has formatSpecifier \"\(specifier)\", which is not a format specifier")
        continue
      }
      if let argNum = item.argNum, let sourceSignature, !sourceSignature.isEmpty {
        if let sourceKind = sourceSignature[argNum]?.kind {
          if sourceKind != kind, sourceKind != .substitution {
            emit(
              .substitutions, key: key, language: language,
              "\(language): substitution \"\(name)\" formats argument \(argNum) as \(kind.phrase), the source as \(sourceKind.phrase)"
            )
          }
        } else {
          emit(
            .substitutions, key: key, language: language,
            "\(language): substitution \"\(name)\" takes argument \(argNum), which the source does not have")
        }
      }
    }
  }
}
