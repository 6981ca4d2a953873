import Foundation
import L10nCatalog
import L10nICU
import L10nProject
import L10nReporting
import L10nSession
import MCP
import OrderedCollections

/// `status`, `list_catalogs`, `languages`: how far the project is translated and what it holds.
enum StatusTools {
  static let status = ToolDefinition.reading(
    "status", title: "Translation status",
    description: """
      How far each catalog is translated, per language: keys translated, needing review, new and \
      missing, as `l10n status --format json` gives them; with words, the source words each language \
      still needs, and with rates (or l10n.yml's costs) days and cost after what the translation memory \
      fills. With screens, coverage per screen too (keys grouped by the key convention's screen).
      """,
    arguments: ArgumentSchema([
      ArgumentSchema.catalog,
      .strings("languages", "Only these languages (and the source)."),
      .boolean("words", "Count the source words each language still needs."),
      .integer("wordsPerDay", "Words a translator does a day, for days (default: l10n.yml's costs)."),
      Argument("pricePerWord", .number, "Price per word, for the cost (default: l10n.yml's costs)."),
      .boolean("screens", "Add coverage per screen (check's coverage)."),
    ])
  ) { call in
    let arguments = call.arguments
    var request = StatusRequest(
      catalogs: try arguments.catalogs(in: call.context), countWords: try arguments.bool("words"),
      languages: try arguments.strings("languages"))
    request.rates = CostRates(
      wordsPerDay: try arguments.number("wordsPerDay"), pricePerWord: try arguments.number("pricePerWord"))
    guard try arguments.bool("screens") else { return try await call.renderedJSON(request) }
    let catalogs = request.catalogs
    let (status, check) = try await call.context.withSession { session in
      let status = try request.output(
        of: session.run(request), in: session, style: OutputStyle(format: .json)
      ).standardOutput
      let check = CheckOutput.report(try session.run(CheckRequest(catalogs: catalogs, sources: nil)))
      return (status, try check.output(OutputStyle(format: .json)).standardOutput)
    }
    // Status's document, with check's coverage per catalog, language and screen beside it.
    var document = try ToolResult.value(status)
    document["screens"] = try ToolResult.value(check)["coverage"]
    return try ToolResult.structured(document)
  }

  static let listCatalogs = ToolDefinition.reading(
    "list_catalogs", title: "List catalogs",
    description: """
      The catalogs l10n.yml names: each one's path from the project root, source language, languages \
      and number of keys. Read one whole as the resource l10n://catalog/<path>.
      """
  ) { call in
    let catalogs = try await call.context.withSession { session in
      try session.catalogs(access: .readOnly).map { file in
        CatalogSummary(
          path: PathDisplay.relative(URL(fileURLWithPath: file.resolvedPath), to: session.project.root),
          sourceLanguage: file.catalog.sourceLanguage, languages: file.catalog.languages,
          keys: file.catalog.strings.count)
      }
    }
    return try ToolResult.json(["catalogs": catalogs])
  }

  struct CatalogSummary: Encodable {
    var path: String
    var sourceLanguage: String
    var languages: [String]
    var keys: Int
  }

  static let languages = ToolDefinition.reading(
    "languages", title: "Languages",
    description: """
      The project's languages: the source language, those l10n.yml names and those the catalogs \
      have, each with the plural categories it needs (CLDR, through ICU) and whether l10n.yml names it.
      """
  ) { call in
    let languages = try await call.context.withSession { session in
      let configuration = session.project.configuration
      let catalogs = try session.catalogs(access: .readOnly).map(\.catalog)
      let source = catalogs.first?.sourceLanguage ?? configuration.sourceLanguage
      let found = StringCatalog.localizedLanguages(of: catalogs).filter { $0 != source }
      let all = StringCatalog.languages([source] + found, adding: configuration.languages)
      return all.map { language in
        let rules = PluralRules.forLanguage(language)
        return LanguageSummary(
          language: language, isSource: language == source, configured: configuration.languages.contains(language),
          pluralCategories: rules.required, optionalPluralCategories: rules.optional)
      }
    }
    return try ToolResult.json(["languages": languages])
  }

  struct LanguageSummary: Encodable {
    var language: String
    var isSource: Bool
    var configured: Bool
    var pluralCategories: [String]
    var optionalPluralCategories: [String]
  }
}

typealias Argument = ArgumentSchema.Argument
