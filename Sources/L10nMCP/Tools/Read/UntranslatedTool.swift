import Foundation
import L10nCatalog
import L10nExchange
import L10nExtraction
import L10nICU
import L10nProject
import L10nSession
import L10nText
import MCP

/// `untranslated`: a language's units without a translation (or needing review), a page at a
/// time, each with what a translator needs. The units are those `l10n export` writes for the
/// language (`ExportScope`, `UnitCollector`: plural cases the language needs, device and
/// substitution cases, screens, where code uses the key, memory suggestions); the glossary's
/// terms are those import's gate holds translations to (`Glossary.hits`).
enum UntranslatedTool {
  static let definition = ToolDefinition.reading(
    "untranslated", title: "Units to translate",
    description: """
      A language's units without a translation (with needsReview, those marked for review), as \
      `l10n export` would write them, in pages. Each unit has its id (key|==|plural.one for a plural \
      case: pass it back to submit_translations), key, catalog, source text, current translation and \
      state, the developer's comment, its placeholders and their types, its plural category, screen, \
      where the code uses the key, the glossary terms in its source with their approved and forbidden \
      translations, and translation-memory suggestions. The result also names the plural categories \
      the language needs.
      """,
    arguments: ArgumentSchema(
      [
        .string("language", "The language, as a tag (fr, de, pt-BR).", required: true),
        ArgumentSchema.catalog,
        .boolean("needsReview", "The units marked for review instead of those without a translation."),
        .integer("minimumScore", "The lowest memory match score suggested, 0 to 100 (default 75)."),
      ] + ArgumentSchema.paging)
  ) { call in
    let arguments = call.arguments
    let language = try arguments.string("language")
    let selection: ExportSelection = try arguments.bool("needsReview") ? .needsReview : .untranslated
    let minimumScore = try arguments.int("minimumScore", default: 75, in: 0...100)
    let page = try arguments.page()
    let catalogs = try arguments.catalogs(in: call.context)
    let context = call.context
    let batch = try await context.withSession { session in
      try Batch(
        language: language, selection: selection, catalogs: catalogs, page: page, minimumScore: minimumScore,
        session: session, context: context)
    }
    return try ToolResult.json(batch)
  }

  /// One page of units, and what holds for all of them.
  struct Batch: Encodable {
    var language: String
    var sourceLanguage: String
    var pluralCategories: [String]
    var units: [Unit]
    var total: Int
    var nextCursor: String?

    init(
      language asked: String, selection: ExportSelection, catalogs: [String], page: Page, minimumScore: Int,
      session: ProjectSession, context: MCPContext
    ) throws {
      let files = try session.catalogs(
        catalogs, access: .readOnly, onlyLanguages: [try LanguageOption.tag(asked, option: "language")])
      // What is worked out of the whole catalogs is kept while they (and the Swift sources) are
      // unchanged; a page is cut from it.
      let catalogStamps = context.stamps(files.map { URL(fileURLWithPath: $0.resolvedPath) })
      let tag = try context.warmValue("tag:\(asked)", stamp: catalogStamps) {
        try LanguageOption.tags([asked], project: session.project, catalogs: files.map(\.catalog), option: "language")[
          0]
      }
      let sources = try session.sources()
      let all = try context.warmValue(
        "units:\(tag):\(selection.rawValue):\(catalogs)",
        stamp: catalogStamps + context.stamps(sources?.files ?? [])
      ) {
        try Self.units(language: tag, selection: selection, files: files, sources: sources, session: session)
      }
      language = tag
      sourceLanguage = files.first?.catalog.sourceLanguage ?? session.project.configuration.sourceLanguage
      pluralCategories = PluralRules.forLanguage(tag).required
      total = all.count
      nextCursor = page.nextCursor(total: all.count)
      let shown = page.slice(all)
      let glossary = try Self.glossary(session: session, context: context, sourceLanguage: sourceLanguage)
      let words = GlossaryWords()
      var pageUnits: [Unit] = []
      for (original, group) in Dictionary(grouping: shown, by: { $0.file.original }).sorted(by: { $0.key < $1.key }) {
        var file = group[0].file
        file.units = group.map(\.unit)
        if selection == .untranslated {
          let search = try Self.memorySearch(
            session: session, context: context, files: files, language: tag, sourceLanguage: file.sourceLanguage)
          file.addSuggestions(from: search, minimumScore: minimumScore)
        }
        pageUnits += file.units.map { unit in
          Unit(
            unit, catalog: original,
            glossary: glossary.hits(in: unit.source, sourceLanguage: file.sourceLanguage, language: tag, words: words))
        }
      }
      // In export's order across the page.
      let order = Dictionary(
        shown.enumerated().map { ($1.file.original + "\u{0}" + $1.unit.id, $0) }, uniquingKeysWith: { a, _ in a })
      units = pageUnits.sorted {
        (order[$0.catalog + "\u{0}" + $0.id] ?? 0) < (order[$1.catalog + "\u{0}" + $1.id] ?? 0)
      }
    }

