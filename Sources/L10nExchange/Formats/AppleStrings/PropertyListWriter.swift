import Foundation
import L10nText

/// A property list of what compiled tables hold: strings, arrays of strings (App Shortcuts
/// phrases) and dictionaries (a `.stringsdict` rule).
public indirect enum PropertyListValue: Hashable, Sendable {
  case string(String)
  case array([PropertyListValue])
  case dictionary([String: PropertyListValue])

  /// The value as Foundation holds it (`String`, `[Any]`, `[String: Any]`), for
  /// `PropertyListSerialization` and for comparing with what it reads back.
  public var foundationValue: Any {
    switch self {
    case .string(let text): text
    case .array(let values): values.map(\.foundationValue)
    case .dictionary(let entries): entries.mapValues(\.foundationValue)
    }
  }
}

/// How a compiled table is written: `xcstringstool compile --serialization-format`.
public enum PropertyListSerializationFormat: String, CaseIterable, Sendable {
  /// An XML property list, byte for byte as Xcode writes one (the default).
  case text
  /// A binary property list (`bplist00`, `BinaryPropertyList`), which Foundation reads.
  case binary
}

/// The one writer of property lists (the compiled `.strings` and `.stringsdict` tables).
///
/// The XML form is CoreFoundation's, which `xcstringstool compile` writes and Python's
/// `plistlib.dumps(value, sort_keys=True)` reproduces byte for byte: the standard header, one tab
/// per level, the keys of every dictionary sorted by code point, `&`, `<` and `>` escaped and
/// nothing else, `<dict/>` and `<array/>` when empty, UTF-8 without a byte order mark, and a final
/// line break. A character XML 1.0 cannot hold (U+0001 to U+001F but tab and line breaks, U+FFFE,
/// U+FFFF) is left out: `unrepresentable` finds such texts before, for a warning.
public enum PropertyListWriter {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// `value`'s bytes in `format`.
  public static func encode(_ value: PropertyListValue, format: PropertyListSerializationFormat) throws -> [UInt8] {
    switch format {
    case .text: return xml(value)
    case .binary: return BinaryPropertyList.encode(value)
    }
  }

  /// `value` as an XML property list.
  public static func xml(_ value: PropertyListValue) -> [UInt8] {
    var out = header
    append(value, depth: 0, to: &out)
    out += "</plist>\n"
    return Array(out.utf8)
  }

  /// Whether `text` holds a character an XML property list cannot (see the type's comment), or
  /// starts with U+FEFF, which CoreFoundation's XML reader drops from the start of a string (written
  /// as it is or as `&#xFEFF;`; found by FuzzStringsReader): a binary property list keeps both.
  public static func unrepresentable(_ text: String) -> Bool {
    text.utf8.starts(with: [0xEF, 0xBB, 0xBF])
      || text.utf8.contains { $0 < 0x20 || $0 == 0xEF } && text.unicodeScalars.contains { !$0.isXMLCharacter }
  }

  /// Code-point order, as CoreFoundation and Python sort keys (Swift's `<` compares canonical
  /// equivalents as equal).
  public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
  }

  private static func append(_ value: PropertyListValue, depth: Int, to out: inout String) {
    let indent = String(repeating: "\t", count: depth)
    switch value {
    case .string(let text):
      out += indent + "<string>"
      TextEscaping.appendXMLText(text, unrepresentable: .dropped, to: &out)
      out += "</string>\n"
    case .array(let values):
      guard !values.isEmpty else {
        out += indent + "<array/>\n"
        return
      }
      out += indent + "<array>\n"
      for element in values { append(element, depth: depth + 1, to: &out) }
      out += indent + "</array>\n"
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        out += indent + "<dict/>\n"
        return
      }
      out += indent + "<dict>\n"
      let inner = indent + "\t"
      for key in entries.keys.sorted(by: precedes) {
        out += inner + "<key>"
        TextEscaping.appendXMLText(key, unrepresentable: .dropped, to: &out)
        out += "</key>\n"
        append(entries[key]!, depth: depth + 1, to: &out)
      }
      out += indent + "</dict>\n"
    }
  }
}
