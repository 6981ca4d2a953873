import Foundation
import L10nCatalog
import L10nText
import OrderedCollections

/// What `xcstringstool compile` makes of a catalog for one language: the `.strings` table (keys
/// with a plain text, or App Shortcuts phrases as an array) and the `.stringsdict` table (keys
/// with variations or substitutions), as property-list values.
public struct AppleStringsTable: Sendable {
  public var language: String
  /// `<Table>.strings`: key → string (or array of strings).
  public var strings: [String: PropertyListValue] = [:]
  /// `<Table>.stringsdict`: key → rule dictionary.
  public var stringsdict: [String: PropertyListValue] = [:]

  public init(language: String) {
    self.language = language
  }

  public var isEmpty: Bool { strings.isEmpty && stringsdict.isEmpty }
}

/// Which tables compile writes: `xcstringstool compile --format`.
public enum AppleStringsOutput: String, CaseIterable, Sendable {
  /// `.strings` for plain texts and `.stringsdict` for variations (the default).
  case stringsAndStringsdict = "strings-and-stringsdict"
  /// Every key in `.stringsdict`, a plain text as a string value.
  case stringsdictOnly = "stringsdict-only"
  /// Plain texts in `.strings`, and no `.stringsdict`: keys that vary are left out (not an
  /// `xcstringstool` format; swift-corelibs-foundation crashes on a table with a `.stringsdict`).
  case stringsOnly = "strings-only"

  /// Which tables this format writes: `strings`, `stringsdict` or both.
  public var writesStrings: Bool { self != .stringsdictOnly }
  public var writesStringsdict: Bool { self != .stringsOnly }
}

/// A text compile left something out of, for a warning.
public struct AppleStringsProblem: Sendable, Hashable {
  public var key: String
  public var language: String
  public var message: String

  public init(key: String, language: String, message: String) {
    (self.key, self.language, self.message) = (key, language, message)
  }
}

/// A catalog compiled to Apple's tables, language by language (see Documentation/Compile.md for
/// every choice where Xcode's output is not documented).
///
/// - A key's plain text goes to `.strings`; a key that varies (plural, device, substitutions) to
///   `.stringsdict` alone, with no fallback in `.strings`.
/// - A top-level plural is `NSStringLocalizedFormatKey` `%#@value@` (`%N$#@value@` when its
///   number is not the first argument) and `value`: `NSStringPluralRuleType`, the number's
///   conversion (`lld`) as `NSStringFormatValueTypeKey`, and one text per category of the catalog.
/// - Device variations are `NSStringDeviceSpecificRuleType`, each case a text or, when it varies
///   by plural or has substitutions, a dictionary of its own.
/// - A substitution is a variable of the same name: its `formatSpecifier` as the value type, and
///   `%arg` in its cases written `%N$spec` (`argNum` N) or `%spec`; a `%#@name@` in the text whose
///   argument is not where its `argNum` says becomes `%N$#@name@`.
/// - Texts of the source language in state `new` are left out, and so is a key without a text
///   of the source language from that language's table (Foundation shows the key itself).
/// - Xcode 26's named placeholders lose their names (`%1$(count)lld` → `%1$lld`), which every
///   version of Foundation reads.
public struct AppleStringsTables {
  public let catalog: StringCatalog
  public var output: AppleStringsOutput = .stringsAndStringsdict
  /// Problems found while compiling, in key order.
  public private(set) var problems: [AppleStringsProblem] = []
  /// `.stringsOnly`: the keys that vary (in some language asked) and were left out, in key order.
  public private(set) var leftOut: [String] = []

  public init(_ catalog: StringCatalog, output: AppleStringsOutput = .stringsAndStringsdict) {
    self.catalog = catalog
    self.output = output
  }

