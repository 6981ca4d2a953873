import Foundation
import L10nCatalog
import L10nExchange
import L10nSession
import MCP

extension WriteTools {
  static let exportFile = ToolDefinition.writing(
    "export_file", title: "Export files for translators",
    description: """
      Export one file per language for translators, as l10n export does: XLIFF as Xcode writes it, an .xcloc \
      bundle, CSV or gettext PO, with comments, where code uses each key and the translation memory's \
      suggestions. The output is a path inside the project (default: Localizations/ at its root); a file of \
      the same name there is replaced. Dry run unless apply is true: the files are made and counted, not written.
      """,
    arguments: ArgumentSchema([
      .strings("languages", "The languages (default: every language of l10n.yml and the catalogs but the source)."),
      .string(
        "format", "The file format (default xliff).", choices: ExchangeFormat.allCases.map(\.rawValue)),
      .string(
        "only", "Which units: all (default), untranslated or needs-review.",
        choices: ExportSelection.allCases.map(\.rawValue)),
      .string(
        "output",
        "A folder inside the project for the files (one language: a file name with the format's extension too); default Localizations."
      ),
      ArgumentSchema.catalog, apply,
    ]), destructive: true, idempotent: true
  ) { call in
    let apply = try call.arguments.bool("apply")
    let format = try call.arguments.optionalString("format").flatMap(ExchangeFormat.init(rawValue:)) ?? .xliff
    let selection = try call.arguments.optionalString("only").flatMap(ExportSelection.init(rawValue:)) ?? .all
    var request = ExportFilesRequest(
      ExportScope(
        named: try call.arguments.strings("languages"), allLanguages: false, selection: selection, pseudo: false),
      format: format)
    request.catalogs = try call.arguments.catalogs(in: call.context)
    if let output = try call.arguments.optionalString("output") {
      request.output = try call.context.confine(output, argument: "output", tool: call.arguments.tool).path
    } else {
      // The default, Localizations at the root, is inside the project.
      request.output = try call.context.confine("Localizations", argument: "output", tool: call.arguments.tool).path
    }
    request.dryRun = !apply
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      let files = result.exported.map { ExportedFile(language: $0.language, units: $0.units, path: $0.path ?? "") }
      var fields: [String: Value] = ["format": .string(format.rawValue), "files": try value(files)]
      if let only = result.onlyLanguage {
        fields["note"] = .string("the catalogs have one language, \(only), the source: nothing to export")
      }
      return try JSONValueEncoder.line(
        Value.object(
          fields.merging(
            ["applied": .bool(apply), "written": .array(apply ? files.map { .string($0.path) } : [])],
            uniquingKeysWith: { $1 })))
    }
  }

  /// One language's file: where it goes (as shown) and how many units it holds.
  struct ExportedFile: Encodable {
    var language: String
    var units: Int
    var path: String
  }

  static let importFile = ToolDefinition.writing(
    "import_file", title: "Import translated files",
    description: """
      Import translated files (XLIFF, .xcloc, CSV, PO) from inside the project into the catalogs, as l10n import \
      does: each unit through the gate (placeholders, stand-in texts, plural categories, the source changed \
      since export), its state as the file says. Held and rejected units come back with their reason and \
      nothing of them is written. Dry run unless apply is true.
      """,
    arguments: ArgumentSchema([
      .strings("files", "The files, paths inside the project.", required: true),
      .string(
        "catalog", "Import everything into this catalog (its path from the project root) instead of matching paths."),
      .boolean(
        "acceptDrift", "Take units whose source changed since export as needs_review, over translated texts too."),
      apply,
    ]), destructive: true, idempotent: true
  ) { call in
    let apply = try call.arguments.bool("apply")
    let files = try call.context.confine(call.arguments.strings("files"), argument: "files", tool: call.arguments.tool)
    guard !files.isEmpty else {
      throw call.arguments.invalid("import_file needs the argument 'files' (an array of strings)")
    }
    var request = ImportRequest(
      files: files, catalog: try call.arguments.catalogs(in: call.context).first, waiting: waiting)
    request.dryRun = !apply
    request.acceptDrift = try call.arguments.bool("acceptDrift")
    return try await run(call, request) { session, request in
      let result = try session.run(request)
      return try commandResult(request, result, in: session, applied: apply, written: result.written)
    }
  }
}
