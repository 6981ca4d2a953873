import Foundation
import L10nCatalog

/// The `.xcloc` bundle Xcode makes with `-exportLocalizations`:
///
/// ```
/// fr.xcloc/
///   contents.json                 developmentRegion, project, targetLocale, toolInfo, version
///   Localized Contents/fr.xliff   the XLIFF
///   Source Contents/…             the exported catalogs, at their paths from the project root
///   Notes/                        for screenshots and notes to translators
/// ```
public enum XclocBundle {
  /// `contents.json` in the catalogs' JSON style (keys sorted, `" : "`, two-space indent).
  public static func contents(developmentRegion: String, project: String, targetLocale: String, toolVersion: String)
    -> String
  {
    """
    {
      "developmentRegion" : \(JSONValue.quoted(developmentRegion)),
      "project" : \(JSONValue.quoted(project)),
      "targetLocale" : \(JSONValue.quoted(targetLocale)),
      "toolInfo" : {
        "toolBuildNumber" : \(JSONValue.quoted(toolVersion)),
        "toolID" : "l10n",
        "toolName" : "l10n",
        "toolVersion" : \(JSONValue.quoted(toolVersion))
      },
      "version" : "1.0"
    }
    """
  }

  /// The bundle's files, by their paths inside it.
  ///
  /// - Parameter sources: each exported catalog's path from the project root and its bytes.
  public static func files(language: String, xliff: String, contents: String, sources: [(path: String, bytes: [UInt8])])
    -> [BundleFile]
  {
    var files = [
      BundleFile(path: "contents.json", bytes: Array((contents + "\n").utf8)),
      BundleFile(path: "Localized Contents/\(language).xliff", bytes: Array(xliff.utf8)),
      BundleFile(path: "Notes", bytes: nil),
    ]
    for source in sources {
      // `../` in a path would leave the bundle: such catalogs go in by their file name.
      let relative =
        source.path.split(separator: "/").contains("..") ? (source.path as NSString).lastPathComponent : source.path
      files.append(BundleFile(path: "Source Contents/" + relative, bytes: source.bytes))
    }
    return files
  }

  /// The XLIFF files of the bundle at `url` (`Localized Contents/*.xliff`), listed in `files`.
  public static func xliffFiles(in url: URL, displayPath: String, files: any ReadableFiles) throws(ExchangeError)
    -> [URL]
  {
    let folder = url.appendingPathComponent("Localized Contents")
    guard let names = files.names(in: folder) else {
      throw ExchangeError(file: displayPath, "not an .xcloc bundle: it has no \"Localized Contents\" folder")
    }
    let xliffs = names.filter { $0.hasSuffix(".xliff") }.sorted().map { folder.appendingPathComponent($0) }
    guard !xliffs.isEmpty else {
      throw ExchangeError(file: displayPath, "the bundle's \"Localized Contents\" folder has no .xliff file")
    }
    return xliffs
  }
}
