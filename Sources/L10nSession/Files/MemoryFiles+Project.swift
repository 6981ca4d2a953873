import Foundation
import L10nCatalog
import L10nProject

extension MemoryFiles {
  /// The project of `workingDirectory` as `Project.load` finds it on disk: the configuration file
  /// `configPath` names, else the nearest l10n.yml in it or above, else the defaults.
  func project(
    configPath: String?, workingDirectory: URL, judgingLanguages: ConfigurationLoader.LanguageJudge?
  ) throws(ConfigError) -> Project {
    var found: (url: URL, display: String)?
    if let configPath {
      let url = PathDisplay.resolve(configPath, against: workingDirectory)
      guard self[url] != nil else { throw ConfigError(file: configPath, "no such configuration file") }
      found = (url, configPath)
    } else {
      var folder = workingDirectory.standardizedFileURL
      while found == nil {
        let candidate = folder.appendingPathComponent(ConfigurationLoader.fileName)
        if self[candidate] != nil { found = (candidate, PathDisplay.relative(candidate, to: workingDirectory)) }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    guard let found, let bytes = self[found.url] else { return Project(root: workingDirectory) }
    let configuration = try ConfigurationLoader.parse(
      String(decoding: bytes, as: UTF8.self), file: found.display, judgingLanguages: judgingLanguages)
    return Project(
      configuration: configuration, root: found.url.deletingLastPathComponent(), configurationFile: found.url)
  }

  /// The catalogs as `Project.catalogURLs` finds them on disk: the paths given (from the working
  /// directory), else the configuration's; folders are searched as `CatalogDiscovery` searches.
  func catalogURLs(project: Project, arguments: [String], workingDirectory: URL) throws(ConfigError) -> [URL] {
    if !arguments.isEmpty {
      return try find(arguments.map { PathDisplay.resolve($0, against: workingDirectory) }, from: workingDirectory)
    }
    // Without catalogs configured, the usual message (the disk is not read for it).
    guard !project.configuration.catalogs.isEmpty else {
      return try project.catalogURLs(arguments: [], workingDirectory: workingDirectory)
    }
    return try find(
      project.configuration.catalogs.map { PathDisplay.resolve($0, against: project.root) }, from: workingDirectory)
  }

  func find(_ urls: [URL], from workingDirectory: URL) throws(ConfigError) -> [URL] {
    var found: [URL] = []
    for url in urls {
      if self[url] != nil {
        found.append(url.standardizedFileURL)
        continue
      }
      guard isFolder(url) else {
        throw ConfigError(file: PathDisplay.relative(url, to: workingDirectory), "no such file or folder")
      }
      let prefix = url.standardizedFileURL.path.count + 1
      let matches = files(under: url).filter {
        CatalogDiscovery.wouldFind(relativePath: String($0.path.dropFirst(prefix)))
      }
      if matches.isEmpty {
        throw ConfigError(
          file: PathDisplay.relative(url, to: workingDirectory), "this folder holds no .xcstrings catalog")
      }
      found += matches
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0.path).inserted }
  }
}
