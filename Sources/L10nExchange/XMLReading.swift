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
  /// keep a hostile file from crashing it: bytes that are not UTF-8, and empty processing
  /// instructions. Nothing outside the file is read. The delegate's first error, else the
  /// parser's, is thrown with its line and column. Shared by the XLIFF and TMX readers.
  static func parse(_ bytes: [UInt8], file: String, with delegate: SafeXMLDelegate, namespaces: Bool)
    throws(ExchangeError)
  {
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

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard error == nil else { return }
    let reason = (parseError as NSError).localizedDescription
    let line = parser.lineNumber >= 1 ? parser.lineNumber : nil  // see XLIFFReader.parse
    error = ExchangeError(
      file: file, line: line, column: line == nil ? nil : parser.columnNumber, "not well-formed XML: \(reason)")
  }
}
