import Foundation
import L10nCatalog
import L10nText
import OrderedCollections

/// One key of a legacy `.stringsdict` file, as a String Catalog holds it for one language.
public struct StringsdictEntry: Sendable, Hashable {
  public var key: String
  public var localization: Localization

  public init(key: String, localization: Localization) {
    self.key = key
    self.localization = localization
  }
}

/// Reads Apple's legacy `.stringsdict` files (XML or binary property lists, read by Foundation's
/// `PropertyListSerialization`) into what a String Catalog holds, as Xcode's "Migrate to String
/// Catalog" does:
///
/// - `NSStringLocalizedFormatKey` with `%#@name@` variables of `NSStringPluralRuleType`: a format
///   that is one variable alone, whose value type is an integer (`d`, `ld`, `lld`, `u`, …), becomes
///   the key's own plural variations (`variations.plural`); any other (text around the variable,
///   several variables, a `f` value) the format as the text, with one substitution per variable:
///   its `formatSpecifier` the value type and its `argNum` the variable's argument (written when
///   the format has more than one argument), its plural cases the variable's. Texts are kept as
///   written (`%d` stays `%d`; Xcode's own editor writes `%arg`).
/// - `NSStringDeviceSpecificRuleType`: device variations (`iphone`, `ipad`, `mac`, …), each case a
///   text or, nested, a format as above.
/// - `NSStringVariableWidthRuleType`: a String Catalog has no width variations. The widest text is
///   kept as the key's text and a warning names the widths left out.
///
/// Every text is `translated`.
public enum StringsdictReader {
  /// The entries of a `.stringsdict` file in key order, and warnings about what a catalog cannot
  /// hold (a width rule, an unknown device), each naming the file and the key.
  public static func read(_ bytes: [UInt8], file: String) throws(ExchangeError) -> (
    entries: [StringsdictEntry], warnings: [ExchangeError]
  ) {
    // A .stringsdict is an XML or binary property list; old-style text is not handed to
    // Foundation, whose parser of it frees memory it does not own on some inputs (found by
    // FuzzStringsdictReader under AddressSanitizer, swift-corelibs-foundation of Swift 6.3.1).
    guard StringsFileReader.propertyListForm(bytes) != nil else {
      throw ExchangeError(file: file, "not an XML or binary property list, which a .stringsdict file is")
    }
    let root = try StringsFileReader.propertyList(bytes, file: file)
    guard let dictionary = root as? [String: Any] else {
      throw ExchangeError(file: file, "the property list is not a dictionary of keys (a .stringsdict file)")
    }
    var reader = Reader(file: file)
    var entries: [StringsdictEntry] = []
    for key in dictionary.keys.sorted(by: String.ordinalLess) {
      if let localization = try reader.localization(dictionary[key]!, key: key, within: nil) {
        entries.append(StringsdictEntry(key: key, localization: localization))
      }
    }
    return (entries, reader.warnings)
  }

  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRule = "NSStringPluralRuleType"
  static let deviceRule = "NSStringDeviceSpecificRuleType"
  static let widthRule = "NSStringVariableWidthRuleType"

  /// Whether a `NSStringFormatValueTypeKey` formats an integer (`d`, `lld`, `u`, `x`, …).
  static func isInteger(_ valueType: String) -> Bool {
    guard let last = valueType.last else { return false }
    return "dDiuUoOxX".contains(last)
  }

  private struct Reader {
    let file: String
    var warnings: [ExchangeError] = []

    init(file: String) { self.file = file }

    func failure(_ key: String, _ message: String) -> ExchangeError {
      ExchangeError(file: file, "\"\(key)\": \(message)")
    }

    mutating func warn(_ key: String, _ message: String) {
      warnings.append(failure(key, message))
    }

