import Foundation
import L10nCatalog
import L10nExtraction
import L10nProject

/// What `l10n init` does to a folder: the files it creates, the lines it adds, what it keeps, and
/// the steps left to the user. Making the plan reads only; `apply()` writes. Nothing is ever
/// overwritten: a file that exists is kept, and `.gitignore` and `.gitattributes` only get a
/// line added. A second run finds everything in place and changes nothing.
public struct InitPlan: Sendable {
  /// The settings `l10n init` takes.
  public struct Options: Sendable {
    public var sourceLanguage: String
    public var languages: [String]
    /// The package target to set up (`--target`); default: see `ProjectLayout`.
    public var target: String?

    public init(sourceLanguage: String = "en", languages: [String] = [], target: String? = nil) {
      self.sourceLanguage = sourceLanguage
      self.languages = languages
      self.target = target
    }
  }

  /// One file the plan looks at.
  public struct Step: Sendable, Equatable {
    public enum Change: Sendable, Equatable {
      /// Create the file with these bytes.
      case create([UInt8])
      /// Add a line to the file, which holds `original`: the new bytes are `updated`.
      case addLine(String, original: [UInt8], updated: [UInt8])
      /// Leave the file as it is, for this reason.
      case keep(String)
    }

    /// The file, relative to the root.
    public var path: String
    public var change: Change

    public init(path: String, change: Change) {
      self.path = path
      self.change = change
    }
  }

  public var root: URL
  public var layout: ProjectLayout
  public var steps: [Step]
  /// What the user still has to do by hand, before the usual next steps.
  public var manualSteps: [String]
  /// What init found, for the report after the layout: the catalogs it adopts and their languages.
  public var found: [String] = []

  /// Whether applying the plan writes anything.
  public var changesFiles: Bool {
    steps.contains { if case .keep = $0.change { false } else { true } }
  }

