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

  /// Writes the bundle at `url`, replacing one that is there: it is built in a temporary folder
  /// beside it and moved into place, so a failure leaves the old bundle as it was.
  ///
  /// - Parameter sources: each exported catalog's path from the project root and its bytes.
  public static func write(
    to url: URL, language: String, xliff: String, contents: String, sources: [(path: String, bytes: [UInt8])]
  ) throws(ExchangeError) {
    do {
      try WriteScope.current?.check(url.path)
    } catch {
      throw ExchangeError(file: url.path, error.message)
    }
    let fileManager = FileManager.default
    let parent = url.deletingLastPathComponent()
    let temporary = parent.appendingPathComponent(".\(url.lastPathComponent).l10n-\(getpid()).tmp", isDirectory: true)
    do {
      try? fileManager.removeItem(at: temporary)
      try fileManager.createDirectory(
        at: temporary.appendingPathComponent("Localized Contents"), withIntermediateDirectories: true)
      try fileManager.createDirectory(at: temporary.appendingPathComponent("Notes"), withIntermediateDirectories: true)
      try Data((contents + "\n").utf8).write(to: temporary.appendingPathComponent("contents.json"))
      try Data(xliff.utf8).write(to: temporary.appendingPathComponent("Localized Contents/\(language).xliff"))
      for source in sources {
        // `../` in a path would leave the bundle: such catalogs go in by their file name.
        let relative =
          source.path.split(separator: "/").contains("..") ? (source.path as NSString).lastPathComponent : source.path
        let destination = temporary.appendingPathComponent("Source Contents").appendingPathComponent(relative)
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.bytes).write(to: destination)
      }
      if fileManager.fileExists(atPath: url.path) {
        _ = try fileManager.replaceItemAt(url, withItemAt: temporary)
      } else {
        try fileManager.moveItem(at: temporary, to: url)
      }
    } catch {
      try? fileManager.removeItem(at: temporary)
      throw ExchangeError(file: url.path, "cannot write the bundle: \(error.localizedDescription)")
    }
  }

  /// The XLIFF files of a bundle (`Localized Contents/*.xliff`).
  public static func xliffFiles(in url: URL, displayPath: String) throws(ExchangeError) -> [URL] {
    let folder = url.appendingPathComponent("Localized Contents")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      throw ExchangeError(file: displayPath, "not an .xcloc bundle: it has no \"Localized Contents\" folder")
    }
    let files = names.filter { $0.hasSuffix(".xliff") }.sorted().map { folder.appendingPathComponent($0) }
    guard !files.isEmpty else {
      throw ExchangeError(file: displayPath, "the bundle's \"Localized Contents\" folder has no .xliff file")
    }
    return files
  }
}
