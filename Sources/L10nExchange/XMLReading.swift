import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What every SAX handler of l10n's XML readers shares: the file for messages, the first error
/// (a delegate's own, by `fail`, or the parser's), and empty callbacks to override.
class SafeXMLDelegate: NSObject, XMLParserDelegate {
  let file: String
  var error: ExchangeError?

  init(file: String) { self.file = file }

  /// Parses `bytes` with Foundation's XML parser (libxml2) into `delegate`, after the checks that
  /// keep a hostile file from harming or crashing it: the prolog's document type declaration as
  /// `documentType` allows it (`XMLProlog`), bytes that are not UTF-8, and empty processing
  /// instructions. Nothing outside the file is read. The delegate's first error, else the
  /// parser's, is thrown with its line and column. Shared by the XLIFF and TMX readers.
  static func parse(
    _ bytes: [UInt8], file: String, with delegate: SafeXMLDelegate, namespaces: Bool,
    documentType: XMLProlog.DocumentType
  ) throws(ExchangeError) {
    try XMLProlog.check(bytes, file: file, documentType: documentType)
    try XLIFFReader.refuseInvalidUTF8(bytes, file: file)
    try XLIFFReader.refuseEmptyProcessingInstructions(bytes, file: file)
    let parser = XMLParser(data: Data(bytes))
    parser.shouldProcessNamespaces = namespaces
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    let ok = parser.parse()
    if let error = delegate.error { throw error }
    if !ok {
      let reason = (parser.parserError as NSError?)?.localizedDescription ?? "malformed XML"
      // libxml2 gives line 0 when it fails before reading any (such as on bytes it takes for
      // UTF-16 that are not): no position then, rather than a wrong one (found by FuzzXLIFFReader).
      let line = parser.lineNumber >= 1 ? parser.lineNumber : nil
      throw ExchangeError(
        file: file, line: line, column: line == nil ? nil : parser.columnNumber, "not well-formed XML: \(reason)")
    }
  }

  /// Keeps the first error, at the parser's line and column, and stops parsing.
  func fail(_ parser: XMLParser, _ message: String) {
    guard error == nil else { return }
    error = ExchangeError(file: file, line: parser.lineNumber, column: parser.columnNumber, message)
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes: [String: String] = [:]
  ) {}

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
  ) {}

  func parser(_ parser: XMLParser, foundCharacters string: String) {}

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {}

  /// Declared here so a reader's override is called off Apple platforms too (Android's comments).
  func parser(_ parser: XMLParser, foundComment comment: String) {}

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard error == nil else { return }
    let reason = (parseError as NSError).localizedDescription
    let line = parser.lineNumber >= 1 ? parser.lineNumber : nil  // see XLIFFReader.parse
    error = ExchangeError(
      file: file, line: line, column: line == nil ? nil : parser.columnNumber, "not well-formed XML: \(reason)")
  }
}

/// The prolog of a document from outside (what comes before its root element: the XML
/// declaration, comments, processing instructions, the document type declaration), checked before
/// libxml2 sees it. A document type declaration is where external entities, external DTDs and
/// entity expansion ("billion laughs") come from; the scan skips comments and processing
/// instructions as XML does, so one hidden after `<!-- <tmx -->` is found, and reads UTF-16 and
/// UTF-32 documents as the characters they are.
enum XMLProlog {
  /// What a format accepts of a document type declaration.
  enum DocumentType {
    /// None (XLIFF needs none): `format` names the format in the message.
    case refused(format: String)
    /// One that names its DTD (`<!DOCTYPE tmx SYSTEM "tmx14.dtd">`, as OmegaT writes TMX), which
    /// is never read; one with an internal subset (`[ … ]`), where entities are declared, is
    /// refused. `root` names the root element in the message.
    case withoutInternalSubset(root: String)
  }

  /// Throws at the first document type declaration `documentType` does not accept, or an entity
  /// declaration outside one, with its line and column.
  static func check(_ bytes: [UInt8], file: String, documentType: DocumentType) throws(ExchangeError) {
    let text = characters(bytes)
    var index = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func starts(_ literal: String, at offset: Int) -> Bool {
      let utf8 = Array(literal.utf8)
      return offset + utf8.count <= text.count && text[offset..<offset + utf8.count].elementsEqual(utf8)
    }
    func skip(past end: String, from offset: Int) -> Int? {
      let utf8 = Array(end.utf8)
      var i = offset
      while i + utf8.count <= text.count {
        if text[i] == utf8[0], text[i..<i + utf8.count].elementsEqual(utf8) { return i + utf8.count }
        i += 1
      }
      return nil
    }
    func refuse(at offset: Int, _ message: String) -> ExchangeError {
      let (line, column) = XLIFFReader.lineAndColumn(of: offset, in: text)
      return ExchangeError(file: file, line: line, column: column, message)
    }
    while index < text.count {
      let byte = text[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if starts("<?", at: index) {
        guard let next = skip(past: "?>", from: index + 2) else { return }
        index = next
      } else if starts("<!--", at: index) {
        guard let next = skip(past: "-->", from: index + 4) else { return }
        index = next
      } else if starts("<!DOCTYPE", at: index) || starts("<!doctype", at: index) {
        switch documentType {
        case .refused(let format):
          throw refuse(
            at: index,
            "document type declarations (<!DOCTYPE …>) are not accepted: \(format) needs none, and l10n never resolves external entities, external DTDs or entity expansion"
          )
        case .withoutInternalSubset(let root):
          // The name and external identifier, quoted literals skipped, up to `>` or `[`.
          var end = index + 9
          var quote: UInt8?
          scan: while end < text.count {
            let byte = text[end]
            if let open = quote {
              if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
              quote = byte
            } else if byte == UInt8(ascii: ">") {
              break scan
            } else if byte == UInt8(ascii: "[") {
              throw refuse(
                at: end,
                "a document type declaration with an internal subset (<!DOCTYPE \(root) [ … ]>) is not accepted: l10n never expands entities"
              )
            }
            end += 1
          }
          guard end < text.count else { return }  // unterminated: libxml2 reports it
          index = end + 1
        }
      } else if starts("<!ENTITY", at: index) || starts("<!entity", at: index) {
        throw refuse(at: index, "entity declarations (<!ENTITY …>) are not accepted: l10n never expands entities")
      } else {
        return  // the root element, or something libxml2 reports as malformed
      }
    }
  }

  /// The document as UTF-8 for the scan: a UTF-16 or UTF-32 one (by its byte order mark or the
  /// layout of its first `<`) transcoded, as libxml2 reads it; any other as it is (UTF-8, and
  /// the encodings that write ASCII as ASCII).
  static func characters(_ bytes: [UInt8]) -> [UInt8] {
    let encoding: String.Encoding?
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) {
      encoding = .utf32BigEndian
    } else if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x3C, 0x00, 0x00, 0x00]) {
      encoding = .utf32LittleEndian
    } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C]) {
      encoding = .utf16BigEndian
    } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00]) {
      encoding = .utf16LittleEndian
    } else {
      encoding = nil
    }
    guard let encoding else { return bytes }
    // Whole code units only; what does not decode is left to libxml2 to refuse.
    let width = encoding == .utf32BigEndian || encoding == .utf32LittleEndian ? 4 : 2
    let whole = Data(bytes[..<(bytes.count - bytes.count % width)])
    guard var text = String(data: whole, encoding: encoding) else { return bytes }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return Array(text.utf8)
  }
}
