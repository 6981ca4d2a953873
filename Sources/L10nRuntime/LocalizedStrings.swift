import Foundation
import L10nCatalog

/// The texts of String Catalogs (`.xcstrings`) as an app shows them, read from the catalogs as
/// they are, on any platform: for a server, a command-line tool, a Linux build, or tests that
/// check what a screen will say (Documentation/Runtime.md).
///
/// ```swift
/// let strings = try LocalizedStrings(bundle: .module)
/// strings.text("editor.title", locale: "fr")              // "Éditeur"
/// strings.text("library.files", locale: "fr-CA", 3)        // "3 fichiers", by ICU's plural rules
/// ```
///
/// A table is named by its file's base name (`Settings.xcstrings` is `Settings`). Lookups are safe
/// from any thread, take no lock and, for a plain text, allocate nothing: everything is worked out
/// when the catalogs load, and `reload()` swaps in the new tables whole.
public final class LocalizedStrings: Sendable {
  /// How lookups answer.
  public let options: Options
  private let origin: Origin
  private let only: Set<String>?
  private let gate: SnapshotGate<Snapshot>

  /// Where the catalogs come from, read again by `reload()`.
  private enum Origin: Sendable {
    case files([URL])
    case bundle(URL)
  }

  /// Loads the catalogs at `catalogs`.
  ///
  /// - Parameters:
  ///   - languages: only these languages (as the catalogs write them; `fr-CA` brings `fr` too)
  ///     and each catalog's source language are read; nil for all.
  /// - Throws: `LocalizedStringsError`: a file not found, unreadable, or not a String Catalog
  ///   (with the line and column), two catalogs with one name.
  public convenience init(
    catalogs: [URL], languages: Set<String>? = nil, options: Options = Options()
  ) throws(LocalizedStringsError) {
    try self.init(origin: .files(catalogs), languages: languages, options: options)
  }

  /// Loads every `.xcstrings` file among `bundle`'s resources (in any folder of them): a
  /// package's `Bundle.module` when its target declares them `.copy("Localizable.xcstrings")`.
  ///
  /// - Throws: `LocalizedStringsError.noCatalogs` when there is none; the errors of
  ///   `init(catalogs:)`.
  public convenience init(
    bundle: Bundle, languages: Set<String>? = nil, options: Options = Options()
  ) throws(LocalizedStringsError) {
    try self.init(origin: .bundle(bundle.resourceURL ?? bundle.bundleURL), languages: languages, options: options)
  }

  private init(origin: Origin, languages: Set<String>?, options: Options) throws(LocalizedStringsError) {
    self.origin = origin
    self.options = options
    only = languages.map(Self.withParents)
    gate = SnapshotGate(try Self.load(origin, only: only, options: options))
  }

  /// Reads every catalog again (and, for a bundle, finds them again). A lookup meanwhile answers
  /// from the old tables or the new ones, never a mix; when reading fails the old ones stay.
  public func reload() throws(LocalizedStringsError) {
    gate.publish(try Self.load(origin, only: only, options: options))
  }

  /// The languages the catalogs have, sorted.
  public var languages: [String] { gate.read { $0.languages } }

  /// The source language of the table `Localizable` (else of the first table by name).
  var sourceLanguage: String { gate.read { $0.sourceLanguage } }

  /// The text of `key` in `table` for `locale` (a BCP 47 tag or an ICU or Apple identifier:
  /// `fr-CA`, `zh_Hant_TW`), as the catalog holds it: the locale's language, else the languages
  /// of its chain (`fr-CA`, `fr`, the source language), else the key (`Options.missingKey`).
  /// A text that varies by a number answers its `other` case.
  public func text(_ key: String, table: String = "Localizable", locale: String) -> String {
    let found = gate.read { snapshot -> String? in
      guard let answers = snapshot.tables[table]?.answers[key] else { return nil }
      return answers[snapshot.languageIndex(locale)]?.text([], numbers: false)
    }
    return found ?? missing(key, table: table, locale: locale, [])
  }

  /// The text of `key` formatted with `arguments`: plural cases chosen by ICU's rules for the
  /// answering language from the number they vary on, substitutions (`%#@name@`) each by its own
  /// number, placeholders filled (`%@`, `%lld`, `%2$@`, Xcode 26's `%(name)lld`).
  public func text(_ key: String, table: String = "Localizable", locale: String, _ arguments: any CVarArg...)
    -> String
  {
    text(key, table: table, locale: locale, arguments: arguments)
  }

  /// `text(_:table:locale:_:)` with the arguments in an array.
  public func text(_ key: String, table: String = "Localizable", locale: String, arguments: [any CVarArg]) -> String {
    let values = arguments.map(Argument.init)
    let numbers = options.localizedNumbers
    let found = gate.read { snapshot -> String? in
      guard let answers = snapshot.tables[table]?.answers[key] else { return nil }
      return answers[snapshot.languageIndex(locale)]?.text(values, numbers: numbers)
    }
    return found ?? missing(key, table: table, locale: locale, values)
  }

  private func missing(_ key: String, table: String, locale: String, _ arguments: [Argument]) -> String {
    if let missingKey = options.missingKey { return missingKey(key, table, locale) }
    let numbers = options.localizedNumbers
    return gate.read { $0.formattedKey(key, arguments, numbers: numbers) }
  }

  /// `languages` with each one's parents (`fr` for `fr-CA`), `_` read as `-`.
  private static func withParents(_ languages: Set<String>) -> Set<String> {
    var all = Set<String>()
    for language in languages {
      var subtags = language.replacing("_", with: "-").split(separator: "-")
      all.insert(language)
      while !subtags.isEmpty {
        all.insert(subtags.joined(separator: "-"))
        subtags.removeLast()
      }
    }
    return all
  }

  private static func load(
    _ origin: Origin, only: Set<String>?, options: Options
  ) throws(LocalizedStringsError) -> Snapshot {
    let files: [URL]
    switch origin {
    case .files(let urls): files = urls
    case .bundle(let folder): files = try CatalogFiles.inBundle(folder)
    }
    return Snapshot(catalogs: try CatalogFiles.read(files, only: only), options: options)
  }
}
