/// Gettext PO, one file per language (`POWriter`, `POImport`): an entry holds a plural variation's
/// every case, so export takes whole plural entries.
public struct POFormat: ExchangeFormat.Definition {
  public var id: String { "po" }
  public var fileExtensions: [String] { ["po"] }
  public var alsoReads: [String] { ["pot"] }

  public func recognizes(start: ArraySlice<UInt8>) -> ExchangeFormat.Recognition {
    let head = Array(start.prefix(7))
    return head.first == UInt8(ascii: "#") || head.starts(with: Array("msgid ".utf8)) || head == Array("msgctxt".utf8)
      ? .yes : .no
  }

  public func read(_ source: ImportSource) throws(ExchangeError) -> [ImportDocument] {
    [ImportDocument(name: source.name, files: try POImport.read(bytes: source.bytes, file: source.name), format: .po)]
  }

  public func write(_ files: [ExchangeFile], options: ExportOptions) throws -> ExportedDocument {
    .file(try POWriter(toolVersion: options.toolVersion, includeContext: options.includeContext).document(files))
  }

  public func languageField(of file: ExchangeFile) -> String { "the PO header's Language, as a tag," }

  public func shape(_ scope: inout ExportScope) { scope.gettext(template: false) }
}

/// A POT template (`POWriter.template`): the development language's texts, every `msgstr` empty,
/// in `template.pot`. Import reads a template as PO.
public struct POTemplateFormat: ExchangeFormat.Definition {
  public var id: String { "pot" }
  public var fileExtensions: [String] { ["pot"] }
  public var imports: Bool { false }

  public func read(_ source: ImportSource) throws(ExchangeError) -> [ImportDocument] { try POFormat().read(source) }

  public func write(_ files: [ExchangeFile], options: ExportOptions) throws -> ExportedDocument {
    .file(
      try POWriter(toolVersion: options.toolVersion, includeContext: options.includeContext, template: true)
        .document(files))
  }

  public func languageField(of file: ExchangeFile) -> String { POFormat().languageField(of: file) }
  public func fileName(language: String) -> String { "template.pot" }
  public func shape(_ scope: inout ExportScope) { scope.gettext(template: true) }
}

extension ExchangeFormat {
  public static let po = ExchangeFormat(POFormat())
  public static let pot = ExchangeFormat(POTemplateFormat())
}