  /// The tables of `languages` (default: the catalog's, source first), those with nothing left
  /// out (compile writes no empty file) unless `keepingEmpty`. Each language's table is made on
  /// its own, on every processor; problems and left-out keys come in key order all the same.
  public mutating func tables(languages: [String]? = nil, keepingEmpty: Bool = false) -> [AppleStringsTable] {
    let wanted = languages ?? catalog.languages
    let (catalog, output) = (self.catalog, self.output)
    let built = catalog.strings.values.withUnsafeBufferPointer { entries in
      Parallel.map(wanted.count) { slot in
        // A language asked twice gets its table once, in its first place.
        wanted.firstIndex(of: wanted[slot]) == slot
          ? Self.table(wanted[slot], of: catalog, entries, output: output)
          : LanguageTable(table: AppleStringsTable(language: wanted[slot]))
      }
    }
    var noted: [(key: Int, position: Int, problem: AppleStringsProblem)] = []
    var varying = Set<Int>()
    for part in built {
      noted += part.problems
      varying.formUnion(part.leftOut)
    }
    // Stable: a text's problems keep their order.
    noted.sort { ($0.key, $0.position) < ($1.key, $1.position) }
    problems += noted.map(\.problem)
    for key in varying.sorted() where leftOut.last != catalog.strings.keys[key] {
      leftOut.append(catalog.strings.keys[key])
    }
    let tables = built.map(\.table)
    return keepingEmpty ? tables : tables.filter { !$0.isEmpty }
  }

  /// One language's table, its problems (by key index and the language's place among the key's
  /// localizations) and the keys it left out (by index).
  private struct LanguageTable {
    var table: AppleStringsTable
    var problems: [(key: Int, position: Int, problem: AppleStringsProblem)] = []
    var leftOut: [Int] = []
  }

  private static func table(
    _ language: String, of catalog: StringCatalog, _ entries: UnsafeBufferPointer<CatalogEntry>,
    output: AppleStringsOutput
  ) -> LanguageTable {
    var made = LanguageTable(table: AppleStringsTable(language: language))
    let dropNew = language == catalog.sourceLanguage
    for index in entries.indices {
      guard let localizations = entries[index].localizations, let position = localizations.index(forKey: language)
      else { continue }
      let key = catalog.strings.keys[index]
      var compiler = EntryCompiler(dropNew: dropNew)
      guard let value = compiler.compile(localizations.values[position]) else { continue }
      for text in compiler.unrepresentable {
        made.problems.append(
          (
            index, position,
            AppleStringsProblem(
              key: key, language: language,
              message:
                "\(TextEscaping.codePoint(text)) cannot be in an XML property list and is left out (--serialization binary keeps it)"
            )
          ))
      }
      switch value {
      case .string, .array:
        if output == .stringsdictOnly {
          made.table.stringsdict[key] = value
        } else {
          made.table.strings[key] = value
        }
      case .dictionary:
        if output == .stringsOnly {
          made.leftOut.append(index)
        } else {
          made.table.stringsdict[key] = value
        }
      }
    }
    return made
  }
}

/// One localization of one key compiled: a string or phrases for `.strings`, a dictionary for
/// `.stringsdict`; nil when nothing is left.
struct EntryCompiler {
  /// Leave out texts in state `new` (the source language's).
  let dropNew: Bool
  /// The characters an XML property list cannot hold, found in the texts.
  var unrepresentable: [Unicode.Scalar] = []

  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRule = "NSStringPluralRuleType"
  static let deviceRule = "NSStringDeviceSpecificRuleType"

  mutating func compile(_ localization: Localization) -> PropertyListValue? {
    if let set = localization.stringSet, localization.variations == nil, localization.stringUnit == nil {
      guard keeps(set.state) else { return nil }
      return .array(set.values.map { .string(text($0)) })
    }
    return value(of: localization, substitutions: localization.substitutions ?? [:])
  }

  /// A localization or a variation's case: a plain string, or a rule dictionary.
  private mutating func value(of localization: Localization, substitutions: Substitutions) -> PropertyListValue? {
    let substitutions = localization.substitutions ?? substitutions
    if let device = localization.variations?.device, !device.isEmpty {
      var cases: [String: PropertyListValue] = [:]
      for (name, inner) in device {
        if let value = value(of: inner, substitutions: substitutions) { cases[name] = value }
      }
      return cases.isEmpty ? nil : .dictionary([Self.deviceRule: .dictionary(cases)])
    }
    if let plural = localization.variations?.plural, !plural.isEmpty {
      return pluralRule(plural, substitutions: substitutions)
    }
    guard let unit = localization.stringUnit, keeps(unit.state) else { return nil }
    let used = FormatSpecifier.parse(unit.value).compactMap(\.substitution).filter { substitutions[$0] != nil }
    guard !used.isEmpty else { return .string(text(unit.value)) }
    var rule: [String: PropertyListValue] = [Self.formatKey: .string(text(Self.head(unit.value, substitutions)))]
    addVariables(used, from: substitutions, to: &rule)
    return .dictionary(rule)
  }

