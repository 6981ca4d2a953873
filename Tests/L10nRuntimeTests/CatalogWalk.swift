import Foundation
import L10nCatalog
import L10nICU
import L10nRuntime
import L10nText
import OrderedCollections

/// What a catalog's model holds for a key, a language and a plural category, found by walking
/// the model's `Localization`, `Variations` and `Substitution` directly, independently of the
/// runtime: the text in the form Foundation formats (a substitution's case in place of its
/// `%#@name@`, `%arg` as `%N$lld`), for `String(format:)` to fill.
struct CatalogWalk {
  let catalog: StringCatalog
  var device: String = "other"
  var useNeedsReview = true

  typealias Substitutions = OrderedDictionary<String, Substitution>

  /// The languages that answer for `language`, best first: the negotiation's chain
  /// (`LanguageNegotiation.fallbackChain`, tested on its own), which this walk does not judge.
  func chain(_ language: String) -> [String] {
    LanguageNegotiation.fallbackChain(
      for: language, available: Set(catalog.languages), source: catalog.sourceLanguage)
  }

  /// Whether `key`'s texts in some language vary by a number or take arguments.
  func takesArguments(_ entry: CatalogEntry) -> Bool {
    var found = false
    for localization in entry.localizations.map({ Array($0.values) }) ?? [] {
      localization.forEachText { text, _ in
        if case .unit(let unit) = text, unit.value.contains("%") { found = true }
      }
      if localization.variations?.plural != nil || localization.substitutions != nil { found = true }
    }
    return found
  }

  /// The text `localization` has for `category`, in Foundation's form; nil when it has none
  /// (no text, no case for the device nor `other`, a text that needs review when those are not used).
  func text(_ localization: Localization, category: String) -> String? {
    var refused = false
    let text = text(localization, nil, category, &refused)
    return refused ? nil : text
  }

  private func text(_ localization: Localization, _ outer: Substitutions?, _ category: String, _ refused: inout Bool)
    -> String?
  {
    let substitutions = localization.substitutions ?? outer
    if let device = localization.variations?.device, !device.isEmpty {
      guard let chosen = device[self.device] ?? device["other"] else { return nil }
      return text(chosen, substitutions, category, &refused)
    }
    if let plural = localization.variations?.plural, !plural.isEmpty {
      // Every case is read, for a text that needs review; a category without a text takes other's.
      var texts: [String: String] = [:]
      for (name, inner) in plural where PluralCategory(rawValue: name) != nil {
        texts[name] = text(inner, substitutions, category, &refused)
      }
      return texts[category] ?? texts["other"]
    }
    guard let unit = localization.stringUnit else { return nil }
    if unit.state == .needsReview && !useNeedsReview { refused = true }
    var missing = false
    let text = FormatSpecifier.rewritingPlaceholders(unit.value) { specifier in
      guard let name = specifier.substitution else { return nil }
      guard let substitution = substitutions?[name], let plural = substitution.variations?.plural, !plural.isEmpty
      else { return "%" + specifier.text }
      let position = specifier.position ?? substitution.argNum ?? 1
      var chosen: String?
      for (caseName, inner) in plural where PluralCategory(rawValue: caseName) != nil {
        if inner.stringUnit?.state == .needsReview && !useNeedsReview { refused = true }
        if caseName == category { chosen = inner.stringUnit?.value }
      }
      guard let caseText = chosen ?? plural["other"]?.stringUnit?.value else {
        missing = true
        return nil
      }
      return caseText.replacing("%arg", with: "%\(position)$\(substitution.formatSpecifier ?? "lld")")
    }
    return missing ? nil : text
  }

  /// A text filled by Foundation's `String(format:)` with one number `n` for every argument, each
  /// of the kind its placeholder takes; and those arguments, for the runtime. The arguments are
  /// those `other` takes too, which the case chosen may not show (`zero`: "no files").
  struct Fill {
    let format: String
    let kinds: [FormatSpecifier.Kind?]

    init(_ text: String, other: String?) {
      var format = escapingStrays(FormatSpecifier.droppingNames(text))
      var byPosition: [Int: FormatSpecifier.Kind] = [:]
      var referenced = Set<Int>()
      for (index, text) in [format, other ?? ""].enumerated() {
        var next = 1
        for specifier in FormatSpecifier.parse(text) where specifier.substitution == nil {
          let position = specifier.position ?? next
          if specifier.position == nil { next += 1 }
          if byPosition[position] == nil { byPosition[position] = specifier.kind }
          if index == 0 { referenced.insert(position) }
        }
      }
      kinds = (0..<(byPosition.keys.max() ?? 0)).map { byPosition[$0 + 1] }
      // CoreFoundation crashes on a format that skips an argument ("other than %2$@" of `one`), so
      // each argument the text skips is referenced after a U+0001 and cut off after formatting.
      for position in kinds.indices.map({ $0 + 1 }) where !referenced.contains(position) {
        switch byPosition[position] {
        case .int?: format += "\u{1}%\(position)$d"
        case .double?, .longDouble?: format += "\u{1}%\(position)$f"
        case .object?: format += "\u{1}%\(position)$@"
        default: format += "\u{1}%\(position)$lld"
        }
      }
      self.format = format
    }

    func callAsFunction(_ n: Int) -> (text: String, arguments: [any CVarArg]) {
      let arguments: [any CVarArg] = kinds.map { kind in
        switch kind {
        case .int?: Int32(truncatingIfNeeded: n)
        case .double?, .longDouble?: Double(n)
        // An NSString the array keeps: a Swift String passed as a CVarArg is made an NSString that
        // swift-corelibs-foundation can free before CoreFoundation reads it.
        case .object?: NSString(string: String(n))
        default: Int64(n)
        }
      }
      let text = String(format: format, arguments: arguments)
      return (String(text.prefix { $0 != "\u{1}" }), arguments)
    }
  }

  /// `text` with each `%` that starts no placeholder written `%%`: the runtime keeps it as text,
  /// which `String(format:)` does for `%%`.
  static func escapingStrays(_ text: String) -> String {
    var strays: [Int] = []
    FormatSpecifier.forEachPercent(in: text) { percent, range in
      if case .stray = percent { strays.append(range.lowerBound) }
    }
    var bytes = Array(text.utf8)
    for offset in strays.reversed() { bytes.insert(UInt8(ascii: "%"), at: offset) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
