import Foundation

/// The project a command works on: its configuration, where that came from, and the catalogs.
public struct Project: Sendable {
  public var configuration: Configuration
  /// The folder that configuration paths are relative to: the folder of `l10n.yml`, or the working
  /// directory when there is none.
  public var root: URL
  /// The configuration file that was read, if any.
  public var configurationFile: URL?

  public init(configuration: Configuration = Configuration(), root: URL, configurationFile: URL? = nil) {
    self.configuration = configuration
    self.root = root
    self.configurationFile = configurationFile
  }

  /// Loads the project: the file named by `--config`, else the nearest `l10n.yml` above the working
  /// directory, else the defaults. `judgingLanguages`: as `ConfigurationLoader.load` takes it.
  public static func load(
    configPath: String?, workingDirectory: URL, judgingLanguages: ConfigurationLoader.LanguageJudge? = nil
  ) throws(ConfigError) -> Project {
    if let configPath {
      let url = PathDisplay.resolve(configPath, against: workingDirectory)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw ConfigError(file: configPath, "no such configuration file")
      }
      let configuration = try ConfigurationLoader.load(
        url, displayPath: configPath, judgingLanguages: judgingLanguages)
      return Project(configuration: configuration, root: url.deletingLastPathComponent(), configurationFile: url)
    }
    if let url = ConfigurationLoader.find(from: workingDirectory) {
      let display = PathDisplay.relative(url, to: workingDirectory)
      let configuration = try ConfigurationLoader.load(url, displayPath: display, judgingLanguages: judgingLanguages)
      return Project(configuration: configuration, root: url.deletingLastPathComponent(), configurationFile: url)
    }
    return Project(root: workingDirectory)
  }

  /// The catalogs to work on: the paths given on the command line (relative to the working
  /// directory), else the configuration's `catalogs` (relative to the project root). Folders are
  /// searched for `.xcstrings` files.
  public func catalogURLs(arguments: [String], workingDirectory: URL) throws(ConfigError) -> [URL] {
    if !arguments.isEmpty {
      return try CatalogDiscovery.find(arguments.map { PathDisplay.resolve($0, against: workingDirectory) })
    }
    guard !configuration.catalogs.isEmpty else {
      let where_ =
        configurationFile.map { "\(PathDisplay.relative($0, to: workingDirectory)) names no catalogs" }
        ?? "no \(ConfigurationLoader.fileName) was found in this folder or above it; `l10n init` sets this folder up"
      throw ConfigError("no catalogs to work on: name one or more .xcstrings files, or a folder (\(where_))")
    }
    return try CatalogDiscovery.find(configuration.catalogs.map { PathDisplay.resolve($0, against: root) })
  }
}
