import Foundation
import L10nCatalog
import L10nSession
import MCP

extension WriteTools {
  static let fillFromMemory = ToolDefinition.writing(
    "fill_from_memory", title: "Fill from the translation memory",
    description: """
      Fill missing translations from the translation memory (the catalogs' own translations and l10n.yml's TMX \
      files), as l10n fill --from-memory does: matches at or above minimumScore (100: exact) go in as needs_review, \
      their placeholders checked; nothing translated is changed. Dry run unless apply is true.
      """,
    arguments: ArgumentSchema([
      .strings("languages", "The languages to fill (default: every one)."),
      .integer("minimumScore", "The lowest match score taken, 50 to 100 (default 100: exact matches only)."),
      ArgumentSchema.catalog, apply,
    ]), destructive: false, idempotent: true
  ) { call in
    let apply = try call.arguments.bool("apply")
    let languages = try call.arguments.strings("languages")
    let request = FillRequest(
      scope: MemoryScope(
        catalogs: try call.arguments.catalogs(in: call.context), languages: languages.isEmpty ? nil : languages),
      minimumScore: try call.arguments.int("minimumScore", default: 100, in: 50...100), dryRun: !apply, waiting: waiting
    )
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      return try commandResult(request, result, in: session, applied: apply, written: result.written)
    }
  }

  static let glossaryTranslation = ArgumentSchema([
    .string("language", "The language.", required: true),
    .string("text", "The term's translation in it.", required: true),
    .boolean("forbidden", "A translation not to use (default false: the one to use; the first given is preferred)."),
  ])

  static let addGlossaryTerm = ToolDefinition.writing(
    "add_glossary_term", title: "Add a glossary term",
    description: """
      Add a term to the project's glossary (a CSV file l10n.yml's glossary names), which check's glossary-term, \
      translate and submit_translations judge translations by: one row at the file's end with the term's \
      translations (columns added for new languages), the rows above kept as they are. A term the glossary has \
      is refused. Dry run unless apply is true.
      """,
    arguments: ArgumentSchema([
      .string("term", "The term, in the source language.", required: true),
      ArgumentSchema.Argument(
        "translations", .objects, "Its translations, one object each (language, text; forbidden).",
        items: glossaryTranslation),
      .boolean("doNotTranslate", "The term stays as it is in every language (a name, a product)."),
      .string("file", "The glossary, one of l10n.yml's (default: its first CSV glossary)."),
      apply,
    ]), destructive: false, idempotent: true
  ) { call in
    let apply = try call.arguments.bool("apply")
    var translations: [String: [String]] = [:]
    var forbidden: [String: [String]] = [:]
    if !(try call.arguments.objects("translations")).isEmpty {
      for item in try items("translations", of: call.arguments, schema: glossaryTranslation) {
        let language = try item.string("language")
        let text = try item.string("text")
        if try item.bool("forbidden") {
          forbidden[language, default: []].append(text)
        } else {
          translations[language, default: []].append(text)
        }
      }
    }
    var request = AddGlossaryTermRequest(
      term: try call.arguments.string("term"), translations: translations, dryRun: !apply)
    request.forbidden = forbidden
    request.doNotTranslate = try call.arguments.bool("doNotTranslate")
    if let file = try call.arguments.optionalString("file") {
      request.file = try call.context.confine(file, argument: "file", tool: call.arguments.tool).path
    }
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      var fields: [String: Value] = [
        "applied": .bool(apply), "written": .array(result.written ? [.string(result.file)] : []),
        "file": .string(result.file), "row": .string(result.row), "created": .bool(result.created),
      ]
      if let header = result.header {
        fields["header"] = .object([
          "old": .array(header.old.map { .string($0) }), "new": .array(header.new.map { .string($0) }),
        ])
      }
      return try JSONValueEncoder.line(Value.object(fields))
    }
  }
}