    /// What a value of the file is as a localization: a text, a format with its variables, device
    /// cases, or the widest of width cases. `within`: the device case it is in, if any.
    mutating func localization(_ value: Any, key: String, within device: String?) throws(ExchangeError)
      -> Localization?
    {
      if let text = value as? String {
        return Localization(stringUnit: StringUnit(state: .translated, value: text))
      }
      guard let entry = value as? [String: Any] else {
        throw failure(key, "expected a dictionary (\(formatKey), \(deviceRule) or \(widthRule)) or a string")
      }
      if let format = entry[formatKey] {
        guard let format = format as? String else { throw failure(key, "\(formatKey) is not a string") }
        return try formatted(format, variables: entry, key: key)
      }
      if let cases = entry[deviceRule] {
        guard device == nil else {
          warn(key, "a device rule inside the device case \(device!) cannot be held by a String Catalog; left out")
          return nil
        }
        guard let cases = cases as? [String: Any] else { throw failure(key, "\(deviceRule) is not a dictionary") }
        var devices: OrderedDictionary<String, Localization> = [:]
        for name in cases.keys.sorted(by: String.ordinalLess) {
          guard DeviceCategory(rawValue: name) != nil else {
            warn(
              key,
              "device \"\(name)\" is not one a String Catalog knows (\(DeviceCategory.allCases.map(\.rawValue).joined(separator: ", "))); left out"
            )
            continue
          }
          if let child = try localization(cases[name]!, key: key, within: name) { devices[name] = child }
        }
        return devices.isEmpty ? nil : Localization(variations: Variations(device: devices))
      }
      if let cases = entry[widthRule] {
        guard let cases = cases as? [String: Any], !cases.isEmpty else {
          throw failure(key, "\(widthRule) is not a dictionary of widths")
        }
        let widths = cases.keys.sorted { (Int($0) ?? Int.min, $0) < (Int($1) ?? Int.min, $1) }
        let widest = widths.last!
        let others = widths.dropLast()
        warn(
          key,
          "a String Catalog has no width variations (\(widthRule)): the widest text (width \(widest)) is kept"
            + (others.isEmpty ? "" : ", widths \(others.joined(separator: ", ")) are left out"))
        return try localization(cases[widest]!, key: key, within: device)
      }
      throw failure(key, "expected \(formatKey), \(deviceRule) or \(widthRule) in its dictionary")
    }

    /// A `NSStringLocalizedFormatKey` and the variables it names.
    mutating func formatted(_ format: String, variables: [String: Any], key: String) throws(ExchangeError)
      -> Localization
    {
      let placeholders = FormatSpecifier.parse(format)
      var substitutions: OrderedDictionary<String, Substitution> = [:]
      var sequential = 0
      for placeholder in placeholders {
        let argument: Int
        if let position = placeholder.position {
          argument = position
        } else {
          sequential += 1
          argument = sequential
        }
        guard placeholder.kind == .substitution, let name = placeholder.substitution,
          substitutions[name] == nil
        else { continue }
        guard let variable = variables[name] as? [String: Any] else {
          throw failure(key, "\(formatKey) uses %#@\(name)@, which the entry does not define as a dictionary")
        }
        let rule = variable[specTypeKey] as? String
        guard rule == pluralRule else {
          throw failure(
            key,
            "the variable \(name) has \(specTypeKey) \(rule.map { "\"\($0)\"" } ?? "missing"); only \(pluralRule) can vary a format"
          )
        }
        guard let valueType = variable[valueTypeKey] as? String, !valueType.isEmpty else {
          throw failure(key, "the variable \(name) has no \(valueTypeKey) (such as d or lld)")
        }
        var cases: OrderedDictionary<String, Localization> = [:]
        for category in PluralCategory.allCases {
          guard let text = variable[category.rawValue] else { continue }
          guard let text = text as? String else {
            throw failure(key, "the \(category.rawValue) case of \(name) is not a string")
          }
          cases[category.rawValue] = Localization(stringUnit: StringUnit(state: .translated, value: text))
        }
        if cases["other"] == nil {
          warn(key, "the variable \(name) has no \"other\" case, which every language needs")
        }
        substitutions[name] = Substitution(
          argNum: argument, formatSpecifier: valueType, variations: Variations(plural: cases))
      }
      // `%N$#@value@` too, when N is the argument of the cases' number: what compile writes for a
      // plural whose number is not the first argument (`%@ has %lld files`).
      if substitutions.count == 1, placeholders.count == 1, let only = substitutions.values.first,
        format == placeholders[0].text, isInteger(only.formatSpecifier ?? ""),
        [1, FormatSpecifier.pluralNumber(in: only.variations?.plural ?? [:]).position].contains(
          placeholders[0].position ?? 1)
      {
        return Localization(variations: only.variations)
      }
      if placeholders.count == 1 {
        for name in substitutions.keys { substitutions[name]!.argNum = nil }
      }
      return Localization(
        stringUnit: StringUnit(state: .translated, value: format),
        substitutions: substitutions.isEmpty ? nil : substitutions
      )
    }

    func isInteger(_ valueType: String) -> Bool { StringsdictReader.isInteger(valueType) }
  }
}
