import L10nCatalog
import OrderedCollections

/// A legacy resource file to migrate: a `.strings` or `.stringsdict` file of one language's
/// `.lproj` folder, named by its table (the file's base name, spaces included).
public struct LegacyStringsFile: Sendable {
  public enum Kind: Sendable { case strings, stringsdict }

  /// The path as messages show it.
  public var name: String
  public var language: String
  public var table: String
  public var kind: Kind
  public var bytes: [UInt8]

  public init(name: String, language: String, table: String, kind: Kind, bytes: [UInt8]) {
    (self.name, self.language, self.table, self.kind, self.bytes) = (name, language, table, kind, bytes)
  }

  /// The file at `path` (its last components `fr.lproj/Table.strings`): its language from the
  /// `.lproj` folder's name and its table from its own; nil when it is not a `.strings` or
  /// `.stringsdict` file inside a `.lproj` folder.
  public init?(path: String, bytes: [UInt8], name: String? = nil) {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let fileName = components.last, components.count >= 2,
      let language = Self.language(ofFolder: String(components[components.count - 2]))
    else { return nil }
    let kind: Kind
    let table: Substring
    if fileName.hasSuffix(".stringsdict") {
      (kind, table) = (.stringsdict, fileName.dropLast(".stringsdict".count))
    } else if fileName.hasSuffix(".strings") {
      (kind, table) = (.strings, fileName.dropLast(".strings".count))
    } else {
      return nil
    }
    guard !table.isEmpty else { return nil }
    self.init(name: name ?? path, language: language, table: String(table), kind: kind, bytes: bytes)
  }

  /// The language an `.lproj` folder is for: `fr.lproj` → `fr`, `pt_BR.lproj` → `pt-BR`,
  /// `zh-Hans.lproj` → `zh-Hans`, the old English names (`English.lproj`) → their codes;
  /// `Base.lproj` → `Base` (the development language's, see `AppleStringsMigration`). Nil for
  /// another folder.
  public static func language(ofFolder folder: String) -> String? {
    guard folder.hasSuffix(".lproj") else { return nil }
    let name = String(folder.dropLast(".lproj".count))
    guard !name.isEmpty else { return nil }
    if let code = oldNames[name] { return code }
    return name.replacingUnderscores()
  }

  /// The English names old projects gave their `.lproj` folders.
  static let oldNames = [
    "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
    "Dutch": "nl", "Korean": "ko", "Portuguese": "pt", "Swedish": "sv", "Danish": "da", "Finnish": "fi",
    "Norwegian": "nb", "Russian": "ru", "Polish": "pl", "Chinese": "zh",
  ]
}

/// Legacy `.strings` and `.stringsdict` files made into String Catalogs, one per table, as Xcode's
/// "Migrate to String Catalog" makes them: every key of every language's files, each key marked
/// `extractionState: migrated` with the comment written above it (the development language's
/// first, else the first language's that has one), every text `translated`; a key's
/// `.stringsdict` entry wins over its `.strings` one in the same language (as at run time).
/// `Base.lproj` files count as the development language's, where that language's own files do
/// not have the key. The catalog is written in Xcode's order (`sortAllKeys`), so `l10n fmt` leaves
/// it as it is.
public struct AppleStringsMigration {
  /// One table's catalog, with the files it came from and what could not go into it.
  public struct Table: Sendable {
    public var name: String
    public var catalog: StringCatalog
    /// The files read, as named, in the order given.
    public var files: [String]
    /// What a catalog cannot hold (width rules, unknown devices) and keys written twice.
    public var warnings: [ExchangeError]
  }

  /// Reads every file and makes one catalog per table, in the order the tables first appear.
  public static func migrate(_ files: [LegacyStringsFile], sourceLanguage: String) throws(ExchangeError) -> [Table] {
    var order: [String] = []
    var byTable: [String: [LegacyStringsFile]] = [:]
    for file in files {
      if byTable[file.table] == nil { order.append(file.table) }
      byTable[file.table, default: []].append(file)
    }
    var tables: [Table] = []
    for name in order {
      tables.append(try table(name, files: byTable[name]!, sourceLanguage: sourceLanguage))
    }
    return tables
  }

  /// Per language: the key's text and comment from `.strings`, its localization from `.stringsdict`.
  private struct LanguageTexts {
    var strings: OrderedDictionary<String, StringsEntry> = [:]
    var stringsdict: OrderedDictionary<String, Localization> = [:]
  }

  static func table(_ name: String, files: [LegacyStringsFile], sourceLanguage: String) throws(ExchangeError)
    -> Table
  {
    var warnings: [ExchangeError] = []
    var languages: OrderedDictionary<String, LanguageTexts> = [:]
    var base = LanguageTexts()
    for file in files {
      var texts = file.language == "Base" ? base : languages[file.language] ?? LanguageTexts()
      switch file.kind {
      case .strings:
        for entry in try StringsFileReader.read(file.bytes, file: file.name) {
          if let earlier = texts.strings[entry.key] {
            warnings.append(
              ExchangeError(
                file: file.name, line: entry.line, column: entry.column,
                "\"\(entry.key)\" is written again (first at line \(earlier.line.map(String.init) ?? "?")); the later value is kept"
              ))
          }
          texts.strings[entry.key] = entry
        }
      case .stringsdict:
        let read = try StringsdictReader.read(file.bytes, file: file.name)
        warnings += read.warnings
        for entry in read.entries { texts.stringsdict[entry.key] = entry.localization }
      }
      if file.language == "Base" { base = texts } else { languages[file.language] = texts }
    }
    if !base.strings.isEmpty || !base.stringsdict.isEmpty {
      var source = languages[sourceLanguage] ?? LanguageTexts()
      for (key, entry) in base.strings where source.strings[key] == nil { source.strings[key] = entry }
      for (key, value) in base.stringsdict where source.stringsdict[key] == nil { source.stringsdict[key] = value }
      languages[sourceLanguage] = source
    }
    // The development language first: its comments win.
    if let index = languages.index(forKey: sourceLanguage), index > 0 {
      let source = languages.remove(at: index)
      languages.updateValue(source.value, forKey: source.key, insertingAt: 0)
    }
    var strings: OrderedDictionary<String, CatalogEntry> = [:]
    for (language, texts) in languages {
      for (key, entry) in texts.strings {
        var catalogEntry = strings[key] ?? CatalogEntry(extractionState: .migrated, localizations: [:])
        if catalogEntry.comment == nil { catalogEntry.comment = entry.comment }
        if texts.stringsdict[key] == nil {
          catalogEntry.localizations![language] =
            entry.phrases.map { Localization(stringSet: StringSet(state: .translated, values: $0)) }
            ?? Localization(stringUnit: StringUnit(state: .translated, value: entry.value))
        }
        strings[key] = catalogEntry
      }
      for (key, localization) in texts.stringsdict {
        var catalogEntry = strings[key] ?? CatalogEntry(extractionState: .migrated, localizations: [:])
        catalogEntry.localizations![language] = localization
        strings[key] = catalogEntry
      }
    }
    var catalog = StringCatalog(sourceLanguage: sourceLanguage, strings: strings, version: "1.0")
    catalog.sortAllKeys()
    return Table(name: name, catalog: catalog, files: files.map(\.name), warnings: warnings)
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(unicodeScalars.map { $0 == "_" ? "-" : Character($0) })
  }
}
