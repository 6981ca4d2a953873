import Foundation
import L10nCatalog
import L10nText
import OrderedCollections

/// What a tree of compiled `.lproj` folders (the output of `l10n compile` or `xcstringstool
/// compile`: `DIR/<lang>.lproj/<Table>.strings` and `.stringsdict`) says, read back with the legacy
/// readers: per table, per language, every text by its unit id (`key`, `key|==|plural.one`,
/// `key|==|substitutions.arg1.plural.other`), in the shape `values(of:)` gives for a catalog, so
/// the two compare with `==`.
///
/// A top-level `%#@name@` of a plural rule with an integer value reads back as the key's plural
/// variations (`StringsdictReader`), as the catalog that compiled to it has them.
public struct CompiledStrings: Sendable, Equatable {
  /// Table → language → unit id → text.
  public var tables: [String: [String: [String: String]]]
  /// What the readers could not represent (width rules, unknown devices), as warnings.
  public var warnings: [ExchangeError]

  /// Reads every `<lang>.lproj/<Table>.strings|.stringsdict` under `folder` (at any depth).
  public static func read(folder: URL) throws(ExchangeError) -> CompiledStrings {
    var files: [(path: String, bytes: [UInt8])] = []
    let root = folder.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      throw ExchangeError(file: folder.path, "cannot list the folder")
    }
    for case let relative as String in enumerator
    where relative.hasSuffix(".strings") || relative.hasSuffix(".stringsdict") {
      guard let data = FileManager.default.contents(atPath: root + "/" + relative) else {
        throw ExchangeError(file: relative, "cannot read the file")
      }
      files.append((relative, [UInt8](data)))
    }
    return try read(files: files)
  }

  /// Reads the files given by their paths inside the compiled folder (`fr.lproj/Localizable.strings`)
  /// and bytes; other paths are ignored. The language is the `.lproj` folder's, as written.
  public static func read(files: [(path: String, bytes: [UInt8])]) throws(ExchangeError) -> CompiledStrings {
    var legacy: [LegacyStringsFile] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      guard var parsed = LegacyStringsFile(path: file.path, bytes: file.bytes) else { continue }
      // The folder's name as written: compiled output names its languages as the catalog does.
      let folder = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
      parsed.language = String(folder.dropLast(".lproj".count))
      legacy.append(parsed)
    }
    var result = CompiledStrings(tables: [:], warnings: [])
    var byTable: [String: [LegacyStringsFile]] = [:]
    for file in legacy { byTable[file.table, default: []].append(file) }
    for (table, tableFiles) in byTable {
      // Each language on its own: no Base filling, no comments, only the texts.
      var languages: [String: [String: String]] = [:]
      for language in Set(tableFiles.map(\.language)) {
        let migrated = try AppleStringsMigration.table(
          table, files: tableFiles.filter { $0.language == language }, sourceLanguage: language)
        result.warnings += migrated.warnings
        languages[language] = values(of: migrated.catalog)[language] ?? [:]
      }
      result.tables[table] = languages
    }
    return result
  }

  /// Every text of `catalog` per language and unit id, as Apple's tables hold it, so that `read`
  /// of its compiled output gives the same (Documentation/Compile.md says why compile writes each):
  ///
  /// - a text of the source language in state `new` is left out, and so are the substitutions of
  ///   such a text: compile leaves them out, and Foundation shows the key;
  /// - in a substitution's cases, Xcode's `%arg` is the substitution's argument, `%N$spec`
  ///   (`argNum` N, `formatSpecifier` spec) or `%spec`;
  /// - a `%#@name@` whose place among its text's arguments is not its `argNum` is `%N$#@name@`;
  /// - Xcode 26's named placeholders are written without their names (`%1$(count)lld` → `%1$lld`);
  /// - App Shortcut phrase sets are joined by line breaks.
  public static func values(of catalog: StringCatalog) -> [String: [String: String]] {
    var result: [String: [String: String]] = [:]
    for (key, entry) in catalog.strings {
      for (language, localization) in entry.localizations ?? [:] {
        let isSource = language == catalog.sourceLanguage
        localization.forEachText { text, path in
          if isSource && (text.state == .new || holderIsNew(path, in: localization)) { return }
          let value: String
          switch text {
          case .unit(let unit): value = tableText(unit.value, at: path, in: localization)
          case .set(let set): value = set.values.joined(separator: "\n")
          }
          result[language, default: [:]][path.unitID(key: key)] = value
        }
      }
    }
    return result
  }

  /// The localization a path's device steps lead to (the key's own, or a device case) and the
  /// substitutions in force there (a device case's own replace the key's, as compile reads them).
  private static func scope(of path: TextPath, in localization: Localization) -> (
    Localization, OrderedDictionary<String, Substitution>
  ) {
    var scope = localization
    var substitutions = localization.substitutions ?? [:]
    for step in path.steps {
      guard case .device(let name) = step, let inner = scope.variations?.device?[name] else { break }
      scope = inner
      if let own = inner.substitutions { substitutions = own }
    }
    return (scope, substitutions)
  }

  /// Whether a substitution's case belongs to a text in state `new` (which compile leaves out,
  /// with its substitutions).
  private static func holderIsNew(_ path: TextPath, in localization: Localization) -> Bool {
    guard path.substitution != nil else { return false }
    let holder = scope(of: path, in: localization).0
    return holder.variations?.plural == nil && holder.stringUnit?.state == .new
  }

  /// A catalog text as compile writes it into a table.
  static func tableText(_ value: String, at path: TextPath, in localization: Localization) -> String {
    let substitutions = scope(of: path, in: localization).1
    var text = value
    if let name = path.substitution {
      if let substitution = substitutions[name] {
        let valueType =
          substitution.formatSpecifier
          ?? FormatSpecifier.pluralNumber(in: substitution.variations?.plural ?? [:]).valueType
        let argument = "%" + (substitution.argNum.map { "\($0)$" } ?? "") + valueType
        text = EntryCompiler.replacingArgument(text, with: argument)
      }
    } else if !substitutions.isEmpty, !path.steps.contains(where: { if case .plural = $0 { true } else { false } }) {
      text = EntryCompiler.head(text, substitutions)
    }
    return FormatSpecifier.droppingNames(text)
  }
}
