import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject

/// The Swift sources a project reads keys from, shared by `extract`, `check` and `export`: which
/// files (`--sources`, else l10n.yml's `sources`), which call shapes (l10n.yml's `extract`), and the
/// parallel scan with the project's cache in `.l10n-cache/`.
public struct ProjectSources {
  public var files: [URL]
  public var shapes: CallShapes
  /// l10n.yml's `keys.dynamic`: a warning about a key built with interpolation is left out when
  /// its pattern is declared.
  public var dynamicKeys: DynamicKeys
  public var cacheFile: URL?
  public var workingDirectory: URL
  /// l10n.yml's `exclude`, as absolute paths.
  public var excluded: [String]
  /// Where the sources are listed and read, and the cache read and written (`ProjectFiles`).
  public var projectFiles: ProjectFiles

  /// nil when neither `sources` (given on the command line) nor l10n.yml name any source.
  ///
  /// - Throws: `ConfigError` for a source folder that does not exist.
  /// - Parameter files: the session's files (default: the disk).
  public init?(
    project: Project, sources: [String], workingDirectory: URL, useCache: Bool, files: ProjectFiles? = nil
  ) throws {
    let configuration = project.configuration
    let roots =
      sources.isEmpty
      ? configuration.sources.map { PathDisplay.resolve($0, against: project.root) }
      : sources.map { PathDisplay.resolve($0, against: workingDirectory) }
    guard !roots.isEmpty else { return nil }
    let projectFiles = files ?? ProjectFiles(workingDirectory: workingDirectory)
    for root in roots where !projectFiles.exists(root) {
      throw ConfigError(file: PathDisplay.relative(root, to: workingDirectory), "no such file or folder")
    }
    excluded = configuration.exclude.map { PathDisplay.resolve($0, against: project.root).standardizedFileURL.path }
    self.files = projectFiles.swiftFiles(in: roots).filter { [excluded] file in !Self.isUnder(file.path, excluded) }
    shapes = configuration.extract.shapes
    dynamicKeys = configuration.keys.dynamic
    cacheFile = useCache ? project.root.appendingPathComponent(".l10n-cache/extract.cache") : nil
    self.workingDirectory = workingDirectory
    self.projectFiles = projectFiles
  }

  /// The Swift files under `root` (the project's folder) that neither the sources nor `exclude`
  /// cover, build output and dependency checkouts left out (`SourceTree`): code whose keys a
  /// prune would not see. A folder below `root` with an `l10n.yml` of its own is another project
  /// (a package of a monorepo set up on its own), and a package manifest holds no user text.
  public func uncoveredFiles(under root: URL) -> [URL] {
    let covered = Set(files.map(\.path))
    let rootPath = root.standardizedFileURL.path
    // Whether a folder, or one above it below the root, has an l10n.yml.
    var isOtherProject: [String: Bool] = [:]
    func inOtherProject(_ folder: URL) -> Bool {
      let path = folder.path
      guard path.count > rootPath.count, path.hasPrefix(rootPath + "/") else { return false }
      if let known = isOtherProject[path] { return known }
      let answer =
        projectFiles.exists(folder.appendingPathComponent("l10n.yml"))
        || inOtherProject(folder.deletingLastPathComponent())
      isOtherProject[path] = answer
      return answer
    }
    return projectFiles.swiftFiles(in: [root]).filter { file in
      let name = file.lastPathComponent
      let manifest = name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
      return !manifest && !covered.contains(file.path) && !Self.isUnder(file.path, excluded)
        && !inOtherProject(file.deletingLastPathComponent())
    }
  }

  private static func isUnder(_ path: String, _ folders: [String]) -> Bool {
    folders.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
  }

  /// Scans the files, naming them relative to the working directory; `progress` hears how many
  /// files are done.
  public func scan(progress: (@Sendable (Int) -> Void)?) -> ExtractionResult {
    let working = workingDirectory
    var relativizer = PathDisplay.Relativizer(to: working)
    let names = Dictionary(files.map { ($0.path, relativizer.relative($0)) }, uniquingKeysWith: { first, _ in first })
    let display: @Sendable (URL) -> String = { names[$0.path] ?? PathDisplay.relative($0, to: working) }
    let cache = cacheFile.flatMap { try? projectFiles.read($0) }
    let run = ExtractionRun(
      scanner: SwiftSourceScanner(shapes: shapes), cache: cacheFile == nil ? nil : cache ?? [],
      contents: projectFiles.contents(of: files))
    var result = run.run(files: files, displayPath: display, progress: progress)
    // The cache changed: written for the next run; a failure costs only time. Outside what the
    // plugin may write (l10n.yml in a folder above the package): no cache.
    if let cacheFile, let bytes = result.cache, projectFiles.mayWrite(cacheFile) {
      try? projectFiles.write(bytes, to: cacheFile, mode: .atomicReplace, makingFolder: true)
    }
    result.cache = nil
    if !dynamicKeys.isEmpty {
      result.warnings.removeAll { warning in warning.dynamicPattern.map(dynamicKeys.matches) ?? false }
    }
    return result
  }