    /// Every unit of `language` in `files`, in export's order: what `l10n export --only` writes.
    static func units(
      language: String, selection: ExportSelection, files: [CatalogFile], sources: ProjectSources?,
      session: ProjectSession
    ) throws -> [(file: ExchangeFile, unit: ExchangeUnit)] {
      let scope = ExportScope(named: [language], allLanguages: false, selection: selection, pseudo: false)
      let pattern = session.project.configuration.keys.pattern.matcher()
      let usages = sources.map(session.scan).map {
        ProjectSources.usageLocations(
          $0.usages, project: session.project, catalogPaths: files.map(\.resolvedPath), files: session.files)
      }
      var all: [(file: ExchangeFile, unit: ExchangeUnit)] = []
      for file in files {
        var exchangeFile = scope.file(for: file.catalog, original: session.original(of: file), language: language) {
          collector in
          collector.screen = { KeyScreen.conventional($0, matchesConvention: pattern.matches($0)) }
          let used = usages?[file.resolvedPath] ?? [:]
          collector.usages = { used[$0] ?? [] }
        }
        let units = exchangeFile.units
        // Each unit's file is its catalog's header alone, not every unit again.
        exchangeFile.units = []
        all += units.map { (exchangeFile, $0) }
      }
      return all
    }

    /// The search of the project's translation memory (its catalogs, l10n.yml's TMX files) into
    /// `language`, kept while none of those files changes.
    static func memorySearch(
      session: ProjectSession, context: MCPContext, files: [CatalogFile], language: String, sourceLanguage: String
    ) throws -> MemorySearch {
      let project = session.project
      let sources =
        try session.catalogURLs() + files.map { URL(fileURLWithPath: $0.resolvedPath) }
        + project.configuration.memory.map { PathDisplay.resolve($0, against: project.root) }
      return try context.warmValue("memory:\(sourceLanguage):\(language)", stamp: context.stamps(sources)) {
        var searches = MemorySearches(try session.memory(loaded: files, languages: [language]))
        return searches.search(language: language, sourceLanguage: sourceLanguage)
      }
    }

    /// The project's glossary, kept while its files are unchanged.
    static func glossary(session: ProjectSession, context: MCPContext, sourceLanguage: String) throws -> Glossary {
      let project = session.project
      let urls = project.configuration.glossary.map { PathDisplay.resolve($0, against: project.root) }
      return try context.warmValue("glossary:\(sourceLanguage)", stamp: context.stamps(urls)) {
        try session.glossary(sourceLanguage: sourceLanguage)
      }
    }
  }

  /// One unit as the agent gets it.
  struct Unit: Encodable {
    var id: String
    var key: String
    /// The variation case under the key (`plural.one`, `device.mac`), as `submit_translations`
    /// takes it; none for the key's own text.
    var `case`: String?
    var catalog: String
    var source: String
    var translation: String?
    var state: String?
    var comment: String?
    var placeholders: [Placeholder]
    var pluralCategory: String?
    var screen: String?
    var usages: [String]
    var glossary: [Glossary.Hit]
    var suggestions: [Suggestion]

    init(_ unit: ExchangeUnit, catalog: String, glossary: [Glossary.Hit]) {
      id = unit.id
      key = unit.key
      `case` = unit.path.isEmpty ? nil : unit.path.description
      self.catalog = catalog
      source = unit.source
      translation = unit.target
      state = unit.state
      comment = unit.noteIsAutoGenerated ? nil : unit.note
      placeholders = FormatSpecifier.parse(unit.source).map(Placeholder.init)
      pluralCategory = unit.pluralCategory
      screen = unit.screen
      usages = unit.usages
      self.glossary = glossary
      suggestions = unit.suggestions.map(Suggestion.init)
    }
  }

  struct Placeholder: Encodable {
    var text: String
    var type: String
    var position: Int?
    var name: String?

    init(_ specifier: FormatSpecifier) {
      text = specifier.text
      type = specifier.kind.phrase
      position = specifier.position
      name = specifier.name ?? specifier.substitution
    }
  }

  struct Suggestion: Encodable {
    var score: Int
    var source: String
    var translation: String
    var origin: String

    init(_ match: MemoryMatch) {
      (score, source, translation, origin) = (match.score, match.source, match.target, match.origin)
    }
  }
}
