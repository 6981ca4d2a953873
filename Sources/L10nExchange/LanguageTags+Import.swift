import L10nCatalog
import L10nICU

extension LanguageTags {
  /// Throws when `file`'s target language cannot go into `catalog` (nil: the file goes to no
  /// catalog of the project): a tag ICU does not know (`xx-Bogus-Tag-123`, `fr_FR.UTF-8`, empty),
  /// or a spelling of a language other than Xcode's (`pt_br`, `PT-BR`), which names the catalog's
  /// language it probably means. A tag the catalog already has, a valid one it has not yet (a new
  /// language), and the pseudo-locales `en-XA` and `ar-XB` pass.
  ///
  /// - Parameters:
  ///   - document: the imported file's name, for the message.
  ///   - field: where the file names its language (`target-language`), for the message.
  public static func validate(_ file: ExchangeFile, document: String, field: String, catalog: StringCatalog?)
    throws(ExchangeError)
  {
    guard let reason = problem(with: file.targetLanguage, catalogLanguages: catalog?.languages ?? []) else { return }
    throw ExchangeError(
      file: document, line: file.line, "\(field) \"\(file.targetLanguage)\" \(reason); nothing was imported")
  }
}
