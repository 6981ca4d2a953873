import L10nText

/// Writes the tags of an XML document whose attribute values are escaped one way
/// (`TextEscaping`): `<name a="v">` from its parts, for the headers of XLIFF and TMX (Xcode's
/// bytes) and JUnit reports (strict). The tags repeated for every unit of XLIFF and every text of
/// TMX, most of those documents, are whole literals there: one append where this makes one per
/// part (export measured 7 % slower through here).
public struct XMLTags: Sendable {
  public var style: TextEscaping.XMLStyle
  public var unrepresentable: TextEscaping.Unrepresentable

  public init(style: TextEscaping.XMLStyle, unrepresentable: TextEscaping.Unrepresentable) {
    self.style = style
    self.unrepresentable = unrepresentable
  }

  /// Attributes as Xcode writes them; characters XML cannot carry become U+FFFD.
  public static let xcode = XMLTags(style: .xcode, unrepresentable: .replaced)
  /// Attributes for reports: every markup character escaped, what XML cannot carry left out.
  public static let strict = XMLTags(style: .strict, unrepresentable: .dropped)

  /// Appends `indent` spaces and `<name a="v" …>`, or `<name a="v" …/>` when `isEmpty`, the
  /// attributes in the order given.
  public func appendStartTag(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], isEmpty: Bool = false, indent: Int = 0,
    to out: inout String
  ) {
    if indent > 0 { out += String(repeating: " ", count: indent) }
    out += "<"
    out += name
    for (attribute, value) in attributes {
      out += " "
      out += attribute
      out += "=\""
      TextEscaping.appendXMLAttribute(value, style: style, unrepresentable: unrepresentable, to: &out)
      out += "\""
    }
    out += isEmpty ? "/>" : ">"
  }

  /// `appendStartTag` as a string.
  public func startTag(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], isEmpty: Bool = false, indent: Int = 0
  ) -> String {
    var out = ""
    appendStartTag(name, attributes, isEmpty: isEmpty, indent: indent, to: &out)
    return out
  }
}
