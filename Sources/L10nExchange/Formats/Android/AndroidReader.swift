import Foundation
import L10nCatalog
import L10nICU
import L10nText

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Android `strings.xml` (a `<resources>` document) into catalog units, with Foundation's
/// XML parser behind the guards every reader of outside XML has (`SafeXMLDelegate`).
///
/// - `<string name>` is a unit of the key; `<plurals name>`' `<item quantity>`s are its plural
///   cases (`plural.one`). A `<string-array>` has no place in a catalog: it is kept aside
///   (`Document.arrays`) and reported, never dropped silently; other resources (`<dimen>`,
///   `<color>`, …) are reported as left out.
/// - The XML comment just before a resource is its comment; `translatable="false"` marks a key
///   not to translate; every text is `translated`.
/// - Texts are what aapt2 reads (`TextEscaping.androidUnescaped`), with placeholders in Apple's
///   format (`AndroidPlaceholders.toApple`), except in a `formatted="false"` string. Markup inside
///   a text (`<b>`, `<i>`, `<u>`, …) stays as written; `<xliff:g>` leaves its content.
/// - A unit's key is the resource name, or the catalog key that name comes from (`keys`, from
///   `AndroidNames.keysByName`).
public enum AndroidReader {
  /// One file read.
  public struct Document: Sendable {
    public var units: [ExchangeUnit]
    /// The `<string-array>`s: name, items and line.
    public var arrays: [(name: String, values: [String], line: Int)]
    /// What was read otherwise than written, or left out, at its line.
    public var warnings: [ExchangeError]
  }

  /// Reads `bytes`; `file` names the file in errors and warnings.
  public static func read(bytes: [UInt8], file: String, keys: [String: String] = [:]) throws(ExchangeError)
    -> Document
  {
    let delegate = Delegate(file: file, keys: keys)
    try SafeXMLDelegate.parse(
      bytes, file: file, with: delegate, namespaces: false,
      documentType: .refused(format: "Android's strings.xml"))
    guard delegate.sawRoot else {
      throw ExchangeError(file: file, "expected Android resources (a <resources> root element), found none")
    }
    return Document(units: delegate.units, arrays: delegate.arrays, warnings: delegate.warnings)
  }

  /// The SAX handler: `<resources>` at depth 1, a resource at depth 2, an `<item>` or markup below.
  private final class Delegate: SafeXMLDelegate {
    let keys: [String: String]
    var sawRoot = false
    var units: [ExchangeUnit] = []
    var arrays: [(name: String, values: [String], line: Int)] = []
    var warnings: [ExchangeError] = []
    var depth = 0
    var comment: String?
    var names: Set<String> = []

    /// The resource being read.
    enum Kind { case string, plurals, array }
    var resource: (kind: Kind, name: String, line: Int, note: String?, translate: Bool, formatted: Bool)?
    var items: [String] = []
    /// The plural categories the `<plurals>` being read has had.
    var quantities: Set<String> = []
    /// The text being read (a `<string>`'s or an `<item>`'s content, entities decoded) and its
    /// depth and quantity; nil outside one.
    var text: String?
    var textDepth = 0
    var quantity: String?
    var itemLine = 0

    init(file: String, keys: [String: String]) {
      self.keys = keys
      super.init(file: file)
    }

    func warn(_ parser: XMLParser, line: Int? = nil, _ message: String) {
      warnings.append(ExchangeError(file: file, line: line ?? parser.lineNumber, message))
    }

    override func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes: [String: String] = [:]
    ) {
      depth += 1
      if text != nil {
        // Markup inside a text: kept as written, but <xliff:g>, which only marks its content.
        guard !isXliffG(elementName) else { return }
        text! += "<" + elementName
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
          text! += " \(name)=\"" + TextEscaping.xmlAttribute(value) + "\""
        }
        text! += ">"
        return
      }
      switch depth {
      case 1:
        guard elementName == "resources" else { return fail(parser, "expected <resources>, found <\(elementName)>") }
        sawRoot = true
      case 2:
        defer { comment = nil }
        let kinds: [String: Kind] = ["string": .string, "plurals": .plurals, "string-array": .array]
        guard let kind = kinds[elementName] else {
          warn(parser, "<\(elementName)> is not a text; left out")
          return
        }
        guard let name = attributes["name"], !name.isEmpty else {
          warn(parser, "<\(elementName)> without a name; left out")
          return
        }
        guard names.insert(name).inserted else {
          warn(parser, "a second resource named \(name); left out (aapt2 refuses it)")
          return
        }
        resource = (
          kind, name, parser.lineNumber, comment, attributes["translatable"] != "false",
          attributes["formatted"] != "false"
        )
        items = []
        quantities = []
        if kind == .string { startText(parser) }
      case 3 where resource != nil && elementName == "item":
        if resource!.kind == .plurals {
          quantity = attributes["quantity"]
          guard let quantity, PluralRules.order.contains(quantity) else {
            warn(parser, "<item> with quantity \"\(quantity ?? "")\", not a plural category; left out")
            return
          }
          guard quantities.insert(quantity).inserted else {
            warn(
              parser,
              "a second <item quantity=\"\(quantity)\"> in <plurals name=\"\(resource!.name)\">; left out (aapt2 refuses it)"
            )
            return
          }
        }
        startText(parser)
      case 3 where resource != nil:
        warn(parser, "<\(elementName)> inside <\(resource!.kind == .plurals ? "plurals" : "string-array")>; left out")
      default:
        break
      }
    }

    private func startText(_ parser: XMLParser) {
      text = ""
      textDepth = depth
      itemLine = parser.lineNumber
    }

    private func isXliffG(_ name: String) -> Bool { name == "xliff:g" || name.hasSuffix(":g") || name == "g" }

    override func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      defer { depth -= 1 }
      if text != nil, depth > textDepth {
        if !isXliffG(elementName) { text! += "</" + elementName + ">" }
        return
      }
      if let raw = text, depth == textDepth {
        text = nil
        finishText(raw)
      }
      if depth == 2, let resource, resource.kind == .array {
        arrays.append((resource.name, items, resource.line))
        warn(
          parser, line: resource.line,
          "<string-array name=\"\(resource.name)\"> (\(items.count) \(items.count == 1 ? "item" : "items")): a catalog has no arrays; not imported, make a key of each item"
        )
      }
      if depth == 2 { resource = nil }
    }

    /// A `<string>`'s or an `<item>`'s text read: a unit, or an array's item.
    private func finishText(_ raw: String) {
      guard let resource else { return }
      let value = TextEscaping.androidUnescaped(raw)
      if resource.kind == .array {
        items.append(value)
        return
      }
      let path = resource.kind == .plurals ? TextPath([.plural(quantity ?? "other")]) : TextPath()
      let target = AndroidPlaceholders.toApple(value, formatted: resource.formatted)
      var unit = ExchangeUnit(key: keys[resource.name] ?? resource.name, path: path, source: "", target: target)
      unit.state = "translated"
      unit.targetIsDecided = true
      unit.note = resource.note
      unit.translate = resource.translate
      unit.line = resource.kind == .plurals ? itemLine : resource.line
      units.append(unit)
    }

    override func parser(_ parser: XMLParser, foundCharacters string: String) {
      if text != nil { text! += string }
    }

    override func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
      if text != nil { text! += String(decoding: CDATABlock, as: UTF8.self) }
    }

    override func parser(_ parser: XMLParser, foundComment comment: String) {
      guard depth == 1 else { return }
      let trimmed = comment.trimmingCharacters(in: .whitespacesAndNewlines)
      self.comment = trimmed.isEmpty ? nil : trimmed
    }
  }
}
