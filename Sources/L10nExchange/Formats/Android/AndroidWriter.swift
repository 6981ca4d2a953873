import L10nCatalog
import L10nText
import OrderedCollections

/// String Catalogs as Android resources: `values/strings.xml` for the development language and
/// `values-fr/strings.xml`, `values-pt-rBR/…`, `values-b+zh+Hant/…` for the others
/// (`AndroidNames.folder`), each key a `<string>` or a `<plurals>` named by `AndroidNames`.
/// Nothing is written here: the files are handed back, for the session to write.
///
/// - The development language's file has every key: its text, or the key itself where the
///   catalog has none (Apple shows the key then; Android has no fallback at all). Keys not to be
///   translated (`shouldTranslate: false`) are there alone, with `translatable="false"`.
/// - A translation is written when it has a text that is not `new`; a language with none gets no
///   file.
/// - A key's comment goes before it as an XML comment, in every file.
/// - What Android cannot hold is a warning, never a wrong resource: two plurals in one string and
///   a stringSet are not written; device variations give their `other` case; a plural case the
///   language does not have is left out.
public enum AndroidWriter {
  /// One catalog to write: its path for messages, and the catalog.
  public struct Source: Sendable {
    public var path: String
    public var catalog: StringCatalog
    public init(path: String, catalog: StringCatalog) {
      self.path = path
      self.catalog = catalog
    }
  }

  /// Something written otherwise than the catalog has it, or not written: a value for the
  /// command to show, never printed here.
  public struct Warning: Sendable, Hashable, CustomStringConvertible {
    /// The catalog.
    public var place: SourcePlace
    public var key: String
    public var language: String
    public var message: String
    public var description: String { "\(place): \(key) (\(language)): \(message)" }
  }

  /// One language's file.
  public struct File: Sendable, Equatable {
    /// Its path under the output folder (`values-fr/strings.xml`).
    public var path: String
    public var language: String
    public var bytes: [UInt8]
    /// How many `<string>`s and `<plurals>` it has.
    public var resources: Int
  }

  /// The files, the development language's first, and the warnings.
  public struct Output: Sendable {
    public var files: [File]
    public var warnings: [Warning]
  }

  /// The name of every file written.
  public static let fileName = "strings.xml"

  /// The resources of `sources`, for `languages` (nil: every language of the catalogs; the
  /// development language is always written, to `values/`). All catalogs go to the same files,
  /// so their keys share one set of names.
  ///
  /// - Throws: when two keys map to one resource name, naming every such pair; or when the
  ///   catalogs have different development languages.
  public static func write(_ sources: [Source], languages: [String]? = nil) throws(ExchangeError) -> Output {
    guard let first = sources.first else { return Output(files: [], warnings: []) }
    let sourceLanguage = first.catalog.sourceLanguage
    if let other = sources.first(where: { $0.catalog.sourceLanguage != sourceLanguage }) {
      throw ExchangeError(
        file: other.path,
        "the development language is \(other.catalog.sourceLanguage), and \(sourceLanguage) in \(first.path): Android's values/ holds one; compile them apart"
      )
    }
    let names = try resourceNames(sources)
    let all = StringCatalog.localizedLanguages(of: sources.map(\.catalog))
    var wanted = [sourceLanguage] + (languages ?? all).filter { $0 != sourceLanguage }
    wanted = wanted.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    // Each key's name by catalog and index, looked up once rather than once per language.
    let nameLists = sources.map { source in source.catalog.strings.keys.map { names[source.path + "\u{0}" + $0]! } }
    // Each language's file made on its own, on every processor; warnings in language order.
    let made = Parallel.map(wanted.count) { slot in
      file(wanted[slot], of: sources, names: nameLists, sourceLanguage: sourceLanguage)
    }
    let files = made.compactMap(\.file)
    let warnings = made.flatMap(\.warnings)
    return Output(files: files, warnings: warnings)
  }

