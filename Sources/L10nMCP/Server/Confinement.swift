import Foundation
import L10nCatalog
import L10nProject
import L10nSession
import MCP

extension MCPContext {
  /// A path an agent gave (relative to the project's root, or absolute), as a URL inside the
  /// project: one outside the root (through `..`, an absolute path elsewhere or a symbolic link
  /// that leads out) is refused as a bad argument, the judgement the SwiftPM plugin's write scope
  /// makes (`WriteScope`, real paths).
  public func confine(_ path: String, argument: String, tool: String) throws(MCPError) -> URL {
    let root = self.root
    let url = PathDisplay.resolve(path, against: root).standardizedFileURL
    guard WriteScope(roots: [root.path]).contains(url.path) else {
      throw MCPError.invalidParams(
        "\(tool)'s argument '\(argument)' (\(path)) is outside the project (\(root.path)); "
          + "give a path inside it, relative to its root.")
    }
    return url
  }

  /// Each of `paths` confined (`confine`), as absolute paths the session takes.
  public func confine(_ paths: [String], argument: String, tool: String) throws(MCPError) -> [String] {
    var confined: [String] = []
    for path in paths { confined.append(try confine(path, argument: argument, tool: tool).path) }
    return confined
  }

  /// A path inside the project as agents give it back: relative to the root.
  public func relative(_ url: URL) -> String {
    PathDisplay.relative(url, to: root)
  }
}

extension Arguments {
  /// The `catalog` argument (`ArgumentSchema.catalog`), confined to the project: as the session
  /// takes it (none: every catalog l10n.yml names).
  public func catalogs(in context: MCPContext, name: String = "catalog") throws(MCPError) -> [String] {
    try context.confine(strings(name), argument: name, tool: tool)
  }
}
