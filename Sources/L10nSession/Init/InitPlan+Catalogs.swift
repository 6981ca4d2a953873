import Foundation
import L10nCatalog
import L10nExtraction
import L10nICU
import L10nProject
import OrderedCollections

extension InitPlan {
  /// The catalogs `l10n init` adopts: every one the project has, wherever it is, and the
  /// languages they have, which l10n.yml lists.
  struct Adoption {
    /// Every catalog, relative to the root: those found under it, then any other l10n.yml names.
    var paths: [String] = []
    var urls: [URL] = []
    /// What the report says of each catalog (by path): its keys and languages.
    var contents: [String: String] = [:]
    /// The languages for l10n.yml: the catalogs' (not the development language), in Xcode's
    /// order, then those `--languages` adds.
    var languages: [String] = []
    /// The catalogs' development languages that are not the configured one.
    var otherSourceLanguages: [String] = []
    /// What the report adds: catalogs it could not read, languages l10n.yml cannot list.
    var notes: [String] = []
    /// The catalogs found that an l10n.yml init keeps does not name.
    var unlisted: [String] = []
  }

  /// Finds the catalogs of the project at `root` (`projectCatalogs`) and those `configured` names,
  /// and reads their languages. A catalog that cannot be read is adopted all the same; a note
  /// says its languages are not counted.
  static func adopt(root: URL, configured: Configuration?, options: Options, files: ProjectFiles) -> Adoption {
    var adoption = Adoption()
    let named = (configured?.catalogs ?? []).flatMap {
      catalogs(at: PathDisplay.resolve($0, against: root), files: files)
    }
    var seen = Set<String>()
    adoption.urls = (projectCatalogs(in: root, files: files) + named).filter { seen.insert($0.path).inserted }
    adoption.paths = adoption.urls.map { PathDisplay.relative($0, to: root) }
    if let configured, !configured.catalogs.isEmpty {
      let listed = Set(named.map(\.path))
      adoption.unlisted = zip(adoption.urls, adoption.paths).filter { !listed.contains($0.0.path) }.map(\.1)
    }
    var found = Set<String>()
    var sourceLanguages: [String] = []
    for (url, path) in zip(adoption.urls, adoption.paths) {
      let catalog: StringCatalog
      do {
        guard let data = try? files.read(url) else {
          throw CatalogError(.io, "cannot be read", file: path)
        }
        catalog = try StringCatalog(bytes: Array(data), file: path)
      } catch {
        adoption.notes.append("Could not read \(error); its languages are not counted in l10n.yml's.")
        continue
      }
      let languages = catalog.languages
      adoption.contents[path] =
        "\(Counted.phrase(catalog.strings.count, "key")), \(Counted.phrase(languages.count, "language"))"
      found.formUnion(languages)
      if catalog.sourceLanguage != options.sourceLanguage && !sourceLanguages.contains(catalog.sourceLanguage) {
        sourceLanguages.append(catalog.sourceLanguage)
      }
    }
    adoption.otherSourceLanguages = sourceLanguages
    var refused: [String] = []
    for language in XcodeKeyOrder.sorted(found) where language != options.sourceLanguage {
      // As the session judges l10n.yml's languages: one it would refuse stays out (those typed
      // with --languages are judged by the command already).
      if let problem = LanguageTags.problem(with: language, catalogLanguages: []) {
        refused.append("'\(language)' \(problem)")
      } else {
        adoption.languages.append(language)
      }
    }
    adoption.languages = StringCatalog.languages(
      adoption.languages, adding: options.languages.filter { $0 != options.sourceLanguage })
    if !refused.isEmpty {
      adoption.notes.append(
        "Left out of l10n.yml's languages (l10n would refuse them there): \(refused.joined(separator: "; "))")
    }
    return adoption
  }

  /// Every catalog under the project's folder, as `CatalogDiscovery` searches folders, and not in
  /// dependency checkouts or build output (`SourceTree.skippedFolders`) or a folder with an
  /// l10n.yml of its own (another project, set up on its own).
  public static func projectCatalogs(in root: URL, files: ProjectFiles) -> [URL] {
    files.catalogs(in: root) { folder in
      SourceTree.skippedFolders.contains(folder.lastPathComponent)
        || files.exists(folder.appendingPathComponent(ConfigurationLoader.fileName))
    }
  }

  /// The catalogs a path names: the file itself, or those in the folder (none when it is missing).
  static func catalogs(at url: URL, files: ProjectFiles) -> [URL] {
    files.isFolder(url)
      ? files.catalogs(in: url)
      : url.pathExtension == "xcstrings" && files.exists(url) ? [url] : []
  }

  /// The lines of the report on the catalogs: which were found, and the languages l10n.yml lists.
  static func catalogSummary(_ adoption: Adoption, created: String?, configured: Bool) -> [String] {
    var lines: [String] = []
    let found = adoption.paths
    let names = found.prefix(6).joined(separator: ", ") + (found.count > 6 ? ", …" : "")
    if found.isEmpty {
      lines.append("Catalogs found: none, so init creates \(created ?? "one").")
    } else if let created {
      lines.append(
        "Catalogs found: \(found.count) (\(names)), none for code's keys (Info.plist's or Interface Builder's), "
          + "so init creates \(created) for them.")
    } else {
      let them = found.count == 1 ? "it" : "them all"
      let listing = configured ? "l10n.yml is kept as it is" : "l10n.yml lists \(them)"
      lines.append("Catalogs found: \(found.count) (\(names)); \(listing), and init creates no catalog.")
    }
    if !configured {
      lines.append(
        adoption.languages.isEmpty
          ? "Languages: none yet besides the development language (--languages adds them)."
          : "Languages (the catalogs' besides the development language, for l10n.yml): "
            + adoption.languages.joined(separator: ", ") + ".")
    }
    return lines + adoption.notes
  }
}