  /// One language's `strings.xml` (nil when a translation has nothing), and its warnings.
  private static func file(
    _ language: String, of sources: [Source], names: [[String]], sourceLanguage: String
  ) -> (file: File?, warnings: [Warning]) {
    let isSource = language == sourceLanguage
    var warnings: [Warning] = []
    var body = ""
    var resources = 0
    var written = Set<String>()
    for (number, source) in sources.enumerated() {
      for (index, key) in source.catalog.strings.keys.enumerated() {
        // A key another catalog holds too, saying the same, is written once: from the first
        // catalog that has it in this language.
        let name = names[number][index]
        guard !written.contains(name) else { continue }
        let entry = source.catalog.strings.values[index]
        if !isSource && entry.shouldTranslate == false { continue }
        var localization = entry.localizations?[language]
        if isSource && localization == nil {
          localization = Localization(stringUnit: StringUnit(state: .translated, value: key))
        }
        guard let localization else { continue }
        let text = AndroidText.make(localization, language: language, isSource: isSource) { message in
          warnings.append(
            Warning(place: SourcePlace(file: source.path), key: key, language: language, message: message))
        }
        guard let text else { continue }
        resources += 1
        written.insert(name)
        append(text, name: name, entry: entry, to: &body)
      }
    }
    guard isSource || !body.isEmpty else { return (nil, warnings) }
    let document = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n" + body + "</resources>\n"
    let folder = AndroidNames.folder(language: language, isSource: isSource)
    return (
      File(path: folder + "/" + fileName, language: language, bytes: Array(document.utf8), resources: resources),
      warnings
    )
  }

  /// Whether two catalogs' entries of one key give no language two texts (the source language's
  /// text is the key where an entry has none).
  static func sayTheSame(_ first: CatalogEntry, _ second: CatalogEntry, key: String, sourceLanguage: String) -> Bool {
    let languages = Set((first.localizations?.keys.elements ?? []) + (second.localizations?.keys.elements ?? []))
    func localization(_ entry: CatalogEntry, _ language: String) -> Localization? {
      entry.localizations?[language]
        ?? (language == sourceLanguage ? Localization(stringUnit: StringUnit(state: .translated, value: key)) : nil)
    }
    for language in languages {
      guard let one = localization(first, language), let other = localization(second, language) else { continue }
      if one.stringUnit?.value != other.stringUnit?.value || one.variations != other.variations
        || one.substitutions != other.substitutions
      {
        return false
      }
    }
    return true
  }

  /// Every key's resource name, by catalog path and key (a key two catalogs hold, saying the same,
  /// has one name); throws naming each pair of keys that map to one name.
  static func resourceNames(_ sources: [Source]) throws(ExchangeError) -> [String: String] {
    var owners: [String: (path: String, key: String)] = [:]
    var names: [String: String] = [:]
    var clashes: [String] = []
    for source in sources {
      for key in source.catalog.strings.keys {
        let name = AndroidNames.resourceName(key)
        if let owner = owners[name] {
          // The same key in two catalogs (`Cancel` in an app's and its widget's) is one
          // resource when no language has two texts for it: each language's file takes it from
          // the first catalog that has it.
          if owner.key == key, owner.path != source.path,
            let first = sources.first(where: { $0.path == owner.path })?.catalog.strings[key],
            let entry = source.catalog.strings[key],
            sayTheSame(first, entry, key: key, sourceLanguage: source.catalog.sourceLanguage)
          {
            names[source.path + "\u{0}" + key] = name
            continue
          }
          let place = owner.path == source.path ? "" : " (\(owner.path))"
          clashes.append("\"\(owner.key)\"\(place) and \"\(key)\" both become \(name)")
        } else {
          owners[name] = (source.path, key)
        }
        names[source.path + "\u{0}" + key] = name
      }
    }
    guard clashes.isEmpty else {
      throw ExchangeError(
        file: sources.count == 1 ? sources[0].path : sources.map(\.path).joined(separator: ", "),
        "Android resource names are the keys lowercased, with every character but a-z, 0-9 and _ as _; "
          + "\(clashes.count == 1 ? "two keys give" : "keys give") one name: \(clashes.joined(separator: "; ")). Rename one of each (l10n rename)"
      )
    }
    return names
  }

  private static func append(_ text: AndroidText, name: String, entry: CatalogEntry, to body: inout String) {
    if let comment = entry.comment, !comment.isEmpty {
      body += "    <!-- " + TextEscaping.xmlComment(comment) + " -->\n"
    }
    let translatable = entry.shouldTranslate == false ? " translatable=\"false\"" : ""
    switch text {
    case .string(let value, let formatted):
      body += "    <string name=\"\(name)\"\(translatable)\(formatted ? "" : " formatted=\"false\"")>"
      body += TextEscaping.androidString(value) + "</string>\n"
    case .plurals(let items):
      body += "    <plurals name=\"\(name)\"\(translatable)>\n"
      for item in items {
        body += "        <item quantity=\"\(item.category)\">" + TextEscaping.androidString(item.text) + "</item>\n"
      }
      body += "    </plurals>\n"
    }
  }
}
