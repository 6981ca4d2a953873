import L10nSession
import MCP

/// One tool of `l10n mcp`: what `tools/list` says of it (name, description, the JSON Schema of
/// its arguments, and its annotations, set truthfully: read-only, destructive, idempotent; never
/// open-world, since a tool touches only the project) and what `tools/call` runs.
public struct ToolDefinition: Sendable {
  public let tool: Tool
  /// The arguments it takes (`tool.inputSchema` is their JSON Schema), which calls are read by.
  public let arguments: ArgumentSchema
  public let run: @Sendable (ToolCall) async throws -> CallTool.Result

  public init(
    tool: Tool, arguments: ArgumentSchema, run: @escaping @Sendable (ToolCall) async throws -> CallTool.Result
  ) {
    self.tool = tool
    self.arguments = arguments
    self.run = run
  }

  /// A tool that reads only: read-only, idempotent, not destructive, closed world.
  public static func reading(
    _ name: String, title: String, description: String, arguments: ArgumentSchema = ArgumentSchema(),
    run: @escaping @Sendable (ToolCall) async throws -> CallTool.Result
  ) -> ToolDefinition {
    ToolDefinition(
      tool: Tool(
        name: name, title: title, description: description, inputSchema: arguments.value,
        annotations: Tool.Annotations(
          title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)),
      arguments: arguments, run: run)
  }

  /// A tool that writes (when its `apply` argument is true): not read-only, closed world;
  /// `destructive` when it can take away or overwrite what is there, `idempotent` when applying it
  /// twice leaves what applying it once does.
  public static func writing(
    _ name: String, title: String, description: String, arguments: ArgumentSchema, destructive: Bool,
    idempotent: Bool, run: @escaping @Sendable (ToolCall) async throws -> CallTool.Result
  ) -> ToolDefinition {
    ToolDefinition(
      tool: Tool(
        name: name, title: title, description: description, inputSchema: arguments.value,
        annotations: Tool.Annotations(
          title: title, readOnlyHint: false, destructiveHint: destructive, idempotentHint: idempotent,
          openWorldHint: false)),
      arguments: arguments, run: run)
  }
}

/// One `tools/call`: its arguments, typed, and the server's context (the session, the project's
/// root, confinement).
public struct ToolCall: Sendable {
  public let arguments: Arguments
  public let context: MCPContext

  public init(arguments: Arguments, context: MCPContext) {
    self.arguments = arguments
    self.context = context
  }
}

/// Every tool the server offers, by name: the read tools (`ReadTools`) and the write tools
/// (`WriteTools`).
public enum ToolRegistry {
  public static var all: [ToolDefinition] { ReadTools.all + WriteTools.all }

  /// `tools/list` (every tool in one page: there are a few dozen).
  static func list() -> ListTools.Result {
    ListTools.Result(tools: all.map(\.tool))
  }

  /// `tools/call`: an unknown tool or bad arguments are protocol errors (invalidParams); a failure
  /// in the project (a catalog that cannot be read, a lock not taken) is an `isError` result with
  /// its message, which the agent can act on. A result goes to the SDK as its stand-in
  /// (`SetAside.standIn`), which the server's transport replaces as the response leaves.
  static func call(_ parameters: CallTool.Parameters, tools: [String: ToolDefinition], context: MCPContext)
    async throws -> CallTool.Result
  {
    // Taken back first, so that a call refused below leaves nothing set aside.
    let given = context.setAside.arguments(of: parameters)
    guard let definition = tools[parameters.name] else {
      throw MCPError.invalidParams(
        "Unknown tool '\(parameters.name)'; the tools are: \(tools.keys.sorted().joined(separator: ", ")).")
    }
    let arguments = Arguments(given, tool: parameters.name, schema: definition.arguments)
    try arguments.checkKnown()
    do {
      return context.setAside.standIn(for: try await definition.run(ToolCall(arguments: arguments, context: context)))
    } catch let error as MCPError {
      throw error
    } catch let usage as UsageError {
      // A value the session refuses as the command line would (a language that is no language).
      throw MCPError.invalidParams(usage.message)
    } catch {
      return ToolResult.failure(error)
    }
  }
}
