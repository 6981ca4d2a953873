import L10nCatalog
import L10nText

extension RuleID {
  public static let formatSpecifiers = RuleID("format-specifiers")
}

/// `format-specifiers`: a translation's placeholders do not match the source's.
struct FormatSpecifiers: LocalizationRule {
  static let id = RuleID.formatSpecifiers
  static let group = RuleGroup.placeholders
  static let defaultSeverity = Severity.error
  static let summary = "A translation's placeholders do not match the source's."
  static let details = """
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
    """

  static var examples: [RuleExample] {
    [
      .passes(
        "Reordered arguments", key: "share.message",
        entry: entry(en: "%1$@ shared %2$lld photos", ["de": "%2$lld Fotos von %1$@"])),
      .fails(
        "An object where the source has an integer", key: "share.message",
        entry: entry(en: "%lld photos", ["fr": "%@ photos"]), expectLanguage: "fr"),
      .passes(
        "Named placeholders, reordered", key: "feed.summary",
        entry: entry(
          en: "%1$(friendsPosts)lld posts from %2$(name)@",
          ["de": "Von %2$(name)@: %1$(friendsPosts)lld Beiträge"])),
      .fails(
        "Named placeholders with their types swapped", key: "feed.summary",
        entry: entry(
          en: "%1$(friendsPosts)lld posts from %2$(name)@",
          ["de": "%1$(friendsPosts)@ Beiträge von %2$(name)lld"]), expectLanguage: "de"),
      .fails(
        "A dropped argument", key: "share.message",
        entry: entry(en: "%@ shared %lld photos", ["fr": "%@ a partagé des photos"]), expectLanguage: "fr"),
      .fails(
        "An argument the source does not have", key: "share.message",
        entry: entry(en: "%@ shared photos", ["fr": "%1$@ a partagé %2$lld photos"]), expectLanguage: "fr"),
      .passes(
        "A percent sign in a text without placeholders", key: "game.refusal_hint",
        entry: entry(en: "Has a 50% chance to refuse.", ["de": "Hat eine 50 %ige Chance, abzulehnen."])),
    ]
  }

  func check(
    _ localization: Localization, _ context: LocalizationContext, of key: KeyContext, in pass: inout CatalogPass
  ) {
    // A source that formats nothing is not a format string, and neither are its translations:
    // Xcode and SwiftUI show such a text as it is, so its `%` signs are text (literal-percent).
    guard !context.isSource, let expected = key.sourceSignature, !expected.isEmpty else { return }
    let kinds = ArgumentSignature.substitutionKinds(of: localization)
    for index in context.leaves where pass.leaves[index].substitution == nil {
      let leaf = pass.leaves[index]
      let actual = ArgumentSignature(percents: pass.percents(ofLeaf: index), substitutionKinds: kinds)
      let problems = actual.mismatches(with: expected, isPluralCase: leaf.pluralCategory != nil)
      if !problems.isEmpty {
        pass.emit(
          id, key: key.name, language: context.language,
          "\(context.language)\(leaf.place): \(problems.joined(separator: "; "))")
      }
    }
  }
}
