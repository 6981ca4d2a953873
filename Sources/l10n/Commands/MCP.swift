import ArgumentParser
import L10nMCP
import L10nSession

struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the project to coding agents over the Model Context Protocol (stdio).",
    discussion: """
      Runs a Model Context Protocol server on standard input and output, for an agent host \
      (Claude Code, Cursor, VS Code, Codex, Zed) to start. It serves what the nearest l10n.yml \
      names: tools that read (status, check findings, untranslated units with what a translator \
      needs, keys, diffs, unused and missing keys) and tools that change the catalogs, each a dry \
      run unless asked to apply; the catalogs and l10n.yml as resources; prompts to translate or \
      review a language and to audit the project. Paths never leave the project. A catalog \
      changed on disk (by Xcode, git or another l10n) is read again before the next request.

      Standard output carries JSON-RPC alone; diagnostics go to standard error. The server stops \
      when the host closes its input. Documentation/Agents.md describes every tool.

      Register it with the agent host, for example:
        claude mcp add l10n -- l10n mcp --project /path/to/app
        .mcp.json or .cursor/mcp.json in the project:
          {"mcpServers": {"l10n": {"command": "l10n", "args": ["mcp"]}}}
        .vscode/mcp.json:
          {"servers": {"l10n": {"command": "l10n", "args": ["mcp"]}}}

      Examples:
        l10n mcp                            # the project of this folder
        l10n mcp --project ~/Code/MyApp     # the project of another folder
      """)

  @OptionGroup var global: GlobalOptions

  @Option(
    help: ArgumentHelp(
      "The project's folder, where the nearest l10n.yml is looked for (default: this folder).",
      valueName: "folder"),
    completion: .directory)
  var project: String?

  func run() throws {
    let context = try asValidation { try MCPContext(projectFolder: project, configPath: global.config) }
    try L10nMCPServer.serveStandardIO(context: context)
  }
}