  /// Looks at `root` and plans what `apply()` will write.
  ///
  /// - Parameter files: the session's files, read through (default: the disk).
  public init(root: URL, options: Options, files: ProjectFiles? = nil) throws(ConfigError) {
    let files = files ?? ProjectFiles(workingDirectory: root)
    self.root = root
    layout = try ProjectLayout.detect(root: root, target: options.target, files: files)
    var steps: [Step] = []
    var manual: [String] = []

    // An l10n.yml that exists is kept, and what it names counts: its catalogs and its sources.
    let configurationURL = root.appendingPathComponent(ConfigurationLoader.fileName)
    let configured =
      files.exists(configurationURL) ? try Self.configuration(configurationURL, files: files) : nil
    let sourcesURLs =
      [root.appendingPathComponent(layout.sources).standardizedFileURL]
      + (configured?.sources ?? []).map { PathDisplay.resolve($0, against: root) }
    // Every catalog the project has is adopted where it is, with its languages.
    let adoption = Self.adopt(root: root, configured: configured, options: options, files: files)
    let existing = adoption.paths
    let catalogPath = Self.join(layout.catalogFolder, "Localizable.xcstrings")
    // In a package, a shorthand another target declares (a shared module) is found too: a second
    // one would make `"key".i18n` ambiguous wherever both are seen.
    var shorthandFolders = sourcesURLs
    if case .package(_, let manifest) = layout.kind {
      shorthandFolders += manifest.targets.map { root.appendingPathComponent($0.folder).standardizedFileURL }
        .filter { !shorthandFolders.contains($0) }
    }
    let declaring = Self.fileDeclaringShorthand(in: shorthandFolders, files: files)
    // A catalog is created only where none can take code's keys (none at all, or only
    // InfoPlist.xcstrings, whose table is Info.plist's): extract's keys need one.
    let codeCatalogs = zip(adoption.urls, existing).filter { ProjectSources.takesCodeKeys($0.0, files: files) }.map(\.1)
    let createsCatalog = codeCatalogs.isEmpty
    let catalogs = createsCatalog ? [catalogPath] + existing : existing
    // Keys that name no table go to Localizable.xcstrings, else (as extract chooses) to the only
    // catalog for code's keys; of several, l10n.yml names the first, and the shorthand reads it.
    let hasLocalizable = codeCatalogs.contains { ($0 as NSString).lastPathComponent == "Localizable.xcstrings" }
    let defaultCatalog = createsCatalog || hasLocalizable ? nil : codeCatalogs.first

    steps.append(
      Self.create(
        ConfigurationLoader.fileName, in: root, files: files,
        text: InitTemplates.configuration(
          sourceLanguage: options.sourceLanguage,
          sources: ProjectLayout.codeFolders(root: root, fallback: layout.sources, files: files), catalogs: catalogs,
          languages: adoption.languages, extractCatalog: codeCatalogs.count > 1 ? defaultCatalog : nil)))
    if createsCatalog {
      let catalog = StringCatalog(sourceLanguage: options.sourceLanguage)
      steps.append(Step(path: catalogPath, change: .create(catalog.encoded())))
      if configured != nil {
        manual.append("Add \(catalogPath) to catalogs in l10n.yml (which init keeps as it is).")
      }
    }
    steps += existing.map { path in
      Step(path: path, change: .keep("a catalog is here already" + (adoption.contents[path].map { " (\($0))" } ?? "")))
    }
    if configured != nil, !adoption.unlisted.isEmpty {
      let them = adoption.unlisted.count == 1 ? "it" : "them"
      manual.append(
        "l10n.yml (which init keeps as it is) does not name \(adoption.unlisted.joined(separator: ", ")): "
          + "add \(them) to its catalogs if the app uses \(them).")
    }
    if configured == nil, let other = adoption.otherSourceLanguages.first {
      manual.append(
        "The catalogs' development language is \(adoption.otherSourceLanguages.joined(separator: ", ")), "
          + "not \(options.sourceLanguage): set sourceLanguage: \(other) in l10n.yml (or run init with --source-language)."
      )
    }
    let found = Self.catalogSummary(
      adoption, created: createsCatalog ? catalogPath : nil, configured: configured != nil)
    let shorthandPath = Self.join(layout.sources, "String+i18n.swift")
    if let declaring {
      let where_ = PathDisplay.relative(declaring, to: root)
      steps.append(Step(path: where_, change: .keep("declares the i18n shorthand already")))
      if case .package(let target, let manifest) = layout.kind,
        let other = manifest.targets.first(where: { $0.name != target.name && where_.hasPrefix($0.folder + "/") }),
        !where_.hasPrefix(target.folder + "/")
      {
        manual.append(
          "The i18n shorthand is declared in target '\(other.name)' (\(where_)), not in '\(target.name)': "
            + "'\(target.name)' uses it if it imports \(other.name) and the declaration is public.")
      }
    } else {
      let table = defaultCatalog.map { ProjectSources.table(of: URL(fileURLWithPath: $0)) }
      steps.append(
        Self.create(
          shorthandPath, in: root, files: files, text: InitTemplates.shorthand(bundle: layout.bundle, table: table)))
    }
    steps.append(
      Self.addLine(GitSetup.ignoreLine, to: ".gitignore", in: root, files: files) {
        [".l10n-cache/", ".l10n-cache", "/.l10n-cache/", "/.l10n-cache"].contains($0)
      })
    steps.append(
      Self.addLine(GitSetup.attributesLine, to: ".gitattributes", in: root, files: files) { line in
        line.contains("merge=l10n")
          && (line.split(whereSeparator: \.isWhitespace).first?.hasSuffix(".xcstrings") ?? false)
      })

    switch layout.kind {
    case .package(let target, let manifest):
      manual += Self.packageSteps(
        target: target, manifest: manifest, catalogs: catalogs, sourceLanguage: options.sourceLanguage)
    case .xcodeProject(let project):
      let inSources = layout.sources + "/"
      let created = steps.filter { step in
        guard case .create = step.change else { return false }
        return step.path.hasPrefix(inSources)
      }
      if !created.isEmpty {
        manual.append(
          "In Xcode, add \(created.map(\.path).joined(separator: " and ")) to the app's target in \(project) "
            + "(a synchronized folder, as Xcode 16 makes them, takes them in by itself).")
      }
    case .folder:
      break
    }
    self.steps = steps
    self.found = found
    self.manualSteps = manual
  }

