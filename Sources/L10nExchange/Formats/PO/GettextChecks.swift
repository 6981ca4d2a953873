import L10nICU
import L10nText

/// What `msgfmt --check` refuses, so that every PO l10n writes passes it: a `c-format` or
/// `objc-format` entry whose strings are no valid C format string (a positional argument skipped,
/// `%2$@` without `%1$`; numbered and unnumbered ones mixed) or whose translation formats other
/// arguments than its source; a translation that begins or ends with a line break where the
/// source does not (or the other way round).
enum GettextChecks {
  /// The format flag of an entry: `POWriter.formatFlag` of its sources, when every string of the
  /// entry passes gettext's format check; nil otherwise (gettext then checks nothing, and
  /// l10n's own placeholder checks still do).
  static func formatFlag(_ entry: POEntry, forms: GettextPluralForms) -> String? {
    let sources = [entry.id] + (entry.idPlural.map { [$0] } ?? [])
    guard let flag = POWriter.formatFlag(sources), let reference = arguments(entry.idPlural ?? entry.id) else {
      return nil
    }
    guard arguments(entry.id) != nil else { return nil }
    // msgfmt checks every form of a plural entry that has one translated, empty ones too.
    let checksAll = entry.idPlural != nil && entry.strings.contains { !$0.isEmpty }
    for (index, text) in entry.strings.enumerated() where checksAll || !text.isEmpty {
      guard let own = arguments(text) else { return nil }
      // A plural form used for one number alone may leave arguments out ("one file").
      let single = entry.idPlural != nil && formsUsedOnce(forms).contains(index)
      for (position, type) in own where reference[position] != type { return nil }
      if !single && own.count != reference.count { return nil }
    }
    return flag
  }

  /// The arguments of a format string by position, each with gettext's type (length and
  /// conversion class); nil when gettext would not take it for a format string.
  static func arguments(_ text: String) -> [Int: String]? {
    var result: [Int: String] = [:]
    var numbered: Bool?
    var next = 1
    for percent in FormatSpecifier.percents(in: text) {
      guard case .placeholder(let specifier) = percent else {
        if case .escaped = percent { continue }
        return nil
      }
      if specifier.width == "*" || specifier.precision == "*" { return nil }
      let isNumbered = specifier.position != nil
      if numbered == nil { numbered = isNumbered } else if numbered != isNumbered { return nil }
      let position = specifier.position ?? next
      next += 1
      let type = typeKey(specifier)
      if let known = result[position], known != type { return nil }
      result[position] = type
    }
    // Numbered arguments must be 1…n, none skipped.
    if numbered == true, let last = result.keys.max(), result.count != last { return nil }
    return result
  }

  static func typeKey(_ specifier: FormatSpecifier) -> String {
    let length = specifier.length == "q" ? "ll" : specifier.length
    switch specifier.conversion {
    case "d", "i": return length + "d"
    case "u", "o", "x", "X", "D", "U", "O": return length + "u"
    case "f", "F", "e", "E", "g", "G", "a", "A": return length + "f"
    default: return length + String(specifier.conversion)
    }
  }

  /// The `msgstr` indices that the language's formula uses for exactly one number (of 0…1000).
  static func formsUsedOnce(_ forms: GettextPluralForms) -> Set<Int> {
    var uses = [Int](repeating: 0, count: forms.count)
    for n in UInt64(0)...1000 {
      if let index = forms.formula.evaluate(n), index < UInt64(forms.count) { uses[Int(index)] += 1 }
    }
    return Set(uses.indices.filter { uses[$0] == 1 })
  }

  /// Whether `translation` begins and ends with a line break exactly where each of `sources`
  /// does, as `msgfmt --check` requires of every translated entry.
  static func lineBreaksAgree(_ translation: String, sources: [String]) -> Bool {
    sources.allSatisfy {
      ($0.utf8.first == 0x0A) == (translation.utf8.first == 0x0A)
        && ($0.utf8.last == 0x0A) == (translation.utf8.last == 0x0A)
    }
  }
}
