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
      I18nCatalog.strings?.text(self, table: "Localizable", locale: I18nCatalog.language) ?? self
    #else
      Bundle.main.localizedString(forKey: self, value: nil, table: nil)
    #endif
  }

  /// The text of this key with its placeholders (`%@`, `%lld`) filled in, plurals chosen by
  /// the number:
  ///
  ///     label = "library.photos.count".i18n(count) // %lld photos
  func i18n(_ arguments: CVarArg...) -> String {
    #if canImport(L10nRuntime) && !canImport(Darwin)
      I18nCatalog.strings?.text(
        self, table: "Localizable", locale: I18nCatalog.language, arguments: arguments) ?? self
    #else
      String(
        format: Bundle.main.localizedString(forKey: self, value: nil, table: nil), locale: Locale.current,
        arguments: arguments)
    #endif
  }
}

#if canImport(L10nRuntime) && !canImport(Darwin)
  /// Off Apple platforms, where Foundation does not read String Catalogs, and when this target
  /// depends on l10n's `L10nRuntime` product: the runtime reads the catalogs among
  /// `Bundle.main`'s resources, once, on first use, and answers in the language of
  /// LANGUAGE, LC_ALL, LC_MESSAGES or LANG among theirs, as gettext orders them.
  private enum I18nCatalog {
    static let strings: LocalizedStrings? = {
      do {
        return try LocalizedStrings(bundle: .main)
      } catch {
        FileHandle.standardError.write(Data("String+i18n.swift: \(error)\n".utf8))
        return nil
      }
    }()
    static let language = strings?.language(preferred: UserLanguages.preferred) ?? ""
  }
#endif
