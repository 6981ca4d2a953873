import Foundation
import L10nCatalog
import L10nExchange
import L10nProject
import L10nReporting
import OrderedCollections

/// `l10n migrate` of an Android `res` folder: the string resources of its `values*` folders made
/// into one new catalog (`AndroidReader.catalog(files:sourceLanguage:)`), `Localizable.xcstrings`
/// beside the `res` folder or `output`. A path is a `res` folder (one holding `values*` folders),
/// a `values*` folder or an `.xml` file in one; each `res` folder read makes one catalog. Keys are
/// the resource names (`close_split_editor`): the name rule (`AndroidNames.resourceName`) loses
/// case and punctuation, so a key it came from cannot be worked out from a name alone.
extension MigrateRequest {
  /// One resource file to read: its `res` folder, its `values*` folder's name and its own.
  struct AndroidFile {
    var res: URL
    var folder: String
    var url: URL
  }

  /// Whether `url` is Android's (a `res` folder, a `values*` folder, an `.xml` file) rather than
  /// Apple's; a folder holding both `.lproj` and `values*` folders is a usage error.
  static func isAndroid(_ url: URL, shown: String, files: ProjectFiles) throws -> Bool {
    guard files.exists(url) else { return false }
    guard files.isFolder(url) else { return url.pathExtension == "xml" }
    if isValuesFolder(url.lastPathComponent) { return true }
    if url.pathExtension == "lproj" { return false }
    let names = files.names(in: url) ?? []
    let values = names.contains { isValuesFolder($0) && files.isFolder(url.appendingPathComponent($0)) }
    if values, names.contains(where: { $0.hasSuffix(".lproj") }) {
      throw UsageError(
        "\(shown) holds both .lproj folders and Android values folders; name the .lproj folders or the values folders")
    }
    return values
  }

  static func isValuesFolder(_ name: String) -> Bool {
    name == "values" || name.hasPrefix("values-")
  }

  /// The Android paths made into catalogs, one per `res` folder.
  func migrateAndroid(_ paths: [(url: URL, shown: String)], in session: ProjectSession) throws -> Result {
    var byRes: OrderedDictionary<URL, [AndroidFile]> = [:]
    for path in paths {
      for file in try androidFiles(at: path.url, shown: path.shown, in: session)
      where byRes[file.res]?.contains(where: { $0.url == file.url }) != true {
        byRes[file.res, default: []].append(file)
      }
    }
    guard !byRes.isEmpty else {
      throw UsageError(
        "no .xml file in a values folder at \(paths.map(\.shown).joined(separator: ", ")); name a res folder, its values folders or files in them"
      )
    }
    if output != nil, byRes.count > 1 {
      throw UsageError(
        "--output names one catalog, but the files are in \(byRes.count) res folders (\(byRes.keys.map(session.files.display).joined(separator: ", "))); migrate them one at a time, or leave --output out"
      )
    }
    let language = sourceLanguage ?? session.project.configuration.sourceLanguage
    var result = Result()
    var planned: [(url: URL, bytes: [UInt8])] = []
    for (res, files) in byRes {
      let url =
        output.map(session.resolve) ?? res.deletingLastPathComponent().appendingPathComponent("Localizable.xcstrings")
      let shown = session.files.display(url)
      if session.files.exists(url) {
        throw UsageError(
          "\(shown) exists; l10n migrate makes a new catalog and replaces none (move it, or use --output)")
      }
      if planned.contains(where: { $0.url == url }) {
        throw UsageError("two res folders would make \(shown); migrate them one at a time with --output")
      }
      var read: [(path: String, bytes: [UInt8])] = []
      for file in files {
        var path = session.files.display(file.url)
        if !path.contains("/") { path = file.folder + "/" + path }
        read.append((path, try session.files.bytes(of: file.url, name: path)))
      }
      let (catalog, warnings) = try AndroidReader.catalog(files: read, sourceLanguage: language)
      planned.append((url, catalog.encoded()))
      result.catalogs.append(
        Catalog(
          path: shown, table: url.deletingPathExtension().lastPathComponent, keys: catalog.strings.count,
          languages: catalog.languages, files: read.map(\.path), platform: "android"))
      result.warnings += warnings.map { Warning($0.message, at: $0.place) }
    }
    try session.files.checkScope(planned.map(\.url))
    if !dryRun {
      for file in planned { try session.files.write(file.bytes, to: file.url, mode: .createOnly) }
    }
    return result
  }

  /// The resource files at `url`: a `res` folder's `values*/*.xml`, a `values*` folder's `*.xml`,
  /// or the `.xml` file named (which must be in a `values*` folder: its name gives the language).
  func androidFiles(at url: URL, shown: String, in session: ProjectSession) throws -> [AndroidFile] {
    let files = session.files
    func xml(in folder: URL) -> [AndroidFile] {
      (files.names(in: folder) ?? []).sorted().filter { $0.hasSuffix(".xml") }.map { name in
        AndroidFile(
          res: folder.deletingLastPathComponent(), folder: folder.lastPathComponent,
          url: folder.appendingPathComponent(name))
      }.filter { !files.isFolder($0.url) }
    }
    guard files.isFolder(url) else {
      let folder = url.deletingLastPathComponent()
      guard Self.isValuesFolder(folder.lastPathComponent) else {
        throw UsageError(
          "\(shown) is not in a values folder (values/, values-fr/: the folder's name gives its language); name the res folder or a file in one of its values folders"
        )
      }
      return [AndroidFile(res: folder.deletingLastPathComponent(), folder: folder.lastPathComponent, url: url)]
    }
    if Self.isValuesFolder(url.lastPathComponent) { return xml(in: url) }
    return (files.names(in: url) ?? []).sorted().filter(Self.isValuesFolder).flatMap {
      xml(in: url.appendingPathComponent($0))
    }
  }
}
