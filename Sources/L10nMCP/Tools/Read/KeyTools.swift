import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import MCP
import OrderedCollections

/// `get_key` and `search_keys`: one key in every language, and keys found by their name, source
/// text or comment. A key's texts are its units as export gives them (`UnitCollector`, every unit
/// of every language).
enum KeyTools {
  static let getKey = ToolDefinition.reading(
    "get_key", title: "One key in every language",
    description: """
      A key in every catalog that has it: its comment, extraction state, whether it is translated, and \
      in every language each unit (its id, source, translation and state; one per plural, device or \
      substitution case).
      """,
    arguments: ArgumentSchema([.string("key", "The key, exactly.", required: true), ArgumentSchema.catalog])
  ) { call in
    let key = try call.arguments.string("key")
    let catalogs = try call.arguments.catalogs(in: call.context)
    let found = try await call.context.withSession { session in
      try session.catalogs(catalogs, access: .readOnly).compactMap { file in
        KeyInCatalog(key: key, file: file, session: session)
      }
    }
    guard !found.isEmpty else {
      return CallTool.Result(
        content: [
          .text(
            text: "No catalog has the key \"\(key)\"; search_keys finds keys by part of them.", annotations: nil,
            _meta: nil)
        ],
        isError: true)
    }
    return try ToolResult.json(KeyResult(key: key, catalogs: found))
  }

  struct KeyResult: Encodable {
    var key: String
    var catalogs: [KeyInCatalog]
  }

  struct KeyInCatalog: Encodable {
    var catalog: String
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool
    var languages: [Language]

    struct Language: Encodable {
      var language: String
      var units: [UnitText]
    }

    struct UnitText: Encodable {
      var id: String
      var source: String
      var translation: String?
      var state: String?
    }

    init?(key: String, file: CatalogFile, session: ProjectSession) {
      guard let entry = file.catalog.strings[key] else { return nil }
      catalog = session.original(of: file)
      comment = entry.comment
      extractionState = entry.extractionState?.rawValue
      shouldTranslate = entry.isTranslatable
      // The key alone, as a catalog, for the one walk export makes.
      var one = file.catalog
      one.strings = [key: entry]
      let sourceLanguage = file.catalog.sourceLanguage
      let languages = [sourceLanguage] + (entry.localizations?.keys.filter { $0 != sourceLanguage }.sorted() ?? [])
      self.languages = languages.map { language in
        let units = UnitCollector(targetLanguage: language).file(for: one, original: "").units
        return Language(
          language: language,
          units: units.map { UnitText(id: $0.id, source: $0.source, translation: $0.target, state: $0.state) })
      }
    }
  }

  static let searchKeys = ToolDefinition.reading(
    "search_keys", title: "Search keys",
    description: """
      Keys whose name, source text or comment holds the query (case and diacritics ignored), or, with \
      language, whose translation into it does; each with its catalog, source text and comment, in pages.
      """,
    arguments: ArgumentSchema(
      [
        .string("query", "The text to look for.", required: true),
        .string("language", "Also look in this language's translations."),
        ArgumentSchema.catalog,
      ] + ArgumentSchema.paging)
  ) { call in
    let arguments = call.arguments
    let query = try arguments.string("query")
    let language = try arguments.optionalString("language")
    let page = try arguments.page()
    let catalogs = try arguments.catalogs(in: call.context)
    let matches = try await call.context.withSession { session in
      try session.catalogs(catalogs, access: .readOnly).flatMap { file in
        search(query, language: language, in: file.catalog, catalog: session.original(of: file))
      }
    }
    return try ToolResult.json(Paged(matches, page: page))
  }

  struct KeyMatch: Encodable {
    var key: String
    var catalog: String
    var source: String?
    var comment: String?
    var translation: String?
  }

  static func search(_ query: String, language: String?, in catalog: StringCatalog, catalog name: String) -> [KeyMatch]
  {
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    func holds(_ text: String?) -> Bool { text?.range(of: query, options: options) != nil }
    var matches: [KeyMatch] = []
    for (key, entry) in catalog.strings {
      let source = entry.localizations?[catalog.sourceLanguage].flatMap(firstText)
      let translation = language.flatMap { entry.localizations?[$0] }.flatMap(firstText)
      guard holds(key) || holds(source) || holds(entry.comment) || holds(translation) else { continue }
      matches.append(
        KeyMatch(key: key, catalog: name, source: source ?? key, comment: entry.comment, translation: translation))
    }
    return matches
  }

  /// A localization's first text (its plain text, or its first case's).
  static func firstText(_ localization: Localization) -> String? {
    var first = FirstText()
    localization.walkTexts(&first)
    return first.text
  }

  struct FirstText: TextVisitor {
    var text: String?
    mutating func visitText(_ text: CatalogText, at path: TextPath) {
      guard self.text == nil, case .unit(let unit) = text else { return }
      self.text = unit.value
    }
  }
}
