import Foundation
import L10nCatalog
import L10nExchange
import L10nProject

/// A term added to the project's glossary (l10n.yml's `glossary:`), which check's `glossary-term`
/// and `translate` (and an agent's submissions) judge translations by: a row at the end of a CSV
/// glossary (`Glossary.csvAdding`), the rows above kept as they are. A term the glossary has is
/// refused, with where it is.
public struct AddGlossaryTermRequest: SessionRequest, Sendable {
  public var term: String
  /// Per language: the translations to use, the preferred first.
  public var translations: [String: [String]]
  /// Per language: translations not to use.
  public var forbidden: [String: [String]] = [:]
  /// The term stays as it is in every language (a name, a product).
  public var doNotTranslate = false
  /// One of l10n.yml's glossaries, from the project root; nil: the first CSV one.
  public var file: String?
  public var dryRun = false

  public init(term: String, translations: [String: [String]], file: String? = nil, dryRun: Bool = false) {
    (self.term, self.translations, self.file, self.dryRun) = (term, translations, file, dryRun)
  }

  public struct Result: Sendable {
    /// The glossary, as shown.
    public var file: String
    /// The row added, as written.
    public var row: String
    /// The header row before and after, when it gained columns.
    public var header: (old: [String], new: [String])?
    /// The glossary had no file yet: it was (or would be) created.
    public var created: Bool
    public var written: Bool
  }

  /// Why the term was not added (a glossary it cannot write, a term it has): nothing was written.
  public struct Refusal: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  public func run(in session: ProjectSession) throws -> Result {
    let term = term.trimmingCharacters(in: .whitespaces)
    guard !term.isEmpty else { throw UsageError("the term is empty") }
    let configured = session.project.configuration.glossary
    guard !configured.isEmpty else {
      throw Refusal(
        description:
          "l10n.yml names no glossary; add one (glossary: [Glossary.csv]) and l10n adds terms to it")
    }
    let path: String
    if let file {
      let wanted = PathDisplay.resolve(file, against: session.project.root).standardizedFileURL
      guard
        let match = configured.first(where: {
          PathDisplay.resolve($0, against: session.project.root).standardizedFileURL == wanted
        })
      else {
        throw Refusal(
          description: "\(file) is not one of l10n.yml's glossaries (\(configured.joined(separator: ", ")))")
      }
      path = match
    } else {
      guard let csv = configured.first(where: { ["csv"].contains(($0 as NSString).pathExtension.lowercased()) }) else {
        throw Refusal(
          description:
            "l10n adds terms to CSV glossaries only, and l10n.yml's are not (\(configured.joined(separator: ", ")))")
      }
      path = csv
    }
    let url = PathDisplay.resolve(path, against: session.project.root)
    let shown = session.display(url)
    guard (path as NSString).pathExtension.lowercased() == "csv" else {
      throw Refusal(description: "\(shown): l10n adds terms to CSV glossaries only")
    }
    var entry = Glossary.Entry(term: term, doNotTranslate: doNotTranslate)
    let languages = try LanguageOption.tags(
      Array(Set(translations.keys).union(forbidden.keys)).sorted(), project: session.project, catalogs: [],
      option: "language")
    for language in languages {
      entry.translations[language] =
        (translations[language] ?? []).map { Glossary.Variant($0) }
        + (forbidden[language] ?? []).map { Glossary.Variant($0, forbidden: true) }
    }
    let exists = session.files.exists(url)
    let old = exists ? try session.files.bytes(ofFile: url, name: shown, expected: "a glossary") : []
    if exists,
      let there = try Glossary.csv(old, file: shown).entries.first(where: { $0.term.lowercased() == term.lowercased() })
    {
      throw Refusal(description: "\(there.origin): the glossary has the term \"\(there.term)\" already")
    }
    let (bytes, header) = try Glossary.csvAdding(entry, to: old, file: shown)
    if !dryRun {
      try session.files.write(bytes, to: url, mode: exists ? .replaceIfUnchanged(original: old) : .createOnly)
    }
    return Result(
      file: shown, row: Self.lastLine(bytes), header: header,
      created: !exists, written: !dryRun)
  }

  /// The text of the last line of `bytes`, without its line break.
  private static func lastLine(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
    return String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
      .trimmingCharacters(in: .newlines)
  }
}