  /// Writes the plan: every file it creates or adds a line to.
  ///
  /// - Parameter files: the session's files (default: the disk).
  /// - Throws: `CatalogError` when a file cannot be written, or appeared or changed since the
  ///   plan was made (it is then left as it is). Its message lists the files written before it,
  ///   which stay: a second run of `l10n init` keeps them and does the rest.
  public func apply(files: ProjectFiles? = nil) throws(CatalogError) {
    let files = files ?? ProjectFiles(workingDirectory: root)
    var written: [String] = []
    for step in steps {
      let url = root.appendingPathComponent(step.path)
      do throws(CatalogError) {
        switch step.change {
        case .create(let bytes):
          try files.write(bytes, to: url, mode: .createOnly, displayPath: step.path)
          written.append(step.path + " (created)")
        case .addLine(_, let original, let updated):
          try files.write(updated, to: url, mode: .replaceIfUnchanged(original: original), displayPath: step.path)
          written.append(step.path + " (line added)")
        case .keep:
          break
        }
      } catch {
        var failure = error
        failure.message +=
          written.isEmpty
          ? "; init stopped here and wrote nothing"
          : "; init stopped here after writing \(written.joined(separator: ", ")), which stay (run l10n init again "
            + "once this is fixed: it keeps them and does the rest)"
        throw failure
      }
    }
  }

  /// The configuration file l10n.yml at `url`, read from `files`, as `ConfigurationLoader.load`
  /// reads it.
  private static func configuration(_ url: URL, files: ProjectFiles) throws(ConfigError) -> Configuration {
    let name = ConfigurationLoader.fileName
    guard files.memory != nil else { return try ConfigurationLoader.load(url, displayPath: name) }
    let bytes: [UInt8]
    do {
      bytes = try files.read(url)
    } catch {
      throw ConfigError(file: name, "cannot read the configuration: \(error.localizedDescription)")
    }
    return try ConfigurationLoader.parse(String(decoding: bytes, as: UTF8.self), file: name)
  }

  private static func create(_ path: String, in root: URL, files: ProjectFiles, text: String) -> Step {
    let url = root.appendingPathComponent(path)
    if files.exists(url) {
      return Step(path: path, change: .keep("exists; not overwritten"))
    }
    return Step(path: path, change: .create(Array(text.utf8)))
  }

  /// Adds `line` to the file unless one of its lines satisfies `present`; creates the file.
  private static func addLine(
    _ line: String, to path: String, in root: URL, files: ProjectFiles, present: (String) -> Bool
  ) -> Step {
    guard let data = try? files.read(root.appendingPathComponent(path)) else {
      return Step(path: path, change: .create(Array((line + "\n").utf8)))
    }
    let original = Array(data)
    let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
    if lines.contains(where: { present($0.trimmingCharacters(in: .whitespaces)) }) {
      return Step(path: path, change: .keep("has \(line)"))
    }
    let separator = original.isEmpty || original.last == UInt8(ascii: "\n") ? "" : "\n"
    return Step(
      path: path, change: .addLine(line, original: original, updated: original + Array((separator + line + "\n").utf8)))
  }

  /// The first Swift file under `folders` that declares `i18n` on `String`.
  private static func fileDeclaringShorthand(in folders: [URL], files: ProjectFiles) -> URL? {
    files.swiftFiles(in: folders).first { file in
      guard let data = try? files.read(file) else { return false }
      return MemberDeclarations.stringExtension(in: String(decoding: data, as: UTF8.self), declares: "i18n")
    }
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder == "." ? name : folder + "/" + name
  }
}
