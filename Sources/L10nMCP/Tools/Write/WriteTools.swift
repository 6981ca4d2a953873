import Foundation
import L10nCatalog
import L10nReporting
import L10nSession
import MCP

/// The tools that change the project (M2's part of issue 42), each a thin adapter over a session
/// request: a dry run unless `apply` is true, returning the exact change (what a dry run returns
/// is what applying writes), then applied under the catalog lock with the Xcode-edit check
/// (`ProjectFiles`: a catalog changed on disk since it was read is never overwritten).
///
/// Every result is one JSON object: `applied` (false for a dry run), `written` (the files
/// written, empty for a dry run) and the tool's change.
public enum WriteTools {
  public static let all: [ToolDefinition] = [
    submitTranslations, approve, addKey, renameKey, markStale, prune, extract, fillFromMemory, addGlossaryTerm,
    exportFile, importFile,
  ]

  /// The argument every write tool takes.
  static let apply = ArgumentSchema.Argument.boolean(
    "apply", "Write the change. Default false: a dry run that returns the exact change and writes nothing.")

  /// How a write waits for another run's lock on a catalog: as the command line does
  /// (`L10N_LOCK_TIMEOUT`, else 60 seconds).
  static var waiting: LockWaiting {
    ProjectSession.lockWaiting(noWait: false, notice: { _ in })
  }

  /// An `Encodable` value as the JSON `Value` the tool returns in it.
  static func value(_ encodable: some Encodable) throws -> Value {
    Value(try JSONValueEncoder.encode(encodable))
  }

  /// A JSON text the session writes, as a `Value`.
  static func value(json text: String) throws -> Value {
    try ToolResult.parse(text)
  }

  /// The change as `l10n diff --format json` shows it.
  static func changes(_ items: [CatalogDiffItem]) throws -> Value {
    try value(json: DiffReport.json(items))
  }

  /// The result: `applied`, `written`, then the tool's fields.
  static func result(applied: Bool, written: [String], _ fields: [String: Value]) throws -> CallTool.Result {
    var object = fields
    object["applied"] = .bool(applied)
    object["written"] = .array(written.map { .string($0) })
    return try ToolResult.jsonText(JSONValueEncoder.line(Value.object(object)))
  }

  /// What a command prints with `--format json`, as the tool's fields: its own `dryRun` left out
  /// (the result's `applied` says it) and `written` taken from it.
  static func commandResult<Request: RenderedRequest>(
    _ request: Request, _ result: Request.Result, in session: ProjectSession, applied: Bool, written: [String]
  ) throws -> String {
    let output = try request.output(of: result, in: session, style: OutputStyle(format: .json))
    var fields: [String: Value] = [:]
    if case .object(let object) = try value(json: output.standardOutput) { fields = object }
    fields["dryRun"] = nil
    fields["written"] = nil
    if !output.errors.isEmpty { fields["errors"] = .array(output.errors.map { .string($0) }) }
    if !output.warnings.isEmpty { fields["warnings"] = .array(output.warnings.map { .string("\($0)") }) }
    fields["applied"] = .bool(applied)
    fields["written"] = .array(written.map { .string($0) })
    return try JSONValueEncoder.line(Value.object(fields))
  }

  /// Runs `body` with the session and `request` on the server's queue and returns its JSON text as
  /// the result.
  static func run<Request>(
    _ call: ToolCall, _ request: Request, _ body: @escaping @Sendable (ProjectSession, Request) throws -> String
  ) async throws -> CallTool.Result {
    let carried = Carried(request: request)
    return try ToolResult.jsonText(try await call.context.withSession { session in try body(session, carried.request) })
  }

  /// A request of the session that is a plain value but not declared `Sendable` (`ImportRequest`,
  /// `ExtractRequest`, …), taken to the session's queue.
  struct Carried<Request>: @unchecked Sendable {
    let request: Request
  }

  /// The items of an array-of-objects argument, each read as its own arguments (named
  /// `tool's name[n]` in messages), at least one.
  static func items(_ name: String, of arguments: Arguments, schema: ArgumentSchema) throws(MCPError) -> [Arguments] {
    let objects = try arguments.objects(name)
    guard !objects.isEmpty else {
      throw arguments.invalid("\(arguments.tool) needs the argument '\(name)' (an array of objects)")
    }
    var items: [Arguments] = []
    for (index, object) in objects.enumerated() {
      let item = Arguments(object, tool: "\(arguments.tool)'s \(name)[\(index)]", schema: schema)
      try item.checkKnown()
      items.append(item)
    }
    return items
  }
}
