import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// What one key's localization becomes in one language's `strings.xml`: a `<string>`, a
/// `<plurals>`, or nothing, with what could not be written as it is.
enum AndroidText: Equatable {
  /// A `<string>`'s text, in Java's format; `formatted` false when it has no placeholder and a
  /// `%` (written `formatted="false"`, so aapt2 does not take a stray `%` for one).
  case string(String, formatted: Bool)
  /// A `<plurals>`' items, category and text, in CLDR order.
  case plurals([(category: String, text: String)])

  static func == (a: AndroidText, b: AndroidText) -> Bool {
    switch (a, b) {
    case (.string(let x, let f), .string(let y, let g)): x == y && f == g
    case (.plurals(let x), .plurals(let y)): x.elementsEqual(y) { $0.category == $1.category && $0.text == $1.text }
    default: false
    }
  }

  /// The text of `localization` in `language`, or nil with the reason in `warnings` (nil without
  /// one: nothing to write, such as a translation still `new`). `isSource`: the development
  /// language, whose texts are written whatever their state.
  static func make(
    _ localization: Localization, language: String, isSource: Bool, warn: (String) -> Void
  ) -> AndroidText? {
    guard let localization = withoutDevices(localization, warn: warn) else { return nil }
    if let cases = localization.variations?.plural {
      let items = pluralItems(cases, language: language, isSource: isSource, warn: warn) {
        AndroidPlaceholders.toAndroid($0, formatted: true)
      }
      return items.map { .plurals($0) }
    }
    if localization.stringSet != nil, localization.stringUnit == nil {
      warn("App Shortcut phrases (a stringSet) have no Android resource; not written")
      return nil
    }
    guard let unit = localization.stringUnit, isSource || unit.state != .new else { return nil }
    let substitutions = FormatSpecifier.parse(unit.value).compactMap(\.substitution)
    let plural = substitutions.filter { localization.substitutions?[$0]?.variations?.plural != nil }
    if Set(plural).count > 1 {
      warn(
        "\(plural.count) plural substitutions in one string (\(plural.map { "%#@\($0)@" }.joined(separator: ", "))): Android's <plurals> varies on one number; not written"
      )
      return nil
    }
    if let unknown = substitutions.first(where: { !plural.contains($0) }) {
      warn("the substitution %#@\(unknown)@ has no plural cases; not written")
      return nil
    }
    guard let name = plural.first, let substitution = localization.substitutions?[name] else {
      let formatted = AndroidPlaceholders.hasPlaceholders(unit.value)
      let text = AndroidPlaceholders.toAndroid(unit.value, formatted: formatted)
      return .string(text, formatted: formatted || !text.containsASCII(UInt8(ascii: "%")))
    }
    guard let argument = FormatSpecifier.single("%" + (substitution.formatSpecifier ?? "lld")) else {
      warn(
        "the substitution %#@\(name)@ has the format \"\(substitution.formatSpecifier ?? "")\", which is no placeholder; not written"
      )
      return nil
    }
    let plainCases = substitution.variations?.plural ?? [:]
    let items = pluralItems(plainCases, language: language, isSource: isSource, warn: warn) { caseText in
      AndroidPlaceholders.toAndroid(unit.value, formatted: true) { wanted in
        wanted == name ? .init(text: caseText, argument: argument, position: substitution.argNum) : nil
      }
    }
    return items.map { .plurals($0) }
  }

  /// The localization with its device variations replaced by their `other` case (Android has no
  /// device variation); nil, warned, when there is none.
  private static func withoutDevices(_ localization: Localization, warn: (String) -> Void) -> Localization? {
    guard let devices = localization.variations?.device else { return localization }
    guard let other = devices["other"] else {
      warn(
        "varies by device (\(devices.keys.joined(separator: ", "))) with no \"other\" case, which is what Android would take; not written"
      )
      return nil
    }
    warn(
      "varies by device (\(devices.keys.joined(separator: ", "))): Android has no device variation; its \"other\" case is written"
    )
    return withoutDevices(other, warn: warn)
  }

  /// A plural's items in `language`: the categories ICU gives the language, in CLDR order, each
  /// with its case's text converted by `convert`; a case of another category (English `zero`)
  /// is left out, warned, since Android never selects it. nil when no case has a text to write.
  private static func pluralItems(
    _ cases: OrderedDictionary<String, Localization>, language: String, isSource: Bool,
    warn: (String) -> Void, convert: (String) -> String
  ) -> [(category: String, text: String)]? {
    let categories = PluralRules.forLanguage(language).categories
    var items: [(category: String, text: String)] = []
    var dropped: [String] = []
    for (category, localization) in cases {
      guard categories.contains(category) else {
        dropped.append(category)
        continue
      }
      var quiet: [String] = []
      guard let localization = withoutDevices(localization, warn: { quiet.append($0) }),
        let unit = localization.stringUnit, isSource || unit.state != .new
      else { continue }
      if let first = quiet.first { warn("plural case \"\(category)\" " + first) }
      items.append((category, convert(unit.value)))
    }
    if !dropped.isEmpty {
      warn(
        "plural \(dropped.count == 1 ? "case" : "cases") \(dropped.map { "\"\($0)\"" }.joined(separator: ", ")) left out: Android never selects \(dropped.count == 1 ? "it" : "them") in \(language) (\(categories.joined(separator: ", ")))"
      )
    }
    guard !items.isEmpty else { return nil }
    if !items.contains(where: { $0.category == "other" }) {
      warn("plural without an \"other\" case, which Android falls back to")
    }
    items.sort { PluralRules.order.firstIndex(of: $0.category)! < PluralRules.order.firstIndex(of: $1.category)! }
    return items
  }
}
