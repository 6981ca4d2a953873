import MCP

/// The tools that only read the project (none writes a file), each a thin adapter over a session
/// request and, where the command line has one, its JSON renderer.
public enum ReadTools {
  public static let all: [ToolDefinition] = [
    StatusTools.status, CheckTools.check, UntranslatedTool.definition, KeyTools.getKey, KeyTools.searchKeys,
    DiffTool.definition, CheckTools.unusedKeys, CheckTools.missingKeys, StatusTools.listCatalogs,
    StatusTools.languages,
  ]
}
