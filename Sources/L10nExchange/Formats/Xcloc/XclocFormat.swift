import Foundation
import L10nCatalog

/// The `.xcloc` bundle Xcode makes with `-exportLocalizations` (`XclocBundle`): the XLIFF, the
/// exported catalogs and a description of the export.
public struct XclocFormat: ExchangeFormat.Definition {
  public var id: String { "xcloc" }
  public var fileExtensions: [String] { ["xcloc"] }
  public var layout: ExchangeFormat.Layout { .bundle }
  public var includesCatalogs: Bool { true }

  /// One document per XLIFF in the bundle's `Localized Contents`, read from `source.files`.
  public func read(_ source: ImportSource) throws(ExchangeError) -> [ImportDocument] {
    guard let bundle = source.files else {
      throw ExchangeError(file: source.name, "not an .xcloc bundle: it has no \"Localized Contents\" folder")
    }
    var documents: [ImportDocument] = []
    for xliff in try XclocBundle.xliffFiles(in: source.url, displayPath: source.name, files: bundle) {
      let name = source.name + "/Localized Contents/" + xliff.lastPathComponent
      let files = try XLIFFReader.read(bytes: bundle.bytes(of: xliff, name: name), file: name)
      documents.append(ImportDocument(name: name, files: files, format: .xcloc))
    }
    return documents
  }

  public func write(_ files: [ExchangeFile], options: ExportOptions) -> ExportedDocument {
    let xliff = XLIFFWriter(toolVersion: options.toolVersion, includeContext: options.includeContext).document(files)
    let contents = XclocBundle.contents(
      developmentRegion: options.developmentRegion, project: options.project, targetLocale: options.language,
      toolVersion: options.toolVersion)
    return .bundle(
      XclocBundle.files(language: options.language, xliff: xliff, contents: contents, sources: options.catalogs))
  }

  public func languageField(of file: ExchangeFile) -> String { XLIFFFormat().languageField(of: file) }
}

extension ExchangeFormat {
  public static let xcloc = ExchangeFormat(XclocFormat())
}
