/// XLIFF 1.2 as `xcodebuild -exportLocalizations` writes it (`XLIFFWriter`, `XLIFFReader`).
public struct XLIFFFormat: ExchangeFormat.Definition {
  public var id: String { "xliff" }
  public var fileExtensions: [String] { ["xliff", "xlf"] }
  public var alsoReads: [String] { ["xml"] }

  public func recognizes(start: ArraySlice<UInt8>) -> ExchangeFormat.Recognition {
    start.first == UInt8(ascii: "<") ? .yes : .no
  }

  public func read(_ source: ImportSource) throws(ExchangeError) -> [ImportDocument] {
    [
      ImportDocument(
        name: source.name, files: try XLIFFReader.read(bytes: source.bytes, file: source.name), format: .xliff)
    ]
  }

  public func write(_ files: [ExchangeFile], options: ExportOptions) -> ExportedDocument {
    .file(XLIFFWriter(toolVersion: options.toolVersion, includeContext: options.includeContext).document(files))
  }

  public func languageField(of file: ExchangeFile) -> String {
    "<file original=\"\(file.original)\"> target-language"
  }
}

extension ExchangeFormat {
  public static let xliff = ExchangeFormat(XLIFFFormat())
}
