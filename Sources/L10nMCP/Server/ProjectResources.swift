import Foundation
import L10nProject
import L10nSession
import MCP

/// The project's resources: its configuration (`l10n://config`) and each catalog it names
/// (`l10n://catalog/<path from the project root>`), as their files hold them.
enum ProjectResources {
  static let configURI = "l10n://config"
  static let catalogPrefix = "l10n://catalog/"

  static func register(on server: Server, context: MCPContext) async {
    await server.withMethodHandler(ListResources.self) { _ in
      try await ListResources.Result(resources: list(context))
    }
    await server.withMethodHandler(ListResourceTemplates.self) { _ in
      ListResourceTemplates.Result(templates: [
        Resource.Template(
          uriTemplate: catalogPrefix + "{path}", name: "catalog",
          description: "A String Catalog of the project, by its path from the project's root.",
          mimeType: "application/json")
      ])
    }
    await server.withMethodHandler(ReadResource.self) { parameters in
      try await read(parameters.uri, context: context)
    }
  }

  static func list(_ context: MCPContext) async throws -> [Resource] {
    try await context.withSession { session in
      var resources: [Resource] = []
      if let file = session.project.configurationFile {
        resources.append(
          Resource(
            name: file.lastPathComponent, uri: configURI, title: "Configuration",
            description: "The project's l10n.yml.", mimeType: "application/yaml"))
      }
      for url in try session.catalogURLs() {
        let path = PathDisplay.relative(url, to: session.project.root)
        resources.append(
          Resource(
            name: path, uri: catalogPrefix + path, title: url.lastPathComponent,
            description: "A String Catalog the project's l10n.yml names.", mimeType: "application/json"))
      }
      return resources
    }
  }

  static func read(_ uri: String, context: MCPContext) async throws -> ReadResource.Result {
    let url: URL
    let mimeType: String
    if uri == configURI {
      guard let file = try await context.withSession({ $0.project.configurationFile }) else {
        throw MCPError.invalidParams("The project has no l10n.yml (its settings are the defaults).")
      }
      (url, mimeType) = (file, "application/yaml")
    } else if uri.hasPrefix(catalogPrefix) {
      let path = String(uri.dropFirst(catalogPrefix.count)).removingPercentEncoding ?? ""
      url = try context.confine(path, argument: "uri", tool: "resources/read")
      guard url.pathExtension == "xcstrings" else {
        throw MCPError.invalidParams("\(uri) is not a String Catalog (.xcstrings).")
      }
      mimeType = "application/json"
    } else {
      throw MCPError.invalidParams(
        "Unknown resource \(uri); the resources are \(configURI) and \(catalogPrefix)<path from the project root>.")
    }
    let bytes = try await context.withSession { session in
      do { return try session.files.read(url) } catch {
        throw MCPError.invalidParams("\(uri): no such file in the project.")
      }
    }
    return ReadResource.Result(contents: [.text(String(decoding: bytes, as: UTF8.self), uri: uri, mimeType: mimeType)])
  }
}
