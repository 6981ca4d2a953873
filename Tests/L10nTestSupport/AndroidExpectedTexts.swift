import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// What a catalog's texts read back as from Android resources, worked out from the catalog alone
/// (not from the writer or the reader): `AndroidCorpusTests` reads the writer's files back with
/// it, and `MigrateRequestTests` the catalog `l10n migrate` makes of them.
public enum AndroidExpectedTexts {
  /// The catalog, less the later key of each pair whose resource names clash (three corpus
  /// catalogs have keys that differ only in case, which the writer refuses, naming them);
  /// `resourceName` is `AndroidNames.resourceName`.
  public static func writable(_ name: String, resourceName: (String) -> String) throws -> (
    catalog: StringCatalog, clashes: Int
  ) {
    var catalog = try StringCatalog(bytes: Fixtures.bytes("real/" + name), file: name)
    var seen: Set<String> = []
    var clashes = 0
    for key in catalog.strings.keys where !seen.insert(resourceName(key)).inserted {
      catalog.strings.removeValue(forKey: key)
      clashes += 1
    }
    return (catalog, clashes)
  }

  /// What each unit id should read back as, normalized: the texts of `language` the writer takes
  /// (not `new`, plural cases ICU has, a device variation's `other`; a substitution's plural
  /// expanded into its string), worked out here from the catalog.
  public static func expectedTexts(_ catalog: StringCatalog, language: String) -> [String: String] {
    let isSource = language == catalog.sourceLanguage
    let categories = PluralRules.forLanguage(language).categories
    var result: [String: String] = [:]
    for (key, entry) in catalog.strings {
      if !isSource && entry.shouldTranslate == false { continue }
      guard
        var localization = entry.localizations?[language]
          ?? (isSource ? Localization(stringUnit: StringUnit(state: .translated, value: key)) : nil)
      else { continue }
      if let other = localization.variations?.device?["other"] { localization = other }
      func take(_ unit: StringUnit?) -> StringUnit? { unit.flatMap { isSource || $0.state != .new ? $0 : nil } }
      if let plural = localization.variations?.plural {
        for (category, form) in plural where categories.contains(category) {
          if let unit = take(form.stringUnit) { result[key + "|==|plural." + category] = normalized(unit.value) }
        }
      } else if let unit = take(localization.stringUnit), localization.stringSet == nil {
        let names = FormatSpecifier.parse(unit.value).compactMap(\.substitution)
        guard names.count <= 1 else { continue }
        guard let name = names.first, let substitution = localization.substitutions?[name] else {
          result[key] = normalized(unit.value)
          continue
        }
        for (category, form) in substitution.variations?.plural ?? [:] where categories.contains(category) {
          guard let caseUnit = take(form.stringUnit) else { continue }
          let kind = FormatSpecifier.kind(ofFieldValue: substitution.formatSpecifier ?? "lld")
          result[key + "|==|plural." + category] = normalized(unit.value) { _, position in
            normalized(caseUnit.value, argument: (kind, substitution.argNum ?? position))
          }
        }
      }
    }
    return result
  }

  /// A text with each placeholder as `{position:type}` (s, d, f, c), `%%` and a stray `%` as `%`:
  /// what must survive Apple → Android → Apple.
  public static func normalized(
    _ text: String, argument: (FormatSpecifier.Kind?, Int)? = nil, expand: ((String, Int) -> String)? = nil
  ) -> String {
    let bytes = Array(text.utf8)
    var out = ""
    var position = 0
    // A substitution's case stands where its token was: its placeholders count from there.
    var next = argument?.1 ?? 1
    FormatSpecifier.forEachPercent(in: text, substitutionArgument: argument?.0) { percent, range in
      out += String(decoding: bytes[position..<range.lowerBound], as: UTF8.self)
      position = range.upperBound
      guard case .placeholder(let specifier) = percent else {
        out += "%"
        return
      }
      if specifier.text == FormatSpecifier.substitutionArgument, let argument {
        out += "{\(argument.1):\(typeLetter(argument.0 ?? .long))}"
        return
      }
      let at = specifier.position ?? next
      if specifier.position == nil { next += 1 } else { next = max(next, at + 1) }
      if let name = specifier.substitution, let expand {
        out += expand(name, at)
      } else {
        out += "{\(at):\(typeLetter(specifier.kind))}"
      }
    }
    out += String(decoding: bytes[position...], as: UTF8.self)
    return out
  }

  public static func typeLetter(_ kind: FormatSpecifier.Kind) -> String {
    switch kind {
    case .object, .cString, .pointer, .substitution: "s"
    case .int, .long: "d"
    case .double, .longDouble: "f"
    case .char: "c"
    }
  }
}