  /// A top-level plural (or one in a device case): `%#@value@` and its variable.
  private mutating func pluralRule(_ cases: Cases, substitutions: Substitutions) -> PropertyListValue? {
    let number = FormatSpecifier.pluralNumber(in: cases)
    var variable: [String: PropertyListValue] = [
      Self.specTypeKey: .string(Self.pluralRule), Self.valueTypeKey: .string(number.valueType),
    ]
    var used: [String] = []
    for (category, inner) in cases {
      guard let unit = inner.stringUnit, keeps(unit.state) else { continue }
      variable[category] = .string(text(unit.value))
      used += FormatSpecifier.parse(unit.value).compactMap(\.substitution).filter { substitutions[$0] != nil }
    }
    guard variable.count > 2 else { return nil }
    let token = number.position == 1 ? "%#@value@" : "%\(number.position)$#@value@"
    var rule: [String: PropertyListValue] = [Self.formatKey: .string(token), "value": .dictionary(variable)]
    addVariables(used, from: substitutions, to: &rule)
    return .dictionary(rule)
  }

  /// Each substitution `names` uses, as a plural variable of that name.
  private mutating func addVariables(_ names: [String], from substitutions: Substitutions, to rule: inout Rule) {
    for name in names where rule[name] == nil {
      guard let substitution = substitutions[name], let plural = substitution.variations?.plural else { continue }
      let valueType = substitution.formatSpecifier ?? FormatSpecifier.pluralNumber(in: plural).valueType
      var variable: [String: PropertyListValue] = [
        Self.specTypeKey: .string(Self.pluralRule), Self.valueTypeKey: .string(valueType),
      ]
      let argument = "%" + (substitution.argNum.map { "\($0)$" } ?? "") + valueType
      for (category, inner) in plural {
        guard let unit = inner.stringUnit, keeps(unit.state) else { continue }
        variable[category] = .string(text(Self.replacingArgument(unit.value, with: argument)))
      }
      if variable.count > 2 { rule[name] = .dictionary(variable) }
    }
  }

  private func keeps(_ state: TranslationState) -> Bool { !(dropNew && state == .new) }

  /// A text as the table holds it: named placeholders without their names; notes the characters
  /// XML cannot hold.
  private mutating func text(_ value: String) -> String {
    if PropertyListWriter.unrepresentable(value) {
      unrepresentable += value.unicodeScalars.filter { !$0.isXMLCharacter }
    }
    return FormatSpecifier.droppingNames(value)
  }

  /// The text of a key with substitutions: a `%#@name@` whose sequential argument is not its
  /// substitution's `argNum` is written `%N$#@name@`.
  static func head(_ value: String, _ substitutions: Substitutions) -> String {
    var sequential = 0
    return FormatSpecifier.rewritingPlaceholders(value) { specifier in
      guard specifier.position == nil else { return nil }
      sequential += 1
      guard let name = specifier.substitution, let argNum = substitutions[name]?.argNum, argNum != sequential
      else { return nil }
      return "%\(argNum)$#@\(name)@"
    }
  }

  /// `value` with `%arg` written `argument`.
  static func replacingArgument(_ value: String, with argument: String) -> String {
    guard value.contains(FormatSpecifier.substitutionArgument) else { return value }
    return FormatSpecifier.rewritingPlaceholders(value, substitutionArgument: .long) { specifier in
      specifier.text == FormatSpecifier.substitutionArgument ? argument : nil
    }
  }

  typealias Cases = OrderedDictionary<String, Localization>
  typealias Substitutions = OrderedDictionary<String, Substitution>
  typealias Rule = [String: PropertyListValue]
}
