import MCP

/// The tools that change the project (M2's part of issue 42): each a dry run unless `apply` is
/// true, then applied under the catalog lock with the Xcode-edit check.
public enum WriteTools {
  public static let all: [ToolDefinition] = []
}
