import L10nCatalog
import L10nProject
import L10nReporting

/// `l10n status`: how far each catalog is translated, per language.
public struct StatusRequest: SessionRequest {
  public var catalogs: [String]
  /// Count the source words each language still needs.
  public var countWords: Bool
  /// Only these languages (and the source), as typed; any the catalogs lack is added.
  public var languages: [String]

  public init(catalogs: [String] = [], countWords: Bool = false, languages: [String] = []) {
    self.catalogs = catalogs
    self.countWords = countWords
    self.languages = languages
  }

  public func run(in session: ProjectSession) throws -> [CatalogStatus] {
    let files = try session.catalogs(catalogs, access: .readOnly)
    session.keep(files.map(\.catalog))
    // A language the catalogs lack must be one: a typo would show a language no device loads
    // as costing every word.
    let wanted = try LanguageOption.tags(
      languages, project: session.project, catalogs: files.map(\.catalog), option: "--lang")
    return files.map {
      var status = CatalogStatus(
        catalog: $0.catalog, file: $0.displayPath, extraLanguages: session.project.configuration.languages + wanted,
        countWords: countWords)
      if !wanted.isEmpty { status.languages.removeAll { !$0.isSource && !wanted.contains($0.language) } }
      return status
    }
  }
}
