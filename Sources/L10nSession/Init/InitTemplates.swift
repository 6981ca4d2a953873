import Foundation
import L10nProject
import L10nText

/// The texts `l10n init` writes.
enum InitTemplates {
  /// `l10n.yml`, loadable by `ConfigurationLoader`. `extractCatalog`: the catalog for keys that
  /// name no table, where several catalogs take code's keys and none is Localizable.xcstrings.
  static func configuration(
    sourceLanguage: String, sources: [String], catalogs: [String], languages: [String], extractCatalog: String? = nil
  ) -> String {
    """
    # l10n configuration, written by `l10n init`. Paths are relative to this file.
    # Every setting: https://github.com/l10n-tool/l10n/blob/main/Documentation/Configuration.md
    version: 1
    sourceLanguage: \(yaml(sourceLanguage))
    # Every folder of the project's Swift code: what uses "key".i18n, SwiftUI's Text("key"),
    # Label("key"), … and the symbols Xcode generates for keys. extract --prune refuses to run
    # while Swift files lie outside these and `exclude`.
    sources: \(yaml(sources))
    # String Catalogs (.xcstrings), or folders to search for them.
    catalogs: \(yaml(catalogs))
    # The languages the app ships; status lists them even where a catalog has no text yet.
    languages: \(yaml(languages))
    \(extractCatalog.map(extractSection) ?? "")
    """
  }

  /// l10n.yml's `extract.catalog`, with why init names it.
  private static func extractSection(_ catalog: String) -> String {
    """
    # The catalog for keys that name no table (several catalogs take code's keys, and none is
    # Localizable.xcstrings).
    extract:
      catalog: \(yaml(catalog))

    """
  }

  /// `String+i18n.swift`: the `.i18n` shorthand over the catalog of `table` (nil: Localizable) in
  /// `bundle` (`module`, `main`). On Apple platforms it asks Foundation's `Bundle`, as Xcode's
  /// tooling expects; elsewhere, when the target depends on l10n's `L10nRuntime`, the runtime,
  /// which reads the catalog itself, in the language the environment asks for; else `Bundle`
  /// still (the key, or the tables `L10nCompilePlugin` compiled).
  ///
  /// No member passes a non-literal key to `NSLocalizedString` or `.i18n`, so `extract` reads the
  /// file without a warning.
  static func shorthand(bundle: String, table: String? = nil) -> String {
    let lookup = "Bundle.\(bundle).localizedString(forKey: self, value: nil, table: \(swiftLiteral(table)))"
    let table = swiftLiteral(table ?? "Localizable")
    return """
      import Foundation

      #if canImport(L10nRuntime) && !canImport(Darwin)
        import L10nRuntime
      #endif

      extension String {
        /// The text of this key in the String Catalog, in the user's language (the key when the
        /// catalog has no text for it). Keys are `screen.segment.snake_case`, with the
        /// development-language text in a trailing comment, which `l10n extract` copies into the
        /// catalog:
        ///
        ///     title = "settings.title".i18n // Settings
        var i18n: String {
          #if canImport(L10nRuntime) && !canImport(Darwin)
            I18nCatalog.strings?.text(self, table: \(table), locale: I18nCatalog.language) ?? self
          #else
            \(lookup)
          #endif
        }

        /// The text of this key with its placeholders (`%@`, `%lld`) filled in, plurals chosen by
        /// the number:
        ///
        ///     label = "library.photos.count".i18n(count) // %lld photos
        func i18n(_ arguments: CVarArg...) -> String {
          #if canImport(L10nRuntime) && !canImport(Darwin)
            I18nCatalog.strings?.text(
              self, table: \(table), locale: I18nCatalog.language, arguments: arguments) ?? self
          #else
            String(
              format: \(lookup), locale: Locale.current,
              arguments: arguments)
          #endif
        }
      }

      #if canImport(L10nRuntime) && !canImport(Darwin)
        /// Off Apple platforms, where Foundation does not read String Catalogs, and when this target
        /// depends on l10n's `L10nRuntime` product: the runtime reads the catalogs among
        /// `Bundle.\(bundle)`'s resources, once, on first use, and answers in the language of
        /// LANGUAGE, LC_ALL, LC_MESSAGES or LANG among theirs, as gettext orders them.
        private enum I18nCatalog {
          static let strings: LocalizedStrings? = {
            do {
              return try LocalizedStrings(bundle: .\(bundle))
            } catch {
              FileHandle.standardError.write(Data("String+i18n.swift: \\(error)\\n".utf8))
              return nil
            }
          }()
          static let language = strings?.language(preferred: UserLanguages.preferred) ?? ""
        }
      #endif

      """
  }

  /// A Swift string literal of `value`, or `nil`.
  private static func swiftLiteral(_ value: String?) -> String {
    guard let value else { return "nil" }
    return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// A YAML flow list of plain or single-quoted scalars.
  static func yaml(_ values: [String]) -> String {
    "[" + values.map(yaml).joined(separator: ", ") + "]"
  }

  /// A plain scalar when that reads back as the same string, else a single-quoted one.
  static func yaml(_ value: String) -> String {
    let plain = value.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./+-".unicodeScalars.contains(scalar))
    }
    let reserved = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(value.lowercased())
    if plain && !value.isEmpty && !reserved && !value.hasPrefix("-") && Double(value) == nil { return value }
    return TextEscaping.yamlSingleQuoted(value)
  }
}
