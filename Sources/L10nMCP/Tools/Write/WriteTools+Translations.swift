import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import MCP

extension WriteTools {
  static let translationItem = ArgumentSchema([
    .string("key", "The key, as untranslated gives it (a catalog may have the key \"\").", required: true),
    .string(
      "language", "The language of the translation (as the catalog writes it: fr, pt-BR, zh-Hans).", required: true),
    .string("text", "The translation, placeholders (%@, %lld, %1$@) as the source has them.", required: true),
    .string(
      "case",
      "The variation case under the key, as export and untranslated name it after |==| (plural.one, device.mac, substitutions.arg1.plural.other); none for the key's own text."
    ),
    .strings("values", "App Shortcut phrases: the translation's phrases, for a key whose source has several."),
    ArgumentSchema.catalog,
  ])

  static let submitTranslations = ToolDefinition.writing(
    "submit_translations", title: "Submit translations",
    description: """
      Submit translations, each for a key (and variation case) in one language. Each goes through the import \
      gate exactly as a file import does: placeholders must fit the source's, stand-in texts (N/A, TODO, the \
      source pasted unchanged) and plural categories the language does not have are held back, and so are \
      texts that contradict the project's glossary. What passes lands as needs_review (a person approves it \
      with approve). A text whose state is translated is never replaced (refused). Held, rejected and refused \
      submissions come back with their reason and their number (item, from 1); nothing of them is written. \
      Dry run unless apply is true.
      """,
    arguments: ArgumentSchema([
      ArgumentSchema.Argument(
        "translations", .objects, "The translations, one object each (key, language, text; case, values, catalog).",
        required: true, items: translationItem),
      apply,
    ]), destructive: true, idempotent: true
  ) { call in
    let apply = try call.arguments.bool("apply")
    var submissions: [SubmitTranslationsRequest.Submission] = []
    for item in try items("translations", of: call.arguments, schema: translationItem) {
      var path = TextPath()
      if let rendered = try item.optionalString("case"), !rendered.isEmpty {
        guard let parsed = TextPath(rendered: Substring(rendered)) else {
          throw item.invalid("\(item.tool)'s 'case' is '\(rendered)'; it takes \(TextPath.expectedForms)")
        }
        path = parsed
      }
      let values = try item.strings("values")
      submissions.append(
        SubmitTranslationsRequest.Submission(
          key: try item.string("key", allowingEmpty: true), path: path, language: try item.string("language"),
          text: try item.string("text"), values: values.isEmpty ? nil : values,
          catalog: try item.catalogs(in: call.context).first))
    }
    let request = SubmitTranslationsRequest(submissions, dryRun: !apply, waiting: waiting)
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      return try JSONValueEncoder.line(
        Value.object([
          "applied": .bool(apply), "written": .array(result.written.map { .string($0) }),
          "summary": try value(result.rows), "held": try value(problems(result.problems, .held)),
          "rejected": try value(problems(result.problems, .rejected)),
          "unknown": try value(problems(result.problems, .unknown)), "refused": try value(result.refused),
          "changes": try changes(result.changes),
        ]))
    }
  }

  /// A submission the gate held, rejected or did not place: its number, unit id, language, why
  /// and (held) the text.
  struct Problem: Encodable {
    var item: Int?
    var id: String
    var language: String
    var reason: String?
    var message: String
    var text: String?
  }

  static func problems(_ problems: [ImportProblem], _ kind: ImportProblem.Kind) -> [Problem] {
    problems.filter { $0.kind == kind }.map {
      Problem(
        item: $0.line, id: $0.id, language: $0.language, reason: $0.reason?.rawValue, message: $0.message, text: $0.text
      )
    }
  }

  static let approve = ToolDefinition.writing(
    "approve", title: "Approve reviewed translations",
    description: """
      Approve reviewed translations: every text of the keys named, in one language, that is marked for review \
      (needs_review) becomes translated. Other texts are left as they are; a key with nothing to approve is \
      refused with the reason. Dry run unless apply is true.
      """,
    arguments: ArgumentSchema([
      .strings("keys", "The keys whose texts a person reviewed.", required: true),
      .string("language", "The language reviewed.", required: true),
      ArgumentSchema.catalog, apply,
    ]), destructive: false, idempotent: true
  ) { call in
    let keys = try call.arguments.strings("keys")
    guard !keys.isEmpty else { throw call.arguments.invalid("approve needs the argument 'keys' (an array of strings)") }
    let apply = try call.arguments.bool("apply")
    let request = ApproveRequest(
      keys: keys, language: try call.arguments.string("language"),
      catalog: try call.arguments.catalogs(in: call.context).first, dryRun: !apply, waiting: waiting)
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      return try JSONValueEncoder.line(
        Value.object([
          "applied": .bool(apply), "written": .array(result.written.map { .string($0) }),
          "approved": try value(result.approved), "refused": try value(result.refused),
          "changes": try changes(result.changes),
        ]))
    }
  }
}