  /// The catalog that gets usages naming no table: l10n.yml's `extract.catalog`, else the one
  /// named `Localizable.xcstrings`, else the only one that takes code's keys (`takesCodeKeys`);
  /// nil when that leaves a choice or none. `files`: where a storyboard or XIB beside one is seen.
  public static func defaultCatalog(project: Project, catalogs: [URL], files: ProjectFiles) -> URL? {
    if let name = project.configuration.extract.catalog { return PathDisplay.resolve(name, against: project.root) }
    if let localizable = catalogs.first(where: { $0.lastPathComponent == "Localizable.xcstrings" }) {
      return localizable
    }
    let candidates = catalogs.filter { takesCodeKeys($0, files: files) }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// Whether a catalog's table can hold code's keys: not `InfoPlist.xcstrings` (Info.plist's
  /// keys) and not an Interface Builder file's, whose keys are a storyboard's or XIB's object IDs
  /// (Xcode keeps such a catalog in `mul.lproj`, beside `Base.lproj` with the storyboard or XIB
  /// of its name), as `files` hold them.
  public static func takesCodeKeys(_ catalog: URL, files: ProjectFiles) -> Bool {
    if XcodeNamedKeys.isInfoPlistCatalog(catalog.path) { return false }
    let folder = catalog.deletingLastPathComponent()
    if folder.lastPathComponent == "mul.lproj" { return false }
    let name = catalog.deletingPathExtension().lastPathComponent
    let places = [folder, folder.deletingLastPathComponent().appendingPathComponent("Base.lproj")]
    return !places.contains { place in
      ["storyboard", "xib"].contains {
        files.exists(place.appendingPathComponent("\(name).\($0)"))
      }
    }
  }

  /// The usages of each catalog (by resolved path): a usage's table names its catalog, and no
  /// table means the default one. Shared by `check` and `export`.
  public static func usagesByCatalog(
    _ usages: [KeyUsage], project: Project, catalogPaths: [String], files: ProjectFiles
  ) -> [String: [KeyUsage]] {
    let catalogs = catalogPaths.map { URL(fileURLWithPath: $0) }
    let defaultTable =
      defaultCatalog(project: project, catalogs: catalogs, files: files).map(table(of:)) ?? "Localizable"
    var byTable: [String: [KeyUsage]] = [:]
    for usage in usages { byTable[usage.table ?? defaultTable, default: []].append(usage) }
    var result: [String: [KeyUsage]] = [:]
    for (path, url) in zip(catalogPaths, catalogs) { result[path] = byTable[table(of: url)] ?? [] }
    return result
  }

  /// Where code uses each key (`file:line`), per catalog (by resolved path).
  public static func usageLocations(
    _ usages: [KeyUsage], project: Project, catalogPaths: [String], files: ProjectFiles
  ) -> [String: [String: [String]]] {
    usagesByCatalog(usages, project: project, catalogPaths: catalogPaths, files: files).mapValues { usages in
      var byKey: [String: [String]] = [:]
      for usage in usages {
        byKey[usage.key, default: []].append(SourcePlace(file: usage.file, line: usage.line).description)
      }
      return byKey
    }
  }

  /// The table whose manual keys Xcode 26 may give Swift symbols (`Text(.editorTitle)`): a
  /// catalog that takes code's keys; nil for Info.plist's and Interface Builder's.
  public static func symbolTable(of catalog: URL, files: ProjectFiles) -> String? {
    takesCodeKeys(catalog, files: files) ? table(of: catalog) : nil
  }

  /// The table a catalog holds: its file name without `.xcstrings`.
  public static func table(of catalog: URL) -> String {
    catalog.deletingPathExtension().lastPathComponent
  }
}
