import Foundation
import L10nCatalog
import L10nText

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XLIFF 1.2: Xcode's exports, ours, and what CAT tools send back (extra attributes and
/// elements, `<group>`s, inline elements in `<target>`, CRLF, a byte order mark).
///
/// The XML parser is Foundation's (libxml2 underneath). Nothing outside the file is ever read: a
/// document type declaration, which is where external entities, external DTDs and entity expansion
/// ("billion laughs") come from, is refused before parsing starts (`XMLProlog`); XLIFF needs none.
public enum XLIFFReader {
  /// Parses `bytes`; `file` names the file in errors.
  public static func read(bytes: [UInt8], file: String) throws(ExchangeError) -> [ExchangeFile] {
    let delegate = Delegate(file: file)
    try SafeXMLDelegate.parse(
      bytes, file: file, with: delegate, namespaces: true, documentType: .refused(format: "XLIFF"))
    guard delegate.sawRoot else {
      throw ExchangeError(file: file, "expected an XLIFF document (<xliff> root element), found none")
    }
    return delegate.files
  }

  /// The 1-based line and column (in characters) of the byte at `offset`.
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// Throws if a document in UTF-8 (no UTF-16 or UTF-32 byte order mark or layout, and no other
  /// `encoding` in its XML declaration) has bytes that are not UTF-8. libxml2 hands such bytes on
  /// inside element and attribute names, and Foundation's XML parser traps on them (found by
  /// fuzzing: Tests/Fixtures/fuzz/FuzzXLIFFReader).
  static func refuseInvalidUTF8(_ bytes: [UInt8], file: String) throws(ExchangeError) {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x00, 0x00])
      || bytes.starts(with: [0x00, 0x3C]) || bytes.starts(with: [0x3C, 0x00])
    {
      return
    }
    if let encoding = declaredEncoding(bytes)?.lowercased(),
      !["utf-8", "utf8", "utf-16", "utf16", "utf-32", "ucs-2", "ucs-4"].contains(encoding)
    {
      return  // libxml2 converts from that encoding to UTF-8, or refuses it
    }
    guard let offset = UTF8Validation.firstInvalidOffset(bytes) else { return }
    let (line, column) = lineAndColumn(of: offset, in: bytes)
    throw ExchangeError(
      file: file, line: line, column: column, "not UTF-8 text (byte \(offset)); XLIFF from Xcode and l10n is UTF-8")
  }

  /// Throws at a processing instruction with a target and no data (`<?name?>`, no space before
  /// `?>`): libxml2 hands it on with no data, and Foundation's XML parser reads that null pointer
  /// and crashes (found by fuzzing: Tests/Fixtures/fuzz/FuzzXLIFFReader). XLIFF uses none. The
  /// pattern is refused anywhere, even in a comment or CDATA section: how libxml2 reads a broken
  /// document around it cannot be foreseen byte by byte (found so too).
  static func refuseEmptyProcessingInstructions(_ bytes: [UInt8], file: String) throws(ExchangeError) {
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      index = open + 1
      guard index < bytes.count, bytes[index] == UInt8(ascii: "?") else { continue }
      var end = open + 2
      while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] > 0x20 { end += 1 }
      guard end > open + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">")
      else { continue }
      let (line, column) = lineAndColumn(of: open, in: bytes)
      let name = String(decoding: bytes[(open + 2)..<end], as: UTF8.self)
      throw ExchangeError(
        file: file, line: line, column: column,
        "processing instructions with no content (<?\(name)?>) are not accepted; XLIFF needs none")
    }
  }

  /// The encoding named by a well-formed XML declaration at the start (`<?xml version="1.0"
  /// encoding="NAME"`, NAME as XML's EncName: a letter, then letters, digits, `.`, `_`, `-`); nil
  /// when there is none or it is malformed, in which case libxml2 reads UTF-8.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    var index = 0
    func space() -> Bool {
      let start = index
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
      { index += 1 }
      return index > start
    }
    func literal(_ text: String) -> Bool {
      let utf8 = Array(text.utf8)
      guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
        return false
      }
      index += utf8.count
      return true
    }
    func quoted() -> ArraySlice<UInt8>? {
      guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
      let quote = bytes[index]
      guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
      defer { index = end + 1 }
      return bytes[(index + 1)..<end]
    }
    func equals() -> Bool {
      _ = space()
      guard literal("=") else { return false }
      _ = space()
      return true
    }
    // VersionNum is `1.` and digits: with anything else libxml2 stops reading the declaration
    // before the encoding, and reads UTF-8 (found by FuzzXLIFFReader).
    guard literal("<?xml"), space(), literal("version"), equals(), let version = quoted(),
      version.starts(with: Array("1.".utf8)), version.count > 2,
      version.dropFirst(2).allSatisfy({ (0x30...0x39).contains($0) }),
      space(), literal("encoding"), equals(),
      let name = quoted(), let first = name.first, (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first),
      name.allSatisfy({
        (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E
          || $0 == 0x5F || $0 == 0x2D
      })
    else { return nil }
    // The rest of a well-formed declaration: an optional standalone, then `?>`.
    _ = space()
    if literal("standalone") {
      guard equals(), let value = quoted(), value.elementsEqual("yes".utf8) || value.elementsEqual("no".utf8) else {
        return nil
      }
      _ = space()
    }
    guard literal("?>") else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  /// The SAX handler: builds files and units, and keeps the first error.
  final class Delegate: SafeXMLDelegate {
    var files: [ExchangeFile] = []
    var sawRoot = false

    private var currentFile: ExchangeFile?
    private var unit: ExchangeUnit?
    private var unitLine = 0
    /// Which text is being collected: source or target, and how deep inside it.
    private var collecting: String?
    private var depth = 0
    private var text = ""
    private var values: [String]?
    private var inSet = false
    private var setDepth = 0
    private var sourceTextSeen = false
    private var targetSeen = false
    /// Inside `<alt-trans>`: its source and target are proposals (translation memory matches),
    /// never the unit's text.
    private var altTransDepth = 0

    override func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes: [String: String] = [:]
    ) {
      if collecting != nil {
        depth += 1
        switch elementName {
        case "mrk" where attributes["mtype"] == "x-set":
          if values == nil { values = [] }
          inSet = true
          setDepth = depth
          text = ""
        case "x" where attributes["ctype"] == "x-l10n-char":
          guard let id = attributes["id"], let scalar = XLIFFWriter.scalar(codePoint: id) else {
            return fail(parser, "<x ctype=\"x-l10n-char\"> needs an id such as \"U+0018\"")
          }
          text.unicodeScalars.append(scalar)
        case "x", "bx", "ex":
          // Placeholders a CAT tool put in: their text is what they stand for.
          if let equivalent = attributes["equiv-text"] { text += equivalent }
        default:
          break  // g, ph, bpt, ept, it, mrk, sub: their content is the text.
        }
        return
      }
      if elementName == "alt-trans" || altTransDepth > 0 {
        if elementName == "alt-trans" { altTransDepth += 1 }
        return
      }
      switch elementName {
      case "xliff":
        sawRoot = true
        if let version = attributes["version"], !version.hasPrefix("1.") {
          fail(parser, "XLIFF \(version) is not supported; l10n reads XLIFF 1.2 (what Xcode exports)")
        }
      case "file":
        guard sawRoot else { return fail(parser, "expected <xliff> as the root element, found <file>") }
        guard let original = attributes["original"] else { return fail(parser, "<file> has no original attribute") }
        guard let target = attributes["target-language"], !target.isEmpty else {
          return fail(parser, "<file original=\"\(original)\"> has no target-language attribute")
        }
        currentFile = ExchangeFile(
          original: original, sourceLanguage: attributes["source-language"] ?? "", targetLanguage: target, units: [],
          line: parser.lineNumber)
      case "trans-unit":
        guard currentFile != nil else { return fail(parser, "<trans-unit> outside a <file>") }
        // An empty id is the empty key, which catalogs can have.
        guard let id = attributes["id"] else { return fail(parser, "<trans-unit> has no id") }
        guard let parsed = ExchangeUnit.parse(id: id) else {
          return fail(
            parser,
            "trans-unit id \"\(id)\" has a variation path l10n does not know (expected \(TextPath.expectedForms) after |==|)"
          )
        }
        var new = ExchangeUnit(key: parsed.key, path: parsed.path, source: "")
        new.translate = attributes["translate"] != "no"
        unit = new
        unitLine = parser.lineNumber
        sourceTextSeen = false
        targetSeen = false
      case "source", "target":
        guard unit != nil else { return }
        collecting = elementName
        depth = 0
        text = ""
        values = nil
        inSet = false
        if elementName == "target" {
          targetSeen = true
          unit?.state = attributes["state"]
          unit?.stateQualifier = attributes["state-qualifier"]
        } else {
          sourceTextSeen = true
        }
      default:
        break
      }
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard collecting != nil else { return }
      if values != nil && !inSet { return }  // layout whitespace between phrases
      text += string
    }

    override func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
      guard collecting != nil else { return }
      if values != nil && !inSet { return }
      text += String(decoding: CDATABlock, as: UTF8.self)
    }

    override func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      if let collecting {
        if depth > 0 {
          if inSet, depth == setDepth {
            values?.append(text)
            text = ""
            inSet = false
          }
          depth -= 1
          return
        }
        if collecting == "source" {
          if let values {
            unit?.sourceValues = values
            unit?.source = values.first ?? ""
          } else {
            unit?.source = text
          }
        } else {
          if let values {
            unit?.targetValues = values
            unit?.target = values.first ?? ""
          } else {
            unit?.target = text
          }
        }
        self.collecting = nil
        return
      }
      if altTransDepth > 0 {
        if elementName == "alt-trans" { altTransDepth -= 1 }
        return
      }
      switch elementName {
      case "trans-unit":
        guard var finished = unit else { return }
        if !sourceTextSeen {
          return fail(parser, "trans-unit \"\(finished.id)\" has no <source>")
        }
        if !targetSeen { finished.target = nil }
        finished.targetIsDecided =
          targetSeen && ExchangeState.marksDecision(finished.state, qualifier: finished.stateQualifier)
        finished.line = unitLine
        currentFile?.units.append(finished)
        unit = nil
      case "file":
        if let currentFile { files.append(currentFile) }
        currentFile = nil
      default:
        break
      }
    }
  }
}
